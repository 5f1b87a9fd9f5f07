/**
 * The answers' shapes besides the items (items.ts, items-contracts.ts): Hydra collections, errors,
 * constraint violations, the bearer check's 401; and every resource's item schema by its path.
 */
import type { ResourcePath } from '../resources';
import * as items from './items';
import * as contractItems from './items-contracts';

/** Every resource's item schema by its collection path; translations resources have none (their own routes). */
export const ITEM_SCHEMAS = {
  applications: items.applicationItem,
  tenants: items.tenantItem,
  companies: items.companyItem,
  addresses: items.addressItem,
  providers: items.providerItem,
  users: items.userItem,
  countries: items.countryItem,
  country_tags: items.countryTagItem,
  allowed_origins: items.allowedOriginItem,
  fallback_locales: items.fallbackLocaleItem,
  jwk_urls: items.jwkUrlItem,
  notification_templates: items.notificationTemplateItem,
  contract_categories: items.contractCategoryItem,
  contract_products: items.contractProductItem,
  contract_terms: items.contractTermItem,
  contract_templates: contractItems.contractTemplateItem,
  contract_template_versions: contractItems.contractTemplateVersionItem,
  contract_template_version_mediate_files: contractItems.mediateFileItem,
  company_mediate_contract_templates: contractItems.companyTemplateItem,
  contracts: contractItems.contractItem,
  contract_versions: contractItems.contractVersionItem,
  customer_associations: contractItems.customerAssociationItem,
  files: contractItems.fileItem,
  file_translations: contractItems.fileTranslationItem,
  audit_entries: contractItems.auditEntryItem,
} as const satisfies Partial<Record<ResourcePath, object>>;

export type ItemSchemaPath = keyof typeof ITEM_SCHEMAS;

/** A Hydra collection of these items (`hydra:view` only when paginated). */
export function hydraCollectionSchema<const Item extends object>(item: Item) {
  const link = { type: 'string' } as const;
  return {
    type: 'object',
    additionalProperties: false,
    required: ['@context', '@id', '@type', 'hydra:member', 'hydra:totalItems'],
    properties: {
      '@context': { type: 'string' },
      '@id': items.iriValue,
      '@type': { type: 'string', const: 'hydra:Collection' },
      'hydra:member': { type: 'array', items: item },
      'hydra:totalItems': { type: 'integer', minimum: 0 },
      'hydra:view': {
        type: 'object',
        additionalProperties: false,
        required: ['@id', '@type'],
        properties: {
          '@id': link,
          '@type': { type: 'string', const: 'hydra:PartialCollectionView' },
          'hydra:first': link,
          'hydra:last': link,
          'hydra:next': link,
          'hydra:previous': link,
        },
      },
    },
  } as const;
}

/** Every error but validation: `{ '@type': 'hydra:Error', 'hydra:title', 'hydra:description' }`. */
export const hydraErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['@type', 'hydra:title', 'hydra:description'],
  properties: {
    '@type': { type: 'string', const: 'hydra:Error' },
    'hydra:title': { type: 'string' },
    'hydra:description': { type: 'string' },
  },
} as const;

/** 422 (and a 400 naming the field of an invalid IRI): one violation per field. */
export const violationListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['@context', '@type', 'hydra:title', 'hydra:description', 'violations'],
  properties: {
    '@context': { type: 'string' },
    '@type': { type: 'string', const: 'ConstraintViolationList' },
    'hydra:title': { type: 'string' },
    'hydra:description': { type: 'string' },
    violations: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['propertyPath', 'message'],
        properties: { propertyPath: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

/** 401 of the bearer check, as LexikJWT answers it (plain JSON). */
export const jwtErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'message'],
  properties: { code: { type: 'integer', const: 401 }, message: { type: 'string' } },
} as const;

/** `GET /api/dashboard/activity` (DashboardActivity). */
export const dashboardActivitySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['contracts', 'templatesWithoutCurrentVersion', 'latestChanges'],
  properties: {
    contracts: {
      anyOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['days', 'awaitingSignature'],
          properties: {
            days: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['day', 'sent', 'signed'],
                properties: { day: { type: 'string' }, sent: { type: 'integer' }, signed: { type: 'integer' } },
              },
            },
            awaitingSignature: { type: 'integer' },
          },
        },
        { type: 'null' },
      ],
    },
    templatesWithoutCurrentVersion: { type: 'integer' },
    latestChanges: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'action', '@id', 'at', 'name', 'translations'],
        properties: {
          kind: { type: 'string', enum: ['template', 'templateVersion', 'contractVersion', 'file'] },
          action: { type: 'string', enum: ['created', 'sent', 'signed', 'updated'] },
          '@id': items.iriValue,
          at: { type: 'string' },
          name: { type: ['string', 'null'] },
          translations: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['locale', 'title'],
              properties: { locale: { type: 'string' }, title: { type: ['string', 'null'] } },
            },
          },
        },
      },
    },
  },
} as const;

/** `GET /api/audit_entries/verify` (AuditVerification). */
export const auditVerificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['valid', 'chains', 'entries', 'broken'],
  properties: {
    valid: { type: 'boolean' },
    chains: { type: 'array', items: { type: 'integer' } },
    entries: { type: 'integer' },
    broken: {
      anyOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['chain', 'entryId', 'entry', 'reason', 'message'],
          properties: {
            chain: { type: 'integer' },
            entryId: { type: ['integer', 'null'] },
            entry: { type: ['string', 'null'] },
            reason: { type: 'string' },
            message: { type: 'string' },
          },
        },
        { type: 'null' },
      ],
    },
  },
} as const;

/** `POST /api/token/refresh`: a new pair (refresh token in the body) or only the access token (cookie). */
export const tokenRefreshSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string' }, refresh_token: { type: 'string' } },
} as const;

/** `POST /api/contract_versions/verify` (VerificationResult). */
export const verificationResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['match', 'version'],
  properties: {
    match: { type: 'boolean' },
    version: { type: ['string', 'null'], pattern: '^/api/' },
  },
} as const;
