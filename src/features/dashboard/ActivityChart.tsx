/**
 * Contract versions sent and signed per week as a small SVG bar chart (no chart library): two bars
 * a week, signed ones hatched so the series differ by more than colour, a round value axis, week
 * labels in the interface language, and the figures again in a visually hidden table.
 */
import { theme } from 'antd';
import { useId, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/filters';
import { axisMax, type WeekBucket } from './weeks';

const WIDTH = 640;
const HEIGHT = 240;
const PLOT = { left: 40, right: 8, top: 12, bottom: 28 };

/** Read by screen readers, not drawn (the chart above shows the same figures). */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Where each bar goes: exported for the tests (the figures the chart draws). */
export function chartBars(buckets: readonly WeekBucket[]) {
  const max = axisMax(buckets.flatMap((bucket) => [bucket.sent, bucket.signed]));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(1, buckets.length);
  const barWidth = Math.min(18, slot / 3);
  const heightOf = (value: number) => (value / max) * plotHeight;
  return {
    max,
    weeks: buckets.map((bucket, index) => {
      const centre = PLOT.left + slot * index + slot / 2;
      return {
        bucket,
        centre,
        bars: (['sent', 'signed'] as const).map((series, side) => ({
          series,
          value: bucket[series],
          x: centre + (side === 0 ? -barWidth - 1 : 1),
          y: HEIGHT - PLOT.bottom - heightOf(bucket[series]),
          width: barWidth,
          height: heightOf(bucket[series]),
        })),
      };
    }),
  };
}

export function ActivityChart({ buckets }: { buckets: readonly WeekBucket[] }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const id = useId();
  const hatch = `${id}-hatch`;
  const { max, weeks } = chartBars(buckets);
  const names = {
    sent: intl.formatMessage({ id: 'activity.chart.sent', defaultMessage: 'Sent' }),
    signed: intl.formatMessage({ id: 'activity.chart.signed', defaultMessage: 'Signed' }),
  };
  const title = intl.formatMessage({
    id: 'activity.chart.title',
    defaultMessage: 'Contract versions sent and signed per week',
  });
  const weekOf = (bucket: WeekBucket) =>
    intl.formatMessage(
      { id: 'activity.chart.week', defaultMessage: 'Week of {date}' },
      { date: formatDate(bucket.start) },
    );
  const fill = { sent: token.colorPrimary, signed: `url(#${hatch})` };
  const axis = { fill: token.colorTextSecondary, fontSize: 11 };
  return (
    <figure style={{ margin: 0 }} data-testid="activity-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>{title}</title>
        <defs>
          <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill={token.colorSuccess} />
            <line x1="0" y1="0" x2="0" y2="6" stroke={token.colorBgContainer} strokeWidth="2" />
          </pattern>
        </defs>
        {[0, max / 2, max].filter(Number.isInteger).map((value) => {
          const y = HEIGHT - PLOT.bottom - (value / max) * (HEIGHT - PLOT.top - PLOT.bottom);
          return (
            <g key={value}>
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y} y2={y} stroke={token.colorBorderSecondary} />
              <text x={PLOT.left - 6} y={y + 4} textAnchor="end" {...axis}>
                {intl.formatNumber(value)}
              </text>
            </g>
          );
        })}
        {weeks.map(({ bucket, centre, bars }) => (
          <g key={bucket.start}>
            {bars.map((bar) => (
              <rect
                key={bar.series}
                data-testid={`activity-bar-${bar.series}`}
                data-value={bar.value}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                fill={fill[bar.series]}
                stroke={bar.series === 'signed' ? token.colorSuccess : undefined}
              >
                <title>{`${weekOf(bucket)}: ${names[bar.series]} ${intl.formatNumber(bar.value)}`}</title>
              </rect>
            ))}
            <text x={centre} y={HEIGHT - 8} textAnchor="middle" {...axis}>
              {formatDate(bucket.start, 'dayMonth')}
            </text>
          </g>
        ))}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, justifyContent: 'center', fontSize: 12 }}>
        {(['sent', 'signed'] as const).map((series) => (
          <span key={series} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <svg width="12" height="12" aria-hidden="true">
              <rect width="12" height="12" fill={fill[series]} />
            </svg>
            {names[series]}
          </span>
        ))}
      </figcaption>
      <table style={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="activity.chart.weekColumn" defaultMessage="Week" />
            </th>
            <th scope="col">{names.sent}</th>
            <th scope="col">{names.signed}</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.start}>
              <th scope="row">{weekOf(bucket)}</th>
              <td>{bucket.sent}</td>
              <td>{bucket.signed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
