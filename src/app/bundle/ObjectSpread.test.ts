import fs from 'node:fs';
import path from 'node:path';
import objectSpread from './ObjectSpread';

// Babel's helper itself (its CommonJS build: the module is the function).
const babelSpread = jest.requireActual<(...values: unknown[]) => object>('@babel/runtime/helpers/objectSpread2');

describe("the libraries' object spread", () => {
  const symbol = Symbol('key');
  const hidden = Object.defineProperty({ shown: 1 }, 'hidden', { value: 2, enumerable: false });
  // Each call as Babel writes `{ ...a, b, ...c }`: spreads at odd places, literal keys at even ones.
  const calls: [string, () => unknown[]][] = [
    ['one spread', () => [{}, { a: 1, b: { c: 2 } }]],
    ['spreads and literal keys', () => [{}, { a: 1 }, { b: 2, a: 3 }, { c: [1] }]],
    ['nothing to spread', () => [{}, null, { a: 1 }, undefined]],
    ['a string', () => [{}, 'ab']],
    ['symbols', () => [{}, { [symbol]: 'yes', a: 1 }]],
    ['a key the target has', () => [{ a: 1, z: 0 }, { a: 2 }]],
    ['a key not enumerable', () => [{}, hidden]],
    ['`__proto__` from JSON', () => [{}, JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')]],
  ];

  it.each(calls)('gives what Babel gives: %s', (_name, args) => {
    const [ours, theirs] = [args(), args()];
    const mine = objectSpread(...(ours as [object, ...unknown[]]));
    const babel = babelSpread(...theirs);
    expect(Reflect.ownKeys(mine)).toEqual(Reflect.ownKeys(babel));
    expect(mine).toEqual(babel);
    expect(Object.getPrototypeOf(mine)).toBe(Object.getPrototypeOf(babel));
    expect(mine).toBe(ours[0]);
  });

  it('never changes the prototype of what it fills, nor of objects at large', () => {
    const filled = objectSpread({}, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(Object.getPrototypeOf(filled)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // Babel copies a literal's keys by their descriptors, so a getter written there stays a getter;
  // Object.assign would call it once. The trim holds while no trimmed library writes one.
  it('has no accessor written in an object literal of the libraries it serves', () => {
    const modules = path.resolve(__dirname, '../../../node_modules');
    const folders = fs
      .readdirSync(modules)
      .flatMap((name) =>
        name.startsWith('@') ? fs.readdirSync(path.join(modules, name)).map((inner) => path.join(name, inner)) : [name],
      )
      .filter((name) => /^(?:antd|rc-[\w-]+|@ant-design\/[\w-]+|@rc-component\/[\w-]+)$/.test(name))
      .map((name) => path.join(modules, name, 'es'))
      .filter((folder) => fs.existsSync(folder));
    expect(folders.length).toBeGreaterThan(20);
    const accessor = /[{,]\s*(?:get|set)\s+[\w$]+\s*\(/;
    const offenders = folders.flatMap((folder) =>
      (fs.readdirSync(folder, { recursive: true }) as string[])
        .filter((file) => file.endsWith('.js'))
        .filter((file) => accessor.test(fs.readFileSync(path.join(folder, file), 'utf8')))
        .map((file) => path.join(folder, file)),
    );
    expect(offenders).toEqual([]);
  });
});
