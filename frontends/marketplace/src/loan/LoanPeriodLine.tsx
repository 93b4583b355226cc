import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES, withLocale, type TrackerCalendarPeriod } from '@troc/shared';
import { loanLine, ui } from './labels';
import { PeriodTags } from './PeriodTags';

/**
 * The loan's days on an exchange (its card, its thread's side panel): « Prêt du … au … (n jours) »,
 * late or returned, and the way to its calendar, where the return is recorded.
 */
export function LoanPeriodLine({ period, trackerSlug }: { period: TrackerCalendarPeriod; trackerSlug: string }) {
  return (
    <Flex gap={8} wrap align="center" className="troc-loan-line">
      <Typography.Text>
        <CalendarOutlined aria-hidden /> {loanLine(period)}
      </Typography.Text>
      <PeriodTags overdue={period.overdue} returned={period.returned} />
      <Link to={withLocale(ROUTES.trackerCalendar(trackerSlug))}>{ui.period.calendar}</Link>
    </Flex>
  );
}
