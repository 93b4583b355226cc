import { Card, Checkbox, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  RequestType,
  ROUTES,
  fr,
  t,
  truncateName,
  withLocale,
  type ListingManagerCard as Card_,
  unitOf,
} from '@troc/shared';
import { L, listingName, m, personName, statusColor, statusLabel, visibilityText } from '../common/labels';
import './listing-card.css';

const c = m.card;

export interface ListingManagerCardProps {
  card: Card_;
  /** The buttons the viewer may use on this listing. */
  actions: ReactNode;
  /** Mass-select checkbox (core §2: manager version). */
  selection?: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean };
  /** A message about this listing (a refused publication...). */
  notice?: ReactNode;
}

export function quantityText(card: Card_): string {
  if (card.requestType === RequestType.Offer && card.itemTotalQuantity !== null) {
    const unit = unitOf(card.unit, card.itemTotalQuantity);
    return t(c.quantityValue, { remaining: card.itemRemainingQuantity, total: card.itemTotalQuantity, unit });
  }
  return t(c.remainingValue, {
    remaining: card.itemRemainingQuantity,
    unit: unitOf(card.unit, card.itemRemainingQuantity),
  });
}

/**
 * The manager version of a listing card: status, place, publication date, metrics (views,
 * owner, manager, availability, visibility, quantity) and the actions allowed to the viewer.
 */
export function ListingManagerCard({ card, actions, selection, notice }: ListingManagerCardProps) {
  const name = listingName(card);
  const category = card.categoryHierarchy.at(-1)?.name ?? fr.fallback.uncategorised;
  const target = card.editable ? ROUTES.trocEdit(card.slug) : ROUTES.trocView(card.slug);
  const place = card.location.postal
    ? `${card.location.cityName} (${card.location.postal})`
    : card.location.cityName || fr.fallback.notProvided;

  return (
    <Card className="troc-manager-card" data-slug={card.slug} size="small">
      <Flex gap={16} wrap className="troc-manager-card__body">
        {selection ? (
          <Checkbox
            className="troc-manager-card__select"
            checked={selection.checked}
            disabled={selection.disabled}
            onChange={(event) => selection.onChange(event.target.checked)}
            aria-label={t(m.mine.selectListing, { name })}
          />
        ) : null}
        <div className="troc-manager-card__thumb">
          {card.thumbnail ? (
            <img src={card.thumbnail} alt={t(m.common.thumbnailAlt, { name })} loading="lazy" />
          ) : (
            <span className="troc-manager-card__nothumb">{m.common.noThumbnail}</span>
          )}
        </div>
        <Flex vertical gap={6} className="troc-manager-card__main">
          <Flex gap={6} wrap align="center">
            <Tag color={statusColor(card.publicationStatus, card.rejected)} data-testid="status">
              {statusLabel(card.publicationStatus, card.rejected)}
            </Tag>
            <Tag>{L.requestTypes[card.requestType]}</Tag>
            {card.swapType ? <Tag>{L.swapTypes[card.swapType]}</Tag> : null}
            {card.itemCurrentPriceInEuros ? <Tag color="purple">{card.itemCurrentPriceInEuros}</Tag> : null}
          </Flex>
          <Typography.Title level={3} className="troc-manager-card__title">
            <Link to={withLocale(target)}>{truncateName(name)}</Link>
          </Typography.Title>
          <Typography.Text type="secondary">
            {category} · {place} · {card.publicationDisplayDate}
          </Typography.Text>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            className="troc-manager-card__metrics"
            items={[
              { key: 'views', label: c.views, children: card.viewTotal },
              { key: 'owner', label: c.owner, children: personName(card.user) },
              { key: 'organisation', label: c.organisation, children: card.organisation },
              { key: 'manager', label: c.manager, children: personName(card.manager) },
              { key: 'availability', label: c.availability, children: card.availabilityDisplayDates },
              { key: 'visibility', label: c.visibility, children: visibilityText(card.visibility) },
              { key: 'quantity', label: c.quantity, children: quantityText(card) },
              ...(card.operation ? [{ key: 'operation', label: c.operation, children: card.operation.name }] : []),
            ]}
          />
          {notice}
        </Flex>
        <Flex
          vertical
          gap={8}
          className="troc-manager-card__actions"
          role="group"
          aria-label={t(m.common.actionsLabel, { name })}
        >
          {actions}
        </Flex>
      </Flex>
    </Card>
  );
}
