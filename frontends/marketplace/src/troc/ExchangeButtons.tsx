import AuditOutlined from '@ant-design/icons/AuditOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import { Button } from 'antd';
import { fr, ROUTES, withLocale, type ListingView } from '@troc/shared';
import { ButtonLink, useModals } from '@troc/ui';
import { isDemand } from '../listing/labels';
import './ReservationModal';

const r = fr.ui.tracker.reserve;

/**
 * The exchange buttons of a listing, exactly as the server allows them: reserve (propose, on a
 * Demand) or see the request already going, and regularise for the managers. Nothing for visitors.
 */
export function ExchangeButtons({ view }: { view: ListingView }) {
  const { open } = useModals();
  const exchange = view.exchange;
  if (!exchange) return null;
  const demand = isDemand(view);

  return (
    <>
      {exchange.pendingTracker ? (
        <ButtonLink
          to={withLocale(ROUTES.trackerThread(exchange.pendingTracker))}
          icon={<MessageOutlined aria-hidden />}
        >
          {r.pending}
        </ButtonLink>
      ) : exchange.canRequest ? (
        <Button
          type="primary"
          icon={<ShoppingOutlined aria-hidden />}
          onClick={() =>
            open('tracker-reservation', {
              slug: view.slug,
              name: view.name,
              demand,
              unit: fr.listing.units[view.unit],
              exchange,
            })
          }
        >
          {demand ? r.demand : r.offer}
        </Button>
      ) : null}
      {exchange.canRegularize ? (
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
