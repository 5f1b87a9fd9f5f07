import type { Insertable, Updateable } from 'kysely';
import {
  type CATALOGUE_FILTERS,
  type CatalogueInput,
  type CatalogueItem,
  RESOURCES,
  ROLES,
} from '../../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import type {
  DefinitionSpec,
  InputOf,
  ItemOf,
  JsonSchema,
  ResourceContext,
  ResourceDefinition,
  RowOf,
} from '../engine/define.js';
import type { FilterImplementations } from '../engine/filter-specs.js';
import { readableBy, tenantForCreate, tenantForUpdate, tenantIri } from '../engine/tenant-owned.js';
import { titleSearch, translatedResource } from '../engine/translated.js';
import type { TranslationTable } from '../engine/translation-texts.js';

/**
 * A tenant's catalogue of contract vocabulary (categories, products, terms): rows with an
 * optional external id, per-locale texts and a tenant. The tenant admin manages them, editors read
 * them; a definition adds only what is special to its type (a uuid, a category link).
 */

type CatalogueName = 'contractCategories' | 'contractProducts' | 'contractTerms';
/** A catalogue's table is named as its path. */
type TableOf<Name extends CatalogueName> = (typeof RESOURCES)[Name]['path'];

type OwnFields<Item> = Omit<Item, keyof CatalogueItem>;

export interface CatalogueSpec<Name extends CatalogueName, Input extends CatalogueInput> {
  texts: TranslationTable;
  /** The body schema from contract/schemas/catalogue.ts (externalId, tenant, translations and its own fields). */
  body: JsonSchema;
  /** The type's own filters beyond the shared ones. */
  filterSpecs?: DefinitionSpec<Name, TableOf<Name>, ItemOf<Name>, Input>['filterSpecs'];
  /** The item's own fields beyond the shared ones. */
  fields(row: RowOf<TableOf<Name>>): OwnFields<ItemOf<Name>>;
  /** Own columns of a new row, once its tenant is known. */
  insert?(
    body: Input,
    context: ResourceContext,
    tenantId: number,
  ): Promise<Partial<Insertable<Database[TableOf<Name>]>>>;
  /** Own columns a PATCH changes; `moved` is the new tenant when a supervisor moves the row. */
  update?(
    body: Partial<Input>,
    row: RowOf<TableOf<Name>>,
    context: ResourceContext,
    moved: number | null | undefined,
  ): Promise<Partial<Updateable<Database[TableOf<Name>]>>>;
}

const externalId = (value: string | null | undefined): string | null => value?.trim() || null;

export function catalogueResource<Name extends CatalogueName, Input extends CatalogueInput = InputOf<Name>>(
  name: Name,
  spec: CatalogueSpec<Name, Input>,
): ResourceDefinition<TableOf<Name>, ItemOf<Name>, Input> {
  type TB = TableOf<Name>;
  type Item = ItemOf<Name>;
  const table: TB = RESOURCES[name].path;
  // The three tables share these columns; Kysely cannot see that through the union, hence the casts.
  const shared = (row: RowOf<TB>) => row as RowOf<TableOf<CatalogueName>>;
  // External ids are searched as people remember them ("green" finds ACME-P-GREEN-POWER).
  const externalIdSearch: FilterImplementations<typeof CATALOGUE_FILTERS> = {
    externalId: { kind: 'partial', column: `${table}.external_id` },
  };
  return translatedResource<Name, TB, Input>(name, spec.texts, {
    table,
    // Every catalogue's list takes the catalogue's filters (contract/resource-filters.ts spreads them).
    filterSpecs: { ...externalIdSearch, ...spec.filterSpecs } as CatalogueSpec<Name, Input>['filterSpecs'],
    order: { id: 'id', externalId: 'external_id' },
    schemas: { create: spec.body },
    allows: readableBy(ROLES.EDITOR),
    ...titleSearch(spec.texts, `${table}.id`),
    item: (row) =>
      ({
        id: shared(row).id,
        externalId: shared(row).external_id,
        tenant: tenantIri(shared(row).tenant_id),
        ...spec.fields(row),
      }) as unknown as Omit<Omit<Item, 'translations'>, '@id' | '@type'>,
    toInsert: async (body, context) => {
      const tenantId = (await tenantForCreate(context, body.tenant, true)) as number;
      const own = (await spec.insert?.(body, context, tenantId)) ?? {};
      return { ...own, external_id: externalId(body.externalId), tenant_id: tenantId } as unknown as Insertable<
        Database[TB]
      >;
    },
    toUpdate: async (body, row, context) => {
      const moved = await tenantForUpdate(context, body.tenant, shared(row).tenant_id, true);
      const own = (await spec.update?.(body, row, context, moved)) ?? {};
      return {
        ...(body.externalId !== undefined && { external_id: externalId(body.externalId) }),
        ...(moved != null && { tenant_id: moved }),
        ...own,
      } as Updateable<Database[TB]>;
    },
  });
}
