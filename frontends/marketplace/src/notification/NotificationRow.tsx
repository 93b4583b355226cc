import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fr, type NotificationItem } from '@troc/shared';

const n = fr.notification.ui;

/** One notification: its link marks it read; read and ignore as buttons while it is unread. */
export function NotificationRow({
  item,
  onMark,
}: {
  item: NotificationItem;
  onMark: (action: 'read' | 'ignore', id: number) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const status = item.notificationStatus.name;
  const unread = status === 'unread';
  const mark = (action: 'read' | 'ignore') => {
    setBusy(true);
    void onMark(action, item.id).finally(() => setBusy(false));
  };
  return (
    <li className={unread ? 'troc-notifications__item troc-notifications__item--unread' : 'troc-notifications__item'}>
      <Flex justify="space-between" gap={16} wrap>
        <Flex vertical gap={4} className="troc-notifications__text">
          <Link
            to={item.url}
            onClick={() => {
              if (unread) void onMark('read', item.id);
            }}
            className="troc-notifications__title"
          >
            {item.title}
          </Link>
          <Typography.Text>{item.body}</Typography.Text>
          <Flex gap={8} align="center" wrap>
            <Tag>{item.notificationType.label}</Tag>
            <Tag color={unread ? 'green' : undefined}>{fr.notification.statuses[status]}</Tag>
            <Typography.Text type="secondary">{item.displayDate}</Typography.Text>
          </Flex>
        </Flex>
        {status !== 'ignored' ? (
          <Flex gap={8} align="start">
            {unread ? (
              <Button size="small" disabled={busy} onClick={() => mark('read')}>
                {n.markRead}
                <span className="troc-sr-only"> : {item.title}</span>
              </Button>
            ) : null}
            <Button size="small" disabled={busy} onClick={() => mark('ignore')}>
              {n.ignore}
              <span className="troc-sr-only"> : {item.title}</span>
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </li>
  );
}
