import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, Calendar, Flex, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { fr, type CalendarItem, type Day } from '@troc/shared';
import { dayLabel, dayState, monthTitle, toDay, type DayState } from './days';
import './calendar.css';

const c = fr.ui.calendar;
const LEGEND = ['free', 'partial', 'full', 'closed'] as const;

export interface MonthCalendarProps {
  /** The first day of the month shown. */
  month: Dayjs;
  onMonthChange: (month: Dayjs) => void;
  /** The loader's item for the grid's window; days stay plain until it comes. */
  item: CalendarItem | undefined;
  /** The next month is on its way: the grid stays, dimmed. */
  loading?: boolean;
  /** Days can be clicked to book them: called with a day that `pickable` allows. */
  onPick?: (day: Day) => void;
  pickable?: (day: Day, state: DayState) => boolean;
  /** The days picked so far, marked on the grid. */
  picked?: { start: Day; end: Day | null } | null;
}

/**
 * A loan listing's month (supporting §9: month view only, Monday first, dd/mm/yyyy): each day
 * coloured free, partly booked or complete, and saying it in words for those who do not see colours.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  item,
  loading = false,
  onPick,
  pickable = () => true,
  picked = null,
}: MonthCalendarProps) {
  const slots = useMemo(() => new Map((item?.slots ?? []).map((slot) => [slot.date, slot.available])), [item]);
  const total = item?.total ?? 0;

  return (
    <div className="troc-month">
      <ul className="troc-month__legend" aria-label={c.legend}>
        {LEGEND.map((state) => (
          <li key={state}>
            <span className={`troc-month__swatch troc-month__day--${state}`} aria-hidden />
            {c.states[state]}
          </li>
        ))}
      </ul>
      <Spin spinning={loading} delay={200}>
        <Calendar
          fullscreen={false}
          mode="month"
          value={month}
          onChange={(day) => {
            if (!day.isSame(month, 'month')) onMonthChange(day.startOf('month'));
          }}
          onSelect={(date, info) => {
            if (!onPick || info.source !== 'date') return;
            const day = toDay(date);
            if (pickable(day, dayState(day, item, slots).state)) onPick(day);
          }}
          headerRender={() => (
            <Flex justify="space-between" align="center" className="troc-month__header">
              <Button
                icon={<LeftOutlined aria-hidden />}
                aria-label={c.previous}
                onClick={() => onMonthChange(month.subtract(1, 'month'))}
              />
              <Typography.Text strong aria-live="polite">
                {monthTitle(month)}
              </Typography.Text>
              <Button
                icon={<RightOutlined aria-hidden />}
                aria-label={c.next}
                onClick={() => onMonthChange(month.add(1, 'month'))}
              />
            </Flex>
          )}
          fullCellRender={(date, info) => {
            if (info.type !== 'date') return info.originNode;
            const day = toDay(date);
            const { state, available } = dayState(day, item, slots);
            const label = dayLabel(day, state, available, total);
            const outside = !date.isSame(month, 'month');
            const inPick = picked !== null && day >= picked.start && day <= (picked.end ?? picked.start);
            return (
              <div
                className={`troc-month__day troc-month__day--${state}${outside ? ' troc-month__day--outside' : ''}${inPick ? ' troc-month__day--picked' : ''}`}
                title={label}
                data-day={day}
              >
                <span aria-hidden>{date.date()}</span>
                {/* A second signal besides the colour: the units left, or a bar across a complete day. */}
                {state === 'partial' ? (
                  <span className="troc-month__count" aria-hidden>
                    {available}
                  </span>
                ) : null}
                <span className="troc-sr-only">{label}</span>
              </div>
            );
          }}
        />
      </Spin>
    </div>
  );
}
