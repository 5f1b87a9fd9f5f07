/**
 * Every list's filters, once: the query parameters each collection takes besides paging and order
 * (filters.ts says what a kind means). The server implements exactly these and refuses others
 * (400); the console writes the parameters it sends through `filterParam` (filter-params.ts), which
 * the type check holds to this table.
 *
 * The table is apart from RESOURCES because only the server reads it at run time: the console's
 * entry carries RESOURCES on every route, and these names, kinds and descriptions would be 1 KiB of
 * it that no screen runs. The console imports this module's types only.
 */
import { AUDIT_ACTIONS } from './audit';
import { COMPANY_KINDS } from './core';
import {
  BOOLEAN,
  CATALOGUE_FILTERS,
  companyFilters,
  DATE,
  EXACT,
  NOT_NULL,
  OR_SEARCH,
  PARTIAL,
  TENANT_FILTER,
  TITLE_FILTER,
  type ResourceFilters,
} from './filters';
import { RESOURCES, type ResourceName } from './resources';

/*
 * Filters several lists take alike. Each list's filters are in the order its OpenAPI description
 * and its "This list takes" answer name them.
 */
const NAME_FILTER = { name: PARTIAL } as const;
const NAME_SEARCH = { orSearch_name: OR_SEARCH } as const;
const ACTIVITY_FILTER = { activity: BOOLEAN } as const;
const COUNTRY_TAG_SEARCH = {
  kind: 'condition',
  description: 'Templates tagged with one of these countries (repeatable)',
} as const;
const NONE = {} as const;

export const RESOURCE_FILTERS = {
  applications: {
    ...NAME_FILTER,
    current: { kind: 'condition', description: "1 or true: only the caller's own applications" },
  },
  tenants: NAME_FILTER,
  companies: {
    ...TENANT_FILTER,
    ...NAME_FILTER,
    ...NAME_SEARCH,
    groupCompany: BOOLEAN,
    resellerCompany: BOOLEAN,
    ...ACTIVITY_FILTER,
    provider: NOT_NULL,
    'contractCountry.id': EXACT,
    kind: {
      kind: 'condition',
      description: `Companies of one kind: ${COMPANY_KINDS.join(', ')}`,
      values: COMPANY_KINDS,
    },
  },
  addresses: {
    ...TENANT_FILTER,
    city: PARTIAL,
    street: PARTIAL,
    postalCode: EXACT,
    'country.id': EXACT,
  },
  providers: { ...TENANT_FILTER, ...NAME_FILTER, ...NAME_SEARCH },
  users: {
    ...TENANT_FILTER,
    userName: EXACT,
    company: NOT_NULL,
    ...ACTIVITY_FILTER,
    orSearch_name: OR_SEARCH,
    'company.id': { kind: 'condition', description: 'Users of one company: its uuid or IRI' },
  },
  countries: { code: EXACT, ...NAME_FILTER, id: EXACT },
  countryTags: { ...TENANT_FILTER, ...NAME_FILTER },
  allowedOrigins: { ...TENANT_FILTER, ...NAME_SEARCH, ...NAME_FILTER },
  fallbackLocales: { ...TENANT_FILTER, locale: EXACT },
  jwkUrls: TENANT_FILTER,
  notificationTemplates: { ...TENANT_FILTER, type: EXACT, locale: EXACT },
  contractCategories: { ...CATALOGUE_FILTERS, uuid: EXACT, ...TITLE_FILTER },
  contractProducts: { ...CATALOGUE_FILTERS, 'category.id': EXACT, ...TITLE_FILTER },
  contractTerms: { ...CATALOGUE_FILTERS, ...TITLE_FILTER },
  contractTemplates: {
    ...TENANT_FILTER,
    ...ACTIVITY_FILTER,
    category: EXACT,
    'countryTags.countries.id': COUNTRY_TAG_SEARCH,
    'countryTags.countries.id[]': COUNTRY_TAG_SEARCH,
    ...TITLE_FILTER,
    'translations.locale': {
      kind: 'condition',
      description: 'With translations.title: search the titles of this language only',
    },
  },
  contractTemplateVersions: { template: EXACT, 'template.id': EXACT, ...ACTIVITY_FILTER, publishedAt: NOT_NULL },
  contractTemplateVersionMediateFiles: { templateVersion: EXACT, file: EXACT },
  companyMediateContractTemplates: {
    contractTemplate: EXACT,
    ...ACTIVITY_FILTER,
    approved: BOOLEAN,
    ...companyFilters('company', 'company.id'),
  },
  contracts: {
    ...TENANT_FILTER,
    start: DATE,
    realEnd: DATE,
    template: EXACT,
    'not_null[versions.signedAt]': {
      kind: 'condition',
      description: 'true: contracts with a signed version; false: contracts with one awaiting its signature',
      values: ['true', 'false'],
    },
    recipientCompany: { kind: 'condition', description: 'Contracts for one company: its IRI or uuid' },
    'recipientCompany.id': { kind: 'condition', description: 'Contracts for one company: its uuid' },
  },
  contractVersions: {
    contract: EXACT,
    'contract.id': EXACT,
    recipientUser: EXACT,
    senderUser: EXACT,
    templateVersion: EXACT,
    signedAt: NOT_NULL,
  },
  customerAssociations: { contract: EXACT, customer: EXACT, signedAt: NOT_NULL, ...companyFilters('company') },
  files: { ...TENANT_FILTER, ...NAME_FILTER, ...NAME_SEARCH, mimeType: EXACT, createdAt: DATE },
  fileTranslations: { file: EXACT, 'file.id': EXACT, locale: EXACT },
  contractCategoryTranslations: NONE,
  contractTemplateTranslations: NONE,
  contractTemplateVersionTranslations: NONE,
  contractTemplateVersionMediateFileTranslations: NONE,
  notificationTemplateTranslations: NONE,
  auditEntries: {
    resource: EXACT,
    resourceId: EXACT,
    action: { kind: 'exact', values: AUDIT_ACTIONS },
    user: EXACT,
    createdAt: DATE,
  },
} as const satisfies Record<ResourceName, ResourceFilters>;

/** A resource as the server serves it: its wire descriptor and its list's filters. */
export type ServedResource<Name extends ResourceName> = (typeof RESOURCES)[Name] & {
  readonly filters: (typeof RESOURCE_FILTERS)[Name];
};

/** The descriptor and the filters of one resource, as the server's `defineResource('tenants', …)` serves it. */
export function served<Name extends ResourceName>(name: Name): ServedResource<Name> {
  return { ...RESOURCES[name], filters: RESOURCE_FILTERS[name] };
}
