/** `{field: {before, after}}` of one write, as an audit entry keeps it. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * Columns never recorded: secrets (password hashes, token hashes, keys, encrypted successors) and
 * derived copies. Bytes are never recorded either (any Buffer value); a file's hash is, by name.
 */
const NEVER = /(^|_)(password|token|secret|salt|successor|private|bytes)(_|$)|_hash$|^hash$|_folded$/;

const fieldName = (column: string): string =>
  column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

function recordable(column: string, value: unknown): boolean {
  return !NEVER.test(column) && !(value instanceof Uint8Array);
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields a write changed, from the row before (none for a create) and after (none for a
 * delete), under their wire-style names (tenant_id → tenantId). A create lists what it set, a
 * delete what was there, an update only what differs.
 */
export function changesBetween(before: object | undefined, after: object | undefined): AuditChanges {
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  const changes: AuditChanges = {};
  for (const column of new Set([...Object.keys(was), ...Object.keys(is)])) {
    const old = was[column] ?? null;
    const now = is[column] ?? null;
    if (!recordable(column, old) || !recordable(column, now) || same(old, now)) continue;
    changes[fieldName(column)] = { before: old, after: now };
  }
  return changes;
}
