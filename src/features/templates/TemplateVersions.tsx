/**
 * A template's versions under its form: planned revision, title, activity, where each stands
 * (draft, current as the platform names it, superseded…), Publish for a draft, and a way to a
 * new version and to each version.
 */
import { DiffOutlined, PlusOutlined } from '@ant-design/icons';
import { ProCard } from '@ant-design/pro-components';
import { Alert, Button, Space, Table, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { MAX_ITEMS_PER_PAGE, RESOURCES, type ContractTemplate, type ContractTemplateVersion } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { useGetCurrentTemplateVersionQuery } from '../../api/special/templates';
import { formatDate } from '../../i18n';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { YesNo } from '../../shared/ui/YesNo';
import { newVersionPath, versionPath } from './paths';
import { LazyPublishVersion } from './LazyPublishVersion';
import { VersionStatusTag, versionStatus } from './versionStatus';

const versions = resourceApi(RESOURCES.contractTemplateVersions);
const TemplateVersionCompare = lazy(() => import(/* webpackChunkName: "version-diff" */ './TemplateVersionCompare'));

export function TemplateVersions({ template }: { template: ContractTemplate }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const list = versions.useListQuery({
    page: 1,
    itemsPerPage: MAX_ITEMS_PER_PAGE,
    filters: { template: template['@id'] },
    order: { plannedRevision: 'desc' },
  });
  const current = useGetCurrentTemplateVersionQuery(template['@id']);
  const currentId = current.data?.id;
  const [comparing, setComparing] = useState(false);
  const items = list.data?.items ?? [];
  const open = (version: ContractTemplateVersion) => localised(versionPath(template.id, version.id));

  const columns: TableColumnsType<ContractTemplateVersion> = [
    {
      key: 'plannedRevision',
      title: intl.formatMessage({ id: 'templateVersion.plannedRevision', defaultMessage: 'Planned revision' }),
      render: (_, version) => <Link to={open(version)}>{formatDate(version.plannedRevision, 'dateTime')}</Link>,
    },
    {
      key: 'title',
      title: intl.formatMessage({ id: 'translations.title', defaultMessage: 'Title' }),
      render: (_, version) => <TranslatedText translations={version.translations} />,
    },
    {
      key: 'activity',
      title: intl.formatMessage({ id: 'templateVersion.activity', defaultMessage: 'Active' }),
      render: (_, version) => <YesNo value={version.activity} />,
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'templateVersion.status', defaultMessage: 'Status' }),
      render: (_, version) => <VersionStatusTag status={versionStatus(version, currentId)} />,
    },
    {
      key: 'attachments',
      title: intl.formatMessage({ id: 'templateVersion.attachmentCount', defaultMessage: 'Attachments' }),
      align: 'right',
      render: (_, version) => version.mediateFiles.length,
    },
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'resource.actions', defaultMessage: 'Actions' }),
      render: (_, version) => <LazyPublishVersion version={version} type="link" size="small" />,
    },
  ];

  const failure = list.error ?? current.error;
  return (
    <ProCard
      style={{ marginTop: 16 }}
      bordered
      title={
        <h2 style={{ fontSize: 16, margin: 0 }}>
          <FormattedMessage id="templateVersion.listTitle" defaultMessage="Versions" />
        </h2>
      }
      extra={
        <Space>
          {items.length > 1 && (
            <Button icon={<DiffOutlined />} onClick={() => setComparing(true)}>
              <FormattedMessage id="diff.compare" defaultMessage="Compare" />
            </Button>
          )}
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(localised(newVersionPath(template.id)))}
          >
            <FormattedMessage id="templateVersion.create" defaultMessage="New version" />
          </Button>
        </Space>
      }
    >
      {failure && (
        <Alert type="error" showIcon message={errorOf(failure).title} description={errorOf(failure).description} />
      )}
      <Table<ContractTemplateVersion>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={items}
        loading={list.isFetching || current.isFetching}
        pagination={false}
        locale={{
          emptyText: intl.formatMessage({ id: 'templateVersion.none', defaultMessage: 'No versions yet' }),
        }}
      />
      {comparing && (
        <Suspense fallback={null}>
          <TemplateVersionCompare versions={items} onClose={() => setComparing(false)} />
        </Suspense>
      )}
    </ProCard>
  );
}
