import type { Tenant } from '../../contract';

/** A tenant as the platform answers it, for tests that list or pick tenants. */
export function testTenant(id: number, name: string, fields: Partial<Tenant> = {}): Tenant {
  return {
    '@id': `/api/tenants/${id}`,
    '@type': 'Tenant',
    id,
    name,
    roles: [],
    keycloakId: null,
    defaultApplication: null,
    ...fields,
  };
}
