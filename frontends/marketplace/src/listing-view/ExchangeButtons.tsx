import AuditOutlined from '@ant-design/icons/AuditOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import { Button } from 'antd';
import { useLocation } from 'react-router-dom';
import { fr, PublicationStatus, ROUTES, withLocale, type ListingView } from '@troc/shared';
import { ButtonLink, loginUrl, useModals, useSession } from '@troc/ui';
import { isDemand } from '../listing/labels';
import { LoanReturnButton } from '../loan/LoanReturnButton';
import './ReservationModal';
import { trackerUi } from '@troc/shared/messages/ui-tracker';

const r = trackerUi.reserve;

/**
 * The exchange buttons of a listing, exactly as the server allows them: reserve (propose, on a
 * Demand; pick dates, on a loan) or see the request already going, regularise for the managers,
 * and record the return of a loan under way. A visitor is offered to sign in first, and comes
 * back to this listing once signed in.
 */
export function ExchangeButtons({ view }: { view: ListingView }) {
  const { open } = useModals();
  const { user, loading } = useSession();
  const { pathname, search } = useLocation();
  const exchange = view.exchange;
  const loan = view.loan;
  const demand = isDemand(view);

  const reserve = () => {
    if (!exchange) return;
    // A loan is booked by dates: the calendar modal stands for the reservation.
    if (loan) open('calendar-period', { trocId: loan.id, name: view.name, manager: false });
    else
      open('tracker-reservation', {
        slug: view.slug,
        name: view.name,
        demand,
        unit: fr.listing.unitForms[view.unit][1],
        exchange,
      });
  };

  // A visitor: nobody signed in, and the server sent no exchange buttons (it sends them to members).
  if (!exchange && !loan?.returnable && !user && !loading) {
    return view.publicationStatus === PublicationStatus.Published ? (
      <ButtonLink to={loginUrl(`${pathname}${search}`)} type="primary" icon={<LoginOutlined aria-hidden />}>
        {demand ? r.signInToPropose : r.signInToReserve}
      </ButtonLink>
    ) : null;
  }

  return (
    <>
      {loan?.returnable ? <LoanReturnButton returnable={loan.returnable} /> : null}
      {exchange?.pendingTracker ? (
        <ButtonLink
          to={withLocale(ROUTES.trackerThread(exchange.pendingTracker))}
          icon={<MessageOutlined aria-hidden />}
        >
          {r.pending}
        </ButtonLink>
      ) : exchange?.canRequest ? (
        <Button
          type="primary"
          icon={loan ? <CalendarOutlined aria-hidden /> : <ShoppingOutlined aria-hidden />}
          onClick={reserve}
        >
          {loan ? fr.ui.calendar.book : demand ? r.demand : r.offer}
        </Button>
      ) : null}
      {exchange?.canRegularize ? (
        <ButtonLink
          to={withLocale(ROUTES.trackerAdd(view.slug))}
          icon={<AuditOutlined aria-hidden />}
          title={r.regularizeHelp}
        >
          {r.regularize}
        </ButtonLink>
      ) : null}
    </>
  );
}
