/**
 * Compile-time checks (tsc runs them; nothing executes): the input types that stay hand-written
 * must have the fields their body schema declares, with the same required ones, and accept every
 * body the schema accepts. A schema property added, renamed or made required fails `npm run typecheck`.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { CatalogueInput, LocaleTexts, NotificationTemplateInput } from './catalogue';
import type { ProviderChainInput } from './companies';
import type {
  contractCategoryBody,
  contractTermBody,
  notificationTemplateBody,
  providerChainBody,
} from './schemas/index';
import type { ITEM_SCHEMAS, ItemSchemaPath } from './schemas/answers';
import type { RESOURCES } from './resources';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** Same field names, same required ones, and every schema-valid body is a valid value of the type. */
type Agrees<Type, Derived> = [
  Equal<keyof Type, keyof Derived>,
  Equal<RequiredKeys<Type>, RequiredKeys<Derived>>,
  [Derived] extends [Type] ? true : false,
] extends [true, true, true]
  ? true
  : false;

export type SchemaAgreement = [
  Expect<Agrees<NotificationTemplateInput, FromSchema<typeof notificationTemplateBody>>>,
  // CatalogueInput is the shared shape of categories and terms (products add `category`).
  Expect<Agrees<CatalogueInput, FromSchema<typeof contractCategoryBody>>>,
  Expect<Agrees<CatalogueInput, FromSchema<typeof contractTermBody>>>,
  // The console builds the chain's address with optional fields; the schema requires three of them.
  Expect<Agrees<ProviderChainInput, FromSchema<typeof providerChainBody>>>,
];

type ItemTypeAt<Path extends ItemSchemaPath> = NonNullable<
  Extract<(typeof RESOURCES)[keyof typeof RESOURCES], { path: Path }>['types']
>['item'];

/**
 * The item type a schema describes. FromSchema types a locale's texts `{ locale; [text]: unknown }`
 * although the schema says `string | null` (as with TranslatedBody): those read as LocaleTexts.
 */
type LocaleTextsRead<T> = T extends readonly (infer Entry)[]
  ? LocaleTextsRead<Entry>[]
  : T extends object
    ? string extends keyof T
      ? T extends { locale: string }
        ? LocaleTexts
        : T
      : { [K in keyof T]: LocaleTextsRead<T[K]> }
    : T;
type Wire<Schema extends JSONSchema> = LocaleTextsRead<FromSchema<Schema>>;

/** Every answer schema describes its item type: no field on one side only, the same optional ones. */
export type ItemSchemaAgreement = {
  applications: Expect<Agrees<ItemTypeAt<'applications'>, Wire<(typeof ITEM_SCHEMAS)['applications']>>>;
  tenants: Expect<Agrees<ItemTypeAt<'tenants'>, Wire<(typeof ITEM_SCHEMAS)['tenants']>>>;
  companies: Expect<Agrees<ItemTypeAt<'companies'>, Wire<(typeof ITEM_SCHEMAS)['companies']>>>;
  addresses: Expect<Agrees<ItemTypeAt<'addresses'>, Wire<(typeof ITEM_SCHEMAS)['addresses']>>>;
  providers: Expect<Agrees<ItemTypeAt<'providers'>, Wire<(typeof ITEM_SCHEMAS)['providers']>>>;
  users: Expect<Agrees<ItemTypeAt<'users'>, Wire<(typeof ITEM_SCHEMAS)['users']>>>;
  countries: Expect<Agrees<ItemTypeAt<'countries'>, Wire<(typeof ITEM_SCHEMAS)['countries']>>>;
  country_tags: Expect<Agrees<ItemTypeAt<'country_tags'>, Wire<(typeof ITEM_SCHEMAS)['country_tags']>>>;
  allowed_origins: Expect<Agrees<ItemTypeAt<'allowed_origins'>, Wire<(typeof ITEM_SCHEMAS)['allowed_origins']>>>;
  fallback_locales: Expect<Agrees<ItemTypeAt<'fallback_locales'>, Wire<(typeof ITEM_SCHEMAS)['fallback_locales']>>>;
  jwk_urls: Expect<Agrees<ItemTypeAt<'jwk_urls'>, Wire<(typeof ITEM_SCHEMAS)['jwk_urls']>>>;
  notification_templates: Expect<
    Agrees<ItemTypeAt<'notification_templates'>, Wire<(typeof ITEM_SCHEMAS)['notification_templates']>>
  >;
  contract_categories: Expect<
    Agrees<ItemTypeAt<'contract_categories'>, Wire<(typeof ITEM_SCHEMAS)['contract_categories']>>
  >;
  contract_products: Expect<Agrees<ItemTypeAt<'contract_products'>, Wire<(typeof ITEM_SCHEMAS)['contract_products']>>>;
  contract_terms: Expect<Agrees<ItemTypeAt<'contract_terms'>, Wire<(typeof ITEM_SCHEMAS)['contract_terms']>>>;
  contract_templates: Expect<
    Agrees<ItemTypeAt<'contract_templates'>, Wire<(typeof ITEM_SCHEMAS)['contract_templates']>>
  >;
  contract_template_versions: Expect<
    Agrees<ItemTypeAt<'contract_template_versions'>, Wire<(typeof ITEM_SCHEMAS)['contract_template_versions']>>
  >;
  contract_template_version_mediate_files: Expect<
    Agrees<
      ItemTypeAt<'contract_template_version_mediate_files'>,
      Wire<(typeof ITEM_SCHEMAS)['contract_template_version_mediate_files']>
    >
  >;
  company_mediate_contract_templates: Expect<
    Agrees<
      ItemTypeAt<'company_mediate_contract_templates'>,
      Wire<(typeof ITEM_SCHEMAS)['company_mediate_contract_templates']>
    >
  >;
  contracts: Expect<Agrees<ItemTypeAt<'contracts'>, Wire<(typeof ITEM_SCHEMAS)['contracts']>>>;
  contract_versions: Expect<Agrees<ItemTypeAt<'contract_versions'>, Wire<(typeof ITEM_SCHEMAS)['contract_versions']>>>;
  customer_associations: Expect<
    Agrees<ItemTypeAt<'customer_associations'>, Wire<(typeof ITEM_SCHEMAS)['customer_associations']>>
  >;
  files: Expect<Agrees<ItemTypeAt<'files'>, Wire<(typeof ITEM_SCHEMAS)['files']>>>;
  file_translations: Expect<Agrees<ItemTypeAt<'file_translations'>, Wire<(typeof ITEM_SCHEMAS)['file_translations']>>>;
  audit_entries: Expect<Agrees<ItemTypeAt<'audit_entries'>, Wire<(typeof ITEM_SCHEMAS)['audit_entries']>>>;
};
/** …and every answer schema is checked here. */
export type EveryItemSchemaChecked = Expect<Equal<keyof ItemSchemaAgreement, ItemSchemaPath>>;
