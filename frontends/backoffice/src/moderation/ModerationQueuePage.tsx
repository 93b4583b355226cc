import { Card, Empty, Flex, Pagination, Result, Skeleton, Typography, message } from 'antd';
import { useState } from 'react';
import { API, LIMITS, Role, t, type ListingManagerCard as CardData } from '@troc/shared';
import { ListState, usePageTitle, useSession } from '@troc/ui';
import { listingName, m } from '../common/labels';
import { moderationAction } from '../common/api';
import { useListingLoader } from '../common/useListingLoader';
import { ListingManagerCard } from '../listing-card/ListingManagerCard';
import { ModerationCardActions } from './ModerationCardActions';

const q = m.moderationQueue;

/** The moderation queue of the moderator's organisation (all organisations for a platform admin). */
export function ModerationQueuePage() {
  usePageTitle(q.title);
  const { user } = useSession();
  const moderator = Boolean(user?.roles.includes(Role.Moderator) || user?.roles.includes(Role.PlatformAdmin));
  if (!moderator) return <Result status="403" title={q.title} subTitle={q.notModerator} />;
  return <Queue />;
}

function Queue() {
  const [page, setPage] = useState<{ page: number; size: number }>({ page: 1, size: LIMITS.page.defaultSize });
  const { answer, loading, failed, reload, replace } = useListingLoader(API.moderationQueue, page);
  const [messages, holder] = message.useMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const cards = answer?.data ?? [];

  // The listing as a moderator reads it leaves out who may see it: the queue's card knew.
  const update = (view: CardData) =>
    replace({
      ...view,
      visibility: view.visibility.length
        ? view.visibility
        : (cards.find((c) => c.slug === view.slug)?.visibility ?? []),
    });

  const run = async (card: (typeof cards)[number], action: 'approve' | 'reverseDenial') => {
    setBusy(card.slug);
    try {
      const result = await moderationAction(action, card.slug);
      if (result.troc) update(result.troc);
      void messages.success(
        t(action === 'approve' ? m.moderation.approved : m.moderation.reversed, { name: listingName(card) }),
      );
    } catch {
      // Shown by the global error modals.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={16}>
      {holder}
      <Typography.Title level={1}>{q.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{q.intro}</Typography.Paragraph>
      <Typography.Text type="secondary" role="status">
        {answer ? t(q.total, { count: answer.total_results }) : null}
      </Typography.Text>
      <ListState
        status={answer ? 'ready' : failed ? 'failed' : 'loading'}
        loadingView={<Skeleton active />}
        onRetry={reload}
        empty={cards.length === 0}
        emptyView={
          <Card>
            <Empty description={q.empty} />
          </Card>
        }
      >
        <Flex vertical gap={12} role="list" aria-label={q.listLabel} aria-busy={loading}>
          {cards.map((card) => (
            <div role="listitem" key={card.slug}>
              <ListingManagerCard
                card={card}
                actions={
                  <ModerationCardActions
                    card={card}
                    busy={busy}
                    onRun={(target, action) => void run(target, action)}
                    onDenied={(view) => {
                      update(view);
                      void messages.info(t(m.moderation.denied, { name: listingName(view) }));
                    }}
                  />
                }
              />
            </div>
          ))}
        </Flex>
      </ListState>
      {answer && answer.total_results > page.size ? (
        <Pagination
          align="center"
          current={page.page}
          pageSize={page.size}
          total={answer.total_results}
          onChange={(next, size) => setPage({ page: size === page.size ? next : 1, size })}
        />
      ) : null}
    </Flex>
  );
}
