/**
 * Records by name through the platform's own list filters, one kind per list screen of the menu:
 * tenants and companies by name, users by name/user name/e-mail, templates by title.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { Company, ContractTemplate, Tenant, User } from '../../../contract';
import { RESOURCES } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { translate } from '../../i18n';
import { itemKey, MAX_RECORDS, MIN_RECORD_QUERY, type PaletteItem, type RecordKind } from './paletteResults';

/** The menu key of each kind's list screen: its records are searched only when the menu holds it. */
export const RECORD_MENU_KEYS: Record<RecordKind, string> = {
  tenant: 'tenant',
  company: 'company-list',
  user: 'user',
  template: 'contract-template',
};

const tenants = resourceApi(RESOURCES.tenants);
const companies = resourceApi(RESOURCES.companies);
const users = resourceApi(RESOURCES.users);
const templates = resourceApi(RESOURCES.contractTemplates);

const listArgs = (query: string, enabled: boolean, filter: string) =>
  enabled && query.trim().length >= MIN_RECORD_QUERY
    ? { page: 1, itemsPerPage: MAX_RECORDS, filters: { [filter]: query.trim() } }
    : skipToken;

const userLabel = (user: User) => {
  const name = [user.givenName, user.familyName].filter(Boolean).join(' ');
  return name ? `${name} (${user.userName})` : user.userName;
};

/** Found records per kind for the typed query; `base` gives each allowed kind's list path. */
export function useRecordSearch(
  query: string,
  base: Partial<Record<RecordKind, string>>,
  language: string,
): { records: Partial<Record<RecordKind, PaletteItem[]>>; searching: boolean } {
  const tenantList = tenants.useListQuery(listArgs(query, Boolean(base.tenant), 'name'));
  const companyList = companies.useListQuery(listArgs(query, Boolean(base.company), 'name'));
  const userList = users.useListQuery(listArgs(query, Boolean(base.user), 'orSearch_name'));
  const templateList = templates.useListQuery(listArgs(query, Boolean(base.template), 'translations.title'));
  const searching = [tenantList, companyList, userList, templateList].some((list) => list.isFetching);

  const records = useMemo(() => {
    const items = <T>(
      kind: RecordKind,
      list: T[] | undefined,
      id: (item: T) => string | number,
      label: (item: T) => string,
    ) =>
      base[kind]
        ? (list ?? []).map((item) => {
            const path = `${base[kind]}/${id(item)}`;
            return { kind, key: itemKey(kind, path), label: label(item), path };
          })
        : [];
    return {
      tenant: items<Tenant>('tenant', tenantList.data?.items, tenants.idOf, (tenant) => tenant.name),
      company: items<Company>('company', companyList.data?.items, companies.idOf, (company) => company.name),
      user: items<User>('user', userList.data?.items, users.idOf, userLabel),
      template: items<ContractTemplate>('template', templateList.data?.items, templates.idOf, (template) =>
        translate(template.translations, language, 'title'),
      ),
    };
  }, [base, language, tenantList.data, companyList.data, userList.data, templateList.data]);
  return { records, searching };
}
