import type { Kysely } from 'kysely';
import { idColumn } from '../portable.js';

// Frozen: a shipped migration never changes; add a new dated file instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('applications')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('tenants'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('keycloak_id', 'integer')
    .addColumn('default_application_id', 'integer', (c) => c.references('applications.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Unique: the API answers 422 "already used" for a duplicate, also when two requests race past its check.
  await db.schema.createIndex('tenants_name_idx').unique().on('tenants').column('name').execute();

  await idColumn(db, db.schema.createTable('addresses'))
    .addColumn('tenant_id', 'integer', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('country_id', 'integer')
    .execute();

  await idColumn(db, db.schema.createTable('providers'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
    .execute();

  await idColumn(db, db.schema.createTable('companies'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('group_company', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reseller_company', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tenant_id', 'integer', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
    .addColumn('provider_id', 'integer', (c) => c.references('providers.id').onDelete('set null'))
    .addColumn('activity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('deleted_at', 'text')
    .addColumn('contract_country_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('companies_tenant_name_idx').on('companies').columns(['tenant_id', 'name']).execute();

  await idColumn(db, db.schema.createTable('users'))
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('given_name', 'text')
    .addColumn('family_name', 'text')
    .addColumn('email', 'text')
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('activity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('locale', 'text')
    .addColumn('tenant_id', 'integer', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('keycloak_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_tenant_idx').on('users').columns(['tenant_id', 'user_name']).execute();
  await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();

  await db.schema
    .createTable('user_applications')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_applications_pk', ['user_id', 'application_id'])
    .execute();

  await idColumn(db, db.schema.createTable('refresh_tokens'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'refresh_tokens',
    'user_applications',
    'users',
    'companies',
    'providers',
    'addresses',
    'tenants',
    'applications',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
