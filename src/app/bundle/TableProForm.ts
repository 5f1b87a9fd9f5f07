/**
 * What the build gives ProTable's table module (pro-table/es/Table.js) in place of
 * `@ant-design/pro-form`: the grid context it wraps the table in, from pro-form's own small module
 * (the same context object), and a ProForm that fails loudly. ProTable draws a ProForm only around
 * rows edited in place, which no console list offers (ReadOnlyTableRows.ts); importing pro-form's
 * index put its whole form machinery and rc-field-form into every list's first load, before the
 * search form (LazyTableSearch.tsx) had any use for them (webpack.config.ts, scripts/build/trims.ts).
 */
export { GridContext } from '@ant-design/pro-form/es/helpers/grid';

export default function ProForm(): never {
  throw new Error('Editing table rows in place is left out of the build (src/app/bundle/TableProForm.ts)');
}
