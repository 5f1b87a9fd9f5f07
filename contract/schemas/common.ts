/**
 * Fragments the body schemas share. Plain JSON Schema objects (`as const`, no runtime dependency):
 * the server validates requests with them, the TypeScript input types are derived from them, and
 * the console can read a field's limits from them (see limits.ts).
 */

/** Locale codes as the console sends them: "de", "de-CH". */
export const LOCALE_PATTERN = '^[a-z]{2}(-[A-Z]{2})?$';
/** Most locales any one item carries; bounds the work a single body can ask for. */
export const MAX_LOCALES = 200;

export const iri = { type: 'string', maxLength: 255 } as const;
export const iriOrNull = { type: ['string', 'null'], maxLength: 255 } as const;
export const iriList = <const Max extends number>(maxItems: Max) =>
  ({ type: 'array', maxItems, items: { type: 'string', maxLength: 255 } }) as const;

/** A text that must not be empty. */
export const requiredText = <const Max extends number>(maxLength: Max) =>
  ({ type: 'string', minLength: 1, maxLength }) as const;
/** A text that may be left out or null. */
export const optionalText = <const Max extends number>(maxLength: Max) =>
  ({ type: ['string', 'null'], maxLength }) as const;

export const flag = { type: 'boolean' } as const;
export const locale = { type: 'string', pattern: LOCALE_PATTERN } as const;

export const roleList = {
  type: 'array',
  maxItems: 20,
  items: { type: 'string', pattern: '^ROLE_[A-Z_]+$', maxLength: 64 },
} as const;

/**
 * The `translations` list a translated item's POST/PATCH carries: one entry per locale with the
 * given texts; `required` names the texts every entry must have.
 */
export function translationsOf<
  const Texts extends Record<string, object>,
  const Required extends readonly (keyof Texts & string)[],
>(texts: Texts, required: Required) {
  return {
    type: 'array',
    maxItems: MAX_LOCALES,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['locale', ...required],
      properties: { locale, ...texts },
    },
  } as const;
}
