/**
 * A file's translations: one file per locale, listed from the file item, each read in the viewer,
 * downloaded, replaced or deleted; a new locale's file is uploaded with fileId + locale.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RESOURCES, type FileTranslation, type StoredFile } from '../../../contract';
import { api } from '../../api/api';
import { errorOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { saveBlob, useDownloadFileTranslationMutation } from '../../api/special/files';
import { invalidatesItem } from '../../api/tags';
import { useAppDispatch } from '../../store/hooks';
import { fileKindOf, formatSize } from '../../shared/files/fileKinds';
import { FileUploadForm } from '../../shared/files/FileUploadForm';
import { ReadDocumentButton } from '../../shared/files/ReadDocumentButton';
import { localeName } from '../../shared/files/LocaleSelect';
import { ResourceTable, type TableField } from '../../shared/ui/ResourceTable';
import { RowConfirm } from '../../shared/ui/RowConfirm';
import { SectionCard } from '../../shared/ui/SectionCard';
import { FILE_KIND_LABELS } from './fileKindLabels';

const translations = resourceApi(RESOURCES.fileTranslations);

const TRANSLATION_FIELDS: TableField<FileTranslation>[] = [
  {
    name: 'locale',
    label: { id: 'file.translation.locale', defaultMessage: 'Language' },
    column: { render: (translation) => localeName(translation.locale) },
  },
  { name: 'name', label: { id: 'file.name', defaultMessage: 'Name' }, column: {} },
  {
    name: 'kind',
    label: { id: 'file.kind', defaultMessage: 'Type' },
    column: { render: (translation) => <FormattedMessage {...FILE_KIND_LABELS[fileKindOf(translation.mimeType)]} /> },
  },
  {
    name: 'size',
    label: { id: 'file.size', defaultMessage: 'Size' },
    column: { render: (translation) => formatSize(translation.size) },
  },
];

function TranslationActions({
  file,
  translation,
  onReplace,
}: {
  file: StoredFile;
  translation: FileTranslation;
  onReplace: (locale: string) => void;
}) {
  const intl = useIntl();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [download, downloading] = useDownloadFileTranslationMutation();
  const [remove] = translations.useDeleteMutation();
  const save = async () => {
    try {
      saveBlob(await download({ iri: translation['@id'] }).unwrap(), translation.name);
    } catch (failure) {
      message.error(errorOf(failure).description);
    }
  };
  const deleteTranslation = async () => {
    try {
      await remove(translation.id).unwrap();
      // The file embeds its translations: it is stale too.
      dispatch(api.util.invalidateTags(invalidatesItem('File', String(file.id))));
      message.success(intl.formatMessage({ id: 'resource.deleted', defaultMessage: 'Deleted' }));
    } catch (failure) {
      message.error(errorOf(failure).description);
    }
  };
  return (
    <>
      <ReadDocumentButton
        document={{ iri: translation['@id'], name: translation.name, mimeType: translation.mimeType }}
      />
      <Button
        type="link"
        size="small"
        icon={<DownloadOutlined />}
        loading={downloading.isLoading}
        onClick={() => void save()}
      >
        <FormattedMessage id="file.download" defaultMessage="Download" />
      </Button>
      <Button type="link" size="small" onClick={() => onReplace(translation.locale)}>
        <FormattedMessage id="file.translation.replace" defaultMessage="Replace" />
      </Button>
      <RowConfirm
        question={intl.formatMessage(
          { id: 'file.translation.deleteConfirm', defaultMessage: 'Delete the {language} file?' },
          { language: localeName(translation.locale) },
        )}
        onConfirm={() => void deleteTranslation()}
      >
        <FormattedMessage id="resource.delete" defaultMessage="Delete" />
      </RowConfirm>
    </>
  );
}

export function FileTranslations({ file }: { file: StoredFile }) {
  // The locale whose file is being replaced; the upload form starts with it.
  const [replacing, setReplacing] = useState<string | undefined>(undefined);
  return (
    <SectionCard title={<FormattedMessage id="file.translations" defaultMessage="Translations" />}>
      <ResourceTable<FileTranslation>
        rowKey="@id"
        size="small"
        fields={TRANSLATION_FIELDS}
        items={file.translations}
        emptyText={{ id: 'file.translations.none', defaultMessage: 'No translated file yet' }}
        rowActions={(translation) => (
          <TranslationActions file={file} translation={translation} onReplace={setReplacing} />
        )}
        style={{ marginBottom: 24 }}
      />
      <h3 style={{ fontSize: 14 }}>
        {replacing ? (
          <FormattedMessage
            id="file.translation.replaceTitle"
            defaultMessage="Replace the {language} file"
            values={{ language: localeName(replacing) }}
          />
        ) : (
          <FormattedMessage id="file.translation.add" defaultMessage="Upload a translated file" />
        )}
      </h3>
      <FileUploadForm
        key={replacing ?? 'new'}
        purpose={{ kind: 'translation', fileId: file.id, locale: replacing }}
        onUploaded={() => setReplacing(undefined)}
      />
    </SectionCard>
  );
}
