import type { ApplicationRef, CompanyRef, TenantRef, User } from '../../../../contract/index.js';
import { rolesOf } from '../../auth/plugin.js';
import { toBool } from '../../db/portable.js';
import { iriOf } from '../../hydra/serialize.js';
import type { ResourceContext, RowOf } from '../engine/define.js';

const applicationRef = (id: number, name: string): ApplicationRef => ({ '@id': iriOf('applications', id), id, name });

/**
 * Users with their tenant (and its default application), company and applications embedded:
 * the console's current-user call needs them all in one answer. Four queries per page, not per row.
 */
export async function serializeUsers(rows: RowOf<'users'>[], { db }: ResourceContext): Promise<User[]> {
  if (rows.length === 0) return [];
  const tenantIds = [...new Set(rows.map((r) => r.tenant_id).filter((id): id is number => id !== null))];
  const companyIds = [...new Set(rows.map((r) => r.company_id).filter((id): id is number => id !== null))];
  const userIds = rows.map((r) => r.id);

  const [tenants, companies, memberships] = await Promise.all([
    tenantIds.length === 0
      ? []
      : db
          .selectFrom('tenants')
          .leftJoin('applications', 'applications.id', 'tenants.default_application_id')
          .select([
            'tenants.id',
            'tenants.name',
            'applications.id as application_id',
            'applications.name as application_name',
          ])
          .where('tenants.id', 'in', tenantIds)
          .execute(),
    companyIds.length === 0
      ? []
      : db.selectFrom('companies').select(['id', 'uuid', 'name']).where('id', 'in', companyIds).execute(),
    db
      .selectFrom('user_applications')
      .innerJoin('applications', 'applications.id', 'user_applications.application_id')
      .select(['user_applications.user_id', 'applications.id', 'applications.name'])
      .where('user_applications.user_id', 'in', userIds)
      .orderBy('applications.id')
      .execute(),
  ]);

  const tenantRefs = new Map<number, TenantRef>(
    tenants.map((t) => [
      t.id,
      {
        '@id': iriOf('tenants', t.id),
        id: t.id,
        name: t.name,
        defaultApplication:
          t.application_id === null || t.application_name === null
            ? null
            : applicationRef(t.application_id, t.application_name),
      },
    ]),
  );
  const companyRefs = new Map<number, CompanyRef>(
    companies.map((c) => [c.id, { '@id': iriOf('companies', c.uuid), id: c.uuid, name: c.name }]),
  );

  return rows.map((row) => ({
    '@id': iriOf('users', row.id),
    '@type': 'User',
    id: row.id,
    userName: row.user_name,
    givenName: row.given_name,
    familyName: row.family_name,
    email: row.email,
    roles: rolesOf(row.roles),
    activity: toBool(row.activity),
    locale: row.locale,
    tenant: row.tenant_id === null ? null : (tenantRefs.get(row.tenant_id) ?? null),
    company: row.company_id === null ? null : (companyRefs.get(row.company_id) ?? null),
    applications: memberships.filter((m) => m.user_id === row.id).map((m) => applicationRef(m.id, m.name)),
  }));
}
