import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

export interface BarDatum {
  label: string;
  value: number;
  /** What is written at the bar's end ("3 sessions", "40%"). */
  valueText: string;
}

const WIDTH = 640;
const ROW = 36;
const LABEL_WIDTH = 150;
const VALUE_ROOM = 96;

/**
 * Horizontal bars, largest first as given, each labelled with its name and value (visx band and
 * linear scales). Labels are written out, so no colour or length has to be read alone.
 */
export function BarChart({ data }: { data: readonly BarDatum[] }) {
  const height = Math.max(1, data.length) * ROW + 8;
  const innerWidth = WIDTH - LABEL_WIDTH - VALUE_ROOM;
  const y = scaleBand<string>({ domain: data.map((datum) => datum.label), range: [4, height - 4], padding: 0.25 });
  const max = Math.max(...data.map((datum) => datum.value), 0);
  const x = scaleLinear<number>({ domain: [0, max || 1], range: [0, innerWidth] });

  return (
    <svg className="chart__svg" viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
      {data.map((datum) => {
        const top = y(datum.label) ?? 0;
        const width = Math.max(2, x(datum.value));
        return (
          <Group key={datum.label} top={top}>
            <text className="chart__tick" x={LABEL_WIDTH - 10} y={y.bandwidth() / 2} textAnchor="end" dominantBaseline="middle">
              {datum.label}
            </text>
            <Bar className="chart__bar" x={LABEL_WIDTH} y={0} width={width} height={y.bandwidth()} rx={4} />
            <text className="chart__value" x={LABEL_WIDTH + width + 8} y={y.bandwidth() / 2} dominantBaseline="middle">
              {datum.valueText}
            </text>
          </Group>
        );
      })}
    </svg>
  );
}
