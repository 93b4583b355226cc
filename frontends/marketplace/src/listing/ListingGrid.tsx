import { Col, Row } from 'antd';
import type { ListingCard as ListingCardData } from '@troc/shared';
import { ListingCard } from './ListingCard';

/** Cards in a responsive grid: one column on phones, up to three on wide screens. */
export function ListingGrid({
  cards,
  onFavoriteChange,
  label,
}: {
  cards: ListingCardData[];
  onFavoriteChange?: (card: ListingCardData, favorite: boolean) => void;
  /** Names the list for screen readers. */
  label: string;
}) {
  return (
    <Row gutter={[16, 16]} role="list" aria-label={label}>
      {cards.map((card) => (
        <Col key={card.id} xs={24} sm={12} xl={8} role="listitem">
          <ListingCard
            card={card}
            onFavoriteChange={onFavoriteChange ? (favorite) => onFavoriteChange(card, favorite) : undefined}
          />
        </Col>
      ))}
    </Row>
  );
}
