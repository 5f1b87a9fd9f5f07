import { routeOf } from '../../../../contract/index.js';
import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DashboardCounters } from '../../../../contract/index.js';
import { JSONLD_CONTENT_TYPE } from '../../hydra/plugin.js';
import { companyScope } from '../companies/index.js';
import { tenantResource } from '../tenants/index.js';
import { userScope } from '../users/index.js';
import { contextOf } from '../engine/crud.js';
import { activityRoutes } from './activity.routes.js';

const where = (scope: Expression<SqlBool> | null): Expression<SqlBool>[] => (scope ? [scope] : []);
const count = sql<string | number>`count(*)`.as('count');

/**
 * GET /api/dashboard: the three counters, each counted with the same scope the matching
 * collection uses, so the dashboard never shows a number the lists would not.
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const counterSchema = { type: 'integer', minimum: 0 };
  app.get(
    routeOf('dashboard'),
    {
      schema: {
        tags: ['Dashboard'],
        summary: 'Counters of tenants, companies and users the caller may see',
        response: {
          200: {
            type: 'object',
            required: ['tenant', 'company', 'user'],
            properties: { tenant: counterSchema, company: counterSchema, user: counterSchema },
          },
        },
      },
    },
    async (request, reply) => {
      const context = contextOf(request, app.db.kysely);
      const { db, user } = context;
      const [tenants, companies, users] = await Promise.all([
        db
          .selectFrom('tenants')
          .select(count)
          .where((eb) => eb.and(where(tenantResource.scope(context))))
          .executeTakeFirst(),
        db
          .selectFrom('companies')
          .select(count)
          .where('companies.deleted_at', 'is', null)
          .where((eb) => eb.and(where(companyScope(user))))
          .executeTakeFirst(),
        db
          .selectFrom('users')
          .select(count)
          .where((eb) => eb.and(where(userScope(user))))
          .executeTakeFirst(),
      ]);
      const counters: DashboardCounters = {
        tenant: Number(tenants?.count ?? 0),
        company: Number(companies?.count ?? 0),
        user: Number(users?.count ?? 0),
      };
      return reply.type(JSONLD_CONTENT_TYPE).send(counters);
    },
  );
  await app.register(activityRoutes);
}
