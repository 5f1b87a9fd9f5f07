/**
 * Selection with bulk delete for a list (issue 9): rows the caller may delete get a checkbox; the
 * selection bar offers "Delete selected", which asks once in the resource's words ("Delete 3
 * allowed origins?"). Then, as react-admin's optimistic undo, the rows leave the list at once and a
 * message says so ("3 allowed origins deleted") with an Undo: the platform is asked to delete them
 * only when the undo window has passed, so Undo leaves nothing to recreate. Leaving the list within
 * the window deletes them at once; closing the tab within it asks first (the browser's question),
 * and if the user goes, nothing is deleted. A refusal then brings its row back and is told in a
 * summary: how many went and, for each refusal, the row's name and the platform's reason.
 */
import { App, Button, Space } from 'antd';
import { useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { HydraItem } from '../../../contract';
import { deleteEach, type BulkSummary } from '../resource/bulkDelete';
import { Text } from './Text';

/** How long a bulk delete can be undone before it is sent, as react-admin's undoable notification. */
export const UNDO_WINDOW_MS = 5000;

const ITEMS: MessageDescriptor = {
  id: 'table.bulk.items',
  defaultMessage: '{count, plural, one {# item} other {# items}}',
};

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

/** A bulk delete waiting for its undo window to pass. */
interface Pending<T> {
  key: string;
  items: T[];
  timer: ReturnType<typeof setTimeout>;
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

export function useBulkDelete<T extends HydraItem>({
  enabled,
  items,
  keyOf,
  nameOf,
  canDelete,
  remove,
  countName = ITEMS,
}: {
  enabled: boolean;
  items: readonly T[];
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  canDelete: (item: T) => boolean;
  /** Deletes one item; `quiet` leaves the telling of a refusal to the summary. */
  remove: (item: T, quiet: boolean) => Promise<{ error?: unknown }>;
  /** The resource's count of items in words (countName). */
  countName?: MessageDescriptor;
}) {
  const intl = useIntl();
  const { modal, message } = App.useApp();
  const [selected, setSelected] = useState<Key[]>([]);
  /** Rows deleted or waiting to be: not drawn. */
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef(new Map<string, Pending<T>>());
  const mounted = useRef(true);
  const counted = (count: number) => intl.formatMessage(countName, { count });

  const show = (keys: readonly string[], shown: boolean) =>
    setHidden((before) => {
      const next = new Set(before);
      keys.forEach((key) => (shown ? next.delete(key) : next.add(key)));
      return next;
    });

  const settle = (batch: Pending<T>) => {
    clearTimeout(batch.timer);
    pending.current.delete(batch.key);
    if (pending.current.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
  };

  const send = async (batch: Pending<T>) => {
    settle(batch);
    // Once the list is gone, each refusal is told by the usual error notice.
    const quiet = mounted.current;
    const refused: string[] = [];
    const removeTelling = async (item: T) => {
      const result = await remove(item, quiet).catch((error: unknown) => ({ error: error ?? 'failed' }));
      if (result.error !== undefined) refused.push(keyOf(item));
      return result;
    };
    const summary = await deleteEach(batch.items, removeTelling, nameOf);
    if (summary.failures.length === 0 || !mounted.current) return;
    show(refused, true);
    modal.warning({
      title: intl.formatMessage({ id: 'table.bulk.result', defaultMessage: 'Bulk delete finished' }),
      content: <BulkSummaryView summary={summary} />,
    });
  };

  const undo = (batch: Pending<T>) => {
    settle(batch);
    message.destroy(batch.key);
    show(batch.items.map(keyOf), true);
  };

  // Leaving the list ends the undo windows: what is waiting is deleted now.
  useEffect(() => {
    mounted.current = true;
    const waiting = pending.current;
    return () => {
      mounted.current = false;
      [...waiting.values()].forEach((batch) => void send(batch));
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at unmount
  }, []);

  const start = (chosen: T[]) => {
    const key = `bulk-delete-${chosen.map(keyOf).join(',')}-${Date.now()}`;
    const batch: Pending<T> = { key, items: chosen, timer: setTimeout(() => void send(batch), UNDO_WINDOW_MS) };
    pending.current.set(key, batch);
    window.addEventListener('beforeunload', onBeforeUnload);
    setSelected([]);
    show(chosen.map(keyOf), false);
    void message.success({
      key,
      duration: UNDO_WINDOW_MS / 1000,
      content: (
        <span data-testid="bulk-deleted">
          {intl.formatMessage(
            { id: 'table.bulk.deletedNamed', defaultMessage: '{items} deleted' },
            { items: counted(chosen.length) },
          )}{' '}
          <Button type="link" size="small" onClick={() => undo(batch)}>
            {intl.formatMessage({ id: 'table.bulk.undo', defaultMessage: 'Undo' })}
          </Button>
        </span>
      ),
    });
  };

  const ask = () => {
    const chosen = items.filter((item) => selected.includes(keyOf(item)));
    if (chosen.length === 0) return;
    modal.confirm({
      title: intl.formatMessage(
        { id: 'table.bulk.confirmNamed', defaultMessage: 'Delete {items}?' },
        { items: counted(chosen.length) },
      ),
      okText: intl.formatMessage({ id: 'resource.delete', defaultMessage: 'Delete' }),
      okButtonProps: { danger: true },
      onOk: () => start(chosen),
    });
  };

  if (!enabled) return { hidden };
  return {
    /** The keys of rows deleted or waiting to be, which the list does not draw. */
    hidden,
    table: {
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
          <Button size="small" danger type="primary" onClick={ask}>
            <FormattedMessage id="table.bulk.delete" defaultMessage="Delete selected" />
          </Button>
        </Space>
      ),
    },
  };
}
