import type { Kysely } from 'kysely';
import { COUNTRIES } from '../countries.js';
import { idColumn } from '../portable.js';

/*
 * Frozen: a shipped migration never changes; add a new dated file instead.
 *
 * Contract content and platform configuration. Every list the console shows is tenant-scoped,
 * so composite indexes start with tenant_id and then the column the list filters or orders by.
 * Foreign keys get an index too: PostgreSQL does not create one, and cascading deletes of a
 * tenant would otherwise scan whole tables. Index names are spelled out and kept under
 * PostgreSQL's 63-character limit.
 */

type Schema = Kysely<any>;

const table = (db: Schema, name: string) => idColumn(db, db.schema.createTable(name));

async function index(db: Schema, name: string, on: string, columns: string[], unique = false): Promise<void> {
  const builder = db.schema.createIndex(name).on(on).columns(columns);
  await (unique ? builder.unique() : builder).execute();
}

/**
 * A `<parent>_translations` table: one row per (parent, locale), deleted with its parent.
 * `texts` are the translated text columns, each required or optional.
 */
async function translations(
  db: Schema,
  name: string,
  parent: { column: string; table: string },
  texts: Record<string, 'required' | 'optional'>,
  shortName: string,
): Promise<void> {
  let builder = table(db, name)
    .addColumn(parent.column, 'integer', (c) => c.notNull().references(`${parent.table}.id`).onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull());
  for (const [text, presence] of Object.entries(texts)) {
    builder = builder.addColumn(text, 'text', (c) => (presence === 'required' ? c.notNull() : c));
  }
  await builder.execute();
  await index(db, `${shortName}_parent_locale_uq`, name, [parent.column, 'locale'], true);
}

export async function up(db: Schema): Promise<void> {
  await table(db, 'countries')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'countries_name_idx', 'countries', ['name']);
  // Read-only reference data every deployment needs (there is no API to add a country),
  // so it ships with the schema rather than with the optional demo seed.
  await db
    .insertInto('countries')
    .values(COUNTRIES.map(({ code, name }) => ({ code, name })))
    .execute();

  await table(db, 'country_tags')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .execute();
  await index(db, 'country_tags_tenant_name_idx', 'country_tags', ['tenant_id', 'name']);

  await db.schema
    .createTable('country_tag_countries')
    .addColumn('country_tag_id', 'integer', (c) => c.notNull().references('country_tags.id').onDelete('cascade'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('country_tag_countries_pk', ['country_tag_id', 'country_id'])
    .execute();
  await index(db, 'country_tag_countries_country_idx', 'country_tag_countries', ['country_id']);

  await table(db, 'allowed_origins')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.references('tenants.id').onDelete('cascade'))
    .execute();
  await index(db, 'allowed_origins_tenant_name_uq', 'allowed_origins', ['tenant_id', 'name'], true);
  // Origins are checked by value on every cross-origin request, whatever the tenant.
  await index(db, 'allowed_origins_name_idx', 'allowed_origins', ['name']);

  await table(db, 'fallback_locales')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .execute();
  await index(db, 'fallback_locales_tenant_locale_uq', 'fallback_locales', ['tenant_id', 'locale'], true);

  await table(db, 'jwk_urls')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().unique().references('tenants.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'notification_templates')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'notification_templates_tenant_type_idx', 'notification_templates', ['tenant_id', 'type', 'locale']);
  await translations(
    db,
    'notification_template_translations',
    { column: 'template_id', table: 'notification_templates' },
    { subject: 'required', body: 'required' },
    'notification_template_tr',
  );

  await table(db, 'contract_categories')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('external_id', 'text')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .execute();
  await index(db, 'contract_categories_tenant_external_idx', 'contract_categories', ['tenant_id', 'external_id']);
  await translations(
    db,
    'contract_category_translations',
    { column: 'category_id', table: 'contract_categories' },
    { title: 'required' },
    'contract_category_tr',
  );

  await table(db, 'contract_products')
    .addColumn('external_id', 'text')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.references('contract_categories.id').onDelete('set null'))
    .execute();
  await index(db, 'contract_products_tenant_external_idx', 'contract_products', ['tenant_id', 'external_id']);
  await index(db, 'contract_products_tenant_category_idx', 'contract_products', ['tenant_id', 'category_id']);
  await index(db, 'contract_products_category_idx', 'contract_products', ['category_id']);
  await translations(
    db,
    'contract_product_translations',
    { column: 'product_id', table: 'contract_products' },
    { title: 'required', description: 'optional' },
    'contract_product_tr',
  );

  await table(db, 'contract_terms')
    .addColumn('external_id', 'text')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .execute();
  await index(db, 'contract_terms_tenant_external_idx', 'contract_terms', ['tenant_id', 'external_id']);
  await translations(
    db,
    'contract_term_translations',
    { column: 'term_id', table: 'contract_terms' },
    { title: 'required', content: 'optional' },
    'contract_term_tr',
  );

  await table(db, 'contract_templates')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('activity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('category_id', 'integer', (c) => c.references('contract_categories.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'contract_templates_tenant_activity_idx', 'contract_templates', ['tenant_id', 'activity']);
  await index(db, 'contract_templates_tenant_created_idx', 'contract_templates', ['tenant_id', 'created_at']);
  await index(db, 'contract_templates_category_idx', 'contract_templates', ['category_id']);
  await translations(
    db,
    'contract_template_translations',
    { column: 'template_id', table: 'contract_templates' },
    { title: 'required' },
    'contract_template_tr',
  );

  await db.schema
    .createTable('contract_template_country_tags')
    .addColumn('contract_template_id', 'integer', (c) =>
      c.notNull().references('contract_templates.id').onDelete('cascade'),
    )
    .addColumn('country_tag_id', 'integer', (c) => c.notNull().references('country_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('contract_template_country_tags_pk', ['contract_template_id', 'country_tag_id'])
    .execute();
  await index(db, 'contract_template_country_tags_tag_idx', 'contract_template_country_tags', ['country_tag_id']);

  await table(db, 'contract_template_versions')
    .addColumn('template_id', 'integer', (c) => c.notNull().references('contract_templates.id').onDelete('cascade'))
    .addColumn('planned_revision', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('activity', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Serves both the version list of a template and "current version" (latest planned_revision <= now).
  await index(db, 'contract_template_versions_template_planned_idx', 'contract_template_versions', [
    'template_id',
    'planned_revision',
  ]);
  await translations(
    db,
    'contract_template_version_translations',
    { column: 'version_id', table: 'contract_template_versions' },
    { title: 'required', content: 'optional' },
    'contract_template_version_tr',
  );

  await table(db, 'files')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'files_tenant_name_idx', 'files', ['tenant_id', 'name']);
  await index(db, 'files_tenant_created_idx', 'files', ['tenant_id', 'created_at']);
  await table(db, 'file_translations')
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_name', 'text', (c) => c.notNull().unique())
    .execute();
  await index(db, 'file_translations_parent_locale_uq', 'file_translations', ['file_id', 'locale'], true);

  await table(db, 'contract_template_version_mediate_files')
    .addColumn('template_version_id', 'integer', (c) =>
      c.notNull().references('contract_template_versions.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .execute();
  await index(
    db,
    'mediate_files_version_file_uq',
    'contract_template_version_mediate_files',
    ['template_version_id', 'file_id'],
    true,
  );
  await index(db, 'mediate_files_file_idx', 'contract_template_version_mediate_files', ['file_id']);
  await translations(
    db,
    'contract_template_version_mediate_file_translations',
    { column: 'mediate_file_id', table: 'contract_template_version_mediate_files' },
    { title: 'required' },
    'mediate_file_tr',
  );

  await table(db, 'company_mediate_contract_templates')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('contract_template_id', 'integer', (c) =>
      c.notNull().references('contract_templates.id').onDelete('cascade'),
    )
    .addColumn('activity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index(
    db,
    'company_templates_company_template_uq',
    'company_mediate_contract_templates',
    ['company_id', 'contract_template_id'],
    true,
  );
  await index(db, 'company_templates_template_idx', 'company_mediate_contract_templates', ['contract_template_id']);

  await table(db, 'contracts')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // Contracts are records: deleting a template or company must not delete them.
    .addColumn('template_id', 'integer', (c) => c.references('contract_templates.id').onDelete('set null'))
    .addColumn('recipient_company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('real_end', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'contracts_tenant_start_idx', 'contracts', ['tenant_id', 'start']);
  await index(db, 'contracts_tenant_real_end_idx', 'contracts', ['tenant_id', 'real_end']);
  await index(db, 'contracts_tenant_created_idx', 'contracts', ['tenant_id', 'created_at']);
  await index(db, 'contracts_recipient_company_idx', 'contracts', ['recipient_company_id', 'start']);
  await index(db, 'contracts_template_idx', 'contracts', ['template_id']);

  await table(db, 'contract_versions')
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id').onDelete('cascade'))
    .addColumn('template_version_id', 'integer', (c) =>
      c.references('contract_template_versions.id').onDelete('set null'),
    )
    .addColumn('sender_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recipient_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('signed_at', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'contract_versions_contract_created_idx', 'contract_versions', ['contract_id', 'created_at']);
  // My contracts and "versions waiting for my signature" look versions up by recipient.
  await index(db, 'contract_versions_recipient_signed_idx', 'contract_versions', ['recipient_user_id', 'signed_at']);
  await index(db, 'contract_versions_sender_idx', 'contract_versions', ['sender_user_id']);
  await index(db, 'contract_versions_template_version_idx', 'contract_versions', ['template_version_id']);

  await table(db, 'customer_associations')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id').onDelete('cascade'))
    .addColumn('customer_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text')
    .execute();
  await index(db, 'customer_associations_tenant_created_idx', 'customer_associations', ['tenant_id', 'created_at']);
  await index(
    db,
    'customer_associations_contract_customer_uq',
    'customer_associations',
    ['contract_id', 'customer_user_id'],
    true,
  );
  await index(db, 'customer_associations_customer_signed_idx', 'customer_associations', [
    'customer_user_id',
    'signed_at',
  ]);
  await index(db, 'customer_associations_company_idx', 'customer_associations', ['company_id']);
}

export async function down(db: Schema): Promise<void> {
  const newestFirst = [
    'customer_associations',
    'contract_versions',
    'contracts',
    'company_mediate_contract_templates',
    'contract_template_version_mediate_file_translations',
    'contract_template_version_mediate_files',
    'file_translations',
    'files',
    'contract_template_version_translations',
    'contract_template_versions',
    'contract_template_country_tags',
    'contract_template_translations',
    'contract_templates',
    'contract_term_translations',
    'contract_terms',
    'contract_product_translations',
    'contract_products',
    'contract_category_translations',
    'contract_categories',
    'notification_template_translations',
    'notification_templates',
    'jwk_urls',
    'fallback_locales',
    'allowed_origins',
    'country_tag_countries',
    'country_tags',
    'countries',
  ];
  for (const name of newestFirst) await db.schema.dropTable(name).execute();
}
