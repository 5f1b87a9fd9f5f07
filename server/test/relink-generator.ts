import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from '../src/seeds/seed.js';

/**
 * Generated relinks: a demo user (any role) sends a write that points a link field (an address,
 * provider or company IRI) at a row of any tenant, or clears it. Shared by the ownership property
 * (relink-property.test.ts) and the fuzz run (fuzz.test.ts).
 */

export interface RelinkWorld {
  addresses: string[];
  providers: string[];
  companies: string[];
  users: string[];
  contracts: string[];
  associations: string[];
  templates: string[];
  /** Each demo user's own user and company IRIs: relinks of one's own rows are where rights differ most. */
  own: Record<string, { user: string; company: string | null }>;
}

export interface Relink {
  user: string;
  method: 'PATCH' | 'POST';
  url: string;
  payload: Record<string, unknown>;
  /** The link field sent and the IRI it names (null: cleared; undefined: the body writes an address in place). */
  field: string;
  target: string | null | undefined;
  /** The row whose link changes (PATCH), to read its link as it was. */
  owner?: string;
}

/** IRIs of every row a relink may name or change, across all tenants (deleted companies included). */
export async function relinkWorld(app: FastifyInstance): Promise<RelinkWorld> {
  const db = app.db.kysely;
  const ids = async (
    table: 'addresses' | 'providers' | 'users' | 'contracts' | 'customer_associations' | 'contract_templates',
  ) => (await db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);
  const path = (collection: string, values: (number | string)[]) => values.map((id) => `/api/${collection}/${id}`);
  return {
    addresses: path('addresses', await ids('addresses')),
    providers: path('providers', await ids('providers')),
    companies: path(
      'companies',
      (await db.selectFrom('companies').select('uuid').orderBy('id').execute()).map((r) => r.uuid),
    ),
    users: path('users', await ids('users')),
    contracts: path('contracts', await ids('contracts')),
    associations: path('customer_associations', await ids('customer_associations')),
    templates: path('contract_templates', await ids('contract_templates')),
    own: Object.fromEntries(
      (
        await db
          .selectFrom('users')
          .leftJoin('companies', 'companies.id', 'users.company_id')
          .select(['users.id', 'users.user_name', 'companies.uuid'])
          .where(
            'users.user_name',
            'in',
            DEMO_USERS.map((demo) => demo.userName),
          )
          .execute()
      ).map((row) => [
        row.user_name,
        { user: `/api/users/${row.id}`, company: row.uuid === null ? null : `/api/companies/${row.uuid}` },
      ]),
    ),
  };
}

const maybe = (iris: string[]) => fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...iris) }, fc.constant(null));

/** Every write that takes an address, provider or company IRI, as an arbitrary. */
export function relinkArbitrary(world: RelinkWorld): fc.Arbitrary<Relink> {
  const user = fc.constantFrom(...DEMO_USERS.map((demo) => demo.userName));
  const name = fc.string({ minLength: 1, maxLength: 8 }).map((text) => `Relink ${text}`);
  const patch = (ownerIris: string[], field: string, targets: string[], suffix = '') =>
    fc
      .record({ user, owner: fc.constantFrom(...ownerIris), target: maybe(targets) })
      .map(({ user: who, owner, target }): Relink => ({
        user: who,
        method: 'PATCH',
        url: `${owner}${suffix}`,
        payload: { [field]: target },
        field,
        target,
        owner,
      }));
  const post = (url: string, field: string, targets: string[], base: fc.Arbitrary<Record<string, unknown>>) =>
    fc.record({ user, base, target: maybe(targets) }).map(({ user: who, base: body, target }): Relink => ({
      user: who,
      method: 'POST',
      url,
      payload: { ...body, [field]: target },
      field,
      target,
    }));
  return fc.oneof(
    patch(world.companies, 'address', world.addresses),
    patch(world.companies, 'provider', world.providers),
    patch(world.companies, 'provider', world.providers, '/chain'),
    fc
      .record({ user, owner: fc.constantFrom(...world.companies), street: fc.string({ maxLength: 20 }) })
      .map(({ user: who, owner, street }): Relink => ({
        user: who,
        method: 'PATCH',
        url: `${owner}/chain`,
        payload: { address: { street: `Chain ${street}` } },
        field: 'address',
        target: undefined,
        owner,
      })),
    patch(world.providers, 'address', world.addresses),
    patch(world.users, 'company', world.companies),
    patch(world.contracts, 'recipientCompany', world.companies),
    patch(world.associations, 'company', world.companies),
    post(
      '/api/companies',
      'address',
      world.addresses,
      name.map((n) => ({ name: n })),
    ),
    post(
      '/api/companies',
      'provider',
      world.providers,
      name.map((n) => ({ name: n })),
    ),
    post(
      '/api/providers',
      'address',
      world.addresses,
      name.map((n) => ({ name: n })),
    ),
    post(
      '/api/users',
      'company',
      world.companies,
      name.map((n) => ({ userName: n.replace(' ', '.') })),
    ),
    post(
      '/api/company_mediate_contract_templates',
      'company',
      world.companies,
      fc.constantFrom(...world.templates).map((template) => ({ contractTemplate: template })),
    ),
  );
}
