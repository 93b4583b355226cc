import { DatePicker, Flex, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId } from 'react';
import type { TransactionDirection } from '@troc/shared';
import type { DashboardFilters as Filters } from './api';
import { defaultPeriod, DIRECTIONS } from './hooks';
import { d } from './labels';

const f = d.filters;
const DAY = 'YYYY-MM-DD';

/** The usual reporting periods, one click away; any other is typed or picked. */
function presets(): { label: string; value: [Dayjs, Dayjs] }[] {
  const today = dayjs();
  const last12 = defaultPeriod(today);
  const lastYear = today.subtract(1, 'year');
  return [
    { label: f.presets.last12Months, value: [dayjs(last12.from), today] },
    { label: f.presets.thisYear, value: [today.startOf('year'), today] },
    { label: f.presets.lastYear, value: [lastYear.startOf('year'), lastYear.endOf('year')] },
  ];
}

export interface DashboardFiltersProps {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
}

/** Whose savings (given or received) and over which period; each change is a new address. */
export function DashboardFilters({ filters, onChange }: DashboardFiltersProps) {
  const id = useId();
  return (
    <Flex gap={24} wrap align="flex-end" role="group" aria-label={f.title}>
      <Flex vertical gap={4}>
        <span id={`${id}-direction`}>{f.direction}</span>
        <Radio.Group
          aria-labelledby={`${id}-direction`}
          optionType="button"
          buttonStyle="solid"
          value={filters.direction}
          onChange={(event) => onChange({ direction: event.target.value as TransactionDirection })}
          options={DIRECTIONS.map((value) => ({ value, label: f.directions[value] }))}
        />
      </Flex>
      <Flex vertical gap={4} role="group" aria-labelledby={`${id}-period`}>
        <span id={`${id}-period`}>{f.period}</span>
        {/* Each field of the range has its own name, the format included. */}
        <label htmlFor={`${id}-from`} className="troc-sr-only">
          {f.from}
        </label>
        <label htmlFor={`${id}-to`} className="troc-sr-only">
          {f.to}
        </label>
        <DatePicker.RangePicker
          id={{ start: `${id}-from`, end: `${id}-to` }}
          format="DD/MM/YYYY"
          allowClear={false}
          value={[dayjs(filters.from), dayjs(filters.to)]}
          presets={presets()}
          onChange={(dates) => {
            const [from, to] = dates ?? [];
            if (from && to) onChange({ from: from.format(DAY), to: to.format(DAY) });
          }}
        />
      </Flex>
    </Flex>
  );
}
