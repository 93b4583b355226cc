import { Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import {
  CalendarPeriodType,
  fr,
  ROUTES,
  t,
  withLocale,
  type CalendarItem,
  type CalendarPeriodView,
} from '@troc/shared';
import { capitalize, PeriodActionButtons, periodDays, PeriodStatusTag, PeriodTypeTag, toDay } from '@troc/ui';

const c = fr.ui.calendar;

export interface MonthPeriodsProps {
  trocId: number;
  month: Dayjs;
  /** The periods of the window the loader read: the viewer's own, or all of them for a manager. */
  periods: CalendarPeriodView[];
  item: CalendarItem;
  onDone: (text: string) => void;
  onError: (text: string) => void;
}

/** The periods touching the month on screen, first day first, with what the viewer may do on each. */
export function MonthPeriods({ trocId, month, periods, item, onDone, onError }: MonthPeriodsProps) {
  const first = toDay(month.startOf('month'));
  const last = toDay(month.endOf('month'));
  const shown = periods
    .filter((p) => p.endDate >= first && p.startDate <= last)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  const manager = item.currentManager;

  return (
    <section aria-labelledby="calendar-periods-title">
      <Typography.Title level={3} id="calendar-periods-title" style={{ fontSize: 18 }}>
        {manager ? c.monthPeriods : c.myPeriods}
      </Typography.Title>
      {shown.length === 0 ? (
        <Typography.Paragraph type="secondary">{c.noPeriods}</Typography.Paragraph>
      ) : (
        <ul className="troc-loan-periods">
          {shown.map((period) => (
            <li key={period.id} className="troc-loan-periods__item">
              <Flex gap={8} wrap align="center">
                <Typography.Text strong>{capitalize(periodDays(period))}</Typography.Text>
                <Typography.Text type="secondary">{t(c.period.duration, { count: period.duration })}</Typography.Text>
                <PeriodStatusTag status={period.periodStatus} />
                {period.periodType === CalendarPeriodType.Maintenance ? (
                  <PeriodTypeTag type={period.periodType} />
                ) : null}
                {item.total > 1 ? (
                  <Typography.Text>{t(c.period.quantity, { count: period.requestedQuantity })}</Typography.Text>
                ) : null}
                {manager && period.user ? (
                  <Typography.Text>
                    {t(c.period.by, { name: `${period.user.firstname} ${period.user.lastname}`.trim() })}
                  </Typography.Text>
                ) : null}
                {period.tracker ? (
                  <Link
                    to={withLocale(ROUTES.trackerCalendar(period.tracker))}
                    aria-label={t(c.period.trackerLabel, { days: periodDays(period) })}
                  >
                    {c.period.tracker}
                  </Link>
                ) : null}
                <PeriodActionButtons
                  trocId={trocId}
                  period={period}
                  onDone={(action, updated) => onDone(t(c.actions.done[action], { days: periodDays(updated) }))}
                  onError={onError}
                />
              </Flex>
              {period.itemUsage ? (
                <Typography.Paragraph type="secondary" className="troc-prewrap" style={{ margin: '4px 0 0' }}>
                  {t(c.period.usage, { usage: period.itemUsage })}
                </Typography.Paragraph>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
