import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, Calendar, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
// Registers the French locale (the shell sets it globally; registering twice is harmless): month
// names in French, and antd's fr_FR calendar reads its Monday week start from it.
import 'dayjs/locale/fr';
import { useState } from 'react';
import { t, type CalendarPeriodView } from '@troc/shared';
import { ui } from './labels';

const c = ui.calendar;

/**
 * The loan's days on a month calendar (month view only, weeks from Monday). Each day of the
 * period says « Prêt » in words, the colour only repeats it.
 */
export function PeriodCalendar({ period }: { period: Pick<CalendarPeriodView, 'startDate' | 'endDate'> }) {
  const first = dayjs(period.startDate);
  const last = dayjs(period.endDate);
  const [month, setMonth] = useState<Dayjs>(() => first.startOf('month'));
  const booked = (day: Dayjs) => !day.isBefore(first, 'day') && !day.isAfter(last, 'day');
  const shown = month.locale('fr').format('MMMM YYYY');

  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {c.legend}
      </Typography.Paragraph>
      <Calendar
        className="troc-loan-calendar"
        fullscreen={false}
        mode="month"
        value={month}
        onPanelChange={(day) => setMonth(day.startOf('month'))}
        onSelect={(day) => setMonth(day.startOf('month'))}
        headerRender={() => (
          <Flex justify="space-between" align="center" gap={8} className="troc-loan-calendar__header">
            <Button
              icon={<LeftOutlined aria-hidden />}
              aria-label={c.previous}
              onClick={() => setMonth((m) => m.subtract(1, 'month'))}
            />
            <Flex vertical align="center">
              <Typography.Text strong aria-live="polite" style={{ textTransform: 'capitalize' }}>
                <span className="troc-sr-only">{t(c.monthShown, { month: shown })}</span>
                <span aria-hidden>{shown}</span>
              </Typography.Text>
              {!month.isSame(first, 'month') ? (
                <Button type="link" size="small" onClick={() => setMonth(first.startOf('month'))}>
                  {c.showPeriod}
                </Button>
              ) : null}
            </Flex>
            <Button
              icon={<RightOutlined aria-hidden />}
              aria-label={c.next}
              onClick={() => setMonth((m) => m.add(1, 'month'))}
            />
          </Flex>
        )}
        fullCellRender={(day, info) => {
          if (info.type !== 'date') return info.originNode;
          const inPeriod = booked(day);
          const outside = !day.isSame(month, 'month');
          return (
            <div
              className={`troc-loan-calendar__day${inPeriod ? ' troc-loan-calendar__day--booked' : ''}${
                outside ? ' troc-loan-calendar__day--outside' : ''
              }`}
              title={inPeriod ? t(c.bookedDay, { day: day.format('DD/MM/YYYY') }) : day.format('DD/MM/YYYY')}
            >
              <span className="troc-loan-calendar__number">{day.date()}</span>
              {inPeriod ? <span className="troc-loan-calendar__mark">{c.booked}</span> : null}
            </div>
          );
        }}
      />
    </Flex>
  );
}
