/**
 * Bulk delete of a list's selected rows (issue 9): one request per row, a few at a time, and a
 * summary of what happened — how many went, and for each refusal the row's name and the
 * platform's reason (e.g. a 409 "still used by contracts").
 */
import { errorOf } from '../../api/hydra';

export interface BulkOutcome {
  /** The row's name as the list shows it. */
  name: string;
  /** Undefined when deleted; else the server's answer. */
  error?: unknown;
}

export interface BulkFailure {
  name: string;
  status: number;
  reason: string;
}

export interface BulkSummary {
  deleted: number;
  failures: BulkFailure[];
}

/** Rows deleted at once: a few in parallel keep the wait short without crowding the platform. */
export const BULK_DELETE_BATCH = 4;

/** What the outcomes add up to, failures in the order of the rows. */
export function summaryOf(outcomes: readonly BulkOutcome[]): BulkSummary {
  const failures = outcomes
    .filter((outcome) => outcome.error !== undefined)
    .map(({ name, error }) => {
      const { status, title, description } = errorOf(error);
      return { name, status, reason: description || title };
    });
  return { deleted: outcomes.length - failures.length, failures };
}

/** Deletes every item through `remove` (resolving to `{ error }` on a refusal), in small batches. */
export async function deleteEach<T>(
  items: readonly T[],
  remove: (item: T) => Promise<{ error?: unknown }>,
  nameOf: (item: T) => string,
  batch = BULK_DELETE_BATCH,
): Promise<BulkSummary> {
  const outcomes: BulkOutcome[] = [];
  for (let start = 0; start < items.length; start += batch) {
    const slice = items.slice(start, start + batch);
    const results = await Promise.all(
      slice.map((item) => remove(item).catch((error: unknown) => ({ error: error ?? 'failed' }))),
    );
    results.forEach((result, i) =>
      outcomes.push({
        name: nameOf(slice[i]!),
        ...('error' in result && result.error !== undefined && { error: result.error }),
      }),
    );
  }
  return summaryOf(outcomes);
}

const NAME_FIELDS = ['name', 'title', 'userName', 'label'] as const;

/** A row's name for people: its name-like field, else the first column's text, else its key. */
export function rowNameOf(item: object, firstColumn: string | undefined, key: string | number): string {
  const record = item as Record<string, unknown>;
  for (const field of [...NAME_FIELDS, ...(firstColumn ? [firstColumn] : [])]) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return String(key);
}
