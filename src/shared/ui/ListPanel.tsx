/**
 * A dashboard panel that names the newest few rows of a list the platform scopes for the caller,
 * with how many there are in all: its title carries the count, an empty list says so in words.
 */
import { Alert, Card, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorOf } from '../../api/hydra';

/** How many rows a panel names; its link, if any, shows them all. */
export const PANEL_ROWS = 5;

export interface ListPanelProps<Item> {
  testId: string;
  title: string;
  /** The list's answer, as an RTK Query hook gives it. */
  query: { data?: { items: Item[]; total: number }; error?: unknown; isLoading: boolean };
  emptyText: string;
  /** A link to all of them, shown when there are any. */
  extra?: ReactNode;
  rowKey: (item: Item) => string | number;
  heading: (item: Item) => ReactNode;
  description: (item: Item) => ReactNode;
  actions?: (item: Item) => ReactNode[];
}

export function ListPanel<Item>({
  testId,
  title,
  query: { data, error, isLoading },
  emptyText,
  extra,
  rowKey,
  heading,
  description,
  actions,
}: ListPanelProps<Item>) {
  return (
    <Card style={{ marginTop: 16 }} data-testid={testId} title={title} extra={(data?.total ?? 0) > 0 ? extra : null}>
      {error ? <Alert type="error" showIcon message={errorOf(error).title} /> : null}
      <List<Item>
        loading={isLoading}
        dataSource={data?.items ?? []}
        rowKey={rowKey}
        // In the description grey: antd's list draws its empty text in the disabled one (3:1).
        locale={{ emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> }}
        renderItem={(item) => (
          <List.Item actions={actions?.(item)}>
            <List.Item.Meta title={heading(item)} description={description(item)} />
          </List.Item>
        )}
      />
    </Card>
  );
}
