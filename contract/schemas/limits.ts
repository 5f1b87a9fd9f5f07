/**
 * Reads what a body schema says about one field, so a form can derive its rules (required, length,
 * choices, format) from the schema the server validates with instead of restating them.
 */

/** The parts of a JSON Schema the body schemas use. */
export interface BodySchema {
  readonly type?: string | readonly string[];
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, BodySchema>>;
  readonly items?: BodySchema;
  readonly anyOf?: readonly BodySchema[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly enum?: readonly unknown[];
}

export interface PropertyLimits {
  /** The body (or the list entry holding it) must carry the field. */
  required: boolean;
  /** null is accepted (the field may be cleared). */
  nullable: boolean;
  type?: string;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  pattern?: string;
  format?: string;
  enum?: readonly unknown[];
}

const typesOf = (schema: BodySchema): readonly string[] =>
  schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;

/**
 * The limits of `path` in `schema`: a property name, or a dotted path into nested objects and list
 * entries ("address.city", "translations.title"). undefined when the schema has no such field.
 */
export function propertyLimits(schema: BodySchema, path: string): PropertyLimits | undefined {
  let parent: BodySchema = schema;
  let field: BodySchema | undefined;
  let name = '';
  for (const part of path.split('.')) {
    // A list's entries hold the next part of the path.
    while (field?.items) field = field.items;
    if (field) parent = field;
    name = part;
    field = parent.properties?.[part];
    if (!field) return undefined;
  }
  if (!field) return undefined;
  const alternatives = field.anyOf ?? [field];
  const types = alternatives.flatMap(typesOf);
  const first = alternatives.find((alternative) => typesOf(alternative).some((type) => type !== 'null')) ?? field;
  const limits: PropertyLimits = {
    required: parent.required?.includes(name) ?? false,
    nullable: types.includes('null'),
  };
  const type = typesOf(first).find((candidate) => candidate !== 'null');
  if (type !== undefined) limits.type = type;
  for (const key of ['minLength', 'maxLength', 'maxItems', 'minimum', 'pattern', 'format', 'enum'] as const)
    if (first[key] !== undefined) (limits as unknown as Record<string, unknown>)[key] = first[key];
  return limits;
}
