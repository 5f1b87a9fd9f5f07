/**
 * A record's History: the audit entries of the record and of its translated texts, newest first,
 * with what each changed in words. Its own chunk, loaded when the History tab is first opened.
 */
import { Alert } from 'antd';
import { useMemo } from 'react';
import { RESOURCES, type AuditEntry } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { ResourceTable } from '../ui/ResourceTable';
import { ACTION_FIELD, CHANGES_FIELD, WHEN_FIELD, WHO_FIELD } from './auditFields';
import { textsPathOf } from './auditWords';

const auditEntries = resourceApi(RESOURCES.auditEntries);
/** The platform's largest page: a record rarely has more entries; the Audit screen has them all. */
export const HISTORY_SIZE = 100;

/**
 * The Audit screen's columns but the kind of record, which is the page's own: the entries of its
 * texts are 'translate' ones, and "Texts changed" says whose they are.
 */
const HISTORY_FIELDS = [WHEN_FIELD, WHO_FIELD, ACTION_FIELD, CHANGES_FIELD];

const newestFirst = (a: AuditEntry, b: AuditEntry) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

function useEntriesOf(path: string | undefined, id: string) {
  return auditEntries.useListQuery(
    { page: 1, itemsPerPage: HISTORY_SIZE, filters: { resource: path ?? '', resourceId: id } },
    { skip: path === undefined },
  );
}

export default function RecordHistory({ resource, id }: { resource: string; id: string }) {
  const own = useEntriesOf(resource, id);
  const texts = useEntriesOf(textsPathOf(resource), id);
  const entries = useMemo(
    () => [...(own.data?.items ?? []), ...(texts.data?.items ?? [])].sort(newestFirst),
    [own.data, texts.data],
  );
  const error = own.error ?? texts.error;
  if (error) {
    const { title, description } = errorOf(error);
    return <Alert type="error" showIcon message={title} description={description} />;
  }
  return (
    <ResourceTable<AuditEntry>
      className="record-history"
      rowKey="id"
      size="small"
      fields={HISTORY_FIELDS}
      items={entries}
      loading={own.isFetching || texts.isFetching}
      pageSize={10}
      scroll={{ x: 'max-content' }}
    />
  );
}
