import { useQueryClient } from '@tanstack/react-query';
import { Card, Flex } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { fr, ROUTES, withLocale, type InboxThread } from '@troc/shared';
import { CartPreview } from '../cart/CartPreview';
import { TrackerSidePanel } from '../tracker/TrackerSidePanel';
import { useTracker } from '../tracker/TrackerLoader';
import { inboxKeys } from './api';

const ui = fr.inbox.ui;

/**
 * The right-hand panel of a thread: the exchange with the actions the viewer may take now (the
 * tracker page's own panel and hooks), the cart it came from, or the listing it is about.
 */
export function QuickPanel({ thread }: { thread: InboxThread }) {
  return (
    <Flex vertical gap={16} role="complementary" aria-label={ui.panel}>
      {thread.tracker ? <ExchangePanel threadSlug={thread.slug} trackerSlug={thread.tracker} /> : null}
      {thread.cart ? <CartPreview threadSlug={thread.slug} /> : null}
      {!thread.tracker && thread.troc ? (
        <Card size="small">
          <Link to={withLocale(ROUTES.trocView(thread.troc))}>{ui.seeListing}</Link>
        </Card>
      ) : null}
    </Flex>
  );
}

function ExchangePanel({ threadSlug, trackerSlug }: { threadSlug: string; trackerSlug: string }) {
  const tracker = useTracker(trackerSlug).data;
  const client = useQueryClient();
  const status = tracker?.trackerStatus;
  const seen = useRef(status);
  // Each step of the exchange writes an automatic message into this thread: read it again.
  useEffect(() => {
    if (seen.current && status && status !== seen.current) {
      void client.invalidateQueries({ queryKey: inboxKeys.feed(threadSlug) });
      void client.invalidateQueries({ queryKey: inboxKeys.lists() });
    }
    seen.current = status;
  }, [client, status, threadSlug]);
  if (!tracker) return null;
  return (
    <>
      <TrackerSidePanel tracker={tracker} current="thread" />
      {tracker.cart ? <CartPreview trackerSlug={tracker.slug} /> : null}
    </>
  );
}
