// The only module that imports recharts: the page loads it with React.lazy, so the charting
// library is a chunk of its own, fetched on the savings dashboard and nowhere else.
import { Grid, theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { truncate } from '@troc/shared';
import { count, measureName, measureText, type Measure } from '../labels';

export interface ChartDatum {
  key: string;
  label: string;
  /** null: unknown for this group, no bar (never drawn as a zero). */
  value: number | null;
}

export interface SavingsBarChartProps {
  data: readonly ChartDatum[];
  /** columns: one vertical bar per month; rows: a ranking, one horizontal bar per group. */
  orientation: 'columns' | 'rows';
  measure: Measure;
  height: number;
}

/** Long service or category names are cut on the axis; the tooltip and the table give them whole. */
const AXIS_LABEL = 26;
/** On a phone the names get less room and the months turn, so that the bars keep most of the card. */
const NARROW_AXIS_LABEL = 14;

/**
 * A bar chart of one measure. It is drawn for the eye only: the page wraps it in a role="img"
 * element that describes it, and the table under it carries every figure. recharts' keyboard
 * layer is therefore off: it would put a focus stop inside an image that screen readers skip.
 */
export default function SavingsBarChart({ data, orientation, measure, height }: SavingsBarChartProps) {
  const { token } = theme.useToken();
  // Below 576 px (antd's sm): a phone's card is about 300 px wide.
  const narrow = Grid.useBreakpoint().sm === false;
  // Bars reach 3:1 and more against the card (WCAG 1.4.11): the theme's green, a dark blue for euros.
  const fill = measure === 'co2Kg' ? token.colorPrimary : token.blue7;
  const tick = { fill: token.colorTextSecondary, fontSize: 12 };
  const rows = orientation === 'rows';
  const valueAxis = { type: 'number' as const, tick, tickFormatter: (value: number) => count(value) };
  const categoryAxis = {
    type: 'category' as const,
    dataKey: 'label',
    tick,
    interval: 0 as const,
    tickFormatter: (label: string) => truncate(label, narrow ? NARROW_AXIS_LABEL : AXIS_LABEL),
  };
  const turned = narrow && !rows ? { angle: -45, textAnchor: 'end' as const, height: 64 } : {};

  return (
    <BarChart
      responsive
      style={{ width: '100%', height }}
      data={[...data]}
      layout={rows ? 'vertical' : 'horizontal'}
      margin={{ top: 8, right: narrow ? 8 : 24, bottom: 8, left: narrow ? 0 : 8 }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={token.colorBorderSecondary} horizontal={!rows} vertical={rows} />
      {rows ? (
        <>
          <XAxis {...valueAxis} />
          <YAxis {...categoryAxis} width={narrow ? 104 : 190} />
        </>
      ) : (
        <>
          <XAxis {...categoryAxis} {...turned} />
          <YAxis {...valueAxis} width={narrow ? 48 : 64} />
        </>
      )}
      <Tooltip
        formatter={(value) => measureText(measure, typeof value === 'number' ? value : null)}
        cursor={{ fill: token.colorFillSecondary }}
      />
      <Bar dataKey="value" name={measureName(measure)} fill={fill} maxBarSize={rows ? 24 : 48} />
    </BarChart>
  );
}
