/**
 * Every API resource once: its collection path under /api and its JSON-LD @type (which is also
 * the console's cache tag). The server registers its routes from these and the console builds its
 * endpoints from them, so the two cannot drift. Item and input types ride along as phantom types.
 */
import type {
  CatalogueInput,
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
import type { Application, Company, HydraItem, Tenant, TenantInput, User } from './index';

/** What the server needs of a resource: where it lives and what its items are called. */
export interface ResourceDescriptor {
  /** Collection path under /api: 'tenants' → /api/tenants, items /api/tenants/{id}. */
  readonly path: string;
  /** JSON-LD @type of an item (and the console's cache tag type), e.g. 'Tenant'. */
  readonly type: string;
}

export interface WireResource<Item, Input, Path extends string = string> extends ResourceDescriptor {
  readonly path: Path;
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

/** `wire<Item, Input>()(path, type)`: the types are named, the path is kept as its literal. */
const wire =
  <Item, Input = never>() =>
  <const Path extends string>(
    path: Path,
    type: string,
    more: Pick<WireResource<Item, Input>, 'key' | 'writePaths'> = {},
  ): WireResource<Item, Input, Path> => ({ path, type, ...more });

/** Translations of a translated entity (spec section 7: POST with entityId and translations). */
const translationsOf = <const Path extends string>(path: Path, type: string) => wire<HydraItem, unknown>()(path, type);

export const RESOURCES = {
  applications: wire<Application>()('applications', 'Application'),
  tenants: wire<Tenant, TenantInput>()('tenants', 'Tenant'),
  companies: wire<Company, CompanyChainInput>()('companies', 'Company', {
    key: 'uuid',
    writePaths: { create: 'companies/chain', update: 'companies/{id}/chain' },
  }),
  addresses: wire<Address, AddressInput>()('addresses', 'Address'),
  providers: wire<Provider, ProviderChainInput>()('providers', 'Provider', {
    writePaths: { create: 'providers/chain', update: 'providers/{id}/chain' },
  }),
  users: wire<User, UserInput>()('users', 'User'),
  countries: wire<Country>()('countries', 'Country'),
  countryTags: wire<CountryTag, CountryTagInput>()('country_tags', 'CountryTag'),
  allowedOrigins: wire<AllowedOrigin, AllowedOriginInput>()('allowed_origins', 'AllowedOrigin'),
  fallbackLocales: wire<FallbackLocale, FallbackLocaleInput>()('fallback_locales', 'FallbackLocale'),
  jwkUrls: wire<JwkUrl, JwkUrlInput>()('jwk_urls', 'JwkUrl'),
  notificationTemplates: wire<NotificationTemplate, NotificationTemplateInput>()(
    'notification_templates',
    'NotificationTemplate',
  ),
  contractCategories: wire<ContractCategory, CatalogueInput>()('contract_categories', 'ContractCategory'),
  contractProducts: wire<ContractProduct, ContractProductInput>()('contract_products', 'ContractProduct'),
  contractTerms: wire<ContractTerm, CatalogueInput>()('contract_terms', 'ContractTerm'),
  contractTemplates: wire<ContractTemplate, ContractTemplateInput>()('contract_templates', 'ContractTemplate'),
  contractTemplateVersions: wire<ContractTemplateVersion, ContractTemplateVersionInput>()(
    'contract_template_versions',
    'ContractTemplateVersion',
  ),
  contractTemplateVersionMediateFiles: wire<MediateFile, MediateFileInput>()(
    'contract_template_version_mediate_files',
    'ContractTemplateVersionMediateFile',
  ),
  companyMediateContractTemplates: wire<CompanyTemplate, CompanyTemplateInput>()(
    'company_mediate_contract_templates',
    'CompanyMediateContractTemplate',
  ),
  contracts: wire<Contract, ContractInput>()('contracts', 'Contract'),
  contractVersions: wire<ContractVersion, ContractVersionInput>()('contract_versions', 'ContractVersion'),
  customerAssociations: wire<CustomerAssociation, CustomerAssociationInput>()(
    'customer_associations',
    'CustomerAssociation',
  ),
  files: wire<StoredFile>()('files', 'File'),
  fileTranslations: wire<FileTranslation>()('file_translations', 'FileTranslation'),
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
} as const;

export type ResourceName = keyof typeof RESOURCES;
/** A collection path the platform serves; IRIs are `/api/{path}/{id}`. */
export type ResourcePath = (typeof RESOURCES)[ResourceName]['path'];
