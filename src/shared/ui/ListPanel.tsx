/**
 * A dashboard panel that names the newest few rows of a list the platform scopes for the caller,
 * with how many there are in all: its title carries the count, an empty list says so in words.
 */
import { Alert, Card, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { HydraItem } from '../../../contract';
import { errorOf, type ListFilters, type ListOrder } from '../../api/hydra';
import type { ResourceApi } from '../../api/resources';

/** How many rows a panel names; its link, if any, shows them all. */
export const PANEL_ROWS = 5;

export interface ListPanelProps<Item extends HydraItem, Input> {
  testId: string;
  /** The list whose first PANEL_ROWS rows, in `order`, the panel names. */
  api: ResourceApi<Item, Input>;
  filters: ListFilters;
  order: ListOrder;
  /** An ICU message of `count`, the list's total. */
  title: MessageDescriptor;
  emptyText: MessageDescriptor;
  /** A link to all of them, shown when there are any. */
  extra?: ReactNode;
  rowKey: (item: Item) => string | number;
  heading: (item: Item) => ReactNode;
  description: (item: Item) => ReactNode;
  actions?: (item: Item) => ReactNode[];
}

export function ListPanel<Item extends HydraItem, Input>({
  testId,
  api,
  filters,
  order,
  title,
  emptyText,
  extra,
  rowKey,
  heading,
  description,
  actions,
}: ListPanelProps<Item, Input>) {
  const intl = useIntl();
  const { data, error, isLoading } = api.useListQuery({ page: 1, itemsPerPage: PANEL_ROWS, filters, order });
  const total = data?.total ?? 0;
  return (
    <Card
      style={{ marginTop: 16 }}
      data-testid={testId}
      title={intl.formatMessage(title, { count: total })}
      extra={total > 0 ? extra : null}
    >
      {error ? <Alert type="error" showIcon message={errorOf(error).title} /> : null}
      <List<Item>
        loading={isLoading}
        dataSource={data?.items ?? []}
        rowKey={rowKey}
        // In the description grey: antd's list draws its empty text in the disabled one (3:1).
        locale={{ emptyText: <Typography.Text type="secondary">{intl.formatMessage(emptyText)}</Typography.Text> }}
        renderItem={(item) => (
          <List.Item actions={actions?.(item)}>
            <List.Item.Meta title={heading(item)} description={description(item)} />
          </List.Item>
        )}
      />
    </Card>
  );
}
