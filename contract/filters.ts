/**
 * The query parameters a collection takes besides paging and order, described once per resource
 * (RESOURCES[…].filters): the server implements exactly these and refuses others (400), the
 * console names them through `filterParam`, so a misspelt one fails the type check on either side.
 */

/**
 * How a filter reads its value. `date` takes `name[after]` and `name[before]`, `notNull` is sent as
 * `not_null[name]`; `condition` is one the server answers by hand (its parameter is the name itself).
 */
export type FilterKind = 'exact' | 'partial' | 'orSearch' | 'boolean' | 'date' | 'notNull' | 'condition';

/**
 * A filter: its kind, and the values it takes where they are a closed set. A `condition` says what
 * it does in words for the API description; the server describes the others from what they match
 * (hydra/query.ts describeFilter). No other text: the console's entry carries these descriptions.
 */
export type FilterDescription =
  | { readonly kind: Exclude<FilterKind, 'condition'>; readonly values?: readonly string[] }
  | { readonly kind: 'condition'; readonly description: string; readonly values?: readonly string[] };

export const EXACT = { kind: 'exact' } as const;
export const PARTIAL = { kind: 'partial' } as const;
export const OR_SEARCH = { kind: 'orSearch' } as const;
export const BOOLEAN = { kind: 'boolean' } as const;
export const DATE = { kind: 'date' } as const;
export const NOT_NULL = { kind: 'notNull' } as const;

export type ResourceFilters = Readonly<Record<string, FilterDescription>>;

/** A date filter's two ends, both inclusive of the day. */
export type DateBound = 'after' | 'before';

type NamesOf<Filters extends ResourceFilters> = Extract<keyof Filters, string>;
type NamesOfKind<Filters extends ResourceFilters, Kind extends FilterKind> = {
  [Name in NamesOf<Filters>]: Filters[Name]['kind'] extends Kind ? Name : never;
}[NamesOf<Filters>];

/** The query parameter(s) one filter of a resource is sent as. */
export type FilterParam<
  Filters extends ResourceFilters,
  Name extends NamesOf<Filters>,
> = Filters[Name]['kind'] extends 'date'
  ? `${Name}[${DateBound}]`
  : Filters[Name]['kind'] extends 'notNull'
    ? `not_null[${Name}]`
    : Name;

/** Every query parameter a resource's filters take. */
export type FilterParams<Filters extends ResourceFilters> = {
  [Name in NamesOf<Filters>]: FilterParam<Filters, Name>;
}[NamesOf<Filters>];

/** The query parameters one filter is sent as. */
export function filterParamsOf(name: string, filter: FilterDescription): string[] {
  if (filter.kind === 'date') return [`${name}[after]`, `${name}[before]`];
  if (filter.kind === 'notNull') return [`not_null[${name}]`];
  return [name];
}

/** Every query parameter of a resource's filters. */
export function allFilterParams(resource: { readonly filters: ResourceFilters }): string[] {
  return Object.entries(resource.filters).flatMap(([name, filter]) => filterParamsOf(name, filter));
}

/**
 * The query parameter of one of a resource's filters: `filterParam(RESOURCES.files, 'createdAt',
 * 'after')` → 'createdAt[after]', `filterParam(RESOURCES.customerAssociations, 'signedAt')` →
 * 'not_null[signedAt]'. A name the resource does not list fails the type check.
 */
export function filterParam<
  Filters extends ResourceFilters,
  Name extends NamesOfKind<Filters, 'date'>,
  Bound extends DateBound,
>(resource: { readonly filters: Filters }, name: Name, bound: Bound): `${Name}[${Bound}]`;
export function filterParam<
  Filters extends ResourceFilters,
  Name extends Exclude<NamesOf<Filters>, NamesOfKind<Filters, 'date'>>,
>(resource: { readonly filters: Filters }, name: Name): FilterParam<Filters, Name>;
export function filterParam(resource: { readonly filters: ResourceFilters }, name: string, bound?: DateBound): string {
  const filter = resource.filters[name];
  if (!filter) throw new Error(`No filter ${name}`);
  if (filter.kind === 'date') return `${name}[${bound}]`;
  return filterParamsOf(name, filter)[0]!;
}

/** Rows of tenant-owned resources: the server adds it for every table with a tenant. */
export const TENANT_FILTER = {
  'tenant.id': EXACT,
} as const satisfies ResourceFilters;

/** `translations.title`: the console's search over a translated item's titles. */
export const TITLE_FILTER = {
  'translations.title': {
    kind: 'condition',
    description: 'A part of the title in any language (case and accents aside)',
  },
} as const satisfies ResourceFilters;

const COMPANY_ROWS = { kind: 'condition', description: 'Rows of one company: its IRI or uuid' } as const;

/** Rows of one company, under each of the names given (`company`, `company.id`). */
export function companyFilters<const Names extends readonly string[]>(
  ...names: Names
): { readonly [Name in Names[number]]: typeof COMPANY_ROWS } {
  return Object.fromEntries(names.map((name) => [name, COMPANY_ROWS])) as {
    readonly [Name in Names[number]]: typeof COMPANY_ROWS;
  };
}
