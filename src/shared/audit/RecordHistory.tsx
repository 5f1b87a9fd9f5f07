/**
 * A record's History: the audit entries of the record and of its translated texts, newest first,
 * with what each changed in words. Its own chunk, loaded when the History tab is first opened.
 */
import { Alert, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { RESOURCES, type AuditEntry } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { formatDate } from '../../i18n/filters';
import { AuditChanges } from './AuditChanges';
import { actionName, textsPathOf } from './auditWords';

const auditEntries = resourceApi(RESOURCES.auditEntries);
/** The platform's largest page: a record rarely has more entries; the Audit screen has them all. */
export const HISTORY_SIZE = 100;

const newestFirst = (a: AuditEntry, b: AuditEntry) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

function useEntriesOf(path: string | undefined, id: string) {
  return auditEntries.useListQuery(
    { page: 1, itemsPerPage: HISTORY_SIZE, filters: { resource: path ?? '', resourceId: id } },
    { skip: path === undefined },
  );
}

export default function RecordHistory({ resource, id }: { resource: string; id: string }) {
  const intl = useIntl();
  const own = useEntriesOf(resource, id);
  const texts = useEntriesOf(textsPathOf(resource), id);
  const entries = useMemo(
    () => [...(own.data?.items ?? []), ...(texts.data?.items ?? [])].sort(newestFirst),
    [own.data, texts.data],
  );
  const error = own.error ?? texts.error;
  const columns: TableColumnsType<AuditEntry> = [
    {
      key: 'when',
      title: intl.formatMessage({ id: 'audit.when', defaultMessage: 'When' }),
      render: (_, entry) => formatDate(entry.createdAt, 'dateTime'),
      width: 170,
    },
    {
      key: 'who',
      title: intl.formatMessage({ id: 'audit.who', defaultMessage: 'Who' }),
      render: (_, entry) => entry.userName ?? '—',
    },
    {
      key: 'action',
      title: intl.formatMessage({ id: 'audit.action', defaultMessage: 'Action' }),
      // The texts' entries are 'translate' ones: "Texts changed" says whose they are.
      render: (_, entry) => actionName(intl, entry.action),
    },
    {
      key: 'changes',
      title: intl.formatMessage({ id: 'audit.changes', defaultMessage: 'Changes' }),
      render: (_, entry) => <AuditChanges resource={entry.resource} changes={entry.changes} />,
    },
  ];
  if (error) {
    const { title, description } = errorOf(error);
    return <Alert type="error" showIcon message={title} description={description} />;
  }
  return (
    <Table<AuditEntry>
      className="record-history"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={entries}
      loading={own.isFetching || texts.isFetching}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
