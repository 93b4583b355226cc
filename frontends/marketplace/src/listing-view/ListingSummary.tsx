import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  formatEuros,
  formatServiceName,
  fr,
  isPharmacy,
  listingFieldLabels,
  ROUTES,
  SwapType,
  t,
  withLocale,
  type ListingView,
} from '@troc/shared';
import { discountPercent, isDemand, placeLabel, priceTag, quantityLabel } from '../listing/labels';

const ui = fr.ui.listingBrowse.view;

/** The facts a taker decides on: price, quantity left, dates, place, who offers it. */
export function ListingSummary({ view, actions }: { view: ListingView; actions?: ReactNode }) {
  const labels = listingFieldLabels(isPharmacy(view.categoryHierarchy));
  const sale = (view.publicSwapType ?? view.swapType) === SwapType.Vente;
  const price = priceTag(view);
  const discount = discountPercent(view);
  const owner = `${view.manager.firstname} ${view.manager.lastname}`.trim();
  const item = (key: string, label: ReactNode, children: ReactNode) => ({ key, label, children });

  const items = [
    sale && view.itemPriceType ? item('priceType', ui.priceType, fr.listing.priceTypes[view.itemPriceType]) : null,
    sale && view.totalPriceInEuros ? item('total', ui.totalPrice, view.totalPriceInEuros) : null,
    view.rawItemPurchasePrice !== null ? item('purchase', labels.price, formatEuros(view.rawItemPurchasePrice)) : null,
    isDemand(view)
      ? item('requested', ui.requested, quantityLabel(view.itemRequestQuantity, view.unit))
      : item(
          'remaining',
          <>
            <InboxOutlined aria-hidden /> {ui.remaining}
          </>,
          quantityLabel(view.itemRemainingQuantity, view.unit),
        ),
    item(
      'availability',
      <>
        <CalendarOutlined aria-hidden /> {ui.availability}
      </>,
      view.availabilityDisplayDates,
    ),
    item(
      'place',
      <>
        <EnvironmentOutlined aria-hidden /> {ui.place}
      </>,
      placeLabel(view.location),
    ),
    item(
      'owner',
      <>
        <UserOutlined aria-hidden /> {isDemand(view) ? ui.demandBy : ui.offerBy}
      </>,
      <Flex vertical>
        {/* The profile link shows only when the user is readable (core §6). */}
        {view.manager.readable && view.manager.slug ? (
          <Link to={withLocale(ROUTES.publicProfile(view.manager.slug))}>{owner}</Link>
        ) : (
          <span>{owner || fr.fallback.unknown}</span>
        )}
        {/* The organisation first: the service alone does not say whose listing it is. */}
        {view.organisation ? (
          <Typography.Text strong className="troc-summary__organisation">
            <span className="troc-sr-only">{ui.organisation} : </span>
            {view.organisation}
          </Typography.Text>
        ) : null}
        {view.service ? (
          <Typography.Text type="secondary">{formatServiceName(view.service.name)}</Typography.Text>
        ) : null}
      </Flex>,
    ),
  ].filter((entry) => entry !== null);

  return (
    <Card className="troc-summary">
      <Flex vertical gap={12}>
        <Flex align="center" gap={8} wrap>
          {price ? (
            // Named in words for screen readers: an aria-label on a plain span is not read.
            <span className="troc-summary__price">
              <span className="troc-sr-only">{sale ? ui.price : ui.swapType} : </span>
              <span>{price}</span>
            </span>
          ) : null}
          {discount !== null ? (
            <Tag color="red" title={t(fr.ui.listingBrowse.card.discountLabel, { percent: discount })}>
              {t(fr.ui.listingBrowse.card.discount, { percent: discount })}
            </Tag>
          ) : null}
        </Flex>
        <Descriptions column={1} size="small" items={items} />
        {actions}
      </Flex>
    </Card>
  );
}
