import { Alert, Breadcrumb, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ROUTES, t, withLocale, type TrackerView } from '@troc/shared';
import { ListState, usePageTitle } from '@troc/ui';
import { fetchThread, trackerKeys } from './api';
import { ui } from './labels';
import { ReplyForm } from './ReplyForm';
import { TrackerLoader } from './TrackerLoader';
import { TrackerSidePanel } from './TrackerSidePanel';
import { TrackerSteps } from './TrackerSteps';
import { CartPreview } from '../cart/CartPreview';
import { MessageFeed } from '../thread/MessageFeed';
import './tracker.css';

/** The thread is asked again every 30 s while the tab is visible. */
export const THREAD_POLL_MS = 30_000;

/** /{locale}/tracker/thread/{slug}/: the conversation of an exchange beside its summary and actions. */
export function ThreadPage() {
  const { slug = '' } = useParams();
  return <TrackerLoader slug={slug}>{(tracker) => <Thread tracker={tracker} />}</TrackerLoader>;
}

function Thread({ tracker }: { tracker: TrackerView }) {
  const title = t(ui.thread.title, { name: tracker.name || tracker.troc.name });
  usePageTitle(title);
  const thread = useQuery({
    queryKey: trackerKeys.thread(tracker.slug),
    queryFn: ({ signal }) => fetchThread(tracker.slug, signal),
    refetchInterval: THREAD_POLL_MS,
  });
  const messages = thread.data?.messages ?? [];
  useFollowTracker(tracker.slug, messages.length);

  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[{ title: <Link to={withLocale(ROUTES.myTrackers)}>{ui.thread.back}</Link> }, { title: title }]}
      />
      <Typography.Title level={1} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <TrackerSteps tracker={tracker} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <Card title={<h2 className="troc-tracker-title">{ui.thread.messages}</h2>}>
            <Flex vertical gap={24}>
              <ListState
                status={thread.data ? 'ready' : thread.isError && !thread.isFetching ? 'failed' : 'loading'}
                loadingView={<Skeleton active />}
                onRetry={() => void thread.refetch()}
                empty={messages.length === 0}
                emptyView={<Typography.Text type="secondary">{ui.thread.empty}</Typography.Text>}
              >
                <MessageFeed messages={messages} />
              </ListState>
              {thread.data?.archived ? (
                <Alert type="info" showIcon title={ui.thread.archived} />
              ) : (
                <ReplyForm slug={tracker.slug} />
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={24}>
            <TrackerSidePanel tracker={tracker} current="thread" />
            {tracker.cart ? <CartPreview trackerSlug={tracker.slug} /> : null}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

/**
 * Every step of the exchange writes an automatic message: when the poll brings new messages, the
 * exchange beside them (status, actions) is read again.
 */
function useFollowTracker(slug: string, count: number) {
  const client = useQueryClient();
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (count === 0) return;
    if (seen.current !== null && count > seen.current)
      void client.invalidateQueries({ queryKey: trackerKeys.view(slug) });
    seen.current = count;
  }, [client, slug, count]);
}
