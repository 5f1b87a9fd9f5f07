/**
 * A template's versions under its form: planned revision, title, activity, where each stands
 * (draft, current as the platform names it, superseded…), Publish for a draft, and a way to a
 * new version and to each version.
 */
import { DiffOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { MAX_ITEMS_PER_PAGE, RESOURCES, type ContractTemplate, type ContractTemplateVersion } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { useGetCurrentTemplateVersionQuery } from '../../api/special/templates';
import { formatDate } from '../../i18n';
import { titleField } from '../../shared/resource/titleField';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { FailureAlert } from '../../shared/ui/FailureAlert';
import { ResourceTable, type TableField } from '../../shared/ui/ResourceTable';
import { SectionCard } from '../../shared/ui/SectionCard';
import { YES_NO_WORDS } from '../../shared/ui/YesNo';
import { newVersionPath, versionPath } from './paths';
import { LazyPublishVersion } from './LazyPublishVersion';
import { VersionStatusTag, versionStatus } from './versionStatus';

const versions = resourceApi(RESOURCES.contractTemplateVersions);
const TemplateVersionCompare = lazy(() => import(/* webpackChunkName: "version-diff" */ './TemplateVersionCompare'));

export function TemplateVersions({ template }: { template: ContractTemplate }) {
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

  const fields: TableField<ContractTemplateVersion>[] = [
    {
      name: 'plannedRevision',
      label: { id: 'templateVersion.plannedRevision', defaultMessage: 'Planned revision' },
      column: {
        render: (version) => <Link to={open(version)}>{formatDate(version.plannedRevision, 'dateTime')}</Link>,
      },
    },
    titleField(),
    {
      name: 'activity',
      label: { id: 'templateVersion.activity', defaultMessage: 'Active' },
      column: { words: YES_NO_WORDS },
    },
    {
      name: 'status',
      label: { id: 'templateVersion.status', defaultMessage: 'Status' },
      column: { render: (version) => <VersionStatusTag status={versionStatus(version, currentId)} /> },
    },
    {
      name: 'attachments',
      label: { id: 'templateVersion.attachmentCount', defaultMessage: 'Attachments' },
      column: { valueType: 'digit', render: (version) => version.mediateFiles.length },
    },
  ];

  const failure = list.error ?? current.error;
  return (
    <SectionCard
      style={{ marginTop: 16 }}
      title={<FormattedMessage id="templateVersion.listTitle" defaultMessage="Versions" />}
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
      {failure && <FailureAlert failure={failure} />}
      <ResourceTable<ContractTemplateVersion>
        rowKey="id"
        fields={fields}
        items={items}
        loading={list.isFetching || current.isFetching}
        emptyText={{ id: 'templateVersion.none', defaultMessage: 'No versions yet' }}
        rowActions={(version) => <LazyPublishVersion version={version} type="link" size="small" />}
      />
      {comparing && (
        <Suspense fallback={null}>
          <TemplateVersionCompare versions={items} onClose={() => setComparing(false)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
