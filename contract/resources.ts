/**
 * Every JSON-LD resource the platform serves: its collection path under /api and the @type of its
 * items. The server's definitions take both from here and the console builds its API calls and
 * cache tags from the same table, so the two cannot drift apart.
 */

export interface ResourceDescriptor {
  /** Collection path under /api, e.g. "tenants" → /api/tenants, items /api/tenants/{id}. */
  readonly path: string;
  /** JSON-LD @type of an item (and the console's cache tag type). */
  readonly type: string;
}

export const RESOURCES = {
  applications: { path: 'applications', type: 'Application' },
  tenants: { path: 'tenants', type: 'Tenant' },
  companies: { path: 'companies', type: 'Company' },
  addresses: { path: 'addresses', type: 'Address' },
  providers: { path: 'providers', type: 'Provider' },
  users: { path: 'users', type: 'User' },
  contractTemplates: { path: 'contract_templates', type: 'ContractTemplate' },
  contractTemplateTranslations: {
    path: 'translation/contract_template_translations',
    type: 'ContractTemplateTranslation',
  },
  contractTemplateVersions: { path: 'contract_template_versions', type: 'ContractTemplateVersion' },
  contractTemplateVersionTranslations: {
    path: 'translation/contract_template_version_translations',
    type: 'ContractTemplateVersionTranslation',
  },
  mediateFiles: { path: 'contract_template_version_mediate_files', type: 'ContractTemplateVersionMediateFile' },
  mediateFileTranslations: {
    path: 'translation/contract_template_version_mediate_file_translations',
    type: 'ContractTemplateVersionMediateFileTranslation',
  },
  companyTemplates: { path: 'company_mediate_contract_templates', type: 'CompanyMediateContractTemplate' },
  contracts: { path: 'contracts', type: 'Contract' },
  contractVersions: { path: 'contract_versions', type: 'ContractVersion' },
  customerAssociations: { path: 'customer_associations', type: 'CustomerAssociation' },
  files: { path: 'files', type: 'File' },
  fileTranslations: { path: 'file_translations', type: 'FileTranslation' },
  countries: { path: 'countries', type: 'Country' },
  countryTags: { path: 'country_tags', type: 'CountryTag' },
  contractCategories: { path: 'contract_categories', type: 'ContractCategory' },
  contractCategoryTranslations: {
    path: 'translation/contract_category_translations',
    type: 'ContractCategoryTranslation',
  },
  contractProducts: { path: 'contract_products', type: 'ContractProduct' },
  contractTerms: { path: 'contract_terms', type: 'ContractTerm' },
  allowedOrigins: { path: 'allowed_origins', type: 'AllowedOrigin' },
  fallbackLocales: { path: 'fallback_locales', type: 'FallbackLocale' },
  jwkUrls: { path: 'jwk_urls', type: 'JwkUrl' },
  notificationTemplates: { path: 'notification_templates', type: 'NotificationTemplate' },
  notificationTemplateTranslations: {
    path: 'translation/notification_template_translations',
    type: 'NotificationTemplateTranslation',
  },
} as const satisfies Record<string, ResourceDescriptor>;

export type ResourceName = keyof typeof RESOURCES;
/** A collection path the platform serves; IRIs are `/api/{path}/{id}`. */
export type ResourcePath = (typeof RESOURCES)[ResourceName]['path'];
export type ResourceType = (typeof RESOURCES)[ResourceName]['type'];
