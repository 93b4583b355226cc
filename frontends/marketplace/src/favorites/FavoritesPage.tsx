import StarOutlined from '@ant-design/icons/StarOutlined';
import { Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { API, fr, ROUTES, t, withLocale, type ListingCard } from '@troc/shared';
import { ButtonLink, ListState, usePageTitle } from '@troc/ui';
import { ListingGrid } from '../listing/ListingGrid';
import { ScrollLoader } from '../listing/ScrollLoader';
import { useListLoader } from '../listing/useListLoader';

const ui = fr.ui.listingBrowse.favorites;
const NO_FILTERS = {};

/** /{locale}/troc/favorites/: the listings the user starred, newest first; unstarring removes the card. */
export function FavoritesPage() {
  usePageTitle(ui.title);
  const list = useListLoader<ListingCard>(API.favorites, NO_FILTERS);
  const [removed, setRemoved] = useState<string | null>(null);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {ui.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {ui.intro}
      </Typography.Paragraph>
      {/* The card leaves the list: say so to screen readers too. */}
      <div role="status" className="troc-sr-only">
        {removed}
      </div>
      <ListState
        status={list.status}
        onRetry={list.retry}
        failedTitle={fr.ui.listingBrowse.list.loadFailed}
        empty={list.items.length === 0}
        emptyView={
          <Empty
            image={<StarOutlined aria-hidden style={{ fontSize: 56, color: '#d48806' }} />}
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>{ui.emptyTitle}</Typography.Text>
                <Typography.Text type="secondary">{ui.emptyText}</Typography.Text>
              </Flex>
            }
          >
            <ButtonLink type="primary" to={withLocale(ROUTES.searchAll)}>
              {ui.emptySearch}
            </ButtonLink>
          </Empty>
        }
      >
        <Typography.Text strong>{t(ui.count, { count: list.totalResults })}</Typography.Text>
        <ListingGrid
          cards={list.items}
          label={ui.title}
          onFavoriteChange={(card, favorite) => {
            if (favorite) return;
            list.remove((item) => item.id === card.id);
            setRemoved(t(ui.removed, { name: card.name }));
          }}
        />
        <ScrollLoader list={list} />
      </ListState>
    </Flex>
  );
}
