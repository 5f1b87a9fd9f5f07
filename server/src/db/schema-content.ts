import type { Generated } from 'kysely';

/**
 * Tables of the contract content (everything beyond tenants, companies and users): the
 * catalogue (categories, products, terms), templates and their versions, files, contracts and
 * platform configuration. Same portable conventions as schema.ts: booleans are integers 0/1,
 * timestamps ISO-8601 text, ids generated integers.
 *
 * Translated entities keep their per-locale texts in a `*_translations` table with one row per
 * (parent, locale), so any number of locales can be added without a schema change.
 */

export interface CountryTable {
  id: Generated<number>;
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
}

export interface CountryTagTable {
  id: Generated<number>;
  name: string;
  tenant_id: number;
}

export interface CountryTagCountryTable {
  country_tag_id: number;
  country_id: number;
}

export interface AllowedOriginTable {
  id: Generated<number>;
  /** The origin itself, e.g. https://portal.acme.example. */
  name: string;
  /** Null for a platform-wide origin that only a supervisor manages. */
  tenant_id: number | null;
}

export interface FallbackLocaleTable {
  id: Generated<number>;
  locale: string;
  tenant_id: number;
}

export interface JwkUrlTable {
  id: Generated<number>;
  /** One key-set URL per tenant. */
  tenant_id: number;
  url: string;
}

export interface NotificationTemplateTable {
  id: Generated<number>;
  tenant_id: number;
  /** CONTRACT_SENT, CONTRACT_SIGNED, USER_INVITED, … */
  type: string;
  /** The template's default locale; the texts per locale are in the translations. */
  locale: string;
}

export interface NotificationTemplateTranslationTable {
  id: Generated<number>;
  template_id: number;
  locale: string;
  subject: string;
  body: string;
}

export interface ContractCategoryTable {
  id: Generated<number>;
  uuid: string;
  external_id: string | null;
  tenant_id: number;
}

export interface ContractCategoryTranslationTable {
  id: Generated<number>;
  category_id: number;
  locale: string;
  title: string;
}

export interface ContractProductTable {
  id: Generated<number>;
  external_id: string | null;
  tenant_id: number;
  category_id: number | null;
}

export interface ContractProductTranslationTable {
  id: Generated<number>;
  product_id: number;
  locale: string;
  title: string;
  description: string | null;
}

export interface ContractTermTable {
  id: Generated<number>;
  external_id: string | null;
  tenant_id: number;
}

export interface ContractTermTranslationTable {
  id: Generated<number>;
  term_id: number;
  locale: string;
  title: string;
  content: string | null;
}

export interface ContractTemplateTable {
  id: Generated<number>;
  tenant_id: number;
  activity: number;
  category_id: number | null;
  created_at: string;
}

export interface ContractTemplateTranslationTable {
  id: Generated<number>;
  template_id: number;
  locale: string;
  title: string;
}

export interface ContractTemplateCountryTagTable {
  contract_template_id: number;
  country_tag_id: number;
}

export interface ContractTemplateVersionTable {
  id: Generated<number>;
  template_id: number;
  /** When this version takes over from the previous one; the current version is the latest one not in the future. */
  planned_revision: string;
  created_at: string;
  activity: number;
  /** When the version was published; null while it is a draft, which is never current nor sent. */
  published_at: string | null;
}

export interface ContractTemplateVersionTranslationTable {
  id: Generated<number>;
  version_id: number;
  locale: string;
  title: string;
  content: string | null;
}

export interface FileTable {
  id: Generated<number>;
  tenant_id: number;
  /** Name shown to people (the uploaded file name). */
  name: string;
  mime_type: string;
  size: number;
  /** Server-made name of the bytes (file_chunks), new for each content; never derived from user input. */
  storage_name: string;
  created_at: string;
  updated_at: string;
}

export interface FileTranslationTable {
  id: Generated<number>;
  file_id: number;
  locale: string;
  name: string;
  mime_type: string;
  size: number;
  storage_name: string;
}

/**
 * A piece of a file's bytes (file_chunks) or of a translation's (file_translation_chunks): the
 * chunks of one storage name, in position order from 0, are its bytes. Deleted with their owner.
 */
export interface FileChunkTable {
  storage_name: string;
  position: number;
  bytes: Buffer;
}

export interface ContractTemplateVersionMediateFileTable {
  id: Generated<number>;
  template_version_id: number;
  file_id: number;
}

export interface ContractTemplateVersionMediateFileTranslationTable {
  id: Generated<number>;
  mediate_file_id: number;
  locale: string;
  title: string;
}

export interface CompanyMediateContractTemplateTable {
  id: Generated<number>;
  company_id: number;
  contract_template_id: number;
  activity: number;
  approved: number;
}

export interface ContractTable {
  id: Generated<number>;
  tenant_id: number;
  /** Null once the template is deleted: the versions keep their own content snapshot. */
  template_id: number | null;
  recipient_company_id: number | null;
  /** ISO date-time the contract starts. */
  start: string;
  /** ISO date-time the contract really ended; null while it runs. */
  real_end: string | null;
  created_at: string;
  /** 1 when a version is signed; kept by triggers on contract_versions (list filter not_null[versions.signedAt]). */
  has_signed_version: Generated<number>;
  /** 1 when a version awaits its signature or none was sent yet; kept by the same triggers. */
  awaits_signature: Generated<number>;
}

export interface ContractVersionTable {
  id: Generated<number>;
  contract_id: number;
  template_version_id: number | null;
  sender_user_id: number | null;
  recipient_user_id: number | null;
  signed_at: string | null;
  /** The text the recipient was shown, frozen when the version was sent. */
  content: string;
  created_at: string;
}

export interface CustomerAssociationTable {
  id: Generated<number>;
  tenant_id: number;
  contract_id: number;
  customer_user_id: number;
  company_id: number | null;
  created_at: string;
  signed_at: string | null;
}

export interface ContentTables {
  countries: CountryTable;
  country_tags: CountryTagTable;
  country_tag_countries: CountryTagCountryTable;
  allowed_origins: AllowedOriginTable;
  fallback_locales: FallbackLocaleTable;
  jwk_urls: JwkUrlTable;
  notification_templates: NotificationTemplateTable;
  notification_template_translations: NotificationTemplateTranslationTable;
  contract_categories: ContractCategoryTable;
  contract_category_translations: ContractCategoryTranslationTable;
  contract_products: ContractProductTable;
  contract_product_translations: ContractProductTranslationTable;
  contract_terms: ContractTermTable;
  contract_term_translations: ContractTermTranslationTable;
  contract_templates: ContractTemplateTable;
  contract_template_translations: ContractTemplateTranslationTable;
  contract_template_country_tags: ContractTemplateCountryTagTable;
  contract_template_versions: ContractTemplateVersionTable;
  contract_template_version_translations: ContractTemplateVersionTranslationTable;
  files: FileTable;
  file_translations: FileTranslationTable;
  file_chunks: FileChunkTable;
  file_translation_chunks: FileChunkTable;
  contract_template_version_mediate_files: ContractTemplateVersionMediateFileTable;
  contract_template_version_mediate_file_translations: ContractTemplateVersionMediateFileTranslationTable;
  company_mediate_contract_templates: CompanyMediateContractTemplateTable;
  contracts: ContractTable;
  contract_versions: ContractVersionTable;
  customer_associations: CustomerAssociationTable;
}
