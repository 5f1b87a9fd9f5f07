import { axisMax, mondayOf, weekBuckets } from './weeks';

describe('activity week buckets', () => {
  // Wednesday 18 November 2026, late evening UTC.
  const now = new Date('2026-11-18T23:30:00.000Z');

  test('weeks start on Monday, UTC', () => {
    expect(new Date(mondayOf(now)).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(new Date(mondayOf(new Date('2026-11-16T00:00:00.000Z'))).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(new Date(mondayOf(new Date('2026-11-22T23:59:59.000Z'))).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  test('twelve weeks, oldest first, the current week last', () => {
    const buckets = weekBuckets([], now);
    expect(buckets).toHaveLength(12);
    expect(buckets[0]!.start).toBe('2026-08-31');
    expect(buckets[11]!.start).toBe('2026-11-16');
    expect(buckets.every((bucket) => bucket.sent === 0 && bucket.signed === 0)).toBe(true);
  });

  test('days add up in their week; days before the first week or after today are left out', () => {
    const buckets = weekBuckets(
      [
        { day: '2026-08-30', sent: 7, signed: 7 }, // Sunday before the first week
        { day: '2026-08-31', sent: 1, signed: 0 },
        { day: '2026-09-06', sent: 2, signed: 1 }, // Sunday: still the first week
        { day: '2026-09-07', sent: 4, signed: 0 },
        { day: '2026-11-16', sent: 3, signed: 2 },
        { day: '2026-11-18', sent: 1, signed: 1 },
        { day: '2026-11-23', sent: 9, signed: 9 }, // next week
      ],
      now,
    );
    expect(buckets.map((bucket) => bucket.sent)).toEqual([3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4]);
    expect(buckets.map((bucket) => bucket.signed)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3]);
  });

  test('the value axis ends on a round number', () => {
    expect(axisMax([])).toBe(1);
    expect(axisMax([0, 0])).toBe(1);
    expect(axisMax([3])).toBe(5);
    expect(axisMax([7, 2])).toBe(10);
    expect(axisMax([12])).toBe(20);
    expect(axisMax([100])).toBe(100);
  });
});
