/**
 * Users (supervisor, tenant admin, company admin). Rows the caller may not act on (spec section 6
 * edit-rights rule) show no Edit or Delete, the caller's own row no Delete; the roles offered are
 * only those the caller may grant.
 */
import type * as LocaleNamesModule from '../../i18n/localeNames';
import { useEffect, useMemo, useState } from 'react';
import { canEdit } from '../../access';
import { filterParam, RESOURCES, ROLES, userBody, type User, type UserInput } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { useAppSelector } from '../../store/hooks';
import { LOCALES } from '../../i18n/locales';
import { selectRoles, selectUserName } from '../../session';
import { defineResource, type FormMode, type FormValues } from '../../shared/resource/defineResource';
import { enumOptions } from '../../shared/enums';
import { useCompanyOptions } from '../../shared/relations/companies';
import { useTenantOptions } from '../../shared/relations/tenants';
import { ROLES_COLUMN } from '../../shared/resource/rolesColumn';
import { YES_NO_WORDS, YesNo } from '../../shared/ui/YesNo';
import { grantableRoles } from './grantableRoles';

function useGrantableRoles() {
  return grantableRoles(useAppSelector(selectRoles));
}

function useCanChangeUser() {
  const roles = useAppSelector(selectRoles);
  return (user: User) => canEdit(roles, user.roles);
}

/** Nobody deletes their own user (the platform refuses it): their row offers no Delete. */
function useCanRemoveUser() {
  const me = useAppSelector(selectUserName);
  return (user: User) => user.userName !== me;
}

type LocaleNames = typeof LocaleNamesModule;

/**
 * The form's locales by their own names ("Deutsch (de)"). The names load when the form first
 * draws one: only the form needs them, and the user list is drawn without them.
 */
function useLocaleOptions() {
  const [names, setNames] = useState<LocaleNames | null>(null);
  useEffect(() => {
    void import('../../i18n/localeNames').then(setNames);
  }, []);
  const options = useMemo(
    () =>
      LOCALES.map((locale) => ({
        label: `${names?.namesOf(locale.code)?.name ?? locale.code} (${locale.code})`,
        value: locale.code,
      })),
    [names],
  );
  return { options, loading: names === null };
}

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const fullName = (user: User) => [user.givenName, user.familyName].filter(Boolean).join(' ') || '-';

export default defineResource<User, UserInput, 'fullName' | 'search'>({
  api: resourceApi(RESOURCES.users),
  // Lengths and the required user name come from the platform's own body schema.
  schema: userBody,
  title: { id: 'user.title', defaultMessage: 'Users' },
  countName: {
    id: 'user.count',
    defaultMessage: '{count, plural, one {# user} other {# users}}',
  },
  deleteConfirm: { id: 'user.deleteConfirm', defaultMessage: 'Delete this user?' },
  fields: [
    {
      // One search over user name, names and e-mail, part of a word in any case ("tenant" finds
      // tenant.admin); `userName` itself is the platform's exact filter (the current user's lookup).
      name: 'search',
      label: { id: 'user.search', defaultMessage: 'Name or e-mail' },
      column: { search: { filterKey: filterParam('users', 'orSearch_name') }, hideInTable: true },
    },
    {
      name: 'userName',
      label: { id: 'user.userName', defaultMessage: 'User name' },
      column: { sorter: true },
      form: { kind: 'text' },
    },
    { name: 'fullName', label: { id: 'user.name', defaultMessage: 'Name' }, column: { render: fullName } },
    {
      name: 'givenName',
      label: { id: 'user.givenName', defaultMessage: 'Given name' },
      form: { kind: 'text' },
    },
    {
      name: 'familyName',
      label: { id: 'user.familyName', defaultMessage: 'Family name' },
      form: { kind: 'text' },
    },
    {
      name: 'email',
      label: { id: 'user.email', defaultMessage: 'E-mail' },
      column: {},
      form: { kind: 'text', rules: [{ type: 'email' }] },
    },
    {
      name: 'roles',
      label: { id: 'user.roles', defaultMessage: 'Roles' },
      column: ROLES_COLUMN,
      form: { kind: 'tags', required: true, options: enumOptions('role', useGrantableRoles) },
    },
    {
      // Supervisors place users in any tenant (none: a platform user); everyone else's are their own.
      name: 'tenant',
      label: { id: 'user.tenant', defaultMessage: 'Tenant' },
      visibleTo: [ROLES.SUPERVISOR],
      column: { render: (user) => user.tenant?.name ?? '-' },
      form: { kind: 'select', options: useTenantOptions },
    },
    {
      name: 'company',
      label: { id: 'user.company', defaultMessage: 'Company' },
      column: { render: (user) => user.company?.name ?? '-' },
      // A supervisor's choice of tenant limits the companies to that tenant's.
      form: { kind: 'select', options: useCompanyOptions, scopedBy: { field: 'tenant', filter: 'tenant.id' } },
    },
    {
      name: 'locale',
      label: { id: 'user.locale', defaultMessage: 'Locale' },
      form: { kind: 'select', options: useLocaleOptions },
    },
    {
      name: 'activity',
      label: { id: 'user.activity', defaultMessage: 'Active' },
      column: { render: (user) => <YesNo value={user.activity} />, words: YES_NO_WORDS },
      form: { kind: 'switch' },
    },
  ],
  useCanChange: useCanChangeUser,
  useCanRemove: useCanRemoveUser,
  createValues: { activity: true, locale: 'en' },
  toFormValues: (user) => ({
    userName: user.userName,
    givenName: user.givenName ?? undefined,
    familyName: user.familyName ?? undefined,
    email: user.email ?? undefined,
    roles: user.roles,
    tenant: user.tenant?.['@id'] ?? undefined,
    company: user.company?.['@id'] ?? undefined,
    locale: user.locale ?? undefined,
    activity: user.activity,
  }),
  toBody: (values: FormValues, mode?: FormMode): UserInput => ({
    userName: String(values.userName ?? '').trim(),
    givenName: optionalText(values.givenName),
    familyName: optionalText(values.familyName),
    email: optionalText(values.email),
    roles: Array.isArray(values.roles) ? values.roles.map(String) : [],
    // Only a supervisor's form has the tenant, and only a chosen one is sent: left empty on
    // create, the platform takes the company's tenant (or none, a platform user).
    ...(typeof values.tenant === 'string' && values.tenant !== '' && { tenant: values.tenant }),
    // Empty on create: left out, a company admin's new users join its company (the platform fills
    // it in). Emptied on edit: null, the user leaves its company.
    ...(typeof values.company === 'string' && values.company !== ''
      ? { company: values.company }
      : mode === 'edit' && { company: null }),
    locale: typeof values.locale === 'string' ? values.locale : null,
    activity: values.activity !== false,
  }),
});
