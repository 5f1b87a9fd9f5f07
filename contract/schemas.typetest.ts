/**
 * Compile-time checks (tsc runs them; nothing executes): the input types that stay hand-written
 * must have the fields their body schema declares, with the same required ones, and accept every
 * body the schema accepts. A schema property added, renamed or made required fails `npm run typecheck`.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { CatalogueInput, NotificationTemplateInput } from './catalogue';
import type { ProviderChainInput } from './companies';
import type {
  contractCategoryBody,
  contractTermBody,
  notificationTemplateBody,
  providerChainBody,
} from './schemas/index';

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
