import { Card, Flex, Radio, Skeleton, Typography } from 'antd';
import { lazy, memo, Suspense, useId, useState, type ReactNode } from 'react';
import { t, type SavingsDimension, type SavingsFigures, type SavingsRow } from '@troc/shared';
import type { ChartDatum } from './charts/SavingsBarChart';
import { d, measureName, measureText, monthLong, monthShort, type Measure } from './labels';
import { SavingsTable } from './SavingsTable';

// recharts is only in this chunk, loaded when a chart is drawn.
const SavingsBarChart = lazy(() => import('./charts/SavingsBarChart'));

/** The rankings show this many groups; the table under the chart gives all of them. */
export const CHART_TOP = 10;
const MONTH_HEIGHT = 320;
const ROW_HEIGHT = 34;

type Breakdown = Exclude<SavingsDimension, 'month'>;

/**
 * A chart as one image described in words (role="img" and its aria-label); its table follows.
 * The description is there even while recharts loads.
 */
function ChartFrame({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  return (
    <div role="img" aria-label={label} style={{ width: '100%', minHeight: height }}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>{children}</Suspense>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={2} id={id} style={{ fontSize: 22 }}>
        {title}
      </Typography.Title>
      <Card>
        <Flex vertical gap={16}>
          {children}
        </Flex>
      </Card>
    </section>
  );
}

/** « Graphique : CO2 évité (kgCO2e) par mois, de décembre 2025 à novembre 2026 ». */
export function monthChartLabel(rows: readonly SavingsRow[], measure: Measure): string {
  const first = rows[0];
  const last = rows[rows.length - 1];
  const name = measureName(measure);
  if (!first || !last) return '';
  if (first === last) return t(d.chart.monthOne, { measure: name, month: monthLong(first.key, first.label) });
  return t(d.chart.month, {
    measure: name,
    from: monthLong(first.key, first.label),
    to: monthLong(last.key, last.label),
  });
}

/**
 * Per month: one measure at a time (kgCO2e avoided or € saved), every month of the period.
 * Memoised, as the breakdowns: while new filters load, the page dims and these stay as drawn.
 */
export const MonthSection = memo(function MonthSection({
  rows,
  totals,
}: {
  rows: readonly SavingsRow[];
  totals: SavingsFigures;
}) {
  const [measure, setMeasure] = useState<Measure>('co2Kg');
  const toggleId = useId();
  const data: ChartDatum[] = rows.map((row) => ({
    key: row.key ?? '',
    label: monthShort(row.key, row.label),
    value: row[measure],
  }));
  return (
    <Section title={d.sections.month}>
      <Flex gap={8} align="center" wrap>
        <span id={toggleId}>{d.measure.label}</span>
        <Radio.Group
          aria-labelledby={toggleId}
          optionType="button"
          size="small"
          value={measure}
          onChange={(event) => setMeasure(event.target.value as Measure)}
          options={[
            { value: 'co2Kg', label: d.measure.co2 },
            { value: 'economy', label: d.measure.economy },
          ]}
        />
      </Flex>
      {rows.length > 0 ? (
        <ChartFrame label={monthChartLabel(rows, measure)} height={MONTH_HEIGHT}>
          <SavingsBarChart data={data} orientation="columns" measure={measure} height={MONTH_HEIGHT} />
        </ChartFrame>
      ) : null}
      <SavingsTable dimension="month" rows={rows} totals={totals} />
    </Section>
  );
});

/** The groups with the most kgCO2e avoided first; unknown CO2 after every known one. */
export function topByCo2(rows: readonly SavingsRow[], top = CHART_TOP): SavingsRow[] {
  return rows
    .filter((row) => row.co2Kg !== null)
    .sort((a, b) => (b.co2Kg ?? 0) - (a.co2Kg ?? 0))
    .slice(0, top);
}

/** « Graphique : CO2 évité (kgCO2e) par catégorie, les 10 plus fortes valeurs sur 14 ; en tête : Mobilier avec 12,50 kgCO2e ». */
export function breakdownChartLabel(dimension: Breakdown, rows: readonly SavingsRow[], shown: SavingsRow[]): string {
  const params = { measure: measureName('co2Kg'), dimension: d.chart.dimensions[dimension] };
  const first = shown[0];
  if (!first) return t(d.chart.noValue, params);
  return t(rows.length > shown.length ? d.chart.top : d.chart.all, {
    ...params,
    highest: highest(shown.length),
    values: t(d.chart.values, { count: shown.length }),
    total: rows.length,
    first: first.label,
    value: measureText('co2Kg', first.co2Kg),
  });
}

/** « la plus forte valeur », « les 10 plus fortes valeurs ». */
const highest = (shown: number): string => t(d.chart.highest, { count: shown });

/** Per service, category or operation: the top groups by kgCO2e as bars, every group in the table. */
export const BreakdownSection = memo(function BreakdownSection({
  dimension,
  rows,
  totals,
}: {
  dimension: Breakdown;
  rows: readonly SavingsRow[];
  totals: SavingsFigures;
}) {
  const shown = topByCo2(rows);
  const height = Math.max(120, shown.length * ROW_HEIGHT + 48);
  const data: ChartDatum[] = shown.map((row) => ({ key: row.key ?? '', label: row.label, value: row.co2Kg }));
  return (
    <Section title={d.sections[dimension]}>
      {shown.length > 0 ? (
        <ChartFrame label={breakdownChartLabel(dimension, rows, shown)} height={height}>
          <SavingsBarChart data={data} orientation="rows" measure="co2Kg" height={height} />
        </ChartFrame>
      ) : null}
      {rows.length > shown.length && shown.length > 0 ? (
        <Typography.Text type="secondary">{t(d.chart.topNote, { highest: highest(shown.length) })}</Typography.Text>
      ) : null}
      <SavingsTable dimension={dimension} rows={rows} totals={totals} />
    </Section>
  );
});
