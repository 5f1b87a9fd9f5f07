import { COUNTRIES_PAGE_SIZE } from '../../../../contract/index.js';
import { defineResource } from '../engine/define.js';
import { isRead } from '../engine/roles.js';

/** Every ISO 3166-1 country, shipped with the schema; read only, for any signed-in user. */
export const countryResource = defineResource('countries', {
  table: 'countries',
  operations: ['list', 'read'],
  // The console loads the whole list into its country select in one page.
  pagination: { maxItemsPerPage: COUNTRIES_PAGE_SIZE },
  filterSpecs: {
    code: { kind: 'exact', column: 'countries.code', value: 'string' },
    name: { kind: 'partial', column: 'countries.name' },
    id: { kind: 'exact', column: 'countries.id', value: 'int', iriPath: 'countries' },
  },
  order: { name: 'name', code: 'code', id: 'id' },
  defaultOrder: [
    { column: 'countries.name', direction: 'asc' },
    { column: 'countries.id', direction: 'asc' },
  ],
  allows: (_user, operation) => isRead(operation),
  scope: () => null,
  item: (row) => ({ id: row.id, code: row.code, name: row.name }),
});
