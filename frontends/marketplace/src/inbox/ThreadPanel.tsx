import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { fr, type InboxFeed } from '@troc/shared';
import { ApiError } from '@troc/ui';
import { MessageFeed } from '../thread/MessageFeed';
import { ReplyForm } from '../thread/ReplyForm';
import { archiveThread, countersKey, deleteMessage, fetchFeed, inboxKeys, postReply } from './api';
import { QuickPanel } from './QuickPanel';
import { trackerUi } from '@troc/shared/messages/ui-tracker';

const ui = fr.inbox.ui;

/** The open thread: its messages (read on opening), the reply, archive, and the quick actions beside. */
export function ThreadPanel({ slug }: { slug: string }) {
  const client = useQueryClient();
  const feed = useQuery({
    queryKey: inboxKeys.feed(slug),
    queryFn: async ({ signal }) => {
      const answer = await fetchFeed(slug, signal);
      // Opening the feed reads its messages: the list's badges and the header's count follow.
      void client.invalidateQueries({ queryKey: inboxKeys.lists() });
      void client.invalidateQueries({ queryKey: countersKey });
      return answer;
    },
  });
  const [notice, setNotice] = useState<string | null>(null);
  const store = async (next: InboxFeed) => {
    // A poll's read of the feed still on its way would put back what was just changed.
    await client.cancelQueries({ queryKey: inboxKeys.feed(slug) });
    client.setQueryData(inboxKeys.feed(slug), next);
    void client.invalidateQueries({ queryKey: inboxKeys.lists() });
  };

  if (feed.error instanceof ApiError && feed.error.status === 404) {
    return <Result status="404" title={fr.inbox.errors.notParticipant} />;
  }
  if (!feed.data) {
    return feed.isError ? (
      <Result
        status="warning"
        title={fr.ui.common.loadFailed}
        extra={<Button onClick={() => void feed.refetch()}>{fr.ui.common.retry}</Button>}
      />
    ) : (
      <Skeleton active />
    );
  }
  const { thread, messages } = feed.data;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={15}>
        <Card
          title={
            <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
              {thread.title}
            </Typography.Title>
          }
          extra={
            thread.archived ? null : (
              <Button
                icon={<InboxOutlined aria-hidden />}
                onClick={async () => {
                  await archiveThread(slug);
                  setNotice(ui.archived);
                  void client.invalidateQueries({ queryKey: inboxKeys.feed(slug) });
                  void client.invalidateQueries({ queryKey: inboxKeys.lists() });
                }}
              >
                {ui.archive}
              </Button>
            )
          }
        >
          <Flex vertical gap={16}>
            {notice ? <Alert type="success" showIcon title={notice} closable onClose={() => setNotice(null)} /> : null}
            {thread.archived ? <Alert type="info" showIcon title={ui.archivedNote} /> : null}
            {messages.length ? (
              <MessageFeed
                messages={messages}
                onDelete={async (message) => {
                  await store(await deleteMessage(message.id));
                  setNotice(ui.messageDeleted);
                }}
              />
            ) : (
              <Typography.Text type="secondary">{trackerUi.thread.empty}</Typography.Text>
            )}
            {feed.data.archived ? (
              <Alert type="info" showIcon title={trackerUi.thread.archived} />
            ) : (
              <ReplyForm send={async (message) => store(await postReply(slug, message))} />
            )}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <QuickPanel thread={thread} />
      </Col>
    </Row>
  );
}
