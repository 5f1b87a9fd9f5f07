/**
 * What a list's filter is: the kinds, the filters several lists share, and the parameters a filter
 * is sent as. The table of every list's filters is resource-filters.ts; the console names the
 * parameters it sends through `filterParam` (filter-params.ts).
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

/** Every query parameter of a list's filters. */
export function allFilterParams(filters: ResourceFilters): string[] {
  return Object.entries(filters).flatMap(([name, filter]) => filterParamsOf(name, filter));
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

/** The title search's parameter, which the three catalogue lists share. */
export const TITLE_PARAM = 'translations.title' satisfies FilterParams<typeof TITLE_FILTER>;

/** The filters categories, products and terms share (besides the title search). */
export const CATALOGUE_FILTERS = {
  ...TENANT_FILTER,
  externalId: PARTIAL,
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
