import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { Card, Empty, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LIMITS, ROUTES, t, withLocale, type TrackerCard } from '@troc/shared';
import { ButtonLink, ExportButton, ListState, useInfiniteList, usePageTitle } from '@troc/ui';
import { ScrollLoader } from '../listing/ScrollLoader';
import { fetchTrackerPage, trackerKeys } from './api';
import { isFiltered, readFilters, toFilterForm, writeFilters } from './filters';
import { ui } from './labels';
import { TrackerCardItem } from './TrackerCardItem';
import { TrackerFilters } from './TrackerFilters';
import './tracker.css';

const l = ui.list;
const SIZE = LIMITS.page.defaultSize;

/** « Mes échanges » (still going) or « Échanges terminés »: filters in the address, cards page after page. */
export function TrackerListPage({ terminated }: { terminated: boolean }) {
  const title = terminated ? l.terminatedTitle : l.mineTitle;
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params, terminated), [params, terminated]);
  const form = useMemo(() => toFilterForm(filters), [filters]);
  const list = useInfiniteList<TrackerCard>(trackerKeys.list(terminated, form), (page, signal) =>
    fetchTrackerPage(terminated, form, page, SIZE, signal),
  );
  const filtered = isFiltered(filters);

  return (
    <Flex vertical gap={16} className="troc-tracker-list">
      <Flex justify="space-between" align="baseline" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Link to={withLocale(terminated ? ROUTES.myTrackers : ROUTES.myTerminatedTrackers)}>
          {terminated ? l.toMine : l.toTerminated}
        </Link>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {terminated ? l.terminatedIntro : l.mineIntro}
      </Typography.Paragraph>
      <Card>
        <Flex justify="space-between" align="flex-end" wrap gap={16}>
          <div style={{ flex: '1 1 480px' }}>
            <TrackerFilters
              values={filters}
              terminated={terminated}
              onChange={(next) => setParams(writeFilters(next), { replace: true })}
            />
          </div>
          {/* The list as a file with its bilans and savings: the loader's filters, and which list it is. */}
          <ExportButton
            kind="tracker"
            formats={['xlsx', 'csv']}
            filters={{ ...form, ...(terminated ? { _terminated: 1 } : {}) }}
          />
        </Flex>
      </Card>
      <ListState
        status={list.status}
        onRetry={list.retry}
        empty={list.items.length === 0}
        emptyView={
          <Card>
            <Empty
              image={<SwapOutlined aria-hidden style={{ fontSize: 56, color: '#2f7d5b' }} />}
              description={filtered ? l.emptyFiltered : l.empty}
            >
              {!filtered ? (
                <ButtonLink type="primary" to={withLocale(ROUTES.searchAll)}>
                  {l.emptySearch}
                </ButtonLink>
              ) : null}
            </Empty>
          </Card>
        }
      >
        <Typography.Text strong role="status">
          {t(l.count, { count: list.totalResults })}
        </Typography.Text>
        <Flex vertical gap={12} role="list" aria-label={l.label}>
          {list.items.map((card) => (
            <div role="listitem" key={card.slug}>
              <TrackerCardItem card={card} />
            </div>
          ))}
        </Flex>
        <ScrollLoader list={list} showEnd={false} />
      </ListState>
    </Flex>
  );
}
