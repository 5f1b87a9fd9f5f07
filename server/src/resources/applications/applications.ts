import { expressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { single } from '../../hydra/query.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { resolveLink } from '../engine/links.js';

const applications = expressionBuilder<Database, 'applications'>();

/** The id an application IRI names, checked to exist; null/undefined stays null. */
export async function applicationIdFromIri(
  context: ResourceContext,
  iri: string | null | undefined,
): Promise<number | null> {
  if (iri === null || iri === undefined) return null;
  return resolveLink(context, iri, 'applications');
}

/** The platform's applications (ids 1 and 2); read only. `current=1` narrows to the caller's own. */
export const applicationResource = defineResource('applications', {
  table: 'applications',
  operations: ['list', 'read'],
  filterSpecs: {
    name: { kind: 'partial', column: 'applications.name' },
  },
  order: { id: 'id', name: 'name' },
  allows: () => true,
  scope: () => null,
  conditions: ({ query, user }) => {
    const current = single(query, 'current');
    if (current !== '1' && current !== 'true') return [];
    return [
      applications(
        'applications.id',
        'in',
        applications
          .selectFrom('user_applications')
          .select('user_applications.application_id')
          .where('user_applications.user_id', '=', user.id),
      ),
    ];
  },
  item: (row) => ({ id: row.id, name: row.name }),
});
