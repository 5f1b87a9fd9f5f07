/**
 * The platform's enumerations in words: roles, company types and kinds, notification events, the
 * kinds and actions of the dashboard's changes. The wire keeps the codes (ROLE_TENANT_ADMIN,
 * GROUP_COMPANY, CONTRACT_SENT); every table, filter, select and tag shows the label of the
 * interface language. A code without a label (a role a newer platform knows) is shown as it is
 * rather than hidden.
 */
import { useCallback, useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  COMPANY_KINDS,
  COMPANY_TYPES,
  NOTIFICATION_TYPES,
  ROLES,
  TENANT_ROLE,
  type ActivityChangeAction,
  type ActivityChangeKind,
} from '../../contract';
import type { SelectOption } from './resource/defineResource';

const ROLE_LABELS: Record<string, MessageDescriptor> = {
  [ROLES.SUPERVISOR]: { id: 'enum.role.supervisor', defaultMessage: 'Supervisor' },
  [ROLES.TENANT_ADMIN]: { id: 'enum.role.tenantAdmin', defaultMessage: 'Tenant admin' },
  [ROLES.COMPANY_ADMIN]: { id: 'enum.role.companyAdmin', defaultMessage: 'Company admin' },
  [ROLES.EDITOR]: { id: 'enum.role.editor', defaultMessage: 'Editor' },
  [ROLES.API_USER]: { id: 'enum.role.apiUser', defaultMessage: 'API user' },
  [ROLES.CUSTOMER]: { id: 'enum.role.customer', defaultMessage: 'Customer' },
  [ROLES.USER]: { id: 'enum.role.user', defaultMessage: 'User' },
  [ROLES.ADMIN]: { id: 'enum.role.admin', defaultMessage: 'Administrator' },
  /** The role a tenant itself holds (tenant roles, spec section 3), not a user's. */
  [TENANT_ROLE]: { id: 'enum.role.tenant', defaultMessage: 'Tenant' },
};

/** Company types (derived from the flags) and the kinds the company list filters by share their words. */
const COMPANY_LABELS: Record<string, MessageDescriptor> = {
  CUSTOMER_COMPANY: { id: 'enum.company.customer', defaultMessage: 'Customer company' },
  GROUP_COMPANY: { id: 'enum.company.group', defaultMessage: 'Group company' },
  PROVIDER_COMPANY: { id: 'enum.company.provider', defaultMessage: 'Provider company' },
  RESELLER_COMPANY: { id: 'enum.company.reseller', defaultMessage: 'Reseller company' },
  RECIPIENT_COMPANY: { id: 'enum.company.recipient', defaultMessage: 'Recipient company' },
};

const NOTIFICATION_LABELS: Record<string, MessageDescriptor> = {
  CONTRACT_SENT: { id: 'enum.notification.contractSent', defaultMessage: 'Contract sent' },
  CONTRACT_SIGNED: { id: 'enum.notification.contractSigned', defaultMessage: 'Contract signed' },
  CONTRACT_REMINDER: { id: 'enum.notification.contractReminder', defaultMessage: 'Contract reminder' },
  CONTRACT_ENDED: { id: 'enum.notification.contractEnded', defaultMessage: 'Contract ended' },
  USER_INVITED: { id: 'enum.notification.userInvited', defaultMessage: 'User invited' },
  PASSWORD_RESET: { id: 'enum.notification.passwordReset', defaultMessage: 'Password reset' },
};

/** What the dashboard's latest changes are about, and what was done to them. */
const ACTIVITY_KIND_LABELS: Record<ActivityChangeKind, MessageDescriptor> = {
  template: { id: 'activity.kind.template', defaultMessage: 'Template' },
  templateVersion: { id: 'activity.kind.templateVersion', defaultMessage: 'Template version' },
  contractVersion: { id: 'activity.kind.contractVersion', defaultMessage: 'Contract version' },
  file: { id: 'activity.kind.file', defaultMessage: 'File' },
};

const ACTIVITY_ACTION_LABELS: Record<ActivityChangeAction, MessageDescriptor> = {
  created: { id: 'activity.action.created', defaultMessage: 'created' },
  sent: { id: 'activity.action.sent', defaultMessage: 'sent' },
  signed: { id: 'activity.action.signed', defaultMessage: 'signed' },
  updated: { id: 'activity.action.updated', defaultMessage: 'changed' },
};

type Labels = Readonly<Record<string, MessageDescriptor>>;

export const ENUMS = {
  role: { labels: ROLE_LABELS, codes: Object.values(ROLES) as readonly string[] },
  companyType: { labels: COMPANY_LABELS, codes: COMPANY_TYPES as readonly string[] },
  companyKind: { labels: COMPANY_LABELS, codes: COMPANY_KINDS as readonly string[] },
  notificationType: { labels: NOTIFICATION_LABELS, codes: NOTIFICATION_TYPES as readonly string[] },
  // Complete for the contract's codes, looked up by any code (a newer platform's shows as it is).
  activityKind: { labels: ACTIVITY_KIND_LABELS as Labels, codes: Object.keys(ACTIVITY_KIND_LABELS) },
  activityAction: { labels: ACTIVITY_ACTION_LABELS as Labels, codes: Object.keys(ACTIVITY_ACTION_LABELS) },
} as const;

export type EnumKind = keyof typeof ENUMS;

/** The label function of one enumeration, in the interface language. */
export function useEnumLabel(kind: EnumKind): (code: string) => string {
  const intl = useIntl();
  return useCallback(
    (code: string) => {
      const label = ENUMS[kind].labels[code];
      return label ? intl.formatMessage(label) : code;
    },
    [intl, kind],
  );
}

export function EnumLabel({ kind, code }: { kind: EnumKind; code: string }) {
  return <>{useEnumLabel(kind)(code)}</>;
}

/** Options of a select or filter over an enumeration: its codes (or the ones given) as labels. */
export function useEnumOptions(kind: EnumKind, codes: readonly string[] = ENUMS[kind].codes): SelectOption[] {
  const label = useEnumLabel(kind);
  const key = codes.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- codes compared by content
  return useMemo(() => codes.map((code) => ({ label: label(code), value: code })), [label, key]);
}

/**
 * An options source (defineResource OptionsSource) over an enumeration, for a column's filter or
 * a form's select; `useCodes` narrows the codes (e.g. the roles the caller may grant).
 */
export function enumOptions(kind: EnumKind, useCodes: () => readonly string[] | undefined = noCodes) {
  return function useOptions() {
    return { options: useEnumOptions(kind, useCodes()), loading: false };
  };
}

const noCodes = (): undefined => undefined;
