/**
 * Selection with bulk delete for a list (issue 9): rows the caller may delete get a checkbox; the
 * selection bar offers "Delete selected", which asks once in the resource's words ("Delete 3
 * allowed origins?"). Then, as react-admin's optimistic undo, the rows leave the list at once and a
 * message says so ("3 allowed origins deleted") with an Undo: the platform is asked to delete them
 * only when the undo window has passed, so Undo leaves nothing to recreate. Leaving the list within
 * the window deletes them at once; closing the tab within it asks first (the browser's question),
 * and if the user goes, nothing is deleted. A refusal then brings its row back and is told in a
 * summary: how many went and, for each refusal, the row's name and the platform's reason.
 * The run itself (bulkDeleteRun.tsx) loads when rows are first chosen.
 */
import { App, Button, Space } from 'antd';
import { useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { HydraItem } from '../../../contract';
import { once } from '../routing/once';
import type { BulkContext, Pending } from './bulkDeleteRun';

const loadRun = once(() => import(/* webpackChunkName: "bulk-delete" */ './bulkDeleteRun'));
const preloadRun = () => void loadRun().catch(() => undefined);

const ITEMS: MessageDescriptor = {
  id: 'table.bulk.items',
  defaultMessage: '{count, plural, one {# item} other {# items}}',
};

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

  const context = (): BulkContext<T> => ({
    intl,
    modal,
    message,
    countName,
    keyOf,
    nameOf,
    remove,
    show: (keys, shown) =>
      setHidden((before) => {
        const next = new Set(before);
        keys.forEach((key) => (shown ? next.delete(key) : next.add(key)));
        return next;
      }),
    pending: pending.current,
    mounted: () => mounted.current,
    clearSelection: () => setSelected([]),
  });
  const latest = useRef(context);
  useEffect(() => {
    latest.current = context;
  });

  // Leaving the list ends the undo windows: what is waiting is deleted now.
  useEffect(() => {
    mounted.current = true;
    const waiting = pending.current;
    return () => {
      mounted.current = false;
      if (waiting.size === 0) return;
      const run = latest.current();
      void loadRun().then((module) => [...waiting.values()].forEach((batch) => void module.sendBulkDelete(run, batch)));
    };
  }, []);

  const ask = () => {
    const chosen = items.filter((item) => selected.includes(keyOf(item)));
    if (chosen.length === 0) return;
    void loadRun().then((module) => module.askBulkDelete(context(), chosen));
  };

  if (!enabled) return { hidden };
  return {
    /** The keys of rows deleted or waiting to be, which the list does not draw. */
    hidden,
    table: {
      rowSelection: {
        selectedRowKeys: selected,
        onChange: (keys: Key[]) => {
          setSelected(keys);
          preloadRun();
        },
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
