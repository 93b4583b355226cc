import { Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ListingCard as ListingCardData } from '@troc/shared';
import { ListingCard } from './ListingCard';
import { useListLoader } from './useListLoader';

export interface ListingStripProps {
  /** List loader path (last, similar). */
  source: string;
  title: string;
  size: number;
  /** Listings not to show again (the one on screen). */
  excludeId?: number;
  /** Cards shown at most (ask one more than this when excluding one). */
  limit?: number;
  /** Shown instead when the list is empty. */
  fallback?: ReactNode;
  /** Shown beside the title (a "see all" link). */
  extra?: ReactNode;
  /** What to show when the list is empty; nothing at all by default. */
  empty?: ReactNode;
  headingLevel?: 2 | 3;
  /** Cards of the highlight kind (owner and condition shown). */
  highlight?: boolean;
}

/** One row of cards: the last listings, the similar ones. Silent when it cannot load. */
export function ListingStrip({
  source,
  title,
  size,
  excludeId,
  limit = size,
  fallback = null,
  extra,
  empty = null,
  headingLevel = 2,
  highlight = false,
}: ListingStripProps) {
  const list = useListLoader<ListingCardData>(source, {}, { size });
  const cards = list.items.filter((card) => card.id !== excludeId).slice(0, limit);
  const headingId = `strip-${source.replace(/\W+/g, '-')}`;

  if (list.status === 'failed') return null;
  if (list.status === 'ready' && cards.length === 0 && !empty) return <>{fallback}</>;
  return (
    <section aria-labelledby={headingId}>
      <Flex justify="space-between" align="baseline" wrap gap={12}>
        <Typography.Title level={headingLevel} id={headingId}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {list.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : cards.length === 0 ? (
        empty
      ) : (
        <div className="troc-strip" role="list" aria-labelledby={headingId}>
          {cards.map((card) => (
            <div role="listitem" key={card.id}>
              <ListingCard card={card} headingLevel={headingLevel === 2 ? 3 : 4} highlight={highlight} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
