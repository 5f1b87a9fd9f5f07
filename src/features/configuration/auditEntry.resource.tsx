/**
 * The audit trail as a read-only list (/configuration/audit): who did what to which record and
 * what changed, newest first, in words. Who, kind of record, action and period are the filters; the
 * platform decides which entries the caller reads (supervisor all, tenant admin its tenant's,
 * company admin its company's records').
 */
import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { filterParam, RESOURCES, type AuditEntry, type DateBound } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { ACTION_FIELD, CHANGES_FIELD, WHEN_FIELD, WHO_FIELD } from '../../shared/audit/auditFields';
import { RESOURCE_WORDS, resourceChoices, resourceName } from '../../shared/audit/auditWords';
import { defineResource, type ResourceField } from '../../shared/resource/defineResource';

function useResourceChoices() {
  const intl = useIntl();
  const options = useMemo(() => resourceChoices(intl), [intl]);
  return { options, loading: false };
}

function ResourceName({ entry }: { entry: AuditEntry }) {
  return <>{resourceName(useIntl(), entry.resource)}</>;
}

/** One end of the period searched (two days, both included): a date in the search form, not a column. */
function periodEnd(
  name: 'from' | 'to',
  label: MessageDescriptor,
  bound: DateBound,
): ResourceField<AuditEntry, never, 'from' | 'to'> {
  return {
    name,
    label,
    column: {
      search: { filterKey: filterParam('auditEntries', `createdAt[${bound}]`) },
      hideInTable: true,
      valueType: 'date',
    },
  };
}

export default defineResource<AuditEntry, never, 'from' | 'to'>({
  api: resourceApi(RESOURCES.auditEntries),
  title: { id: 'menu.configurationAudit', defaultMessage: 'Audit trail' },
  countName: { id: 'audit.count', defaultMessage: '{count, plural, one {# entry} other {# entries}}' },
  deleteConfirm: { id: 'menu.configurationAudit', defaultMessage: 'Audit trail' },
  fields: [
    WHEN_FIELD,
    WHO_FIELD,
    ACTION_FIELD,
    {
      name: 'resource',
      label: { id: 'audit.record', defaultMessage: 'Record' },
      column: {
        search: true,
        options: useResourceChoices,
        words: RESOURCE_WORDS,
        render: (entry) => <ResourceName entry={entry} />,
      },
    },
    CHANGES_FIELD,
    periodEnd('from', { id: 'audit.from', defaultMessage: 'From' }, 'after'),
    periodEnd('to', { id: 'audit.to', defaultMessage: 'To' }, 'before'),
  ],
});
