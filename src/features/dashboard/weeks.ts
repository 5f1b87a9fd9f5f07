/**
 * Week buckets of the activity chart: the platform counts contract versions sent and signed per
 * UTC day; the chart shows whole weeks (Monday to Sunday, UTC), the current one last.
 */
import type { ActivityDay } from '../../../contract';

export const CHART_WEEKS = 12;
const DAY_MS = 86_400_000;

export interface WeekBucket {
  /** The week's Monday, `YYYY-MM-DD` (UTC). */
  start: string;
  sent: number;
  signed: number;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Midnight UTC of the Monday of the week `now` falls in. */
export function mondayOf(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return midnight - sinceMonday * DAY_MS;
}

/** The last `weeks` weeks up to the one holding `now`, oldest first; days outside them are left out. */
export function weekBuckets(days: readonly ActivityDay[], now: Date, weeks: number = CHART_WEEKS): WeekBucket[] {
  const first = mondayOf(now) - (weeks - 1) * 7 * DAY_MS;
  const buckets: WeekBucket[] = Array.from({ length: weeks }, (_, index) => ({
    start: isoDay(first + index * 7 * DAY_MS),
    sent: 0,
    signed: 0,
  }));
  for (const day of days) {
    const time = Date.parse(`${day.day}T00:00:00.000Z`);
    if (Number.isNaN(time)) continue;
    const index = Math.floor((time - first) / (7 * DAY_MS));
    const bucket = buckets[index];
    if (index < 0 || !bucket) continue;
    bucket.sent += day.sent;
    bucket.signed += day.signed;
  }
  return buckets;
}

/** A round top for the value axis (1, 2, 5 × 10ⁿ), never below 1. */
export function axisMax(values: readonly number[]): number {
  const max = Math.max(1, ...values);
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}
