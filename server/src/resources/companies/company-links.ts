import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Iri } from '../../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import { iriOf } from '../../hydra/serialize.js';
import type { ResourceContext } from '../engine/define.js';
import { readableLink } from '../engine/links.js';
import { companyResource } from './companies.js';

/**
 * How other families link to and name companies: the wire names a company by its uuid, the tables
 * by its integer id. Templates, contracts and associations go through these instead of companies' tables.
 */

/**
 * A company of `tenantId` by its IRI (uuid), by the ownership rule (engine/links.ts readableLink):
 * one the caller may read; else 400. Soft-deleted companies cannot receive new links. `tenantId`
 * null: whichever tenant the company is in.
 */
export async function companyInTenant(
  context: ResourceContext,
  iri: unknown,
  tenantId: number | null,
): Promise<number> {
  return readableLink(context, companyResource, iri, {
    tenantId,
    where: sql<SqlBool>`companies.deleted_at is null`,
  });
}

/** Company ids → their uuids (the company IRI carries the uuid), in one query. */
export async function companyUuids(
  db: Kysely<Database>,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('companies').select(['id', 'uuid']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.uuid]));
}

const companyIri = (uuids: Map<number, string>, id: number | null): Iri | null => {
  const uuid = id === null ? undefined : uuids.get(id);
  return uuid === undefined ? null : iriOf('companies', uuid);
};

/** Each row's company (`company_id`) as its IRI, the uuids looked up in one query for the batch. */
export async function companyIrisOf(
  db: Kysely<Database>,
  rows: readonly { company_id: number | null }[],
): Promise<(id: number | null) => Iri | null> {
  const uuids = await companyUuids(
    db,
    rows.map((row) => row.company_id),
  );
  return (id) => companyIri(uuids, id);
}
