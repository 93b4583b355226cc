import { Badge, Empty, Flex, Tag, Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { fr, ROUTES, t, withLocale, type InboxThread } from '@troc/shared';

const ui = fr.inbox.ui;

const name = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();

/** The threads of a page of the inbox; the open one is marked as the current page. */
export function ThreadList({ threads, current }: { threads: readonly InboxThread[]; current: string | null }) {
  const { search } = useLocation();
  if (threads.length === 0) return <Empty description={ui.empty} />;
  return (
    <ul className="troc-inbox__threads" aria-label={ui.listLabel}>
      {threads.map((thread) => {
        const other = thread.currentFromUser ? thread.toUser : thread.fromUser;
        const unread = thread.nbMessagesUnread > 0;
        return (
          <li key={thread.slug}>
            <Link
              to={`${withLocale(ROUTES.inboxThread(thread.slug))}${search}`}
              className={`troc-inbox__thread${thread.slug === current ? ' troc-inbox__thread--current' : ''}`}
              aria-current={thread.slug === current ? 'page' : undefined}
            >
              <Flex justify="space-between" gap={8} align="baseline">
                <Typography.Text strong={unread} ellipsis className="troc-inbox__title">
                  {thread.title}
                </Typography.Text>
                {unread ? (
                  <Badge
                    count={thread.nbMessagesUnread}
                    title={t(ui.unread, { count: thread.nbMessagesUnread })}
                    style={{ backgroundColor: '#1f6f4a' }}
                  />
                ) : null}
              </Flex>
              <Flex gap={6} wrap align="center">
                <Tag>{fr.inbox.threadTypes[thread.threadType]}</Tag>
                <span className="troc-inbox__who">{name(other)}</span>
                {thread.archived ? <Tag color="default">{ui.statuses.archived}</Tag> : null}
              </Flex>
              {thread.lastMessage ? (
                <span className="troc-inbox__excerpt">
                  {thread.lastMessage.displayDate} · {thread.lastMessage.excerpt}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
