import type { Insertable, Updateable } from 'kysely';
import {
  CATALOGUE_FILTERS,
  type CatalogueInput,
  type CatalogueItem,
  ROLES,
  type ResourceDescriptor,
  type ResourceFilters,
} from '../../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import type { FilterSpec } from '../../hydra/query.js';
import type { JsonSchema, ResourceContext, ResourceDefinition, RowOf } from '../engine/define.js';
import { specsFor } from '../engine/filter-specs.js';
import { readableBy, tenantForCreate, tenantForUpdate, tenantIri } from '../engine/tenant-owned.js';
import { titleSearch, translatedResource } from '../engine/translated.js';
import type { TranslationTable } from '../engine/translation-texts.js';

/**
 * A tenant's catalogue of contract vocabulary (categories, products, terms): rows with an
 * optional external id, per-locale texts and a tenant. The tenant admin manages them, editors read
 * them; a definition adds only what is special to its type (a uuid, a category link).
 */

type CatalogueTable = 'contract_categories' | 'contract_products' | 'contract_terms';

type OwnFields<Item> = Omit<Item, keyof CatalogueItem>;

export interface CatalogueSpec<TB extends CatalogueTable, Item extends CatalogueItem, Input extends CatalogueInput> {
  /** The descriptor and filters from contract/ (`served`); the table is named as its path. */
  resource: ResourceDescriptor & { path: TB; filters: ResourceFilters };
  texts: TranslationTable;
  /** The body schema from contract/schemas/catalogue.ts (externalId, tenant, translations and its own fields). */
  body: JsonSchema;
  /** The type's own filters beyond the shared ones (specsFor its list's filters). */
  filterSpecs?: readonly FilterSpec[];
  /** The item's own fields beyond the shared ones. */
  fields(row: RowOf<TB>): OwnFields<Item>;
  /** Own columns of a new row, once its tenant is known. */
  insert?(body: Input, context: ResourceContext, tenantId: number): Promise<Partial<Insertable<Database[TB]>>>;
  /** Own columns a PATCH changes; `moved` is the new tenant when a supervisor moves the row. */
  update?(
    body: Partial<Input>,
    row: RowOf<TB>,
    context: ResourceContext,
    moved: number | null | undefined,
  ): Promise<Partial<Updateable<Database[TB]>>>;
}

const externalId = (value: string | null | undefined): string | null => value?.trim() || null;

export function catalogueResource<TB extends CatalogueTable, Item extends CatalogueItem, Input extends CatalogueInput>(
  spec: CatalogueSpec<TB, Item, Input>,
): ResourceDefinition<TB, Item, Input> {
  const { resource } = spec;
  const table = resource.path;
  // The three tables share these columns; Kysely cannot see that through the union, hence the casts.
  const shared = (row: RowOf<TB>) => row as RowOf<CatalogueTable>;
  return translatedResource<TB, Item, Input>(spec.texts, {
    ...resource,
    table,
    filterSpecs: [
      // External ids are searched as people remember them ("green" finds ACME-P-GREEN-POWER).
      ...specsFor(CATALOGUE_FILTERS, { externalId: { kind: 'partial', column: `${table}.external_id` } }),
      ...(spec.filterSpecs ?? []),
    ],
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
