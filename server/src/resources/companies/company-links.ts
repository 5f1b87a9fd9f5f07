import type { Kysely } from 'kysely';
import type { Iri } from '../../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import { invalidIri } from '../../hydra/errors.js';
import { idFromIri, iriOf } from '../../hydra/serialize.js';
import type { ResourceContext } from '../engine/define.js';

/**
 * How other families link to and name companies: the wire names a company by its uuid, the tables
 * by its integer id. Templates, contracts and associations go through these instead of companies' tables.
 */

/** A company of `tenantId` by its IRI (uuid), else 400. Soft-deleted companies cannot receive new links. */
export async function companyInTenant(context: ResourceContext, iri: unknown, tenantId: number): Promise<number> {
  const uuid = idFromIri(iri, 'companies');
  const found =
    uuid === null
      ? undefined
      : await context.db
          .selectFrom('companies')
          .select('id')
          .where('uuid', '=', uuid)
          .where('tenant_id', '=', tenantId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
  if (!found) throw invalidIri();
  return found.id;
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

export const companyIri = (uuids: Map<number, string>, id: number | null): Iri | null => {
  const uuid = id === null ? undefined : uuids.get(id);
  return uuid === undefined ? null : iriOf('companies', uuid);
};
