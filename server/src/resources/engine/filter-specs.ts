import type { FilterKind, ResourceFilters } from '../../../../contract/index.js';
import type { FilterSpec } from '../../hydra/query.js';

type Implemented = Exclude<FilterKind, 'condition'>;
type WithoutName<Spec> = Spec extends unknown ? Omit<Spec, 'param' | 'field'> : never;

/** How the server answers one filter: its kind (as the contract says) and the column(s) it reads. */
export type FilterImplementation<Kind extends Implemented = Implemented> = WithoutName<
  Extract<FilterSpec, { kind: Kind }>
>;

/**
 * A resource's filters as the server answers them, keyed by the contract's names: a name the
 * contract does not list, or a kind other than the contract's, fails the type check. The tenant
 * filter comes with defineResource, conditions with the definition's `conditions`; a filter
 * declared and answered by none of them fails server/test/filters-contract.test.ts.
 */
export type FilterImplementations<Filters extends ResourceFilters> = {
  readonly [Name in keyof Filters as Filters[Name]['kind'] extends Implemented ? Name : never]?: FilterImplementation<
    Extract<Filters[Name]['kind'], Implemented>
  >;
};

/** The specs of `implementations`, named by their keys; the list's filters are there for their names and kinds. */
export function specsFor<Filters extends ResourceFilters>(
  _filters: Filters,
  implementations: FilterImplementations<Filters>,
): FilterSpec[] {
  return Object.entries(implementations as Record<string, FilterImplementation>).map(([name, implementation]) =>
    implementation.kind === 'notNull'
      ? { ...implementation, field: name }
      : ({ ...implementation, param: name } as FilterSpec),
  );
}

/** `tenant.id` (an id or a tenant's IRI) of a table whose rows belong to a tenant. */
export function tenantFilterSpec(table: string): FilterSpec {
  return { kind: 'exact', param: 'tenant.id', column: `${table}.tenant_id`, value: 'int', iriPath: 'tenants' };
}

/** The contract's name of the filter a spec answers. */
export const filterNameOf = (spec: FilterSpec): string => (spec.kind === 'notNull' ? spec.field : spec.param);
