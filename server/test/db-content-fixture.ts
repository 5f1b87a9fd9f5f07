import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';

/**
 * The core rows the demo content hangs on (tenants, companies, users named as in
 * api-contract.md "Demo data"), so the content seed is tested without the core seed.
 */
const COMPANIES: [tenant: string, name: string, city: string][] = [
  ['Acme', 'Acme Group', 'Zürich'],
  ['Acme', 'Acme Retail GmbH', 'Berlin'],
  ['Acme', 'Acme Reseller AG', 'Bern'],
  ['Acme', 'Zürich Customer AG', 'Zürich'],
  ['Acme', 'Lyon Customer SA', 'Lyon'],
  ['Globex', 'Globex Holding', 'Springfield'],
  ['Globex', 'Globex Customer Ltd', 'London'],
];

const USERS: [userName: string, role: string, tenant: string | null, company: string | null][] = [
  ['supervisor', 'ROLE_SUPERVISOR', null, null],
  ['tenant.admin', 'ROLE_TENANT_ADMIN', 'Acme', 'Acme Group'],
  ['company.admin', 'ROLE_COMPANY_ADMIN', 'Acme', 'Acme Retail GmbH'],
  ['editor', 'ROLE_EDITOR', 'Acme', 'Acme Group'],
  ['customer', 'ROLE_CUSTOMER', 'Acme', 'Zürich Customer AG'],
  ['user', 'ROLE_USER', 'Acme', 'Zürich Customer AG'],
  ['globex.admin', 'ROLE_TENANT_ADMIN', 'Globex', 'Globex Holding'],
  ['globex.customer', 'ROLE_CUSTOMER', 'Globex', 'Globex Customer Ltd'],
];

export async function insertCoreFixture(trx: Kysely<Database>): Promise<void> {
  const createdAt = '2025-01-01T00:00:00.000Z';
  await trx
    .insertInto('applications')
    .values([
      { id: 1, name: 'Contract Management' },
      { id: 2, name: 'Signing Portal' },
    ])
    .execute();
  const tenants = new Map<string, number>();
  for (const name of ['Acme', 'Globex']) {
    const row = await trx
      .insertInto('tenants')
      .values({ name, roles: '[]', keycloak_id: null, default_application_id: 1, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    tenants.set(name, row.id);
  }
  const companies = new Map<string, number>();
  for (const [tenant, name, city] of COMPANIES) {
    const tenantId = tenants.get(tenant)!;
    const address = await trx
      .insertInto('addresses')
      .values({ tenant_id: tenantId, street: 'Main Street 1', postal_code: '1000', city, country_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('companies')
      .values({
        uuid: randomUUID(),
        name,
        group_company: name.endsWith('Group') || name.endsWith('Holding') ? 1 : 0,
        reseller_company: 0,
        tenant_id: tenantId,
        address_id: address.id,
        provider_id: null,
        activity: 1,
        deleted_at: null,
        contract_country_id: null,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    companies.set(name, row.id);
  }
  for (const [userName, role, tenant, company] of USERS) {
    await trx
      .insertInto('users')
      .values({
        user_name: userName,
        password_hash: null,
        given_name: userName,
        family_name: 'Fixture',
        email: `${userName}@example.com`,
        roles: JSON.stringify([role]),
        activity: 1,
        locale: 'en',
        tenant_id: tenant ? tenants.get(tenant)! : null,
        company_id: company ? companies.get(company)! : null,
        keycloak_id: null,
        created_at: createdAt,
      })
      .execute();
  }
}
