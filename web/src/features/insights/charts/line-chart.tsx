import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';

export interface LinePoint {
  /** Unique per point (a chat id). */
  key: string;
  /** Under the point: a short date. */
  label: string;
  value: number;
}

export interface LineChartProps {
  points: readonly LinePoint[];
  /** The value axis: its range and the labelled lines across the chart. */
  domain: readonly [number, number];
  ticks: ReadonlyArray<{ value: number; label: string }>;
}

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 24, bottom: 36, left: 96 };

/**
 * Values over sessions, oldest first, as a line with a dot per session (visx scales and path).
 * Drawn in SVG with the theme's colours (insights.css), so dark mode needs nothing here. The
 * picture is hidden from screen readers: the figure's summary and table say the same.
 */
export function LineChart({ points, domain, ticks }: LineChartProps) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scalePoint<string>({ domain: points.map((point) => point.key), range: [0, innerWidth], padding: 0.5 });
  const y = scaleLinear<number>({ domain: [domain[0], domain[1]], range: [innerHeight, 0] });
  const at = (point: LinePoint) => x(point.key) ?? 0;
  // At most about eight dates under the axis, so they never overlap.
  const every = Math.max(1, Math.ceil(points.length / 8));

  return (
    <svg className="chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {ticks.map((tick) => (
          <g key={tick.value}>
            <line className="chart__grid" x1={0} x2={innerWidth} y1={y(tick.value)} y2={y(tick.value)} />
            <text className="chart__tick" x={-8} y={y(tick.value)} textAnchor="end" dominantBaseline="middle">
              {tick.label}
            </text>
          </g>
        ))}
        <LinePath data={[...points]} x={at} y={(point) => y(point.value)} className="chart__line" />
        {points.map((point, index) => (
          <g key={point.key}>
            <circle className="chart__dot" cx={at(point)} cy={y(point.value)} r={5} />
            {index % every === 0 ? (
              <text className="chart__tick" x={at(point)} y={innerHeight + 22} textAnchor="middle">
                {point.label}
              </text>
            ) : null}
          </g>
        ))}
      </Group>
    </svg>
  );
}
