/**
 * What the build gives antd's radio group (antd/es/radio/group.js) in place of antd's form hook
 * module: the one name it imports, `toNamePathStr` (its field id's name path), written as antd
 * writes it. The hook module imports rc-field-form's whole engine, and the radio group comes into
 * every list with the table's row selection, so every list carried the form engine it never runs
 * (webpack.config.ts, scripts/build/trims.ts). RadioNamePath.test.ts compares it with antd's.
 */
import { toArray } from 'antd/es/form/util';

/** A field's name path as antd joins it into an element id: `['a', 0]` → `a_0`. */
export function toNamePathStr(name: unknown): string {
  return toArray(name as never).join('_');
}
