import { filterParamsOf, type ResourceFilters } from '../../../../contract/index.js';
import { itemAnswer } from '../../hydra/answers.js';
import { badRequest } from '../../hydra/errors.js';
import { describeFilter, type FilterSpec, type QueryParams } from '../../hydra/query.js';
import type { JsonSchema, ResourceDefinition } from './define.js';
import { filterNameOf } from './filter-specs.js';

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** A malformed id is a row that does not exist: the hydra error handler answers 404 for params. */
export function itemParamsSchema(kind: 'int' | 'uuid'): JsonSchema {
  return {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', pattern: kind === 'int' ? '^[0-9]{1,15}$' : UUID_PATTERN } },
  };
}

/** The route schema of a special call on one item that answers the item (sign, publish, disable). */
export function itemActionSchema(
  definition: Pick<ResourceDefinition<never, object>, 'type' | 'path' | 'key'>,
  summary: string,
  answer?: string,
) {
  return {
    tags: [definition.type],
    summary,
    params: itemParamsSchema(definition.key.kind),
    answers: itemAnswer(definition.path, 200, answer),
  };
}

/**
 * Documents the collection's query parameters (OpenAPI reads this): the contract's filters, each
 * described by what its spec matches or, for a condition, by the contract. Values are parsed by
 * hydra/query.ts, which gives API Platform's messages; a parameter not listed here is refused
 * (refuseUnknownParameters). `additionalProperties` stays true for Fastify, whose validator would
 * otherwise drop an unknown parameter silently before the handler could name it.
 */
export function collectionQuerySchema(definition: {
  filters: ResourceFilters;
  filterSpecs?: readonly FilterSpec[];
  order?: Readonly<Record<string, string>>;
}): JsonSchema {
  const text = { type: 'string' };
  const properties: Record<string, JsonSchema> = { page: text, itemsPerPage: text, pagination: text };
  const specs = new Map((definition.filterSpecs ?? []).map((spec) => [filterNameOf(spec), spec]));
  for (const [name, filter] of Object.entries(definition.filters)) {
    const spec = specs.get(name);
    const description = spec ? describeFilter(spec) : filter.kind === 'condition' ? filter.description : undefined;
    for (const param of filterParamsOf(name, filter)) properties[param] = { ...text, description };
  }
  for (const field of Object.keys(definition.order ?? {}))
    properties[`order[${field}]`] = { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] };
  return { type: 'object', properties, additionalProperties: true };
}

/**
 * A list's answer to a parameter it does not take: 400 naming it and what the list takes. Ignored,
 * as API Platform does, a mistyped filter (`orSearch_nmae`) filtered nothing and looked like an
 * answer; refused, the mistake shows where it was made.
 */
export function refuseUnknownParameters(query: QueryParams, schema: JsonSchema): void {
  const known = (schema as { properties?: Record<string, unknown> }).properties ?? {};
  const unknown = Object.keys(query).filter((name) => !Object.hasOwn(known, name));
  if (unknown.length === 0) return;
  const names = unknown.map((name) => `"${name}"`).join(', ');
  throw badRequest(
    `Unknown parameter${unknown.length > 1 ? 's' : ''} ${names}. This list takes: ${Object.keys(known).join(', ')}.`,
  );
}

/** The merge-patch variant of a create schema: same fields, none required. */
export function patchSchemaOf(create: JsonSchema | undefined): JsonSchema | undefined {
  if (!create) return undefined;
  const { required: _required, ...rest } = create;
  return rest;
}
