/**
 * What the build gives ProTable's cell renderer (pro-table/es/utils/columnRender.js) in place of
 * its `cellRenderToFromItem`. A cell of a typed column (a date, a number, a value list) is drawn as
 * the library draws it in read mode: pro-field's `ProField` with the same props that pro-form's
 * `ProFormField` hands it when `ignoreFormItem` is set. The real module imported pro-form and
 * antd's Form for cells edited in place, which no console list offers (ReadOnlyTableRows.ts): a
 * cell in edit mode fails loudly. TableCells.test.tsx draws both for every value type the lists use.
 */
import ProField from '@ant-design/pro-field';
import { getFieldPropsOrFormItemProps, runFunction } from '@ant-design/pro-utils';
import type { ComponentType, ReactNode } from 'react';

interface CellConfig {
  text: unknown;
  valueType?: unknown;
  index?: number;
  rowData?: Record<string, unknown>;
  columnProps?: Record<string, unknown> & {
    key?: unknown;
    dataIndex?: unknown;
    valueEnum?: unknown;
    request?: unknown;
    params?: unknown;
    readonly?: boolean;
    fieldProps?: unknown;
  };
  columnEmptyText?: ReactNode;
  mode?: 'read' | 'edit';
  type?: unknown;
}

// Its typings name the render function inside the component, not the component itself.
const Field = ProField as unknown as ComponentType<Record<string, unknown>>;

/** Texts the library shows as the column's empty text. */
const EMPTY = ['', null, undefined];

export default function cellRenderToFromItem(config: CellConfig): ReactNode {
  const { text, valueType, rowData, columnProps, index } = config;
  if (config.mode === 'edit')
    throw new Error('Editing table cells in place is left out of the build (src/app/bundle/TableCells.tsx)');
  if ((!valueType || ['textarea', 'text'].includes(String(valueType))) && !columnProps?.valueEnum)
    return EMPTY.includes(text as string) ? config.columnEmptyText : (text as ReactNode);
  if (typeof valueType === 'function' && rowData)
    return cellRenderToFromItem({ ...config, valueType: valueType(rowData, config.type) || 'text' });
  const columnKey = columnProps?.key ?? columnProps?.dataIndex?.toString();
  const fieldProps = getFieldPropsOrFormItemProps(columnProps?.fieldProps, null, columnProps) as
    (Record<string, unknown> & { style?: object }) | undefined;
  return (
    <Field
      text={valueType === 'index' || valueType === 'indexBorder' ? index : text}
      valueType={valueType}
      mode="read"
      valueEnum={runFunction(columnProps?.valueEnum, rowData)}
      request={columnProps?.request}
      params={runFunction(columnProps?.params, rowData, columnProps)}
      readonly={columnProps?.readonly}
      fieldProps={{ ...fieldProps, style: { ...fieldProps?.style } }}
      emptyText={config.columnEmptyText}
      proFieldKey={columnKey ? `table-field-${String(columnKey)}` : undefined}
      cacheForSwr={false}
      record={rowData}
    />
  );
}
