import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { chunksOf, CHUNKS, newStorageName, writeChunks } from '../resources/files/index.js';
import type { Database } from '../db/schema.js';
import {
  CONTENT_LOCALES,
  versionTexts,
  type ContentLocale,
  type DemoFile,
  type RecipientRef,
  type TenantContent,
} from './seed-content-data.js';
import { demoPdf, demoPicture, demoText } from './seed-file-bytes.js';

/** The steps of seedContent for one tenant, in dependency order (see seed-content.ts). */

type Trx = Kysely<Database>;
type Ids = Map<string, number>;

export interface SeededTemplate {
  id: number;
  /** Template version ids and their English content, in version order. */
  versions: { id: number; content: string }[];
}

const DAY_MS = 86_400_000;

export function required<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed content: unknown ${what} ${String(key)}`);
  return value;
}

const perLocale = <Row>(build: (locale: ContentLocale) => Row): Row[] => CONTENT_LOCALES.map(build);

const daysAfter = (iso: string, days: number): string => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** Configuration screens: country tags, notification templates, fallback locales, origins, JWK URL. */
export async function seedConfiguration(trx: Trx, tenantId: number, content: TenantContent): Promise<void> {
  const countryIds = new Map(
    (await trx.selectFrom('countries').select(['id', 'code']).execute()).map((c) => [c.code, c.id]),
  );
  for (const tag of content.countryTags) {
    const { id } = await trx
      .insertInto('country_tags')
      .values({ name: tag.name, tenant_id: tenantId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('country_tag_countries')
      .values(tag.codes.map((code) => ({ country_tag_id: id, country_id: required(countryIds, code, 'country') })))
      .execute();
  }
  for (const notification of content.notifications) {
    const { id } = await trx
      .insertInto('notification_templates')
      .values({ tenant_id: tenantId, type: notification.type, locale: notification.locale })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('notification_template_translations')
      .values(perLocale((locale) => ({ template_id: id, locale, ...notification.texts[locale] })))
      .execute();
  }
  if (content.fallbackLocales.length > 0) {
    await trx
      .insertInto('fallback_locales')
      .values(content.fallbackLocales.map((locale) => ({ locale, tenant_id: tenantId })))
      .execute();
  }
  if (content.allowedOrigins.length > 0) {
    await trx
      .insertInto('allowed_origins')
      .values(content.allowedOrigins.map((name) => ({ name, tenant_id: tenantId })))
      .execute();
  }
  if (content.jwkUrl) await trx.insertInto('jwk_urls').values({ tenant_id: tenantId, url: content.jwkUrl }).execute();
}

/** Categories, products and terms with their translations; returns category ids by key. */
export async function seedCatalogue(trx: Trx, tenantId: number, content: TenantContent): Promise<Ids> {
  const categoryIds: Ids = new Map();
  for (const category of content.categories) {
    const { id } = await trx
      .insertInto('contract_categories')
      .values({ uuid: randomUUID(), external_id: category.externalId, tenant_id: tenantId })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.key, id);
    await trx
      .insertInto('contract_category_translations')
      .values(perLocale((locale) => ({ category_id: id, locale, title: category.title[locale] })))
      .execute();
  }
  for (const product of content.products) {
    const { id } = await trx
      .insertInto('contract_products')
      .values({
        external_id: product.externalId,
        tenant_id: tenantId,
        category_id: required(categoryIds, product.category, 'category'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('contract_product_translations')
      .values(
        perLocale((locale) => ({
          product_id: id,
          locale,
          title: product.title[locale],
          description: product.description[locale],
        })),
      )
      .execute();
  }
  for (const term of content.terms) {
    const { id } = await trx
      .insertInto('contract_terms')
      .values({ external_id: term.externalId, tenant_id: tenantId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('contract_term_translations')
      .values(
        perLocale((locale) => ({ term_id: id, locale, title: term.title[locale], content: term.content[locale] })),
      )
      .execute();
  }
  return categoryIds;
}

const LANGUAGE_NAMES: Record<ContentLocale, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

/** The content of a demo file (or of its variant in `locale`): its title, whose it is, its language. */
export function demoFileBytes(file: DemoFile, tenant: string, locale: ContentLocale = 'en'): Buffer {
  if (file.picture) return demoPicture(file.picture);
  const name = locale === 'en' ? file.name : (file.translations[locale]?.name ?? file.name);
  const title = name.replace(/\.[a-z0-9]{1,8}$/i, '');
  const lines = [title, `${tenant} – demo content`, `${LANGUAGE_NAMES[locale]} (${locale})`];
  return file.mimeType === 'application/pdf' ? demoPdf(lines) : demoText(lines);
}

/**
 * Files and their per-locale variants, with real bytes in the file store, written as an upload
 * writes them (in the caller's transaction, after the row naming them); returns file ids by key.
 */
export async function seedFiles(trx: Trx, tenantId: number, content: TenantContent): Promise<Ids> {
  const fileIds: Ids = new Map();
  for (const [index, file] of content.files.entries()) {
    const bytes = demoFileBytes(file, content.tenant);
    // Uploaded over a few months, translations a few days later: the list's dates and sorting mean something.
    const createdAt = daysAfter('2025-01-10T12:00:00.000Z', index * 11);
    const updatedAt = Object.keys(file.translations).length > 0 ? daysAfter(createdAt, 4) : createdAt;
    const storageName = newStorageName(file.mimeType);
    const { id } = await trx
      .insertInto('files')
      .values({
        tenant_id: tenantId,
        name: file.name,
        mime_type: file.mimeType,
        size: bytes.length,
        storage_name: storageName,
        created_at: createdAt,
        updated_at: updatedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeChunks(trx, CHUNKS.file, storageName, chunksOf(bytes));
    fileIds.set(file.key, id);
    for (const [locale, variant] of Object.entries(file.translations) as [ContentLocale, { name: string }][]) {
      const variantBytes = demoFileBytes(file, content.tenant, locale);
      const variantName = newStorageName(file.mimeType);
      await trx
        .insertInto('file_translations')
        .values({
          file_id: id,
          locale,
          name: variant.name,
          mime_type: file.mimeType,
          size: variantBytes.length,
          storage_name: variantName,
        })
        .execute();
      await writeChunks(trx, CHUNKS.translation, variantName, chunksOf(variantBytes));
    }
  }
  return fileIds;
}

/** Templates with translations, country tags, versions and their attached files. */
export async function seedTemplates(
  trx: Trx,
  tenantId: number,
  content: TenantContent,
  categoryIds: Ids,
  fileIds: Ids,
): Promise<Map<string, SeededTemplate>> {
  const tagIds = new Map(
    (await trx.selectFrom('country_tags').select(['id', 'name']).where('tenant_id', '=', tenantId).execute()).map(
      (tag) => [tag.name, tag.id],
    ),
  );
  const templates = new Map<string, SeededTemplate>();
  for (const template of content.templates) {
    const { id } = await trx
      .insertInto('contract_templates')
      .values({
        tenant_id: tenantId,
        activity: template.active ? 1 : 0,
        category_id: template.category === null ? null : required(categoryIds, template.category, 'category'),
        created_at: template.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('contract_template_translations')
      .values(perLocale((locale) => ({ template_id: id, locale, title: template.title[locale] })))
      .execute();
    if (template.countryTags.length > 0) {
      await trx
        .insertInto('contract_template_country_tags')
        .values(
          template.countryTags.map((tag) => ({
            contract_template_id: id,
            country_tag_id: required(tagIds, tag, 'country tag'),
          })),
        )
        .execute();
    }
    const seeded: SeededTemplate = { id, versions: [] };
    for (const [index, version] of template.versions.entries()) {
      const texts = versionTexts(template.title, index + 1);
      const row = await trx
        .insertInto('contract_template_versions')
        .values({
          template_id: id,
          planned_revision: version.plannedRevision,
          created_at: daysAfter(template.createdAt, index),
          activity: version.active === false ? 0 : 1,
          published_at: daysAfter(template.createdAt, index),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('contract_template_version_translations')
        .values(
          perLocale((locale) => ({
            version_id: row.id,
            locale,
            title: texts.title[locale],
            content: texts.content[locale],
          })),
        )
        .execute();
      for (const attachment of version.files) {
        const link = await trx
          .insertInto('contract_template_version_mediate_files')
          .values({ template_version_id: row.id, file_id: required(fileIds, attachment.file, 'file') })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('contract_template_version_mediate_file_translations')
          .values(perLocale((locale) => ({ mediate_file_id: link.id, locale, title: attachment.title[locale] })))
          .execute();
      }
      seeded.versions.push({ id: row.id, content: texts.content.en });
    }
    templates.set(template.key, seeded);
  }
  return templates;
}

/**
 * When each version was sent: two days before its signature, or a week after the previous
 * version's last event, so no version is signed before it was sent or sent before its
 * predecessor was settled.
 */
function sendingTimes(contract: TenantContent['contracts'][number]): string[] {
  const times: string[] = [];
  let previous = daysAfter(contract.start, -1);
  for (const [position, version] of contract.versions.entries()) {
    const sent = version.signedAt
      ? daysAfter(version.signedAt, -2)
      : position === 0
        ? previous
        : daysAfter(previous, 7);
    times.push(sent);
    previous = version.signedAt ?? sent;
  }
  return times;
}

/** Template activation per company, contracts with their versions, and customer associations. */
export async function seedContracts(
  trx: Trx,
  tenantId: number,
  content: TenantContent,
  templates: Map<string, SeededTemplate>,
  find: NameResolver,
): Promise<void> {
  for (const link of content.companyTemplates) {
    await trx
      .insertInto('company_mediate_contract_templates')
      .values({
        company_id: find.company(link.company),
        contract_template_id: required(templates, link.template, 'template').id,
        activity: link.active ? 1 : 0,
        approved: link.approved ? 1 : 0,
      })
      .execute();
  }
  for (const contract of content.contracts) {
    const template = required(templates, contract.template, 'template');
    const companyId = find.company(contract.recipientCompany);
    const sentAt = sendingTimes(contract);
    const createdAt = [daysAfter(contract.start, -1), ...sentAt].sort()[0]!;
    const { id } = await trx
      .insertInto('contracts')
      .values({
        tenant_id: tenantId,
        template_id: template.id,
        recipient_company_id: companyId,
        start: contract.start,
        real_end: contract.realEnd,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Per customer: the signature state of the latest version sent to them.
    const customers = new Map<number, string | null>();
    for (const [position, version] of contract.versions.entries()) {
      const templateVersion = template.versions[version.version];
      if (!templateVersion) throw new Error(`seed content: ${contract.template} has no version ${version.version}`);
      const recipientId = await find.recipient(version.recipient);
      await trx
        .insertInto('contract_versions')
        .values({
          contract_id: id,
          template_version_id: templateVersion.id,
          sender_user_id: await find.user(version.sender),
          recipient_user_id: recipientId,
          signed_at: version.signedAt,
          content: `${templateVersion.content}\n\nRecipient: ${contract.recipientCompany}`,
          created_at: sentAt[position]!,
        })
        .execute();
      if (recipientId !== null) customers.set(recipientId, version.signedAt);
    }
    for (const [customerId, signedAt] of customers) {
      await trx
        .insertInto('customer_associations')
        .values({
          tenant_id: tenantId,
          contract_id: id,
          customer_user_id: customerId,
          company_id: companyId,
          created_at: createdAt,
          signed_at: signedAt,
        })
        .execute();
    }
  }
}

export type NameResolver = Awaited<ReturnType<typeof nameResolver>>;

/** Looks core rows up by name within the tenant being seeded. */
export async function nameResolver(trx: Kysely<Database>, tenantId: number, tenantName: string) {
  const companies = new Map(
    (await trx.selectFrom('companies').select(['id', 'name']).where('tenant_id', '=', tenantId).execute()).map((c) => [
      c.name,
      c.id,
    ]),
  );
  const company = (name: string): number => required(companies, name, `company of ${tenantName}`);
  const user = async (userName: string): Promise<number> => {
    const row = await trx.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirst();
    if (!row) throw new Error(`seed content: unknown user ${userName}`);
    return row.id;
  };
  const recipient = async (ref: RecipientRef): Promise<number | null> => {
    if (ref === null) return null;
    if (typeof ref === 'string') return user(ref);
    const first = await trx
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', company(ref.anyUserOf))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return first?.id ?? null;
  };
  return { company, user, recipient };
}
