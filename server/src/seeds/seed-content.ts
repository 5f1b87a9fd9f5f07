import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ACME } from './seed-content-acme.js';
import { CITY_COUNTRIES, type TenantContent } from './seed-content-data.js';
import { GLOBEX } from './seed-content-globex.js';
import {
  nameResolver,
  seedCatalogue,
  seedConfiguration,
  seedContracts,
  seedFiles,
  seedTemplates,
} from './seed-content-steps.js';

const DEMO_CONTENT: readonly TenantContent[] = [ACME, GLOBEX];

/**
 * Seeds the demo contract content on top of the core demo data (tenants, companies, users),
 * inside the caller's transaction. Core rows are found by name, never by id.
 *
 * Idempotent per tenant: a tenant that already has any contract content is left alone, so a
 * second run neither duplicates nor overwrites what people changed. A tenant of the demo set
 * that does not exist is skipped; a company or user the content names that does not exist is
 * an error (the two seeds disagree and the demo would be misleading).
 *
 * Files get real bytes (generated PDFs, PNGs and texts), stored in the database exactly as
 * uploads are, in the caller's transaction, so every demo file downloads on every instance.
 */
export async function seedContent(trx: Kysely<Database>): Promise<void> {
  await giveDemoAddressesACountry(trx);
  for (const content of DEMO_CONTENT) {
    const tenant = await trx.selectFrom('tenants').select('id').where('name', '=', content.tenant).executeTakeFirst();
    if (!tenant || (await hasContent(trx, tenant.id))) continue;
    await seedTenantContent(trx, tenant.id, content);
  }
}

async function seedTenantContent(trx: Kysely<Database>, tenantId: number, content: TenantContent): Promise<void> {
  const find = await nameResolver(trx, tenantId, content.tenant);
  await seedConfiguration(trx, tenantId, content);
  const categoryIds = await seedCatalogue(trx, tenantId, content);
  const fileIds = await seedFiles(trx, tenantId, content);
  const templates = await seedTemplates(trx, tenantId, content, categoryIds, fileIds);
  await seedContracts(trx, tenantId, content, templates, find);
}

async function hasContent(trx: Kysely<Database>, tenantId: number): Promise<boolean> {
  const probes = await Promise.all(
    (['contract_categories', 'contract_templates', 'notification_templates'] as const).map((table) =>
      trx.selectFrom(table).select('id').where('tenant_id', '=', tenantId).limit(1).executeTakeFirst(),
    ),
  );
  return probes.some(Boolean);
}

/** The core seed leaves countries empty (they arrive with the content migration); fill in the known cities. */
async function giveDemoAddressesACountry(trx: Kysely<Database>): Promise<void> {
  for (const [city, code] of Object.entries(CITY_COUNTRIES)) {
    await trx
      .updateTable('addresses')
      .set((eb) => ({ country_id: eb.selectFrom('countries').select('id').where('code', '=', code) }))
      .where('city', '=', city)
      .where('country_id', 'is', null)
      .execute();
  }
  await trx
    .updateTable('companies')
    .set((eb) => ({
      contract_country_id: eb
        .selectFrom('addresses')
        .select('addresses.country_id')
        .whereRef('addresses.id', '=', 'companies.address_id'),
    }))
    .where('contract_country_id', 'is', null)
    .where('address_id', 'is not', null)
    .execute();
}
