/**
 * A version's attachments ("mediate files"): the file (downloaded, or read in the viewer), its
 * title per locale (edited in a modal with the translations field), removal, and files to attach.
 */
import { App, Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import {
  MAX_ITEMS_PER_PAGE,
  mediateFileBody,
  RESOURCES,
  type ContractTemplateVersion,
  type Iri,
  type MediateFile,
  type MediateFileInput,
} from '../../../contract';
import { api } from '../../api/api';
import { errorOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { invalidatesItem } from '../../api/tags';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { TITLE_TEXT, translationsFromForm, translationsToForm } from '../../shared/resource/translations';
import { ResourceFormBody } from '../../shared/ui/ResourceForm';
import { FailureAlert } from '../../shared/ui/FailureAlert';
import { ResourceTable, type TableField } from '../../shared/ui/ResourceTable';
import { RowConfirm } from '../../shared/ui/RowConfirm';
import { SectionCard } from '../../shared/ui/SectionCard';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { Text } from '../../shared/ui/Text';
import { useAppDispatch } from '../../store/hooks';
import { AttachFiles } from './AttachFiles';
import { FileDownload, FileRead } from './files';

type AttachmentTitles = Pick<MediateFileInput, 'translations'>;

/** 422s are already shown by the base query's notification; anything else is said here. */
const unlessShown = (failure: unknown, show: (text: string) => void) => {
  const { status, description } = errorOf(failure);
  if (status !== 422) show(description);
};

const attachments = resourceApi(RESOURCES.contractTemplateVersionMediateFiles);

const ATTACHMENT_TITLES: MessageDescriptor = {
  id: 'templateVersion.attachmentTitles',
  defaultMessage: 'Attachment titles',
};

/** The form that edits an attachment's titles, called as its one field is. */
const titlesResource = defineResource<MediateFile, AttachmentTitles>({
  api: resourceApi<MediateFile, AttachmentTitles>(RESOURCES.contractTemplateVersionMediateFiles),
  schema: mediateFileBody,
  title: ATTACHMENT_TITLES,
  deleteConfirm: { id: 'templateVersion.removeAttachmentConfirm', defaultMessage: 'Remove this attachment?' },
  fields: [
    {
      name: 'translations',
      label: ATTACHMENT_TITLES,
      form: { kind: 'translations', texts: [TITLE_TEXT] },
    },
  ],
  toBody: (values: FormValues) => ({ translations: translationsFromForm(values.translations, [TITLE_TEXT.name]) }),
});

const ATTACHMENT_FIELDS: TableField<MediateFile>[] = [
  {
    name: 'file',
    label: { id: 'templateVersion.file', defaultMessage: 'File' },
    column: {
      render: (attachment) => (
        <Space size={4} wrap>
          <FileDownload iri={attachment.file} />
          <FileRead iri={attachment.file} />
        </Space>
      ),
    },
  },
  {
    name: 'title',
    label: { id: 'translations.title', defaultMessage: 'Title' },
    column: {
      // A title is optional: without one the file's name (beside it) names the attachment.
      render: (attachment) => (
        <TranslatedText
          translations={attachment.translations}
          none={
            <Text type="secondary">
              <FormattedMessage id="templateVersion.untitled" defaultMessage="No title" />
            </Text>
          }
        />
      ),
    },
  },
];

function TitlesModal({ attachment, onClose }: { attachment: MediateFile; onClose: () => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [update] = attachments.useUpdateMutation();
  return (
    <Modal
      open
      title={intl.formatMessage(titlesResource.title)}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={680}
    >
      <ResourceFormBody
        name={`attachment-${attachment.id}`}
        resource={titlesResource}
        mode="edit"
        initialValues={{ translations: translationsToForm(attachment.translations) }}
        onSave={async (body) => {
          await update({ id: attachment.id, body }).unwrap();
          message.success(intl.formatMessage({ id: 'resource.saved', defaultMessage: 'Saved' }));
          onClose();
        }}
      />
    </Modal>
  );
}

export function Attachments({ version }: { version: ContractTemplateVersion }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<MediateFile>();
  const list = attachments.useListQuery({
    page: 1,
    itemsPerPage: MAX_ITEMS_PER_PAGE,
    filters: { templateVersion: version['@id'] },
  });
  const [create] = attachments.useCreateMutation();
  const [remove] = attachments.useDeleteMutation();
  // The version names its attachments (the template's version list counts them): refresh it too.
  const versionChanged = () =>
    dispatch(api.util.invalidateTags(invalidatesItem(RESOURCES.contractTemplateVersions.type, String(version.id))));

  const attach = async (fileIris: Iri[]) => {
    try {
      for (const file of fileIris) await create({ templateVersion: version['@id'], file }).unwrap();
      message.success(intl.formatMessage({ id: 'templateVersion.attached', defaultMessage: 'Attached' }));
    } catch (failure) {
      unlessShown(failure, (text) => message.error(text));
    } finally {
      versionChanged();
    }
  };
  const detach = async (attachment: MediateFile) => {
    try {
      await remove(attachment.id).unwrap();
      versionChanged();
    } catch (failure) {
      unlessShown(failure, (text) => message.error(text));
    }
  };

  return (
    <SectionCard
      style={{ marginTop: 16 }}
      title={<FormattedMessage id="templateVersion.attachments" defaultMessage="Attachments" />}
    >
      {list.error && <FailureAlert failure={list.error} style={{ marginBottom: 16 }} />}
      <ResourceTable<MediateFile>
        rowKey="id"
        fields={ATTACHMENT_FIELDS}
        items={list.data?.items ?? []}
        loading={list.isFetching}
        emptyText={{ id: 'templateVersion.noAttachments', defaultMessage: 'No attachments' }}
        rowActions={(attachment) => (
          <>
            <Button type="link" size="small" onClick={() => setEditing(attachment)}>
              <FormattedMessage id="templateVersion.editTitles" defaultMessage="Titles" />
            </Button>
            <RowConfirm
              question={intl.formatMessage(titlesResource.deleteConfirm)}
              onConfirm={() => detach(attachment)}
            >
              <FormattedMessage id="templateVersion.removeAttachment" defaultMessage="Remove" />
            </RowConfirm>
          </>
        )}
        style={{ marginBottom: 16 }}
      />
      <AttachFiles attached={(list.data?.items ?? []).map((attachment) => attachment.file)} onAttach={attach} />
      {editing && <TitlesModal attachment={editing} onClose={() => setEditing(undefined)} />}
    </SectionCard>
  );
}
