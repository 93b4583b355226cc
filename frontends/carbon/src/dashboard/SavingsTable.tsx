import { Table, type TableProps } from 'antd';
import { ScrollRegion } from '@troc/ui';
import { t, type SavingsDimension, type SavingsFigures, type SavingsRow } from '@troc/shared';
import { count, d, decimals, rowLabel } from './labels';

type NumberKey = keyof SavingsFigures;

/** The figure columns, in the order of the export's sheets. */
const FIGURES: readonly { key: NumberKey; decimals: boolean }[] = [
  { key: 'nbTrackers', decimals: false },
  { key: 'items', decimals: false },
  { key: 'economy', decimals: true },
  { key: 'weightKg', decimals: true },
  { key: 'co2Kg', decimals: true },
  { key: 'co2Unknown', decimals: false },
];

const cell = (value: number | null, withDecimals: boolean): string =>
  withDecimals || value === null ? decimals(value) : count(value);

/** Sorts unknown figures (N/A) below every known one, whichever the order. */
const byFigure = (key: NumberKey) => (a: SavingsRow, b: SavingsRow) =>
  (a[key] ?? Number.NEGATIVE_INFINITY) - (b[key] ?? Number.NEGATIVE_INFINITY);

export interface SavingsTableProps {
  dimension: SavingsDimension;
  rows: readonly SavingsRow[];
  totals: SavingsFigures;
}

/**
 * The figures behind a chart, every row of them, with the period's totals at the foot: the
 * accessible equivalent of the chart and what the export gives.
 */
export function SavingsTable({ dimension, rows, totals }: SavingsTableProps) {
  const months = dimension === 'month';
  const columns: TableProps<SavingsRow>['columns'] = [
    {
      key: 'label',
      title: d.table.columns[dimension],
      rowScope: 'row',
      render: (_, row) => rowLabel(row, dimension),
    },
    ...FIGURES.map(({ key, decimals: withDecimals }) => ({
      key,
      dataIndex: key,
      title: d.table.columns[key],
      align: 'right' as const,
      // Months read in time order; the other breakdowns may be ranked by any figure.
      sorter: months ? undefined : byFigure(key),
      render: (value: number | null) => cell(value, withDecimals),
    })),
  ];

  const caption = t(d.table.caption, { dimension: d.table.dimensions[dimension] });
  return (
    <ScrollRegion label={caption}>
      <Table<SavingsRow>
        size="small"
        rowKey={(row) => row.key ?? ''}
        caption={caption}
        columns={columns}
        dataSource={[...rows]}
        pagination={false}
        showSorterTooltip={false}
        summary={() => (
          <Table.Summary>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{d.table.total}</strong>
              </Table.Summary.Cell>
              {FIGURES.map(({ key, decimals: withDecimals }, index) => (
                <Table.Summary.Cell key={key} index={index + 1} align="right">
                  <strong>{cell(totals[key], withDecimals)}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </ScrollRegion>
  );
}
