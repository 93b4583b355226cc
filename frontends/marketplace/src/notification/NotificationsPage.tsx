import BellOutlined from '@ant-design/icons/BellOutlined';
import { Button, Empty, Flex, Pagination, Radio, Typography } from 'antd';
import { useId, useState } from 'react';
import { fr, NOTIFICATION_STATUSES, t, type NotificationStatus } from '@troc/shared';
import { ListState, usePageTitle } from '@troc/ui';
import { PAGE_SIZE } from './api';
import { NotificationRow } from './NotificationRow';
import { PreferencesForm } from './PreferencesForm';
import { useNotificationList } from './useNotificationList';
import './notification.css';

const n = fr.notification.ui;
const ALL = 'all';

/** /{locale}/user/notifications/: my notifications, filtered by status and paged, then my mail preferences. */
export function NotificationsPage() {
  usePageTitle(n.pageTitle);
  const list = useNotificationList();
  const filterId = useId();
  const [said, setSaid] = useState<string | null>(null);
  const { data, status, refetch } = list.query;
  const unread = data?.total_unread ?? 0;

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {n.pageTitle}
      </Typography.Title>
      <section aria-labelledby={`${filterId}-list`}>
        <Flex vertical gap={16}>
          <Typography.Title level={2} id={`${filterId}-list`} className="troc-sr-only">
            {n.listLabel}
          </Typography.Title>
          <Flex wrap gap={16} align="center" justify="space-between">
            <Flex gap={8} align="center" wrap>
              <span id={`${filterId}-filter`}>{n.filter}</span>
              <Radio.Group
                aria-labelledby={`${filterId}-filter`}
                optionType="button"
                value={list.status ?? ALL}
                onChange={(e) => list.setStatus(e.target.value === ALL ? null : (e.target.value as NotificationStatus))}
                options={[
                  { value: ALL, label: n.filterAll },
                  ...NOTIFICATION_STATUSES.map((s) => ({ value: s, label: fr.notification.statuses[s] })),
                ]}
              />
            </Flex>
            <Button disabled={unread === 0} onClick={() => void list.readAll().then(() => setSaid(n.allRead))}>
              {n.readAll}
            </Button>
          </Flex>
          <div role="status" className="troc-sr-only">
            {said}
          </div>
          <ListState
            status={status === 'pending' ? 'loading' : status === 'error' ? 'failed' : 'ready'}
            onRetry={() => void refetch()}
            empty={(data?.data.length ?? 0) === 0}
            emptyView={<Empty image={<BellOutlined aria-hidden style={{ fontSize: 48 }} />} description={n.empty} />}
          >
            <Typography.Text strong>
              {t(fr.notification.ui.count, { count: data?.total_results ?? 0, unread })}
            </Typography.Text>
            <ul className="troc-notifications" aria-label={n.listLabel}>
              {data?.data.map((item) => (
                <NotificationRow key={item.id} item={item} onMark={list.mark} />
              ))}
            </ul>
            <Pagination
              current={list.page}
              pageSize={PAGE_SIZE}
              total={data?.total_results ?? 0}
              onChange={list.setPage}
              showSizeChanger={false}
              hideOnSinglePage
            />
          </ListState>
        </Flex>
      </section>
      <PreferencesForm />
    </Flex>
  );
}
