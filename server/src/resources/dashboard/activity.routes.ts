import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  dashboardActivitySchema,
  ACTIVITY_CHANGES,
  ACTIVITY_DAYS,
  ACTIVITY_ROLES,
  type ActivityChange,
  type ActivityDay,
  type DashboardActivity,
  routeOf,
} from '../../../../contract/index.js';
import { callerOf, hasRole } from '../../auth/plugin.js';
import { nowIso } from '../../db/portable.js';
import { accessDenied } from '../../hydra/errors.js';
import { JSONLD_CONTENT_TYPE } from '../../hydra/plugin.js';
import { iriOf } from '../../hydra/serialize.js';
import { contractVersionResource } from '../contracts/index.js';
import type { ResourceContext } from '../engine/define.js';
import { pageOf } from '../engine/list-query.js';
import { managesTenant } from '../engine/roles.js';
import { fileRows } from '../files/index.js';
import { contractTemplateResource, contractTemplateVersionResource } from '../templates/index.js';
import { contextOf } from '../engine/crud.js';
import { jsonLdAnswer } from '../../hydra/answers.js';

const where = (scope: Expression<SqlBool> | null): Expression<SqlBool>[] => (scope ? [scope] : []);
const count = sql<string | number>`count(*)`.as('count');
type Titles = ActivityChange['translations'];

/** Per UTC day (ISO text's first ten characters, on SQLite and PostgreSQL alike) since `since`. */
async function perDay(context: ResourceContext, column: 'created_at' | 'signed_at', since: string) {
  const day = sql<string>`substr(${sql.ref(`contract_versions.${column}`)}, 1, 10)`;
  const rows = await context.db
    .selectFrom('contract_versions')
    .select([day.as('day'), count])
    .where(`contract_versions.${column}`, '>=', since)
    .where((eb) => eb.and(where(contractVersionResource.scope(context))))
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

async function contractActivity(context: ResourceContext): Promise<DashboardActivity['contracts']> {
  const since = new Date(Date.now() - (ACTIVITY_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const [sent, signed, waiting] = await Promise.all([
    perDay(context, 'created_at', since),
    perDay(context, 'signed_at', since),
    context.db
      .selectFrom('contract_versions')
      .select(count)
      .where('contract_versions.signed_at', 'is', null)
      .where((eb) => eb.and(where(contractVersionResource.scope(context))))
      .executeTakeFirst(),
  ]);
  const days: ActivityDay[] = [...new Set([...sent.keys(), ...signed.keys()])]
    .sort()
    .map((day) => ({ day, sent: sent.get(day) ?? 0, signed: signed.get(day) ?? 0 }));
  return { days, awaitingSignature: Number(waiting?.count ?? 0) };
}

/** Templates the caller sees with no published, active version whose planned revision is reached (no current one). */
async function templatesWithoutCurrent(context: ResourceContext): Promise<number> {
  const now = nowIso();
  const row = await context.db
    .selectFrom('contract_templates')
    .select(count)
    .where((eb) =>
      eb.and([
        ...where(contractTemplateResource.scope(context)),
        eb.not(
          eb.exists(
            eb
              .selectFrom('contract_template_versions as v')
              .select(sql`1`.as('one'))
              .whereRef('v.template_id', '=', 'contract_templates.id')
              .where('v.activity', '=', 1)
              .where('v.published_at', 'is not', null)
              .where('v.planned_revision', '<=', now),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function titlesOf(
  context: ResourceContext,
  table: 'contract_template_translations' | 'contract_template_version_translations',
  column: 'template_id' | 'version_id',
  ids: number[],
): Promise<Map<number, Titles>> {
  const byParent = new Map<number, Titles>();
  if (ids.length === 0) return byParent;
  const rows = await context.db
    .selectFrom(table)
    .select([sql<number>`${sql.ref(column)}`.as('parent'), 'locale', 'title'])
    .where(sql.ref(column), 'in', [...new Set(ids)])
    .orderBy('locale')
    .execute();
  for (const row of rows)
    byParent.set(row.parent, [...(byParent.get(row.parent) ?? []), { locale: row.locale, title: row.title }]);
  return byParent;
}

/**
 * The latest changes the caller may see: templates and template versions created, contract versions
 * sent and signed (managers only), files uploaded or renamed. Rows carry no general "updated" stamp,
 * so these are the moments the platform records.
 */
async function latestChanges(context: ResourceContext, contracts: boolean): Promise<ActivityChange[]> {
  const limit = ACTIVITY_CHANGES;
  const { db } = context;
  const [templates, versions, files, sent, signed] = await Promise.all([
    db
      .selectFrom('contract_templates')
      .select(['id', 'created_at as at'])
      .where((eb) => eb.and(where(contractTemplateResource.scope(context))))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .$call((query) => pageOf(query, limit))
      .execute(),
    db
      .selectFrom('contract_template_versions')
      .select(['id', 'created_at as at'])
      .where((eb) => eb.and(where(contractTemplateVersionResource.scope(context))))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .$call((query) => pageOf(query, limit))
      .execute(),
    db
      .selectFrom('files')
      .select(['id', 'name', 'created_at', 'updated_at as at'])
      .where((eb) => eb.and(where(fileRows(context))))
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .$call((query) => pageOf(query, limit))
      .execute(),
    ...(['created_at', 'signed_at'] as const).map((column) =>
      contracts
        ? db
            .selectFrom('contract_versions')
            .innerJoin('contracts', 'contracts.id', 'contract_versions.contract_id')
            .select(['contract_versions.id', 'contracts.template_id', `contract_versions.${column} as at`])
            .where(`contract_versions.${column}`, 'is not', null)
            .where((eb) => eb.and(where(contractVersionResource.scope(context))))
            .orderBy(`contract_versions.${column}`, 'desc')
            .orderBy('contract_versions.id', 'desc')
            .$call((query) => pageOf(query, limit))
            .execute()
        : Promise.resolve([]),
    ),
  ]);
  const contractRows = [...sent, ...signed];
  const [templateTitles, versionTitles] = await Promise.all([
    titlesOf(context, 'contract_template_translations', 'template_id', [
      ...templates.map((row) => row.id),
      ...contractRows.flatMap((row) => (row.template_id === null ? [] : [row.template_id])),
    ]),
    titlesOf(
      context,
      'contract_template_version_translations',
      'version_id',
      versions.map((row) => row.id),
    ),
  ]);
  const changes: ActivityChange[] = [
    ...templates.map((row) => ({
      kind: 'template' as const,
      action: 'created' as const,
      '@id': iriOf('contract_templates', row.id),
      at: row.at,
      name: null,
      translations: templateTitles.get(row.id) ?? [],
    })),
    ...versions.map((row) => ({
      kind: 'templateVersion' as const,
      action: 'created' as const,
      '@id': iriOf('contract_template_versions', row.id),
      at: row.at,
      name: null,
      translations: versionTitles.get(row.id) ?? [],
    })),
    ...files.map((row) => ({
      kind: 'file' as const,
      action: row.at === row.created_at ? ('created' as const) : ('updated' as const),
      '@id': iriOf('files', row.id),
      at: row.at,
      name: row.name,
      translations: [],
    })),
    ...[sent, signed].flatMap((rows, index) =>
      rows.map((row) => ({
        kind: 'contractVersion' as const,
        action: index === 0 ? ('sent' as const) : ('signed' as const),
        '@id': iriOf('contract_versions', row.id),
        at: row.at ?? '',
        name: null,
        translations: row.template_id === null ? [] : (templateTitles.get(row.template_id) ?? []),
      })),
    ),
  ];
  return changes.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}

/**
 * GET /api/dashboard/activity: the activity panel's figures for supervisors, tenant admins and
 * editors (403 for every other role), each counted with the scope of the matching collection.
 */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    routeOf('dashboardActivity'),
    {
      schema: {
        tags: ['Dashboard'],
        summary: 'Contract and template activity the caller may see',
        answers: jsonLdAnswer(200, 'The activity, scoped like the collections it counts', dashboardActivitySchema),
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      if (!ACTIVITY_ROLES.some((role) => hasRole(user, role))) throw accessDenied();
      const context = contextOf(request, app.db.kysely);
      // The editor writes templates but does not send contracts: no contract figures for it.
      const contracts = managesTenant(user);
      const [contractFigures, withoutCurrent, changes] = await Promise.all([
        contracts ? contractActivity(context) : Promise.resolve(null),
        templatesWithoutCurrent(context),
        latestChanges(context, contracts),
      ]);
      const activity: DashboardActivity = {
        contracts: contractFigures,
        templatesWithoutCurrentVersion: withoutCurrent,
        latestChanges: changes,
      };
      return reply.type(JSONLD_CONTENT_TYPE).send(activity);
    },
  );
}
