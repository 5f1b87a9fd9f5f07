/**
 * The audit trail as a read-only list (/configuration/audit): who did what to which record and
 * what changed, newest first, in words. Who, kind of record, action and period are the filters; the
 * platform decides which entries the caller reads (supervisor all, tenant admin its tenant's,
 * company admin its company's records').
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { filterParam, RESOURCES, type AuditEntry } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { formatDate } from '../../i18n/filters';
import { AuditChanges } from '../../shared/audit/AuditChanges';
import { ACTION_WORDS, actionName, RESOURCE_WORDS, resourceChoices, resourceName } from '../../shared/audit/auditWords';
import { useUserOptions } from '../../shared/relations/users';
import { defineResource } from '../../shared/resource/defineResource';

function useResourceChoices() {
  const intl = useIntl();
  const options = useMemo(() => resourceChoices(intl), [intl]);
  return { options, loading: false };
}

function useActionChoices() {
  const intl = useIntl();
  const options = useMemo(
    () => Object.keys(ACTION_WORDS).map((action) => ({ label: actionName(intl, action), value: action })),
    [intl],
  );
  return { options, loading: false };
}

function ResourceName({ entry }: { entry: AuditEntry }) {
  return <>{resourceName(useIntl(), entry.resource)}</>;
}

function ActionName({ entry }: { entry: AuditEntry }) {
  return <>{actionName(useIntl(), entry.action)}</>;
}

export default defineResource<AuditEntry, never, 'from' | 'to'>({
  api: resourceApi(RESOURCES.auditEntries),
  title: { id: 'menu.configurationAudit', defaultMessage: 'Audit trail' },
  countName: { id: 'audit.count', defaultMessage: '{count, plural, one {# entry} other {# entries}}' },
  deleteConfirm: { id: 'menu.configurationAudit', defaultMessage: 'Audit trail' },
  fields: [
    {
      name: 'createdAt',
      label: { id: 'audit.when', defaultMessage: 'When' },
      column: { valueType: 'dateTime', render: (entry) => formatDate(entry.createdAt, 'dateTime') },
    },
    {
      // The name the entry keeps (it outlives the user); the filter names the user itself.
      name: 'userName',
      label: { id: 'audit.who', defaultMessage: 'Who' },
      column: {
        search: { filterKey: filterParam('auditEntries', 'user') },
        options: useUserOptions,
        render: (entry) => entry.userName ?? '—',
      },
    },
    {
      name: 'action',
      label: { id: 'audit.action', defaultMessage: 'Action' },
      column: {
        search: true,
        options: useActionChoices,
        words: ACTION_WORDS,
        render: (entry) => <ActionName entry={entry} />,
      },
    },
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
    {
      name: 'changes',
      label: { id: 'audit.changes', defaultMessage: 'Changes' },
      column: { render: (entry) => <AuditChanges resource={entry.resource} changes={entry.changes} /> },
    },
    // The period: two days, both included.
    {
      name: 'from',
      label: { id: 'audit.from', defaultMessage: 'From' },
      column: {
        search: { filterKey: filterParam('auditEntries', 'createdAt[after]') },
        hideInTable: true,
        valueType: 'date',
      },
    },
    {
      name: 'to',
      label: { id: 'audit.to', defaultMessage: 'To' },
      column: {
        search: { filterKey: filterParam('auditEntries', 'createdAt[before]') },
        hideInTable: true,
        valueType: 'date',
      },
    },
  ],
});
