/** Answer schemas of templates, contracts, files and the audit trail; see items.ts. */
import { AUDIT_ACTIONS } from '../audit';
import { hydraItemSchema, iriValue, iriValueOrNull, iriValues, localeTexts } from './items';

const text = { type: 'string' } as const;
const textOrNull = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const flag = { type: 'boolean' } as const;
const time = { type: 'string' } as const;
const timeOrNull = { type: ['string', 'null'] } as const;
const localeTextsList = { type: 'array', items: localeTexts } as const;

export const contractTemplateItem = hydraItemSchema('ContractTemplate', {
  id: integer,
  tenant: iriValue,
  activity: flag,
  category: iriValueOrNull,
  countryTags: iriValues,
  createdAt: time,
  translations: localeTextsList,
});

export const contractTemplateVersionItem = hydraItemSchema('ContractTemplateVersion', {
  id: integer,
  template: iriValue,
  plannedRevision: time,
  activity: flag,
  createdAt: time,
  publishedAt: timeOrNull,
  mediateFiles: iriValues,
  translations: localeTextsList,
});

export const mediateFileItem = hydraItemSchema('ContractTemplateVersionMediateFile', {
  id: integer,
  templateVersion: iriValue,
  file: iriValue,
  translations: localeTextsList,
});

export const companyTemplateItem = hydraItemSchema('CompanyMediateContractTemplate', {
  id: integer,
  company: iriValueOrNull,
  contractTemplate: iriValue,
  activity: flag,
  approved: flag,
});

const versionFields = {
  id: integer,
  templateVersion: iriValueOrNull,
  senderUser: iriValueOrNull,
  recipientUser: iriValueOrNull,
  signedAt: timeOrNull,
  createdAt: time,
} as const;

export const embeddedContractVersion = hydraItemSchema('ContractVersion', versionFields);

export const contractItem = hydraItemSchema('Contract', {
  id: integer,
  tenant: iriValue,
  template: iriValueOrNull,
  recipientCompany: iriValueOrNull,
  start: time,
  realEnd: timeOrNull,
  createdAt: time,
  versions: { type: 'array', items: embeddedContractVersion },
  templateTranslations: localeTextsList,
});

/** A document of a contract version: a mediate file of its template version, with its file's facts. */
export const contractDocument = hydraItemSchema('ContractTemplateVersionMediateFile', {
  file: iriValue,
  name: text,
  mimeType: text,
  size: integer,
  translations: localeTextsList,
  fileTranslations: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['@id', 'locale', 'name'],
      properties: { '@id': iriValue, locale: text, name: text },
    },
  },
});

/** What the platform recorded of a version's signing (ContractVersionEvidence). */
export const contractVersionEvidence = {
  type: 'object',
  additionalProperties: false,
  required: ['sentAt', 'viewedAt', 'signedAt', 'signer', 'documents'],
  properties: {
    sentAt: time,
    viewedAt: timeOrNull,
    signedAt: timeOrNull,
    signer: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['user', 'name', 'address', 'userAgent'],
      properties: { user: iriValueOrNull, name: text, address: textOrNull, userAgent: textOrNull },
    },
    documents: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'locale', 'sha256'],
        properties: { name: text, locale: textOrNull, sha256: text },
      },
    },
  },
} as const;

export const contractVersionItem = hydraItemSchema('ContractVersion', {
  ...versionFields,
  contract: iriValue,
  content: text,
  documents: { type: 'array', items: contractDocument },
  evidence: contractVersionEvidence,
});

export const customerAssociationItem = hydraItemSchema('CustomerAssociation', {
  id: integer,
  contract: iriValue,
  customer: iriValue,
  company: iriValueOrNull,
  createdAt: time,
  signedAt: timeOrNull,
});

export const fileTranslationItem = hydraItemSchema('FileTranslation', {
  id: integer,
  file: iriValue,
  locale: text,
  name: text,
  mimeType: text,
  size: integer,
});

export const fileItem = hydraItemSchema('File', {
  id: integer,
  name: text,
  mimeType: text,
  size: integer,
  tenant: iriValueOrNull,
  createdAt: time,
  updatedAt: time,
  translations: { type: 'array', items: fileTranslationItem },
});

export const auditEntryItem = hydraItemSchema('AuditEntry', {
  id: integer,
  createdAt: time,
  user: iriValueOrNull,
  userName: textOrNull,
  roles: { type: 'array', items: text },
  tenant: iriValueOrNull,
  company: iriValueOrNull,
  action: { type: 'string', enum: AUDIT_ACTIONS },
  resource: text,
  resourceId: textOrNull,
  changes: {
    type: 'object',
    additionalProperties: {
      type: 'object',
      additionalProperties: false,
      required: ['before', 'after'],
      properties: { before: {}, after: {} },
    },
  },
  address: textOrNull,
  userAgent: textOrNull,
  requestId: textOrNull,
  previousHash: textOrNull,
  hash: text,
});
