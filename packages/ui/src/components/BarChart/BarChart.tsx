import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import * as styles from './BarChart.css';

export interface BarDatum {
  /** The x label, e.g. "2026-11-22". */
  label: string;
  value: number;
}

export interface BarChartProps {
  data: BarDatum[];
  /** What the chart shows, read by screen readers and shown as the caption. */
  title: string;
  width?: number;
  height?: number;
  /** Shortens x labels, e.g. a date to "22 Nov". */
  formatLabel?: (label: string) => string;
  /** Show every nth x label so they never overlap. */
  labelEvery?: number;
}

const margin = { top: 8, right: 8, bottom: 28, left: 36 };

/**
 * A small bar chart (visx, SVG): each bar has its value as a tooltip and the whole chart has a table twin for
 * screen readers.
 */
export function BarChart({
  data,
  title,
  width = 640,
  height = 220,
  formatLabel = (label) => label,
  labelEvery = 1,
}: BarChartProps) {
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand<string>({ domain: data.map((datum) => datum.label), range: [0, innerWidth], padding: 0.25 });
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
        <Group left={margin.left} top={margin.top}>
          {data.map((datum) => {
            const barHeight = innerHeight - (y(datum.value) ?? 0);
            return (
              <Bar
                key={datum.label}
                className={styles.bar}
                x={x(datum.label)}
                y={innerHeight - barHeight}
                width={x.bandwidth()}
                height={barHeight}
                rx={2}
              >
                <title>{`${formatLabel(datum.label)}: ${datum.value}`}</title>
              </Bar>
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            axisLineClassName={styles.axisLine}
            tickClassName={styles.axis}
            hideTicks
            tickLabelProps={{ className: styles.axis, textAnchor: 'end', dx: -4, dy: 3 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            axisLineClassName={styles.axisLine}
            hideTicks
            tickValues={data.filter((_, index) => index % labelEvery === 0).map((datum) => datum.label)}
            tickFormat={formatLabel}
            tickLabelProps={{ className: styles.axis, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      <figcaption className={styles.caption}>{title}</figcaption>
      {/* A table cannot be shrunk to nothing itself; its wrapper can. */}
      <div className={styles.srOnly}>
        <table>
          <caption>{title}</caption>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.label}>
                <th scope="row">{formatLabel(datum.label)}</th>
                <td>{datum.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
