import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, message, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { displayDay, fr, parisDay, t, type Day, type ListingLoanInfo, type ListingView } from '@troc/shared';
import {
  ListState,
  MonthCalendar,
  monthGrid,
  periodDays,
  pickDay,
  toDay,
  useCalendar,
  useModals,
  type DayState,
} from '@troc/ui';
import { MonthPeriods } from './MonthPeriods';

const c = fr.ui.calendar;

export type LoanCalendarView = Pick<ListingView, 'name' | 'availabilityStartDate'> & { loan: ListingLoanInfo };

/** The month shown first: the current one, or the first month of a listing not available yet. */
function firstMonth(availabilityStart: string | null): Dayjs {
  const today = dayjs();
  const start = availabilityStart ? dayjs(availabilityStart) : null;
  return (start && start.isAfter(today) ? start : today).startOf('month');
}

/**
 * The booking calendar of a loan listing (supporting §9): the month's availability day by day,
 * the viewer's periods of the month (all of them for a manager), and the calendar modal.
 */
export function LoanCalendar({ view }: { view: LoanCalendarView }) {
  const id = view.loan.id;
  const [month, setMonth] = useState(() => firstMonth(view.availabilityStartDate));
  const grid = useMemo(() => monthGrid(month), [month]);
  const { data, isPending, isError, isPlaceholderData, refetch } = useCalendar(id, grid);
  const { open } = useModals();
  const [messages, holder] = message.useMessage();
  const item = data?.item;
  const manager = item?.currentManager ?? false;

  const [start, setStart] = useState<Day | null>(null);
  const bookable = Boolean(item && (manager || item.canBook));
  // A requester picks free or partly booked days from today; a manager any day of the grid.
  const pickable = (day: Day, state: DayState) =>
    manager || ((state === 'free' || state === 'partial') && day >= parisDay());

  const openModal = (days: { startDate?: Day; endDate?: Day } = {}) =>
    open('calendar-period', {
      trocId: id,
      name: view.name,
      manager,
      month: toDay(month),
      ...days,
      // A request opens its thread; a manager's period stays here, announced.
      onCreated: (created) => void messages.success(t(c.modal.added, { days: periodDays(created.period) })),
    });

  return (
    <Flex vertical gap={16}>
      {holder}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div>
          <Typography.Paragraph style={{ margin: 0 }}>{c.intro}</Typography.Paragraph>
          {item && (item.time_start || item.time_end) ? (
            <Typography.Paragraph strong style={{ margin: 0 }}>
              {handOver(item)}
            </Typography.Paragraph>
          ) : null}
        </div>
        {item && (manager || item.canBook) ? (
          <Button
            type="primary"
            icon={manager ? <PlusOutlined aria-hidden /> : <CalendarOutlined aria-hidden />}
            onClick={() => openModal()}
          >
            {manager ? c.addPeriod : c.book}
          </Button>
        ) : null}
      </Flex>
      {isError && !data ? (
        <ListState status="failed" onRetry={() => void refetch()} failedTitle={c.loadFailed} />
      ) : (
        <>
          {bookable ? (
            <Flex gap={8} align="center" wrap role="status" aria-live="polite">
              <Typography.Text type="secondary">
                {start ? t(c.pick.started, { day: displayDay(start) }) : c.pick.hint}
              </Typography.Text>
              {start ? (
                <Button size="small" onClick={() => setStart(null)}>
                  {c.pick.clear}
                </Button>
              ) : null}
            </Flex>
          ) : null}
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            item={isPlaceholderData ? undefined : item}
            loading={isPending || isPlaceholderData}
            picked={start ? { start, end: null } : null}
            pickable={pickable}
            onPick={
              bookable
                ? (day) => {
                    const next = pickDay(start, day);
                    if (next.end === null) return setStart(next.start);
                    setStart(null);
                    openModal({ startDate: next.start, endDate: next.end });
                  }
                : undefined
            }
          />
        </>
      )}
      {data && !isPlaceholderData ? (
        <MonthPeriods
          trocId={id}
          month={month}
          periods={data.periods}
          item={data.item}
          onDone={(text) => void messages.success(text)}
          onError={(text) => void messages.error(text)}
        />
      ) : null}
    </Flex>
  );
}

/** « Remise et retour du bien de 09:00 à 17:30 », or one end only. */
function handOver(item: { time_start: string | null; time_end: string | null }): string {
  const h = c.hours;
  if (item.time_start && item.time_end) return t(h.shown, { start: item.time_start, end: item.time_end });
  return item.time_start ? t(h.from, { start: item.time_start }) : t(h.until, { end: item.time_end ?? '' });
}
