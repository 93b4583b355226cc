import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import { Alert, Typography } from 'antd';
import { fr, SwapType, t, type ListingView } from '@troc/shared';
import { CalendarManager } from './CalendarManager';

const c = fr.ui.calendar;

/** A loan (Pret) has a booking calendar; the listing's numeric id is what the calendar paths take. */
const isLoan = (listing: ListingView) => Boolean(listing.loan) || listing.swapType === SwapType.Pret;

/**
 * The calendar tab of the edit page: a loan's booking calendar, or for any other listing a word
 * on why there is none and the availability dates that apply instead.
 */
export function CalendarForm({ listing }: { listing: ListingView }) {
  if (isLoan(listing)) return <CalendarManager trocId={listing.loan?.id ?? listing.id} name={listing.name} />;
  return (
    <Alert
      type="info"
      showIcon
      icon={<CalendarOutlined aria-hidden />}
      title={c.manage.notLoan}
      description={
        <>
          <Typography.Paragraph>{c.manage.notLoanHelp}</Typography.Paragraph>
          <Typography.Text strong>{t(c.manage.current, { dates: listing.availabilityDisplayDates })}</Typography.Text>
        </>
      }
    />
  );
}
