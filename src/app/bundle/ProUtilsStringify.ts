/**
 * What the build puts in place of pro-utils' `stringify` (webpack.config.ts): ProTable turns its
 * params, search form, filters and sort into strings only to tell when they changed, and pro-utils
 * brought the whole of safe-stable-stringify (2.4 KiB gzip) for it. This keeps its configuration's
 * answers for those values: keys in insertion order, a circular reference as 'Magic circle!',
 * objects deeper than four levels as '[Object]' / '[Array]', bigints as numbers, functions and
 * undefined left out as JSON does.
 */
const MAXIMUM_DEPTH = 4;
const CIRCULAR = '"Magic circle!"';

function encode(value: unknown, depth: number, ancestors: unknown[]): string | undefined {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: () => unknown }).toJSON();
  }
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return String(value);
    case 'bigint':
      return value.toString();
    case 'object': {
      if (value === null) return 'null';
      if (ancestors.includes(value)) return CIRCULAR;
      if (depth >= MAXIMUM_DEPTH) return Array.isArray(value) ? '"[Array]"' : '"[Object]"';
      const inner = [...ancestors, value];
      if (Array.isArray(value)) return `[${value.map((item) => encode(item, depth + 1, inner) ?? 'null').join(',')}]`;
      const members: string[] = [];
      for (const [key, member] of Object.entries(value)) {
        const encoded = encode(member, depth + 1, inner);
        if (encoded !== undefined) members.push(`${JSON.stringify(key)}:${encoded}`);
      }
      return `{${members.join(',')}}`;
    }
    default:
      return undefined;
  }
}

export function stringify(value: unknown): string | undefined {
  return encode(value, 0, []);
}

export default stringify;
