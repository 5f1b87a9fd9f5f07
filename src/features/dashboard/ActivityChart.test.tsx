import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ActivityChart, chartBars } from './ActivityChart';
import { weekBuckets } from './weeks';

const now = new Date('2026-11-18T12:00:00.000Z');
const buckets = weekBuckets(
  [
    { day: '2026-11-02', sent: 2, signed: 1 },
    { day: '2026-11-17', sent: 4, signed: 3 },
  ],
  now,
);

describe('ActivityChart', () => {
  test('bar heights follow the figures on a round axis', () => {
    const { max, weeks } = chartBars(buckets);
    expect(max).toBe(5);
    const last = weeks[11]!.bars;
    expect(last.map((bar) => [bar.series, bar.value])).toEqual([
      ['sent', 4],
      ['signed', 3],
    ]);
    expect(last[0]!.height / last[1]!.height).toBeCloseTo(4 / 3);
    expect(weeks[0]!.bars.every((bar) => bar.height === 0)).toBe(true);
    // Bars stand on the same base line, left to right in week order.
    expect(new Set(weeks.flatMap((week) => week.bars.map((bar) => bar.y + bar.height))).size).toBe(1);
    expect(weeks.map((week) => week.centre)).toEqual([...weeks.map((week) => week.centre)].sort((a, b) => a - b));
  });

  test('draws one bar per week and series, labelled in the interface language, with a table of the figures', () => {
    renderWithProviders(<ActivityChart buckets={buckets} />);
    expect(screen.getByRole('img', { name: 'Contract versions sent and signed per week' })).toBeInTheDocument();
    const sent = screen.getAllByTestId('activity-bar-sent');
    expect(sent).toHaveLength(12);
    expect(sent.map((bar) => bar.getAttribute('data-value'))).toEqual([
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '2',
      '0',
      '4',
    ]);
    expect(screen.getByText('16 Nov')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const row = within(table).getByRole('row', { name: /Week of 16 Nov 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '3']);
  });
});
