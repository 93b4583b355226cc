import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { fr } from '@troc/shared';
import type { ListLoader } from './useListLoader';

const ui = fr.ui.listingBrowse.list;

/** How close to the bottom of the page the next page is asked for. */
export const NEAR_BOTTOM_PX = 600;
/** Once a page has landed, look again after this delay: the page may still end on screen (supporting §9). */
export const RESCROLL_DELAY_MS = 750;

export function nearPageBottom(): boolean {
  const bottom = window.innerHeight + window.scrollY;
  return bottom >= document.documentElement.scrollHeight - NEAR_BOTTOM_PX;
}

/**
 * The foot of a list loader: loads the next page when the reader scrolls near the bottom,
 * and offers a button for keyboard users and pages too short to scroll.
 */
export function ScrollLoader({
  list,
  showEnd = true,
}: {
  list: Pick<ListLoader<unknown>, 'hasMore' | 'loadingMore' | 'moreFailed' | 'loadMore' | 'retry' | 'items'>;
  showEnd?: boolean;
}) {
  const { hasMore, loadingMore, moreFailed, loadMore } = list;
  const loadRef = useRef(loadMore);
  loadRef.current = loadMore;

  useEffect(() => {
    if (!hasMore || loadingMore || moreFailed) return undefined;
    const check = () => {
      if (nearPageBottom()) loadRef.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    const again = window.setTimeout(check, RESCROLL_DELAY_MS);
    return () => {
      window.removeEventListener('scroll', check);
      window.clearTimeout(again);
    };
  }, [hasMore, loadingMore, moreFailed, list.items.length]);

  if (moreFailed) {
    return (
      <Alert
        type="warning"
        showIcon
        title={ui.loadFailed}
        action={<Button onClick={list.retry}>{ui.retry}</Button>}
        style={{ marginTop: 24 }}
      />
    );
  }
  if (loadingMore) {
    return (
      <Flex role="status" justify="center" align="center" gap={12} style={{ padding: 24 }}>
        <Spin />
        <Typography.Text type="secondary">{ui.loadingMore}</Typography.Text>
      </Flex>
    );
  }
  if (hasMore) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Button onClick={loadMore}>{ui.loadMore}</Button>
      </Flex>
    );
  }
  return showEnd && list.items.length > 0 ? (
    <Typography.Paragraph type="secondary" style={{ textAlign: 'center', padding: 24, margin: 0 }}>
      {ui.end}
    </Typography.Paragraph>
  ) : null;
}
