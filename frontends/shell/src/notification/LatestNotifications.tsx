import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { fr, ROUTES, withLocale } from '@troc/shared';
import { fetchLatest, notificationKeys } from './api';
import { useNotificationChanges } from './useNotificationChanges';
import './notification.css';

const n = fr.notification.ui;
const LATEST = 8;

/** The bell's content: the latest notifications, each a link that marks it read. */
export function LatestNotifications({ unread }: { unread: number }) {
  const { data, isPending, isError } = useQuery({
    queryKey: notificationKeys.latest(LATEST),
    queryFn: ({ signal }) => fetchLatest(LATEST, signal),
  });
  const changes = useNotificationChanges();
  const items = data?.data ?? [];
  const anyUnread = unread > 0 || items.some((item) => item.notificationStatus.name === 'unread');

  return (
    <Flex vertical gap={8} className="troc-bell">
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : isError ? (
        <Typography.Text type="secondary">{fr.ui.common.loadFailed}</Typography.Text>
      ) : items.length === 0 ? (
        <Typography.Text type="secondary">{n.empty}</Typography.Text>
      ) : (
        <ul className="troc-bell__list" aria-label={n.popoverTitle}>
          {items.map((item) => {
            const isUnread = item.notificationStatus.name === 'unread';
            return (
              <li key={item.id} className={isUnread ? 'troc-bell__item troc-bell__item--unread' : 'troc-bell__item'}>
                <Link
                  to={item.url}
                  onClick={() => {
                    if (isUnread) void changes.read(item.id);
                  }}
                >
                  <span className="troc-bell__title">{item.title}</span>
                  {isUnread ? <span className="troc-sr-only"> ({fr.notification.statuses.unread})</span> : null}
                </Link>
                <Typography.Text type="secondary" className="troc-bell__body">
                  {item.body}
                </Typography.Text>
                <Typography.Text type="secondary" className="troc-bell__date">
                  {item.displayDate}
                </Typography.Text>
              </li>
            );
          })}
        </ul>
      )}
      <Flex justify="space-between" align="center" gap={8}>
        <Button size="small" onClick={() => void changes.readAll()} disabled={!anyUnread}>
          {n.readAll}
        </Button>
        <Link to={withLocale(ROUTES.notifications)}>{n.seeAll}</Link>
      </Flex>
    </Flex>
  );
}
