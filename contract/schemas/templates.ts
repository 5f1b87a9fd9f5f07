import { flag, iri, iriList, iriOrNull, optionalText, requiredText, translationsOf } from './common';

/** Bodies of contract templates, their versions and attachments, and template activation. */

export const templateTranslations = translationsOf({ title: requiredText(255) }, ['title']);
/** The content is the contract text itself: long, but bounded so one body cannot exhaust memory. */
export const templateVersionTranslations = translationsOf(
  { title: requiredText(255), content: optionalText(200_000) },
  ['title'],
);
export const mediateFileTranslations = translationsOf({ title: requiredText(255) }, ['title']);

/** `POST /api/contract_templates` (PATCH: the same fields). */
export const contractTemplateBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    tenant: iriOrNull,
    activity: flag,
    category: iriOrNull,
    countryTags: iriList(50),
    translations: templateTranslations,
  },
} as const;

/**
 * `POST /api/contract_template_versions`. plannedRevision is accepted because the spec's console
 * sends it, but the server's clock decides. A new version is a draft unless `publish` is true.
 */
export const templateVersionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['template'],
  properties: {
    template: iri,
    plannedRevision: { type: 'string', maxLength: 64 },
    activity: flag,
    publish: flag,
    translations: templateVersionTranslations,
  },
} as const;

/** `PATCH /api/contract_template_versions/{id}`: only activity and texts change. */
export const templateVersionPatchBody = {
  type: 'object',
  additionalProperties: false,
  properties: { activity: flag, translations: templateVersionTranslations },
} as const;

/** `POST /api/contract_template_version_mediate_files`. */
export const mediateFileBody = {
  type: 'object',
  additionalProperties: false,
  required: ['templateVersion', 'file'],
  properties: { templateVersion: iri, file: iri, translations: mediateFileTranslations },
} as const;

/** `PATCH …/{id}`: moving an attachment to another version is a new attachment. */
export const mediateFilePatchBody = {
  type: 'object',
  additionalProperties: false,
  properties: { file: iri, translations: mediateFileTranslations },
} as const;

/** `POST /api/company_mediate_contract_templates`. */
export const companyTemplateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['company', 'contractTemplate'],
  properties: { company: iri, contractTemplate: iri, activity: flag, approved: flag },
} as const;

/** `PATCH …/{id}`: which company gets which template is the link itself; only the flags change. */
export const companyTemplatePatchBody = {
  type: 'object',
  additionalProperties: false,
  properties: { activity: flag, approved: flag },
} as const;

/** `PUT /api/companies/{uuid}/mediate_contract_templates`: the company's links become exactly this list. */
export const companyTemplateListBody = {
  type: 'object',
  additionalProperties: false,
  required: ['contractTemplates'],
  properties: { contractTemplates: iriList(500) },
} as const;
