/**
 * The console's side of the filter table: the parameters a list takes, as types only. The table
 * itself (resource-filters.ts) stays out of the console's bundles; `filterParam` is the text it is
 * given, held to the table by the type check.
 */
import type { FilterParams } from './filters';
import type { RESOURCE_FILTERS } from './resource-filters';
import type { ResourceName } from './resources';

/** The filters of one resource's list. */
export type FiltersOf<Name extends ResourceName> = (typeof RESOURCE_FILTERS)[Name];

/** A query parameter some list's filters take. */
export type ResourceFilterParam = { [Name in ResourceName]: FilterParams<FiltersOf<Name>> }[ResourceName];

/**
 * A list's query parameter, written as it is sent: `filterParam('files', 'createdAt[after]')`,
 * `filterParam('customerAssociations', 'not_null[signedAt]')`. A parameter the resource's list does
 * not take fails the type check.
 */
export function filterParam<Name extends ResourceName, const Param extends FilterParams<FiltersOf<Name>>>(
  _resource: Name,
  param: Param,
): Param {
  return param;
}
