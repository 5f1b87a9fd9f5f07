/**
 * The fields every listing of the audit trail shows, as the Audit screen defines them: when, who,
 * what was done and what changed, in words. A record's History draws the same columns (a plain
 * table takes their column parts and leaves the list's search to the Audit screen).
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { filterParam, type AuditEntry } from '../../../contract';
import { formatDate } from '../../i18n/filters';
import { useUserOptions } from '../relations/users';
import type { ResourceField } from '../resource/defineResource';
import { AuditChanges } from './AuditChanges';
import { ACTION_WORDS, actionName } from './auditWords';

function useActionChoices() {
  const intl = useIntl();
  const options = useMemo(
    () => Object.keys(ACTION_WORDS).map((action) => ({ label: actionName(intl, action), value: action })),
    [intl],
  );
  return { options, loading: false };
}

export const WHEN_FIELD: ResourceField<AuditEntry> = {
  name: 'createdAt',
  label: { id: 'audit.when', defaultMessage: 'When' },
  column: { valueType: 'dateTime', render: (entry) => formatDate(entry.createdAt, 'dateTime') },
};

export const WHO_FIELD: ResourceField<AuditEntry> = {
  // The name the entry keeps (it outlives the user); the filter names the user itself.
  name: 'userName',
  label: { id: 'audit.who', defaultMessage: 'Who' },
  column: {
    search: { filterKey: filterParam('auditEntries', 'user') },
    options: useUserOptions,
    render: (entry) => entry.userName ?? '—',
  },
};

export const ACTION_FIELD: ResourceField<AuditEntry> = {
  name: 'action',
  label: { id: 'audit.action', defaultMessage: 'Action' },
  column: { search: true, options: useActionChoices, words: ACTION_WORDS },
};

export const CHANGES_FIELD: ResourceField<AuditEntry> = {
  name: 'changes',
  label: { id: 'audit.changes', defaultMessage: 'Changes' },
  column: { render: (entry) => <AuditChanges resource={entry.resource} changes={entry.changes} /> },
};
