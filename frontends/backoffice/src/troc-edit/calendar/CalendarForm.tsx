import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import { Alert, Typography } from 'antd';
import { t, type ListingView } from '@troc/shared';
import { m } from '../../common/labels';

/**
 * The calendar part of the page. Booking periods come with the calendar module: until then it
 * says so plainly and saves nothing, and the availability dates of the manage form apply.
 */
export function CalendarForm({ listing }: { listing: ListingView }) {
  return (
    <Alert
      type="info"
      showIcon
      icon={<CalendarOutlined aria-hidden />}
      title={m.calendar.title}
      description={
        <>
          <Typography.Paragraph>{m.calendar.body}</Typography.Paragraph>
          <Typography.Text strong>{t(m.calendar.current, { dates: listing.availabilityDisplayDates })}</Typography.Text>
        </>
      }
    />
  );
}
