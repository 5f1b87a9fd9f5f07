/**
 * A table inside a screen (a template's versions, a file's translations, a contract's documents):
 * the lists' column vocabulary, resource fields, over rows the screen already holds. A plain antd
 * Table, so a screen that shows a few rows does not carry the list page's ProTable, search form and
 * toolbar; it shows every row at once, without pages.
 */
import { Space, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { fieldColumns, type ResourceField } from '../resource/defineResource';
import { tableColumnOf } from './tableColumns';

/** A column of such a table: a resource field's name, label and column part. */
export type TableField<T> = Pick<ResourceField<T, unknown, string>, 'name' | 'label' | 'column'>;

export interface ResourceTableProps<T>
  extends
    Required<Pick<TableProps<T>, 'rowKey'>>,
    Pick<TableProps<T>, 'loading' | 'rowSelection' | 'expandable' | 'style'> {
  fields: readonly TableField<T>[];
  items: readonly T[];
  /** What the table says without rows, e.g. "No attachments". */
  emptyText: MessageDescriptor;
  /** A row's buttons and links, in a last Actions column as the lists have it. */
  rowActions?: (item: T) => ReactNode;
  size?: 'small' | 'middle';
}

export function ResourceTable<T extends object>({
  fields,
  items,
  emptyText,
  rowActions,
  size = 'middle',
  ...table
}: ResourceTableProps<T>) {
  const intl = useIntl();
  const columns: TableColumnsType<T> = fieldColumns(fields)
    .filter((column) => !column.hideInTable)
    .map((column) => tableColumnOf(column, intl));
  if (rowActions)
    columns.push({
      key: 'actions',
      title: intl.formatMessage({ id: 'resource.actions', defaultMessage: 'Actions' }),
      render: (_, item) => (
        <Space size={0} wrap>
          {rowActions(item)}
        </Space>
      ),
    });
  return (
    <Table<T>
      {...table}
      size={size}
      columns={columns}
      dataSource={items}
      pagination={false}
      locale={{ emptyText: intl.formatMessage(emptyText) }}
    />
  );
}
