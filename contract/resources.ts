/**
 * Every API resource once: its collection path under /api and its JSON-LD @type (which is also
 * the console's cache tag). The server registers its routes from these and the console builds its
 * endpoints from them, so the two cannot drift. Item and input types ride along as phantom types.
 */
import type {
  CatalogueInput,
  CatalogueItem,
  ContractCategory,
  ContractProduct,
  ContractProductInput,
  ContractTerm,
} from './catalogue';
import type { AllowedOrigin, AllowedOriginInput, Country, CountryTag, CountryTagInput } from './catalogue';
import type { FallbackLocale, FallbackLocaleInput, JwkUrl, JwkUrlInput } from './catalogue';
import type { NotificationTemplate, NotificationTemplateInput } from './catalogue';
import type { Address, AddressInput, CompanyChainInput, Provider, ProviderChainInput, UserInput } from './companies';
import type { CompanyTemplate, CompanyTemplateInput, Contract, ContractInput } from './contracts';
import type { ContractTemplate, ContractTemplateInput, ContractTemplateVersion } from './contracts';
import type { ContractTemplateVersionInput, ContractVersion, ContractVersionInput } from './contracts';
import type { CustomerAssociation, CustomerAssociationInput, FileTranslation, MediateFile } from './contracts';
import type { MediateFileInput, StoredFile } from './contracts';
import type { Application, Company, HydraItem, Tenant, TenantInput, User } from './core';
import type { AuditEntry } from './audit';
import { CALLS } from './calls';

/** What the server needs of a resource: where it lives, what its items are called and carry. */
export interface ResourceDescriptor {
  /** Collection path under /api: 'tenants' → /api/tenants, items /api/tenants/{id}. */
  readonly path: string;
  /** JSON-LD @type of an item (and the console's cache tag type), e.g. 'Tenant'. */
  readonly type: string;
  /** The fields an item carries besides its JSON-LD keys: the columns a CSV export may name. */
  readonly fields: readonly string[];
  /**
   * Columns a list shows that no field holds as it is, which the CSV export computes from the
   * item as the screen does (a user's full name, a contract's state); also columns it may name.
   */
  readonly computedColumns?: readonly string[];
}

/** A field of an item as the wire carries it (its JSON-LD keys `@id`, `@type` aside). */
export type ItemField<Item> = Exclude<Extract<keyof Item, string>, `@${string}`>;

/**
 * Every field of an item, each once: `{ id: true, name: true }`. Written as an object so that
 * TypeScript refuses a field the item type lacks and notices one left out.
 */
export type ItemFields<Item> = Readonly<Record<ItemField<Item>, true>>;

export interface WireResource<Item, Input, Path extends string = string> extends ResourceDescriptor {
  readonly path: Path;
  readonly fields: readonly ItemField<Item>[];
  /** The item's key in its IRI when it is not the integer id (companies: uuid). */
  readonly key?: 'uuid';
  /**
   * Where create and update go when the platform writes the item with related rows in one
   * transaction; `{id}` stands for the item's key. Reads and deletes stay on `path`.
   */
  readonly writePaths?: { readonly create: string; readonly update: string };
  /** Phantom: the item and input types, never set at run time. */
  readonly types?: { item: Item; input: Input };
}

/**
 * `wire<Item, Input>()(path, type, fields, more)`: the types are named, the path is kept as its
 * literal. A list's filters are in resource-filters.ts.
 */
const wire =
  <Item, Input = never>() =>
  <const Path extends string>(
    path: Path,
    type: string,
    fields: ItemFields<Item>,
    more: Pick<WireResource<Item, Input>, 'key' | 'writePaths' | 'computedColumns'> = {},
  ): WireResource<Item, Input, Path> => ({
    path,
    type,
    fields: Object.keys(fields) as ItemField<Item>[],
    ...more,
  });

/** Translations of a translated entity (spec section 7: POST with entityId and translations). */
const translationsOf = <const Path extends string>(path: Path, type: string) =>
  wire<HydraItem, unknown>()(path, type, {});

/** The fields categories, products and terms share. */
const CATALOGUE_FIELDS: ItemFields<CatalogueItem> = { id: true, externalId: true, tenant: true, translations: true };

export const RESOURCES = {
  applications: wire<Application>()('applications', 'Application', { id: true, name: true }),
  tenants: wire<Tenant, TenantInput>()('tenants', 'Tenant', {
    id: true,
    name: true,
    roles: true,
    keycloakId: true,
    defaultApplication: true,
  }),
  companies: wire<Company, CompanyChainInput>()(
    'companies',
    'Company',
    {
      uuid: true,
      id: true,
      name: true,
      type: true,
      groupCompany: true,
      address: true,
      tenant: true,
      tenantName: true,
      provider: true,
      resellerCompany: true,
      activity: true,
      deletedAt: true,
      contractCountry: true,
    },
    {
      key: 'uuid',
      writePaths: { create: CALLS.companyChainCreate.path, update: CALLS.companyChainUpdate.path },
    },
  ),
  addresses: wire<Address, AddressInput>()('addresses', 'Address', {
    id: true,
    street: true,
    postalCode: true,
    city: true,
    country: true,
    tenant: true,
  }),
  providers: wire<Provider, ProviderChainInput>()(
    'providers',
    'Provider',
    { id: true, name: true, address: true, tenant: true },
    {
      writePaths: { create: CALLS.providerChainCreate.path, update: CALLS.providerChainUpdate.path },
    },
  ),
  users: wire<User, UserInput>()(
    'users',
    'User',
    {
      id: true,
      userName: true,
      givenName: true,
      familyName: true,
      email: true,
      roles: true,
      activity: true,
      locale: true,
      tenant: true,
      company: true,
      applications: true,
    },
    {
      computedColumns: ['fullName'],
    },
  ),
  countries: wire<Country>()('countries', 'Country', { id: true, code: true, name: true }),
  countryTags: wire<CountryTag, CountryTagInput>()('country_tags', 'CountryTag', {
    id: true,
    name: true,
    tenant: true,
    countries: true,
  }),
  allowedOrigins: wire<AllowedOrigin, AllowedOriginInput>()('allowed_origins', 'AllowedOrigin', {
    id: true,
    name: true,
    tenant: true,
  }),
  fallbackLocales: wire<FallbackLocale, FallbackLocaleInput>()('fallback_locales', 'FallbackLocale', {
    id: true,
    locale: true,
    tenant: true,
  }),
  jwkUrls: wire<JwkUrl, JwkUrlInput>()('jwk_urls', 'JwkUrl', { id: true, url: true, tenant: true }),
  notificationTemplates: wire<NotificationTemplate, NotificationTemplateInput>()(
    'notification_templates',
    'NotificationTemplate',
    { id: true, type: true, locale: true, tenant: true, translations: true },
  ),
  contractCategories: wire<ContractCategory, CatalogueInput>()('contract_categories', 'ContractCategory', {
    ...CATALOGUE_FIELDS,
    uuid: true,
  }),
  contractProducts: wire<ContractProduct, ContractProductInput>()('contract_products', 'ContractProduct', {
    ...CATALOGUE_FIELDS,
    category: true,
  }),
  contractTerms: wire<ContractTerm, CatalogueInput>()('contract_terms', 'ContractTerm', CATALOGUE_FIELDS),
  contractTemplates: wire<ContractTemplate, ContractTemplateInput>()('contract_templates', 'ContractTemplate', {
    id: true,
    tenant: true,
    activity: true,
    category: true,
    countryTags: true,
    createdAt: true,
    translations: true,
  }),
  contractTemplateVersions: wire<ContractTemplateVersion, ContractTemplateVersionInput>()(
    'contract_template_versions',
    'ContractTemplateVersion',
    {
      id: true,
      template: true,
      plannedRevision: true,
      activity: true,
      createdAt: true,
      publishedAt: true,
      mediateFiles: true,
      translations: true,
    },
  ),
  contractTemplateVersionMediateFiles: wire<MediateFile, MediateFileInput>()(
    'contract_template_version_mediate_files',
    'ContractTemplateVersionMediateFile',
    { id: true, templateVersion: true, file: true, translations: true },
  ),
  companyMediateContractTemplates: wire<CompanyTemplate, CompanyTemplateInput>()(
    'company_mediate_contract_templates',
    'CompanyMediateContractTemplate',
    { id: true, company: true, contractTemplate: true, activity: true, approved: true },
  ),
  contracts: wire<Contract, ContractInput>()(
    'contracts',
    'Contract',
    {
      id: true,
      tenant: true,
      template: true,
      recipientCompany: true,
      start: true,
      realEnd: true,
      createdAt: true,
      versions: true,
      templateTranslations: true,
    },
    {
      computedColumns: ['state'],
    },
  ),
  contractVersions: wire<ContractVersion, ContractVersionInput>()('contract_versions', 'ContractVersion', {
    id: true,
    contract: true,
    templateVersion: true,
    senderUser: true,
    recipientUser: true,
    signedAt: true,
    content: true,
    createdAt: true,
    documents: true,
    evidence: true,
  }),
  customerAssociations: wire<CustomerAssociation, CustomerAssociationInput>()(
    'customer_associations',
    'CustomerAssociation',
    { id: true, contract: true, customer: true, company: true, createdAt: true, signedAt: true },
  ),
  files: wire<StoredFile>()('files', 'File', {
    id: true,
    name: true,
    mimeType: true,
    size: true,
    tenant: true,
    createdAt: true,
    updatedAt: true,
    translations: true,
  }),
  fileTranslations: wire<FileTranslation>()('file_translations', 'FileTranslation', {
    id: true,
    file: true,
    locale: true,
    name: true,
    mimeType: true,
    size: true,
  }),
  contractCategoryTranslations: translationsOf(
    'translation/contract_category_translations',
    'ContractCategoryTranslation',
  ),
  contractTemplateTranslations: translationsOf(
    'translation/contract_template_translations',
    'ContractTemplateTranslation',
  ),
  contractTemplateVersionTranslations: translationsOf(
    'translation/contract_template_version_translations',
    'ContractTemplateVersionTranslation',
  ),
  contractTemplateVersionMediateFileTranslations: translationsOf(
    'translation/contract_template_version_mediate_file_translations',
    'ContractTemplateVersionMediateFileTranslation',
  ),
  notificationTemplateTranslations: translationsOf(
    'translation/notification_template_translations',
    'NotificationTemplateTranslation',
  ),
  auditEntries: wire<AuditEntry>()('audit_entries', 'AuditEntry', {
    id: true,
    createdAt: true,
    user: true,
    userName: true,
    roles: true,
    tenant: true,
    company: true,
    action: true,
    resource: true,
    resourceId: true,
    changes: true,
    address: true,
    userAgent: true,
    requestId: true,
    previousHash: true,
    hash: true,
  }),
} as const;

export type ResourceName = keyof typeof RESOURCES;
/** A collection path the platform serves; IRIs are `/api/{path}/{id}`. */
export type ResourcePath = (typeof RESOURCES)[ResourceName]['path'];
