import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  allFilterParams,
  filterParamsOf,
  RESOURCE_FILTERS,
  RESOURCES,
  ROLES,
  type ResourceFilters,
  type ResourceName,
} from '../../contract/index.js';
import type { QueryParams } from '../src/hydra/query.js';
import { rememberedDefinitions } from '../src/resources/engine/csv-words.js';
import type { ResourceContext } from '../src/resources/engine/define.js';
import { filterNameOf } from '../src/resources/engine/filter-specs.js';
import { buildTestApp } from './helpers.js';

/**
 * Every list takes exactly the filters its contract describes (contract/filters.ts): each one is
 * answered by a spec of the contract's kind or, for a condition, read by the definition's
 * `conditions`; nothing is answered that the contract does not describe.
 */

let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app.close());

type Definition = ReturnType<typeof rememberedDefinitions>[number];

/**
 * The query parameters the definition's own code reads (its conditions, its unpaginated rule):
 * a query that records what is asked of it, asked again with every parameter read so far given a
 * value, so that a parameter read only beside another (translations.locale) is found too.
 */
function paramsReadByHand(definition: Definition): Set<string> {
  const read = new Set<string>();
  const user = { id: 1, userName: 'filters', roles: [ROLES.SUPERVISOR], tenantId: 1, companyId: 1 };
  for (let round = 0; round < 3; round += 1) {
    const values: QueryParams = Object.fromEntries([...read].map((name) => [name, '1']));
    const query = new Proxy(values, {
      get: (target, name) => {
        if (typeof name === 'string') read.add(name);
        return typeof name === 'string' ? target[name] : undefined;
      },
    });
    const context: ResourceContext = { db: app.db.kysely, user, query };
    try {
      definition.conditions?.(context);
    } catch {
      // A value the condition refuses (kind=1) still shows that it reads the parameter.
    }
    definition.pagination?.unpaginatedWhen?.(query);
  }
  return read;
}

function descriptorOf(path: string): { filters: ResourceFilters } {
  const name = (Object.keys(RESOURCES) as ResourceName[]).find((each) => RESOURCES[each].path === path);
  assert.ok(name, `no descriptor in contract/resources.ts for /api/${path}`);
  return { filters: RESOURCE_FILTERS[name] };
}

test('every registered list answers exactly the filters its contract describes', () => {
  const definitions = rememberedDefinitions();
  assert.ok(definitions.length > 20, `found ${definitions.length} definitions`);
  for (const definition of definitions) {
    const descriptor = descriptorOf(definition.path);
    assert.equal(
      definition.filters,
      descriptor.filters,
      `${definition.path}: filters come from contract/resource-filters.ts`,
    );
    const honoured = new Set(paramsReadByHand(definition));
    for (const spec of definition.filterSpecs ?? []) {
      const name = filterNameOf(spec);
      const described = descriptor.filters[name];
      assert.ok(described, `${definition.path}: filter ${name} is answered but not in the contract`);
      assert.equal(spec.kind, described.kind, `${definition.path}: filter ${name} is of another kind`);
      for (const param of filterParamsOf(name, described)) honoured.add(param);
    }
    assert.deepEqual([...honoured].sort(), allFilterParams(descriptor.filters).sort(), `/api/${definition.path}`);
  }
});
