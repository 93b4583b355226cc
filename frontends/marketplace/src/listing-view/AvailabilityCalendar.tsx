import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, Calendar, Card, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type Ref } from 'react';
import { fr, type ListingView } from '@troc/shared';
import { LoanCalendar } from './calendar/LoanCalendar';

const ui = fr.ui.listingBrowse.view;
export const CALENDAR_ID = 'calendrier';

type CalendarView = Pick<
  ListingView,
  'name' | 'availabilityStartDate' | 'availabilityEndDate' | 'availabilityDisplayDates' | 'loan'
>;

/**
 * The calendar section of the listing (core §2): a loan's booking calendar for signed-in
 * readers, otherwise the days the good is available, month by month.
 */
export function AvailabilityCalendar({ view, ref }: { view: CalendarView; ref?: Ref<HTMLElement> }) {
  const loan = view.loan;
  if (loan) {
    return (
      <section id={CALENDAR_ID} ref={ref} tabIndex={-1} aria-labelledby="calendar-title" className="troc-calendar">
        <Card>
          <Typography.Title level={2} id="calendar-title">
            {fr.ui.calendar.title}
          </Typography.Title>
          {view.availabilityDisplayDates ? (
            <Typography.Paragraph type="secondary">{view.availabilityDisplayDates}</Typography.Paragraph>
          ) : null}
          <LoanCalendar view={{ ...view, loan }} />
        </Card>
      </section>
    );
  }
  return <DatesCalendar view={view} ref={ref} />;
}

/** The listing's availability dates alone (not a loan, or a visitor). */
function DatesCalendar({ view, ref }: { view: CalendarView; ref?: Ref<HTMLElement> }) {
  const start = view.availabilityStartDate ? dayjs(view.availabilityStartDate) : null;
  const end = view.availabilityEndDate ? dayjs(view.availabilityEndDate) : null;
  const today = dayjs();
  const [month, setMonth] = useState<Dayjs>(() => (start && start.isAfter(today) ? start : today).startOf('month'));
  const available = (day: Dayjs) =>
    start !== null && !day.isBefore(start, 'day') && (end === null || !day.isAfter(end, 'day'));

  return (
    <section id={CALENDAR_ID} ref={ref} tabIndex={-1} aria-labelledby="calendar-title" className="troc-calendar">
      <Card>
        <Typography.Title level={2} id="calendar-title">
          {ui.calendar}
        </Typography.Title>
        {start ? (
          <>
            <Typography.Paragraph>
              {view.availabilityDisplayDates}. {ui.calendarIntro}
            </Typography.Paragraph>
            <Calendar
              fullscreen={false}
              mode="month"
              value={month}
              onChange={(day) => setMonth(day.startOf('month'))}
              headerRender={() => (
                <Flex justify="space-between" align="center" className="troc-calendar__header">
                  <Button
                    icon={<LeftOutlined aria-hidden />}
                    aria-label={ui.calendarPrevious}
                    onClick={() => setMonth((m) => m.subtract(1, 'month'))}
                  />
                  <Typography.Text strong aria-live="polite" style={{ textTransform: 'capitalize' }}>
                    {month.format('MMMM YYYY')}
                  </Typography.Text>
                  <Button
                    icon={<RightOutlined aria-hidden />}
                    aria-label={ui.calendarNext}
                    onClick={() => setMonth((m) => m.add(1, 'month'))}
                  />
                </Flex>
              )}
              fullCellRender={(day, info) => {
                if (info.type !== 'date') return info.originNode;
                const outside = !day.isSame(month, 'month');
                const free = available(day);
                return (
                  <div
                    className={`troc-calendar__day${free ? ' troc-calendar__day--free' : ''}${outside ? ' troc-calendar__day--outside' : ''}`}
                    title={free ? `${day.format('DD/MM/YYYY')} : ${ui.calendarAvailable}` : day.format('DD/MM/YYYY')}
                  >
                    {day.date()}
                  </div>
                );
              }}
            />
          </>
        ) : (
          <Typography.Paragraph type="secondary">{ui.calendarNoDates}</Typography.Paragraph>
        )}
      </Card>
    </section>
  );
}
