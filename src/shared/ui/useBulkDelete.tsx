/**
 * Selection with bulk delete for a list (issue 9): rows the caller may delete get a checkbox; the
 * selection bar offers "Delete selected", asks once naming the count, deletes the rows a few at a
 * time and then says how many went and, for each refusal, the row's name and the platform's reason.
 */
import { App, Button, Space } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { HydraItem } from '../../../contract';
import { deleteEach, type BulkSummary } from '../resource/bulkDelete';
import { Text } from './Text';

export function BulkSummaryView({ summary }: { summary: BulkSummary }) {
  return (
    <div data-testid="bulk-summary">
      <p>
        <FormattedMessage
          id="table.bulk.deleted"
          defaultMessage="{count, plural, =0 {Nothing was deleted.} one {# item deleted.} other {# items deleted.}}"
          values={{ count: summary.deleted }}
        />
      </p>
      {summary.failures.length > 0 && (
        <>
          <p>
            <FormattedMessage
              id="table.bulk.failed"
              defaultMessage="{count, plural, one {# item could not be deleted:} other {# items could not be deleted:}}"
              values={{ count: summary.failures.length }}
            />
          </p>
          <ul>
            {summary.failures.map((failure, i) => (
              <li key={i}>
                <Text strong>{failure.name}</Text>: {failure.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function useBulkDelete<T extends HydraItem>({
  enabled,
  items,
  keyOf,
  nameOf,
  canDelete,
  remove,
  confirm,
}: {
  enabled: boolean;
  items: readonly T[];
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  canDelete: (item: T) => boolean;
  remove: (item: T) => Promise<{ error?: unknown }>;
  /** The resource's own question (deleteConfirm), shown under the count. */
  confirm: MessageDescriptor;
}) {
  const intl = useIntl();
  const { modal } = App.useApp();
  const [selected, setSelected] = useState<Key[]>([]);
  const [running, setRunning] = useState(false);

  const run = async (chosen: T[]) => {
    setRunning(true);
    try {
      const summary = await deleteEach(chosen, remove, nameOf);
      setSelected([]);
      const show = summary.failures.length > 0 ? modal.warning : modal.success;
      show({
        title: intl.formatMessage({ id: 'table.bulk.result', defaultMessage: 'Bulk delete finished' }),
        content: <BulkSummaryView summary={summary} />,
      });
    } finally {
      setRunning(false);
    }
  };

  const ask = () => {
    const chosen = items.filter((item) => selected.includes(keyOf(item)));
    if (chosen.length === 0) return;
    modal.confirm({
      title: intl.formatMessage(
        {
          id: 'table.bulk.confirm',
          defaultMessage: '{count, plural, one {Delete # selected item?} other {Delete # selected items?}}',
        },
        { count: chosen.length },
      ),
      content: intl.formatMessage(confirm),
      okText: intl.formatMessage({ id: 'resource.delete', defaultMessage: 'Delete' }),
      okButtonProps: { danger: true },
      onOk: () => void run(chosen),
    });
  };

  if (!enabled) return {};
  return {
    rowSelection: {
      selectedRowKeys: selected,
      onChange: (keys: Key[]) => setSelected(keys),
      // Rows the caller may not delete cannot be chosen (the platform would refuse them).
      getCheckboxProps: (item: T) => ({ disabled: !canDelete(item), 'aria-label': nameOf(item) }),
    },
    tableAlertRender: (): ReactNode => (
      <FormattedMessage
        id="table.bulk.selected"
        defaultMessage="{count, plural, one {# item selected} other {# items selected}}"
        values={{ count: selected.length }}
      />
    ),
    tableAlertOptionRender: (): ReactNode => (
      <Space>
        <Button size="small" onClick={() => setSelected([])}>
          <FormattedMessage id="table.bulk.clear" defaultMessage="Clear selection" />
        </Button>
        <Button size="small" danger type="primary" loading={running} onClick={ask}>
          <FormattedMessage id="table.bulk.delete" defaultMessage="Delete selected" />
        </Button>
      </Space>
    ),
  };
}
