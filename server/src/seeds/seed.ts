import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/connection.js';
import { fromBool, nowIso } from '../db/portable.js';
import type { Database } from '../db/schema.js';
import { seedContent } from './seed-content.js';
import {
  DEMO_APPLICATIONS,
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  DEMO_PROVIDERS,
  DEMO_TENANTS,
  DEMO_USERS,
  EXTRA_USERS,
  type DemoAddress,
} from './seed-data.js';

export { DEMO_USERS, DEMO_PASSWORD, type DemoUser } from './seed-data.js';

type Trx = Transaction<Database>;

async function insertAddress(trx: Trx, tenantId: number, address: DemoAddress): Promise<number> {
  const row = await trx
    .insertInto('addresses')
    .values({
      tenant_id: tenantId,
      street: address.street,
      postal_code: address.postalCode,
      city: address.city,
      country_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Seeds the demo data set, the demo files' bytes included, in one transaction. Idempotent: a
 * database that already has applications is left alone, so restarts never duplicate or overwrite
 * anybody's edits.
 */
export async function seedDemoData(db: Db): Promise<void> {
  const existing = await db.kysely.selectFrom('applications').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  // One hash for every demo user: scrypt is deliberately slow and they all share the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const createdAt = nowIso();

  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('applications').values(DEMO_APPLICATIONS).execute();

    const tenantIds = new Map<string, number>();
    for (const tenant of DEMO_TENANTS) {
      const row = await trx
        .insertInto('tenants')
        .values({
          name: tenant.name,
          roles: JSON.stringify(tenant.roles),
          keycloak_id: tenant.keycloakId,
          default_application_id: tenant.defaultApplication,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      tenantIds.set(tenant.name, row.id);
    }
    const tenantId = (name: string): number => {
      const id = tenantIds.get(name);
      if (id === undefined) throw new Error(`seed: unknown tenant ${name}`);
      return id;
    };

    const providerIds = new Map<string, number>();
    for (const provider of DEMO_PROVIDERS) {
      const addressId = await insertAddress(trx, tenantId(provider.tenant), provider.address);
      const row = await trx
        .insertInto('providers')
        .values({ name: provider.name, tenant_id: tenantId(provider.tenant), address_id: addressId })
        .returning('id')
        .executeTakeFirstOrThrow();
      providerIds.set(provider.name, row.id);
    }

    const companyIds = new Map<string, number>();
    for (const company of DEMO_COMPANIES) {
      const addressId = await insertAddress(trx, tenantId(company.tenant), company.address);
      const row = await trx
        .insertInto('companies')
        .values({
          uuid: randomUUID(),
          name: company.name,
          group_company: fromBool(company.group),
          reseller_company: fromBool(company.reseller),
          tenant_id: tenantId(company.tenant),
          address_id: addressId,
          provider_id: company.provider ? (providerIds.get(company.provider) ?? null) : null,
          activity: 1,
          deleted_at: null,
          contract_country_id: null,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.set(company.name, row.id);
    }

    for (const user of [...DEMO_USERS, ...EXTRA_USERS]) {
      const row = await trx
        .insertInto('users')
        .values({
          user_name: user.userName,
          password_hash: passwordHash,
          given_name: user.givenName,
          family_name: user.familyName,
          email: `${user.userName}@example.com`,
          roles: JSON.stringify(user.roles),
          activity: fromBool(user.activity),
          locale: user.locale,
          tenant_id: user.tenant ? tenantId(user.tenant) : null,
          company_id: user.company ? (companyIds.get(user.company) ?? null) : null,
          keycloak_id: null,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_applications')
        .values(user.applications.map((applicationId) => ({ user_id: row.id, application_id: applicationId })))
        .execute();
    }
    await seedContent(trx);
  });
}
