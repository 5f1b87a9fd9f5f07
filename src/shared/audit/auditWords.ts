/**
 * The audit trail in words: what kind of record an entry is about, what was done to it and which
 * of its fields changed, in the interface language. The trail keeps the platform's codes (wire
 * paths such as 'companies', actions such as 'update', column names such as 'tenantId'); a
 * reader sees "Company", "Changed", "Tenant". Names of records reuse the console's own words
 * (menu entries, headings); a field takes the label its resource's screen gives it.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { RESOURCES, type AuditAction } from '../../../contract';

interface AuditedResource {
  /** The record's kind, singular ("Company"). */
  name: MessageDescriptor;
  /** The prefix of its screen's field labels ('company' → company.name), when it has a screen. */
  labels?: string;
}

const TRANSLATIONS_PREFIX = 'translation/';

/** Every resource a write can touch, by its wire path (contract/resources). */
export const AUDITED: Readonly<Record<string, AuditedResource>> = {
  [RESOURCES.tenants.path]: { name: { id: 'menu.tenant', defaultMessage: 'Tenant' }, labels: 'tenant' },
  [RESOURCES.companies.path]: { name: { id: 'menu.company', defaultMessage: 'Company' }, labels: 'company' },
  [RESOURCES.addresses.path]: { name: { id: 'company.address', defaultMessage: 'Address' }, labels: 'address' },
  [RESOURCES.providers.path]: { name: { id: 'menu.companyProvider', defaultMessage: 'Provider' }, labels: 'provider' },
  [RESOURCES.users.path]: { name: { id: 'menu.user', defaultMessage: 'User' }, labels: 'user' },
  [RESOURCES.countryTags.path]: {
    name: { id: 'menu.configurationCountryTag', defaultMessage: 'Country Tag' },
    labels: 'countryTag',
  },
  [RESOURCES.allowedOrigins.path]: {
    name: { id: 'menu.configurationAllowedOrigin', defaultMessage: 'Allowed Origin' },
    labels: 'allowedOrigin',
  },
  [RESOURCES.fallbackLocales.path]: {
    name: { id: 'menu.configurationFallbackLocale', defaultMessage: 'Fallback Locale' },
    labels: 'fallbackLocale',
  },
  [RESOURCES.jwkUrls.path]: { name: { id: 'jwkUrl.title', defaultMessage: 'JWK URL' }, labels: 'jwkUrl' },
  [RESOURCES.notificationTemplates.path]: {
    name: { id: 'audit.resource.notificationTemplate', defaultMessage: 'Notification template' },
    labels: 'notificationTemplate',
  },
  [RESOURCES.contractCategories.path]: {
    name: { id: 'menu.contractCategory', defaultMessage: 'Category' },
    labels: 'contractCategory',
  },
  [RESOURCES.contractProducts.path]: {
    name: { id: 'menu.contractProduct', defaultMessage: 'Product' },
    labels: 'contractProduct',
  },
  [RESOURCES.contractTerms.path]: { name: { id: 'menu.contractTerm', defaultMessage: 'Term' }, labels: 'contractTerm' },
  [RESOURCES.contractTemplates.path]: {
    name: { id: 'menu.contractTemplate', defaultMessage: 'Template' },
    labels: 'template',
  },
  [RESOURCES.contractTemplateVersions.path]: {
    name: { id: 'route.contractTemplateVersion', defaultMessage: 'Template version' },
    labels: 'templateVersion',
  },
  [RESOURCES.contractTemplateVersionMediateFiles.path]: {
    name: { id: 'audit.resource.attachment', defaultMessage: 'Attachment' },
    labels: 'templateVersion',
  },
  [RESOURCES.companyMediateContractTemplates.path]: {
    name: { id: 'menu.contractTemplateCompany', defaultMessage: 'Template Activation' },
  },
  [RESOURCES.contracts.path]: { name: { id: 'contract.heading', defaultMessage: 'Contract' }, labels: 'contract' },
  [RESOURCES.contractVersions.path]: {
    name: { id: 'route.contractVersion', defaultMessage: 'Contract version' },
    labels: 'contract.version',
  },
  [RESOURCES.customerAssociations.path]: {
    name: { id: 'menu.contractCustomerAssociation', defaultMessage: 'Customer Association' },
    labels: 'customerAssociation',
  },
  [RESOURCES.files.path]: { name: { id: 'menu.file', defaultMessage: 'File' }, labels: 'file' },
  [RESOURCES.fileTranslations.path]: {
    name: { id: 'audit.resource.fileTranslation', defaultMessage: 'Translated file' },
    labels: 'file.translation',
  },
  sessions: { name: { id: 'audit.resource.session', defaultMessage: 'Session' } },
};

/** The translated texts of a record ('translation/contract_category_translations') belong to that record. */
const TEXTS_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(RESOURCES).flatMap((resource) => {
    if (!resource.path.startsWith(TRANSLATIONS_PREFIX)) return [];
    const base = resource.path.slice(TRANSLATIONS_PREFIX.length).replace(/_translations$/, '');
    const parent = [`${base}s`, base.replace(/y$/, 'ies')].find((path) => path in AUDITED);
    return parent ? [[resource.path, parent]] : [];
  }),
);

/** Where the trail files the translated texts of a record kind, if it has any. */
export function textsPathOf(path: string): string | undefined {
  return Object.keys(TEXTS_OF).find((texts) => TEXTS_OF[texts] === path);
}

/** What was done, in words. An action a newer platform records shows as it is rather than hidden. */
export const ACTION_WORDS: Readonly<Record<AuditAction, MessageDescriptor>> = {
  create: { id: 'audit.action.create', defaultMessage: 'Created' },
  update: { id: 'audit.action.update', defaultMessage: 'Changed' },
  delete: { id: 'audit.action.delete', defaultMessage: 'Deleted' },
  translate: { id: 'audit.action.translate', defaultMessage: 'Texts changed' },
  upload: { id: 'audit.action.upload', defaultMessage: 'Uploaded' },
  rename: { id: 'audit.action.rename', defaultMessage: 'Renamed' },
  publish: { id: 'audit.action.publish', defaultMessage: 'Published' },
  sign: { id: 'audit.action.sign', defaultMessage: 'Signed' },
  view: { id: 'audit.action.view', defaultMessage: 'Opened' },
  certificate: { id: 'audit.action.certificate', defaultMessage: 'Certificate issued' },
  disable: { id: 'audit.action.disable', defaultMessage: 'Deactivated' },
  'sign-in': { id: 'audit.action.signIn', defaultMessage: 'Signed in' },
  'sign-out': { id: 'audit.action.signOut', defaultMessage: 'Signed out' },
  'sign-in-refused': { id: 'audit.action.signInRefused', defaultMessage: 'Sign-in refused' },
  'account-locked': { id: 'audit.action.accountLocked', defaultMessage: 'Account locked' },
};

const TEXTS_WORD: MessageDescriptor = { id: 'audit.resource.texts', defaultMessage: '{record}: texts' };

/** The record kind of a wire path in words ("Company", "Template: texts"); an unknown path as it is. */
export function resourceName(intl: IntlShape, path: string): string {
  const own = AUDITED[path];
  if (own) return intl.formatMessage(own.name);
  const parent = TEXTS_OF[path];
  const parentName = parent && AUDITED[parent];
  return parentName ? intl.formatMessage(TEXTS_WORD, { record: intl.formatMessage(parentName.name) }) : path;
}

export function actionName(intl: IntlShape, action: string): string {
  const word = (ACTION_WORDS as Readonly<Record<string, MessageDescriptor | undefined>>)[action];
  return word ? intl.formatMessage(word) : action;
}

/** The resource filter's choices: every kind of record, and the texts of those that have them. */
export function resourceChoices(intl: IntlShape): { label: string; value: string }[] {
  return [...Object.keys(AUDITED), ...Object.keys(TEXTS_OF)]
    .map((path) => ({ label: resourceName(intl, path), value: path }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
}

/** The CSV's words for the resource column (texts are their record's: the action says "Texts changed"). */
export const RESOURCE_WORDS: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries([
  ...Object.entries(AUDITED).map(([path, { name }]) => [path, name]),
  ...Object.entries(TEXTS_OF).map(([path, parent]) => [path, AUDITED[parent].name]),
]);

/** Fields whose screen label sits under another name ('active' is labelled as company.activity). */
const ALIASES: Readonly<Record<string, string>> = { active: 'activity' };

/** Fields most records share, worded once. */
const COMMON_FIELDS: Readonly<Record<string, MessageDescriptor>> = {
  name: { id: 'company.name', defaultMessage: 'Name' },
  title: { id: 'audit.field.title', defaultMessage: 'Title' },
  description: { id: 'audit.field.description', defaultMessage: 'Description' },
  content: { id: 'diff.content', defaultMessage: 'Content' },
  createdAt: { id: 'file.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'file.updatedAt', defaultMessage: 'Updated' },
  tenant: { id: 'user.tenant', defaultMessage: 'Tenant' },
  company: { id: 'user.company', defaultMessage: 'Company' },
  locale: { id: 'file.translation.locale', defaultMessage: 'Language' },
  reason: { id: 'audit.field.reason', defaultMessage: 'Reason' },
  userName: { id: 'user.userName', defaultMessage: 'User name' },
  hash: { id: 'audit.field.hash', defaultMessage: 'Checksum' },
};

/** A column's wire name: tenant_id was recorded as tenantId, the screen calls it tenant. */
export const wireFieldName = (field: string): string => (/.Id$/.test(field) ? field.slice(0, -2) : field);

/** 'postalCode' → 'Postal code': the last resort for a field no screen labels. */
const spelledOut = (field: string): string => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const languageNames = new Map<string, Intl.DisplayNames | null>();

/** 'de' in the interface language ("German", "Deutsch"); the code where the browser has no names. */
export function languageName(intl: IntlShape, code: string): string {
  if (!languageNames.has(intl.locale)) {
    try {
      languageNames.set(intl.locale, new Intl.DisplayNames([intl.locale], { type: 'language' }));
    } catch {
      languageNames.set(intl.locale, null);
    }
  }
  try {
    return languageNames.get(intl.locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A changed field in words: the label its resource's screen gives it, else a word most records
 * share, else the field's name spelled out. A translated text ('de.title') is its field and language.
 */
export function fieldLabel(intl: IntlShape, path: string, field: string): string {
  const text = /^([a-z]{2,3}(?:-[A-Za-z0-9]+)?)\.(\w+)$/.exec(field);
  if (text) return `${fieldLabel(intl, path, text[2])} (${languageName(intl, text[1])})`;
  const name = wireFieldName(field);
  const prefix = AUDITED[path]?.labels;
  const candidates = prefix ? [`${prefix}.${name}`, `${prefix}.${ALIASES[name] ?? name}`] : [];
  const screenLabel = candidates.find((id) => typeof intl.messages[id] === 'string');
  if (screenLabel) return intl.formatMessage({ id: screenLabel });
  const common = COMMON_FIELDS[name];
  return common ? intl.formatMessage(common) : spelledOut(name);
}
