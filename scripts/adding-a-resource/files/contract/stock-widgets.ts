/**
 * Widgets: the wire facts of a resource added by the recipe in docs/architecture.md ("Adding a
 * resource"), played by scripts/adding-a-resource. Its entries in RESOURCES, RESOURCE_FILTERS,
 * CALLS and ITEM_SCHEMAS name these types and schemas; neither program writes a path, a type, a
 * filter or a call of its own.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { HydraItem, Iri } from './core';
import { iriOrNull, requiredText } from './schemas/common';
import { hydraItemSchema, iriValue } from './schemas/items';

/** `POST /api/widgets` (PATCH: the same fields, none required). */
export const stockWidgetBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: requiredText(255), tenant: iriOrNull },
} as const;

export const stockWidgetItem = hydraItemSchema('StockWidget', {
  id: { type: 'integer' },
  name: { type: 'string' },
  tenant: iriValue,
});

export interface StockWidget extends HydraItem {
  id: number;
  name: string;
  tenant: Iri;
}

export type StockWidgetInput = FromSchema<typeof stockWidgetBody>;
