/**
 * What the build gives the libraries in place of Babel's `objectSpread2` helper (scripts/build/trims.ts).
 * antd, rc-* and pro-components are compiled to ES5, so each `{ ...props, x }` of theirs is a call
 * to the helper, which copies key by key through `defineProperty` (and a literal's keys through
 * their descriptors): tens of thousands of calls while the first list renders, 30 ms of a cold
 * `/tenant` at 1× CPU. `Object.assign` copies the same own enumerable keys and symbols in one
 * native call, about ten times faster. It is what Babel's own `setSpreadProperties` assumption
 * compiles to; the two differ only where a key would run a setter on the target:
 * - `__proto__` as an own key of a source (JSON.parse makes one) is defined, as the helper does,
 *   so that it never changes the target's prototype;
 * - accessors written in an object literal beside a spread: none in the trimmed packages (the
 *   trim's test reads their sources and fails if one appears).
 */
export default function objectSpread(target: object, ...sources: unknown[]): object {
  for (const source of sources) {
    if (source == null) continue;
    if (Object.hasOwn(source, '__proto__')) {
      for (const key of Reflect.ownKeys(Object(source) as object)) {
        const property = Object.getOwnPropertyDescriptor(source, key);
        if (property?.enumerable)
          Object.defineProperty(target, key, {
            value: (source as Record<PropertyKey, unknown>)[key],
            enumerable: true,
            configurable: true,
            writable: true,
          });
      }
    } else Object.assign(target, source);
  }
  return target;
}
