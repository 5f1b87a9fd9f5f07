import { configure } from 'safe-stable-stringify';
import { stringify } from './ProUtilsStringify';

// pro-utils' own configuration of safe-stable-stringify, which the stand-in replaces.
const original = configure({ bigint: true, circularValue: 'Magic circle!', deterministic: false, maximumDepth: 4 });

describe('the stand-in for pro-utils stringify', () => {
  const circular: Record<string, unknown> = { name: 'loop' };
  circular.self = circular;
  const cases: Array<[string, unknown]> = [
    ['list params', { current: 2, pageSize: 20, keyword: 'acme', order: ['name', 'asc'] }],
    ['a search form with dates and empty fields', { name: 'x', since: new Date(0), until: undefined, none: null }],
    ['functions and undefined members', { run: () => 1, gone: undefined, list: [undefined, () => 2, 3] }],
    ['deep values', { a: [[[[[1]]]]], b: { c: { d: { e: { f: 1 } } } } }],
    ['numbers that JSON cannot write', { nan: Number.NaN, inf: Number.POSITIVE_INFINITY, big: BigInt(10) }],
    ['a circular reference', circular],
    ['keys in insertion order', { z: 1, a: 2 }],
    ['plain values', 'text'],
    ['nothing', undefined],
    ['null', null],
  ];

  it.each(cases)('writes %s as safe-stable-stringify does', (_name, value) => {
    expect(stringify(value)).toBe(original(value));
  });

  it('tells different params apart', () => {
    expect(stringify({ current: 1 })).not.toBe(stringify({ current: 2 }));
  });
});
