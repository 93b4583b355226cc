import { Card, Empty, Flex, Typography } from 'antd';
import { LIMITS, t, type TrackerCard } from '@troc/shared';
import { ListState, useInfiniteList } from '@troc/ui';
import { ScrollLoader } from '../listing/ScrollLoader';
import { TrackerCardItem } from '../tracker/TrackerCardItem';
import { fetchOperationTrackers, operationKeys } from './api';
import '../tracker/tracker.css';
import { operationUi } from '@troc/shared/messages/ui-operation';

const v = operationUi.view;

/** The exchanges of the operation's listings, going on or over, for its managers. */
export function OperationTrackers({ slug, terminated }: { slug: string; terminated: boolean }) {
  const list = useInfiniteList<TrackerCard>(operationKeys.trackers(slug, terminated), (page, signal) =>
    fetchOperationTrackers(slug, terminated, page, LIMITS.page.defaultSize, signal),
  );
  return (
    <ListState
      status={list.status}
      onRetry={list.retry}
      empty={list.items.length === 0}
      emptyView={
        <Card>
          <Empty description={v.noTrackers} />
        </Card>
      }
    >
      <Typography.Text strong role="status">
        {t(v.trackersCount, { count: list.totalResults })}
      </Typography.Text>
      <Flex vertical gap={12} role="list" aria-label={v.trackersLabel}>
        {list.items.map((card) => (
          <div role="listitem" key={card.slug}>
            <TrackerCardItem card={card} />
          </div>
        ))}
      </Flex>
      <ScrollLoader list={list} showEnd={false} />
    </ListState>
  );
}
