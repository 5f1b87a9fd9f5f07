/**
 * One file (`/file/{id}`): what it is, its name (renamed with PATCH update/file/{id}), its
 * content (read in the viewer, downloaded, or replaced by a multipart PATCH on the same path) and
 * its translations.
 */
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { ProCard } from '@ant-design/pro-components';
import { App, Button, Collapse, Descriptions, Form, Input, Skeleton, Space } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { fileRenameBody, RESOURCES, type StoredFile } from '../../../contract';

/** The longest file name the platform keeps (its rename body schema). */
const NAME_MAX = fileRenameBody.properties.name.maxLength;
import { errorOf, violationsOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { saveBlob, useDownloadFileMutation } from '../../api/special/files';
import { useRenameFileMutation } from '../../api/special/fileUpload';
import { formatDate } from '../../i18n/filters';
import { fileKindOf, formatSize } from '../../shared/files/fileKinds';
import { FileTypeIcon } from '../../shared/files/FileTypeIcon';
import { FileUploadForm } from '../../shared/files/FileUploadForm';
import { ReadDocumentButton } from '../../shared/files/ReadDocumentButton';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { WithHistory } from '../../shared/audit/WithHistory';
import { ErrorPage } from '../../shared/ui/ErrorPage';
import { requiredRule } from '../../shared/ui/formRules';
import { FILE_ROUTE } from './file.resource';
import { FILE_KIND_LABELS } from './fileKindLabels';
import { FileTranslations } from './FileTranslations';
import { PageHeading } from '../../shared/ui/Heading';

const files = resourceApi(RESOURCES.files);

function RenameForm({ file }: { file: StoredFile }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [rename, { isLoading }] = useRenameFileMutation();
  const label = intl.formatMessage({ id: 'file.name', defaultMessage: 'Name' });
  const save = async ({ name }: { name: string }) => {
    try {
      await rename({ id: file.id, name: name.trim() }).unwrap();
      message.success(intl.formatMessage({ id: 'resource.saved', defaultMessage: 'Saved' }));
    } catch (failure) {
      // 422: the base query has shown the notification; the reason goes to the field, the typed name stays.
      const violations = violationsOf(failure).name;
      if (violations) form.setFields([{ name: 'name', errors: violations }]);
      else message.error(errorOf(failure).description);
    }
  };
  return (
    <Form
      form={form}
      name="rename"
      layout="inline"
      initialValues={{ name: file.name }}
      onFinish={save}
      style={{ rowGap: 8 }}
    >
      <Form.Item
        name="name"
        label={label}
        rules={[{ ...requiredRule(intl, label), whitespace: true }, { max: NAME_MAX }]}
        style={{ minWidth: 320, flex: 1 }}
      >
        <Input maxLength={NAME_MAX} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        <FormattedMessage id="file.rename" defaultMessage="Rename" />
      </Button>
    </Form>
  );
}

function DownloadButton({ file }: { file: StoredFile }) {
  const { message } = App.useApp();
  const [download, { isLoading }] = useDownloadFileMutation();
  const save = async () => {
    try {
      saveBlob(await download({ iri: file['@id'] }).unwrap(), file.name);
    } catch (failure) {
      message.error(errorOf(failure).description);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={isLoading} onClick={() => void save()}>
      <FormattedMessage id="file.download" defaultMessage="Download" />
    </Button>
  );
}

function FileDetails({ file }: { file: StoredFile }) {
  const intl = useIntl();
  const localised = useLocalisedPath();
  return (
    <ProCard
      bordered
      title={
        <Space>
          <FileTypeIcon mimeType={file.mimeType} size={20} />
          <PageHeading>{file.name}</PageHeading>
        </Space>
      }
      extra={
        <Space wrap>
          <Link to={localised(`/${FILE_ROUTE}`)}>
            <ArrowLeftOutlined /> <FormattedMessage id="file.backToList" defaultMessage="All files" />
          </Link>
          <ReadDocumentButton
            document={{ iri: file['@id'], name: file.name, mimeType: file.mimeType }}
            type="default"
            size="middle"
          />
          <DownloadButton file={file} />
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          {
            key: 'kind',
            label: intl.formatMessage({ id: 'file.kind', defaultMessage: 'Type' }),
            children: intl.formatMessage(FILE_KIND_LABELS[fileKindOf(file.mimeType)]),
          },
          {
            key: 'size',
            label: intl.formatMessage({ id: 'file.size', defaultMessage: 'Size' }),
            children: formatSize(file.size),
          },
          {
            key: 'created',
            label: intl.formatMessage({ id: 'file.createdAt', defaultMessage: 'Created' }),
            children: formatDate(file.createdAt),
          },
          {
            key: 'updated',
            label: intl.formatMessage({ id: 'file.updatedAt', defaultMessage: 'Updated' }),
            children: formatDate(file.updatedAt),
          },
        ]}
        style={{ marginBottom: 16 }}
      />
      <RenameForm key={file.name} file={file} />
      <Collapse
        ghost
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'replace',
            label: <FormattedMessage id="file.replace" defaultMessage="Replace the content" />,
            children: <FileUploadForm purpose={{ kind: 'content', fileId: file.id, name: file.name }} />,
          },
        ]}
      />
    </ProCard>
  );
}

export function FileDetailPage({ id }: { id: string }) {
  const { data: file, isLoading, error } = files.useGetQuery(id);
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error || !file) {
    const { status, title } = errorOf(error);
    return <ErrorPage status={file ? status : status || 404} message={title} />;
  }
  return (
    <WithHistory resource={files.resource.path} id={file.id}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <FileDetails file={file} />
        <FileTranslations file={file} />
      </Space>
    </WithHistory>
  );
}
