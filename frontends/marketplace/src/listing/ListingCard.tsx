import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Card, Tag, Typography } from 'antd';
import { createElement } from 'react';
import { Link } from 'react-router-dom';
import {
  fr,
  ROUTES,
  t,
  truncateCardDescription,
  truncateName,
  truncatePersonName,
  withLocale,
  type ListingCard as ListingCardData,
} from '@troc/shared';
import { ButtonLink } from '@troc/ui';
import { FavoriteButton } from './FavoriteButton';
import { categoryLabel, discountPercent, isDemand, placeLabel, priceTag, quantityLabel } from './labels';
import './listing.css';

const ui = fr.ui.listingBrowse.card;

export interface ListingCardProps {
  card: ListingCardData;
  /** Level of the listing name in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Told when the viewer stars or unstars the listing. */
  onFavoriteChange?: (favorite: boolean) => void;
  /** The highlight card (core §2) also shows the owner and the condition. */
  highlight?: boolean;
}

/** The public listing card (core §2 Listing cards). */
export function ListingCard({ card, headingLevel = 3, onFavoriteChange, highlight = false }: ListingCardProps) {
  const to = withLocale(ROUTES.trocView(card.slug));
  const name = truncateName(card.name) || fr.fallback.notProvided;
  const price = priceTag(card);
  const discount = discountPercent(card);
  const headingId = `listing-card-${card.id}`;

  const cover = (
    <Link to={to} className="troc-card__cover" tabIndex={-1} aria-hidden>
      {card.thumbnail ? (
        <img src={card.thumbnail} alt="" loading="lazy" />
      ) : (
        <span className="troc-card__no-picture">
          <PictureOutlined aria-hidden />
          {ui.noPicture}
        </span>
      )}
    </Link>
  );

  return (
    <Card
      className="troc-card"
      cover={cover}
      role="article"
      aria-labelledby={headingId}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, flex: 1, padding: 16 } }}
    >
      <div className="troc-card__tags">
        {isDemand(card) ? <Tag color="purple">{fr.listing.requestTypes.Demand}</Tag> : null}
        {price ? (
          <Tag color="green" className="troc-card__price">
            {price}
          </Tag>
        ) : null}
        {discount !== null ? (
          <Tag color="red" title={t(ui.discountLabel, { percent: discount })} className="troc-card__discount">
            {t(ui.discount, { percent: discount })}
          </Tag>
        ) : null}
      </div>
      {card.favorite === undefined ? null : (
        <FavoriteButton slug={card.slug} name={name} favorite={card.favorite} onChange={onFavoriteChange} />
      )}
      <Typography.Text type="secondary" className="troc-card__category">
        {categoryLabel(card)}
      </Typography.Text>
      {createElement(`h${headingLevel}`, { id: headingId, className: 'troc-card__name' }, <Link to={to}>{name}</Link>)}
      <Typography.Paragraph className="troc-card__description">
        {truncateCardDescription(card.description)}
      </Typography.Paragraph>
      <ul className="troc-card__facts">
        {highlight ? (
          <>
            <li>
              <UserOutlined aria-hidden />
              {truncatePersonName(`${card.user.firstname} ${card.user.lastname}`.trim()) || fr.fallback.unknown}
            </li>
            {card.itemState ? (
              <li>
                <SafetyCertificateOutlined aria-hidden />
                {fr.listing.itemStates[card.itemState]}
              </li>
            ) : null}
          </>
        ) : null}
        {card.organisation ? (
          <li>
            <BankOutlined aria-hidden />
            <span className="troc-sr-only">{ui.organisation} : </span>
            <span className="troc-card__organisation">{card.organisation}</span>
          </li>
        ) : null}
        <li>
          <InboxOutlined aria-hidden />
          {t(ui.remaining, { quantity: quantityLabel(card.itemRemainingQuantity, card.unit) })}
        </li>
        <li>
          <EnvironmentOutlined aria-hidden />
          {placeLabel(card.location)}
        </li>
        <li>
          <CalendarOutlined aria-hidden />
          {card.availabilityDisplayDates}
        </li>
      </ul>
      <ButtonLink to={to} type="primary" ghost aria-label={t(ui.seeLabel, { name })} className="troc-card__see">
        {ui.see}
      </ButtonLink>
    </Card>
  );
}
