import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type Db } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import * as contentMigration from '../src/db/migrations/2026-11-21T0100_content.js';
import * as fileChunksMigration from '../src/db/migrations/2026-11-27T0100_file_chunks.js';
import * as evidenceMigration from '../src/db/migrations/2026-11-27T0400_signing_evidence.js';
import type { Database } from '../src/db/schema.js';
import { seedContent } from '../src/seeds/seed-content.js';
import { LOAD_TENANT_PREFIX, seedLarge } from '../src/seeds/seed-large.js';
import { insertCoreFixture } from './db-content-fixture.js';
import { freshPostgresDatabase } from './helpers.js';

/**
 * The content schema, demo content and large data set, on a fresh SQLite database and, when
 * DATABASE_URL is set, on a fresh PostgreSQL database made for this run and dropped after it.
 */
interface Target {
  name: string;
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

function sqliteTarget(): Target {
  return {
    name: 'SQLite',
    open: async () => openDatabase({ sqliteFile: ':memory:', databaseUrl: undefined }),
    dispose: async () => {},
  };
}

function postgresTarget(adminUrl: string): Target {
  const created: { drop: () => Promise<void> }[] = [];
  return {
    name: 'PostgreSQL',
    open: async () => {
      const database = await freshPostgresDatabase(adminUrl);
      created.push(database);
      return openDatabase({ databaseUrl: database.url, sqliteFile: ':memory:' });
    },
    dispose: async () => {
      for (const database of created) await database.drop();
    },
  };
}

const targets = [sqliteTarget(), ...(process.env.DATABASE_URL ? [postgresTarget(process.env.DATABASE_URL)] : [])];

const count = async (db: Kysely<Database>, table: keyof Database): Promise<number> => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

const CONTENT_TABLES = [
  'country_tags',
  'country_tag_countries',
  'allowed_origins',
  'fallback_locales',
  'jwk_urls',
  'notification_templates',
  'notification_template_translations',
  'contract_categories',
  'contract_category_translations',
  'contract_products',
  'contract_product_translations',
  'contract_terms',
  'contract_term_translations',
  'contract_templates',
  'contract_template_translations',
  'contract_template_country_tags',
  'contract_template_versions',
  'contract_template_version_translations',
  'files',
  'file_translations',
  'file_chunks',
  'file_translation_chunks',
  'contract_template_version_mediate_files',
  'contract_template_version_mediate_file_translations',
  'company_mediate_contract_templates',
  'contracts',
  'contract_versions',
  'customer_associations',
] as const;

const snapshot = async (db: Kysely<Database>) =>
  Object.fromEntries(await Promise.all(CONTENT_TABLES.map(async (table) => [table, await count(db, table)] as const)));

for (const target of targets) {
  describe(`content data model on ${target.name}`, () => {
    after(() => target.dispose());

    describe('migrations and demo content', () => {
      let db: Db;
      before(async () => {
        db = await target.open();
        await migrateToLatest(db);
        await db.kysely.transaction().execute((trx) => insertCoreFixture(trx));
        await db.kysely.transaction().execute((trx) => seedContent(trx));
      });
      after(() => db.close());

      it('ships every ISO 3166-1 country exactly once', async () => {
        const countries = await db.kysely.selectFrom('countries').select(['code', 'name']).execute();
        assert.equal(countries.length, 249);
        assert.equal(new Set(countries.map((c) => c.code)).size, 249);
        assert.ok(countries.every((c) => /^[A-Z]{2}$/.test(c.code)));
        assert.deepEqual(
          countries.find((c) => c.code === 'CH'),
          { code: 'CH', name: 'Switzerland' },
        );
      });

      it('seeds every content table and a second run adds nothing', async () => {
        const first = await snapshot(db.kysely);
        for (const [table, rows] of Object.entries(first)) assert.ok(rows > 0, `${table} is empty`);
        await db.kysely.transaction().execute((trx) => seedContent(trx));
        assert.deepEqual(await snapshot(db.kysely), first);
      });

      it('translates categories, products, terms, templates, versions and notifications into en, de and fr', async () => {
        const tables = [
          ['contract_category_translations', 'category_id'],
          ['contract_product_translations', 'product_id'],
          ['contract_term_translations', 'term_id'],
          ['contract_template_translations', 'template_id'],
          ['contract_template_version_translations', 'version_id'],
          ['notification_template_translations', 'template_id'],
        ] as const;
        for (const [table, parent] of tables) {
          const rows = await sql<{ parent: number; locale: string }>`
            select ${sql.ref(parent)} as parent, locale from ${sql.table(table)}`.execute(db.kysely);
          assert.ok(rows.rows.length > 0, `${table} is empty`);
          const localesByParent = new Map<number, string[]>();
          for (const row of rows.rows)
            localesByParent.set(row.parent, [...(localesByParent.get(row.parent) ?? []), row.locale]);
          for (const [id, locales] of localesByParent)
            assert.deepEqual(locales.sort(), ['de', 'en', 'fr'], `${table} of ${id}`);
        }
      });

      it('gives the customer both signed contract versions and versions still to sign', async () => {
        const versions = await db.kysely
          .selectFrom('contract_versions')
          .innerJoin('users', 'users.id', 'contract_versions.recipient_user_id')
          .where('users.user_name', '=', 'customer')
          .select('contract_versions.signed_at')
          .execute();
        assert.ok(
          versions.some((v) => v.signed_at === null),
          'an unsigned version',
        );
        assert.ok(
          versions.some((v) => v.signed_at !== null),
          'a signed version',
        );
        const unsignedAssociations = await db.kysely
          .selectFrom('customer_associations')
          .innerJoin('users', 'users.id', 'customer_associations.customer_user_id')
          .where('users.user_name', '=', 'customer')
          .where('customer_associations.signed_at', 'is', null)
          .select('customer_associations.id')
          .execute();
        assert.ok(unsignedAssociations.length > 0);
      });

      it('never links content across tenants', async () => {
        const crossTenant = await sql<{ id: number }>`
          select c.id from contracts c
            left join companies co on co.id = c.recipient_company_id
            left join contract_templates t on t.id = c.template_id
          where co.tenant_id <> c.tenant_id or t.tenant_id <> c.tenant_id
          union all
          select l.id from company_mediate_contract_templates l
            join companies co on co.id = l.company_id
            join contract_templates t on t.id = l.contract_template_id
          where co.tenant_id <> t.tenant_id`.execute(db.kysely);
        assert.deepEqual(crossTenant.rows, []);
        const globex = await db.kysely
          .selectFrom('contract_templates')
          .innerJoin('tenants', 'tenants.id', 'contract_templates.tenant_id')
          .where('tenants.name', '=', 'Globex')
          .select('contract_templates.id')
          .execute();
        assert.equal(globex.length, 1, 'Globex has its own, smaller set');
      });

      it('gives the demo addresses a country and keeps templates with a version planned for later', async () => {
        const zurich = await db.kysely
          .selectFrom('addresses')
          .innerJoin('countries', 'countries.id', 'addresses.country_id')
          .where('addresses.city', '=', 'Zürich')
          .select('countries.code')
          .executeTakeFirstOrThrow();
        assert.equal(zurich.code, 'CH');
        const future = await db.kysely
          .selectFrom('contract_template_versions')
          .where('planned_revision', '>', new Date().toISOString())
          .select('id')
          .execute();
        assert.ok(future.length > 0);
      });

      it('deletes a tenant with all its content and leaves the other tenant untouched', async () => {
        const before = await snapshot(db.kysely);
        const globex = await db.kysely
          .selectFrom('tenants')
          .select('id')
          .where('name', '=', 'Globex')
          .executeTakeFirstOrThrow();
        await db.kysely.deleteFrom('tenants').where('id', '=', globex.id).execute();
        const afterDelete = await snapshot(db.kysely);
        assert.ok(afterDelete.contracts < before.contracts);
        for (const table of [
          'contract_templates',
          'files',
          'contracts',
          'notification_templates',
          'country_tags',
        ] as const) {
          const left = await db.kysely.selectFrom(table).select('id').where('tenant_id', '=', globex.id).execute();
          assert.deepEqual(left, [], table);
        }
        const acmeContracts = await db.kysely
          .selectFrom('contracts')
          .innerJoin('tenants', 'tenants.id', 'contracts.tenant_id')
          .where('tenants.name', '=', 'Acme')
          .select('contracts.id')
          .execute();
        assert.equal(acmeContracts.length, afterDelete.contracts);
        // The bytes of its files go with them (the chunk tables' foreign keys); the other's stay.
        assert.ok(afterDelete.file_chunks < before.file_chunks && afterDelete.file_chunks > 0);
      });

      it('rolls the content migration back and forth', async () => {
        // Newest first: the signing evidence's and the file chunks' foreign keys name the content
        // migration's tables.
        await evidenceMigration.down(db.kysely);
        await fileChunksMigration.down(db.kysely);
        await contentMigration.down(db.kysely);
        await assert.rejects(db.kysely.selectFrom('contracts').select('id').execute());
        await contentMigration.up(db.kysely);
        await fileChunksMigration.up(db.kysely);
        await evidenceMigration.up(db.kysely);
        assert.equal(await count(db.kysely, 'countries'), 249);
        assert.equal(await count(db.kysely, 'contracts'), 0);
      });
    });

    describe('large data set (scaled down)', () => {
      let db: Db;
      const counts = { tenants: 2, companies: 20, users: 50, contracts: 200, templatesPerTenant: 2 };
      before(async () => {
        db = await target.open();
        await migrateToLatest(db);
        await seedLarge(db, counts);
      });
      after(() => db.close());

      it('writes the requested numbers of tenants, companies, users and contracts', async () => {
        const tenants = await db.kysely
          .selectFrom('tenants')
          .select('name')
          .where('name', 'like', `${LOAD_TENANT_PREFIX}%`)
          .execute();
        assert.equal(tenants.length, 2);
        assert.equal(await count(db.kysely, 'companies'), 20);
        assert.equal(await count(db.kysely, 'users'), 50);
        assert.equal(await count(db.kysely, 'contracts'), 200);
        const versions = await count(db.kysely, 'contract_versions');
        assert.ok(versions >= 200 && versions <= 400, `${versions} versions`);
        const withoutPassword = await db.kysely
          .selectFrom('users')
          .select('id')
          .where('password_hash', 'is not', null)
          .execute();
        assert.deepEqual(withoutPassword, [], 'no generated user can sign in');
      });

      it('keeps every contract consistent: versions of its own template, recipients of its own company', async () => {
        const broken = await sql<{ id: number }>`
          select v.id from contract_versions v
            join contracts c on c.id = v.contract_id
            join contract_template_versions tv on tv.id = v.template_version_id
            left join users u on u.id = v.recipient_user_id
          where tv.template_id <> c.template_id or (u.id is not null and u.company_id <> c.recipient_company_id)
          union all
          select c.id from contracts c where not exists (select 1 from contract_versions v where v.contract_id = c.id)`.execute(
          db.kysely,
        );
        assert.deepEqual(broken.rows, []);
      });

      it('refuses to run twice', async () => {
        await assert.rejects(seedLarge(db, counts), /already there/);
        assert.equal(await count(db.kysely, 'contracts'), 200);
      });

      it('leaves id generation working for the next row the API inserts', async () => {
        const row = await db.kysely
          .insertInto('companies')
          .values({
            uuid: randomUUID(),
            name: 'After the load',
            tenant_id: null,
            group_company: 0,
            reseller_company: 0,
            address_id: null,
            provider_id: null,
            activity: 1,
            deleted_at: null,
            contract_country_id: null,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        assert.equal(await count(db.kysely, 'companies'), 21);
        assert.ok(row.id > 20);
      });

      it('produces the same data on every run', async () => {
        const other = await target.open();
        try {
          await migrateToLatest(other);
          await seedLarge(other, counts);
          const fingerprint = (k: Kysely<Database>) =>
            k
              .selectFrom('contracts')
              .select(['start', 'real_end', 'recipient_company_id'])
              .orderBy('id')
              .limit(50)
              .execute();
          assert.deepEqual(await fingerprint(other.kysely), await fingerprint(db.kysely));
        } finally {
          await other.close();
        }
      });
    });
  });
}
