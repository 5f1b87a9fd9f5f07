import { iri, iriOrNull } from './common';

/** Bodies of contracts, their versions and customer associations. */

/** A day (YYYY-MM-DD, taken as midnight UTC) or a full ISO date-time. */
export const DATE_OR_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$';

/** `POST /api/contracts` (PATCH: the same fields, none required); start is the server's now. */
export const contractBody = {
  type: 'object',
  additionalProperties: false,
  required: ['template', 'recipientCompany'],
  properties: {
    template: iri,
    recipientCompany: iriOrNull,
    realEnd: { type: ['string', 'null'], pattern: DATE_OR_TIME_PATTERN },
    tenant: iriOrNull,
  },
} as const;

const versionContent = { type: 'string', minLength: 1, maxLength: 200_000 } as const;

/** `POST /api/contract_versions`: a version is created unsigned; only its recipient signs it later. */
export const contractVersionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['contract'],
  properties: {
    contract: iri,
    templateVersion: iriOrNull,
    senderUser: iriOrNull,
    recipientUser: iriOrNull,
    content: versionContent,
  },
} as const;

/** `PATCH /api/contract_versions/{id}`; signedAt is the recipient's signature (any value means "now"). */
export const contractVersionPatchBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    templateVersion: iriOrNull,
    senderUser: iriOrNull,
    recipientUser: iriOrNull,
    content: versionContent,
    signedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** Most versions one batch may change. */
export const MAX_BATCH_ITEMS = 100;

/** `PATCH /api/contract_versions/batch`: one PATCH per item, in one transaction. */
export const contractVersionBatchBody = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_BATCH_ITEMS,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          id: { anyOf: [{ type: 'integer', minimum: 1 }, iri] },
          '@id': iri,
          ...contractVersionPatchBody.properties,
        },
      },
    },
  },
} as const;

/** `POST /api/customer_associations`. */
export const customerAssociationBody = {
  type: 'object',
  additionalProperties: false,
  required: ['contract', 'customer'],
  properties: { contract: iri, customer: iri, company: iriOrNull },
} as const;

/** `PATCH …/{id}`: who is associated with which contract is the association itself; only the company may change. */
export const customerAssociationPatchBody = {
  type: 'object',
  additionalProperties: false,
  properties: { company: iriOrNull },
} as const;
