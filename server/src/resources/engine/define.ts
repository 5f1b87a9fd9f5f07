import {
  served,
  type RESOURCE_FILTERS,
  type RESOURCES,
  type ResourceDescriptor,
  type ResourceFilters,
  type ResourceName,
  type ResourcePath,
} from '../../../../contract/index.js';
import type { AliasedExpression, Expression, Insertable, Kysely, Selectable, SqlBool, Updateable } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/plugin.js';
import type { Database } from '../../db/schema.js';
import type { OrderBy, PaginationOptions, FilterSpec, QueryParams } from '../../hydra/query.js';
import { hydraItem } from '../../hydra/serialize.js';
import { specsFor, tenantFilterSpec, type FilterImplementations } from './filter-specs.js';
import { tenantRows } from './tenant-owned.js';

export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';

export type TableName = keyof Database & string;
export type RowOf<TB extends TableName> = Selectable<Database[TB]>;

/** What a definition sees of the request it is answering. */
export interface ResourceContext {
  /** The database, or the open transaction during writes (reads inside a write see its changes). */
  db: Kysely<Database>;
  user: AuthUser;
  query: QueryParams;
  /** The request itself, where a hook records where the caller called from (a signature's evidence). */
  request?: FastifyRequest;
}

/** A JSON schema fragment as Fastify takes it on a route. */
export type JsonSchema = Record<string, unknown>;

/**
 * One API resource as data: the generic route factory (crud.ts) turns it into
 * GET collection / GET item / POST / PATCH / DELETE with scope, errors and JSON-LD.
 */
export interface ResourceDefinition<
  TB extends TableName,
  Item extends object,
  Input extends object = Record<string, unknown>,
> {
  /** Collection path under /api, e.g. "tenants"; from contract/resources.ts (defineResource takes its descriptor). */
  path: ResourcePath;
  /** JSON-LD @type of an item, e.g. "Tenant"; from the same descriptor. */
  type: string;
  /** The fields an item carries, from the same descriptor: the columns the CSV export may name. */
  fields: readonly string[];
  /** Columns the CSV export computes from an item (the descriptor's computedColumns), each by `csvComputed`. */
  computedColumns?: readonly string[];
  csvComputed?: Readonly<Record<string, { compute(item: Item): unknown }['compute']>>;
  table: TB;
  /** Column the IRI carries: the integer id, or the uuid for companies. */
  key: { column: string; kind: 'int' | 'uuid' };
  operations: readonly Operation[];
  pagination?: PaginationOptions;
  /** The query parameters the collection takes, from the same descriptor (contract/filters.ts). */
  filters: ResourceFilters;
  /** How the server answers those filters that are not conditions (specsFor, filter-specs.ts). */
  filterSpecs?: readonly FilterSpec[];
  /** order[field] → column; only these may be sorted on. A bare column name is one of `table`'s. */
  order?: Readonly<Record<string, string>>;
  /** Stable order when the client names none (pages must not overlap). */
  defaultOrder: readonly OrderBy[];
  /** Request body schemas; additionalProperties false turns unknown fields into 422. */
  schemas?: { create?: JsonSchema; update?: JsonSchema };
  /**
   * Rows whose items show this row (a contract shows its versions' signatures): a change of this
   * row is announced to the live updates as a change of that parent too (http/events.ts), so an
   * open list of the parents refreshes. `column` holds the parent's key.
   */
  parent?: () => { resource: ParentDefinition; column: string };
  /** Whether the caller's roles allow this operation on the type at all (false → 403). */
  allows(user: AuthUser, operation: Operation): boolean;
  /** Rows the caller may see; null = all. Anything outside answers 404 exactly as a missing row. */
  scope(context: ResourceContext): Expression<SqlBool> | null;
  /**
   * Rows whose existence the caller may know, when that is wider than `scope` (usually its own
   * tenant's rows, while `scope` narrows to its company or itself); default: `scope`.
   * A known row the caller does not see answers 403 when its roles may not read the type at all
   * (api-contract: "a known item without the right answers 403") and 404 when they may (the row is
   * simply not one of theirs). Rows outside stay 404, exactly as missing ones.
   */
  known?(context: ResourceContext): Expression<SqlBool> | null;
  /**
   * Conditions from the query parameters the contract calls `condition` filters (e.g. applications
   * current=1), and the resource's own rules.
   */
  conditions?(context: ResourceContext): Expression<SqlBool>[];
  /** Rows → JSON-LD items, in one batch so relations load without a query per row. */
  serialize(rows: RowOf<TB>[], context: ResourceContext): Promise<Item[]>;
  /**
   * What serialize() needs of related rows, selected beside each row of a list page in the page's
   * own statement (subqueries correlated with the table's columns: the page is named as the table),
   * so a page is one round trip. serialize() finds them on the rows of a page and loads them itself
   * for other rows (an item, the CSV export).
   */
  related?(context: ResourceContext): AliasedExpression<unknown, string>[];
  /** Row-level right to change a visible row (e.g. the edit-rights rule); false → 403. */
  canChange?(row: RowOf<TB>, context: ResourceContext, operation: 'update' | 'delete'): boolean | Promise<boolean>;
  /** The validated body → the row to insert; throws ApiError (400 Invalid IRI, 403, 422). */
  toInsert?(body: Input, context: ResourceContext): Promise<Insertable<Database[TB]>>;
  /** A merge-patch body → the columns to change. */
  toUpdate?(body: Partial<Input>, row: RowOf<TB>, context: ResourceContext): Promise<Updateable<Database[TB]>>;
  /** Writes beside the row itself (join tables), in the same transaction. */
  afterWrite?(
    id: number,
    body: Partial<Input>,
    context: ResourceContext,
    operation: 'create' | 'update',
  ): Promise<void>;
  /**
   * How DELETE takes a visible row away, inside the write transaction; default: delete it.
   * Companies keep theirs with deletedAt (contracts name them).
   */
  remove?(row: RowOf<TB>, context: ResourceContext): Promise<void>;
  /** Property path reported when the database refuses a duplicate (a race past the explicit check). */
  uniqueProperty?: string;
}

/** A parent resource as a child names it (ResourceDefinition.parent), whatever its types. */
export type ParentDefinition = Pick<
  ResourceDefinition<TableName, object, object>,
  'path' | 'table' | 'key' | 'operations' | 'allows' | 'scope' | 'parent'
>;

export const ALL_OPERATIONS: readonly Operation[] = ['list', 'read', 'create', 'update', 'delete'];

/** The item and input types the contract gives a resource (its descriptor's phantom `types`). */
type ContractTypes<Name extends ResourceName> = NonNullable<(typeof RESOURCES)[Name]['types']>;
export type ItemOf<Name extends ResourceName> = ContractTypes<Name>['item'];
/** A read-only resource's contract names no input: its definition takes any object (and writes none). */
export type InputOf<Name extends ResourceName> = [ContractTypes<Name>['input']] extends [never]
  ? Record<string, unknown>
  : ContractTypes<Name>['input'] & object;

/**
 * A definition as written: the resource's contract name brings its descriptor (path, type, fields)
 * and its list's filters, and what most definitions share has a default, so a definition states
 * only what sets it apart.
 */
export type DefinitionSpec<
  Name extends ResourceName,
  TB extends TableName,
  Item extends object,
  Input extends object = Record<string, unknown>,
> = Omit<
  ResourceDefinition<TB, Item, Input>,
  keyof ResourceDescriptor | 'filters' | 'filterSpecs' | 'key' | 'operations' | 'defaultOrder' | 'scope' | 'serialize'
> & {
  /**
   * How the server answers the list's filters that are not conditions, keyed by the contract's
   * names (filter-specs.ts); the tenant filter comes by default.
   */
  filterSpecs?: FilterImplementations<(typeof RESOURCE_FILTERS)[Name]>;
  /** Default: as the wire descriptor says (`'uuid'` for companies: the uuid column), else the integer id. */
  key?: ResourceDefinition<TB, Item, Input>['key'] | 'uuid';
  /** Default: all five. */
  operations?: readonly Operation[];
  /** Default: by id, ascending. */
  defaultOrder?: readonly OrderBy[];
  /**
   * Default where the contract lists `tenant.id`: the caller's tenant's rows (tenantRows). A
   * resource whose rows have no tenant names its own.
   */
  scope?: ResourceDefinition<TB, Item, Input>['scope'];
} & Serializing<TB, Item>;

/** How rows become items: `serialize`, or `item` where an item's fields come from its own row alone. */
export type Serializing<TB extends TableName, Item extends object> =
  Pick<ResourceDefinition<TB, Item>, 'serialize'> | { item(row: RowOf<TB>): Omit<Item, '@id' | '@type'> };

const mapValues = (record: Readonly<Record<string, string>>, map: (value: string) => string) =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, map(value)]));

/** The spec's `serialize`, or one that puts each row's `item` in JSON-LD as the resource `descriptor`. */
export function serializerOf<TB extends TableName, Item extends object>(
  descriptor: ResourceDescriptor & { path: ResourcePath },
  spec: Serializing<TB, Item>,
): ResourceDefinition<TB, Item>['serialize'] {
  if ('serialize' in spec) return spec.serialize;
  return async (rows) => rows.map((row) => hydraItem(descriptor, (row as { id: number }).id, spec.item(row)) as Item);
}

/**
 * The contract's resource `name` as `spec` defines it, with its defaults filled in: `item` and
 * `input` are the contract's types (a definition whose bodies differ from the wire's names its
 * `Input`), the table's row type comes from `spec.table`.
 */
export function defineResource<Name extends ResourceName, TB extends TableName, Input extends object = InputOf<Name>>(
  name: Name,
  spec: DefinitionSpec<Name, TB, ItemOf<Name>, Input>,
): ResourceDefinition<TB, ItemOf<Name>, Input> {
  const resource = served(name);
  const named = spec.key ?? (resource as { key?: 'uuid' }).key;
  const key =
    named === undefined
      ? { column: 'id', kind: 'int' as const }
      : named === 'uuid'
        ? { column: 'uuid', kind: 'uuid' as const }
        : named;
  // The contract's tenant filter is answered alike for every table whose rows belong to a tenant.
  const tenantOwned = Object.hasOwn(resource.filters, 'tenant.id');
  const scope = spec.scope ?? (tenantOwned ? tenantRows(`${spec.table}.tenant_id`) : undefined);
  if (!scope) throw new Error(`/api/${resource.path}: a resource without a tenant names its scope`);
  const { item: _item, ...rest } = spec as typeof spec & { item?: unknown };
  const filterSpecs = spec.filterSpecs && specsFor(resource.filters, spec.filterSpecs);
  return {
    ...resource,
    ...rest,
    key,
    operations: spec.operations ?? ALL_OPERATIONS,
    order: spec.order && mapValues(spec.order, (column) => (column.includes('.') ? column : `${spec.table}.${column}`)),
    defaultOrder: spec.defaultOrder ?? [{ column: `${spec.table}.id`, direction: 'asc' }],
    scope,
    serialize: serializerOf(resource, spec),
    filterSpecs: tenantOwned ? [tenantFilterSpec(spec.table), ...(filterSpecs ?? [])] : filterSpecs,
  };
}
