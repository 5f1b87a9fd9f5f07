/**
 * A bulk delete once asked for (useBulkDelete.tsx has the selection and the rules): the question,
 * the "3 allowed origins deleted" message with its Undo, the sending after the undo window and the
 * summary of refusals. Loaded when rows are first chosen, not with every list.
 */
import { Button, type App } from 'antd';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { deleteEach, type BulkSummary } from '../resource/bulkDelete';
import { Text } from './Text';

/** How long a bulk delete can be undone before it is sent, as react-admin's undoable notification. */
export const UNDO_WINDOW_MS = 5000;

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
export interface Pending<T> {
  key: string;
  items: T[];
  timer: ReturnType<typeof setTimeout>;
}

type Feedback = ReturnType<typeof App.useApp>;

/** What a run needs of the list it runs in. */
export interface BulkContext<T> {
  intl: IntlShape;
  modal: Feedback['modal'];
  message: Feedback['message'];
  /** The resource's count of items in words (countName). */
  countName: MessageDescriptor;
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  /** Deletes one item; `quiet` leaves the telling of a refusal to the summary. */
  remove: (item: T, quiet: boolean) => Promise<{ error?: unknown }>;
  /** Draws the rows again (`true`) or leaves them out. */
  show: (keys: readonly string[], shown: boolean) => void;
  /** The runs waiting, shared with the list (which sends them when it goes). */
  pending: Map<string, Pending<T>>;
  /** Whether the list is still there. */
  mounted: () => boolean;
  /** The selection is done with. */
  clearSelection: () => void;
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

function settle<T>(context: BulkContext<T>, batch: Pending<T>) {
  clearTimeout(batch.timer);
  context.pending.delete(batch.key);
  if (context.pending.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
}

/** Sends a run's deletes now; a refusal brings its row back and is told in a summary. */
export async function sendBulkDelete<T>(context: BulkContext<T>, batch: Pending<T>): Promise<void> {
  const { intl, modal, keyOf, nameOf, remove, show, mounted } = context;
  settle(context, batch);
  // Once the list is gone, each refusal is told by the usual error notice.
  const quiet = mounted();
  const refused: string[] = [];
  const removeTelling = async (item: T) => {
    const result = await remove(item, quiet).catch((error: unknown) => ({ error: error ?? 'failed' }));
    if (result.error !== undefined) refused.push(keyOf(item));
    return result;
  };
  const summary = await deleteEach(batch.items, removeTelling, nameOf);
  if (summary.failures.length === 0 || !mounted()) return;
  show(refused, true);
  modal.warning({
    title: intl.formatMessage({ id: 'table.bulk.result', defaultMessage: 'Bulk delete finished' }),
    content: <BulkSummaryView summary={summary} />,
  });
}

function start<T>(context: BulkContext<T>, chosen: T[]) {
  const { intl, message, countName, keyOf, show } = context;
  const key = `bulk-delete-${chosen.map(keyOf).join(',')}-${Date.now()}`;
  const batch: Pending<T> = {
    key,
    items: chosen,
    timer: setTimeout(() => void sendBulkDelete(context, batch), UNDO_WINDOW_MS),
  };
  const undo = () => {
    settle(context, batch);
    message.destroy(key);
    show(chosen.map(keyOf), true);
  };
  context.pending.set(key, batch);
  window.addEventListener('beforeunload', onBeforeUnload);
  context.clearSelection();
  show(chosen.map(keyOf), false);
  void message.success({
    key,
    duration: UNDO_WINDOW_MS / 1000,
    content: (
      <span data-testid="bulk-deleted">
        {intl.formatMessage(
          { id: 'table.bulk.deletedNamed', defaultMessage: '{items} deleted' },
          { items: intl.formatMessage(countName, { count: chosen.length }) },
        )}{' '}
        <Button type="link" size="small" onClick={undo}>
          {intl.formatMessage({ id: 'table.bulk.undo', defaultMessage: 'Undo' })}
        </Button>
      </span>
    ),
  });
}

/** Asks once, in the resource's words ("Delete 3 allowed origins?"), then starts the run. */
export function askBulkDelete<T>(context: BulkContext<T>, chosen: T[]): void {
  const { intl, modal, countName } = context;
  modal.confirm({
    title: intl.formatMessage(
      { id: 'table.bulk.confirmNamed', defaultMessage: 'Delete {items}?' },
      { items: intl.formatMessage(countName, { count: chosen.length }) },
    ),
    okText: intl.formatMessage({ id: 'resource.delete', defaultMessage: 'Delete' }),
    okButtonProps: { danger: true },
    onOk: () => start(context, chosen),
  });
}
