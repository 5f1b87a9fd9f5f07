/**
 * A table inside a screen (a template's versions, a file's translations, a record's history): the
 * lists' column vocabulary, resource fields, over rows the screen already holds. A plain antd
 * Table, so a screen that shows a few rows does not carry the list page's ProTable, search form and
 * toolbar; it shows every row at once, or pages through them when given a page size.
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
    Pick<TableProps<T>, 'loading' | 'rowSelection' | 'expandable' | 'style' | 'className' | 'scroll'> {
  fields: readonly TableField<T>[];
  items: readonly T[];
  /** What the table says without rows, e.g. "No attachments"; without it, antd's own empty state. */
  emptyText?: MessageDescriptor;
  /** Rows a page, for rows that can be many (a record's history); without it, every row at once. */
  pageSize?: number;
  /** A row's buttons and links, in a last Actions column as the lists have it. */
  rowActions?: (item: T) => ReactNode;
  size?: 'small' | 'middle';
}

export function ResourceTable<T extends object>({
  fields,
  items,
  emptyText,
  rowActions,
  pageSize,
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
      pagination={pageSize ? { pageSize, hideOnSinglePage: true } : false}
      locale={emptyText && { emptyText: intl.formatMessage(emptyText) }}
    />
  );
}
