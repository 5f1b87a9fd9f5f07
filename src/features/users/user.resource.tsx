/**
 * Users (supervisor, tenant admin, company admin). Rows the caller may not act on (spec section 6
 * edit-rights rule) show no Edit or Delete; the roles offered are only those the caller may grant.
 */
import { Space, Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { canEdit } from '../../access';
import type { Company, Role, User, UserInput } from '../../../contract';
import { useAppSelector } from '../../app/hooks';
import { LOCALES } from '../../i18n/locales';
import { selectRoles } from '../../session';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { useResourceOptions } from '../../shared/resource/resourceOptions';
import { companyApi } from '../companies/companyApi';
import { grantableRoles } from './grantableRoles';
import { userApi } from './userApi';

const COMPANY_OPTIONS = { label: (company: Company) => company.name, searchParam: 'name' };
function useCompanyOptions(search: string) {
  return useResourceOptions(companyApi, COMPANY_OPTIONS, search);
}

function useGrantableRoleOptions() {
  const roles = useAppSelector(selectRoles);
  return { options: grantableRoles(roles).map((role) => ({ label: role, value: role })), loading: false };
}

function useCanChangeUser() {
  const roles = useAppSelector(selectRoles);
  return (user: User) => canEdit(roles, user.roles);
}

const LOCALE_OPTIONS = LOCALES.map((locale) => ({ label: `${locale.name} (${locale.code})`, value: locale.code }));

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const fullName = (user: User) => [user.givenName, user.familyName].filter(Boolean).join(' ') || '-';

export const userResource = defineResource<User, UserInput>({
  api: userApi,
  route: 'user',
  menuKey: 'user',
  title: { id: 'user.title', defaultMessage: 'Users' },
  deleteConfirm: { id: 'user.deleteConfirm', defaultMessage: 'Delete this user?' },
  columns: [
    { dataIndex: 'userName', title: { id: 'user.userName', defaultMessage: 'User name' }, search: true, sorter: true },
    { dataIndex: 'givenName', title: { id: 'user.name', defaultMessage: 'Name' }, render: fullName },
    { dataIndex: 'email', title: { id: 'user.email', defaultMessage: 'E-mail' } },
    {
      dataIndex: 'roles',
      title: { id: 'user.roles', defaultMessage: 'Roles' },
      render: (user) => (
        <Space size={[0, 4]} wrap>
          {user.roles.map((role: Role) => (
            <Tag key={role}>{role}</Tag>
          ))}
        </Space>
      ),
    },
    {
      dataIndex: 'company',
      title: { id: 'user.company', defaultMessage: 'Company' },
      render: (user) => user.company?.name ?? '-',
    },
    {
      dataIndex: 'activity',
      title: { id: 'user.activity', defaultMessage: 'Active' },
      render: (user) =>
        user.activity ? (
          <FormattedMessage id="common.yes" defaultMessage="Yes" />
        ) : (
          <FormattedMessage id="common.no" defaultMessage="No" />
        ),
    },
  ],
  fields: [
    {
      name: 'userName',
      label: { id: 'user.userName', defaultMessage: 'User name' },
      kind: 'text',
      required: true,
      max: 180,
    },
    { name: 'givenName', label: { id: 'user.givenName', defaultMessage: 'Given name' }, kind: 'text', max: 255 },
    { name: 'familyName', label: { id: 'user.familyName', defaultMessage: 'Family name' }, kind: 'text', max: 255 },
    {
      name: 'email',
      label: { id: 'user.email', defaultMessage: 'E-mail' },
      kind: 'text',
      max: 255,
      rules: [{ type: 'email' }],
    },
    {
      name: 'roles',
      label: { id: 'user.roles', defaultMessage: 'Roles' },
      kind: 'tags',
      required: true,
      options: useGrantableRoleOptions,
    },
    {
      name: 'company',
      label: { id: 'user.company', defaultMessage: 'Company' },
      kind: 'select',
      options: useCompanyOptions,
    },
    { name: 'locale', label: { id: 'user.locale', defaultMessage: 'Locale' }, kind: 'select', options: LOCALE_OPTIONS },
    { name: 'activity', label: { id: 'user.activity', defaultMessage: 'Active' }, kind: 'switch' },
  ],
  useCanChange: useCanChangeUser,
  createValues: { activity: true, locale: 'en' },
  toFormValues: (user) => ({
    userName: user.userName,
    givenName: user.givenName ?? undefined,
    familyName: user.familyName ?? undefined,
    email: user.email ?? undefined,
    roles: user.roles,
    company: user.company?.['@id'] ?? undefined,
    locale: user.locale ?? undefined,
    activity: user.activity,
  }),
  toBody: (values: FormValues): UserInput => ({
    userName: String(values.userName ?? '').trim(),
    givenName: optionalText(values.givenName),
    familyName: optionalText(values.familyName),
    email: optionalText(values.email),
    roles: Array.isArray(values.roles) ? values.roles.map(String) : [],
    // Left out when empty: a company admin's new users join its company, which the platform fills in.
    ...(typeof values.company === 'string' && { company: values.company }),
    locale: typeof values.locale === 'string' ? values.locale : null,
    activity: values.activity !== false,
  }),
});
