import { Empty, Flex, Skeleton, Typography } from 'antd';
import { formatDate, fr, t, type SavingsDashboardResponse } from '@troc/shared';
import { ExportButton, ListState, usePageTitle } from '@troc/ui';
import type { DashboardFilters as Filters } from './api';
import { DashboardFilters } from './DashboardFilters';
import { useDashboardFilters, useSavingsDashboard } from './hooks';
import { KeyFigures } from './KeyFigures';
import { d } from './labels';
import { BreakdownSection, MonthSection } from './SavingsSections';
import { CarbonNav } from '../common/CarbonNav';

/**
 * /{locale}/impact/dashboard/: what reuse saved the reader's organisation over a period (€,
 * kg diverted, kgCO2e avoided), as key figures, per month, service, category and operation,
 * each chart with its table, every figure traced to the method. The filters are the address.
 */
export function DashboardPage() {
  usePageTitle(d.title);
  const { filters, go } = useDashboardFilters();
  const query = useSavingsDashboard(filters);
  const data = query.data;
  const empty = data?.totals.nbTrackers === 0;
  // The former filters' answer stands in while the new one comes, unless it is an empty one:
  // « nothing for these filters » would be said of filters not yet asked.
  const ready = data !== undefined && !(empty && query.isPlaceholderData);

  return (
    <Flex vertical gap={24}>
      <CarbonNav />
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div style={{ maxWidth: 820 }}>
          <Typography.Title level={1}>{d.title}</Typography.Title>
          <Typography.Paragraph style={{ fontSize: 16, marginBottom: 0 }}>{d.intro}</Typography.Paragraph>
        </div>
        <ExportButton
          kind="savings"
          formats={['pdf', 'xlsx']}
          filters={{ direction: filters.direction, from: filters.from, to: filters.to }}
          label={d.export}
        />
      </Flex>
      <DashboardFilters filters={filters} onChange={go} />
      <ListState
        status={ready ? 'ready' : query.isError ? 'failed' : 'loading'}
        loadingView={<DashboardSkeleton />}
        onRetry={() => void query.refetch()}
        empty={empty}
        emptyView={<DashboardEmpty filters={filters} />}
      >
        {data ? <DashboardResults data={data} filters={filters} updating={query.isPlaceholderData} /> : null}
      </ListState>
    </Flex>
  );
}

function DashboardSkeleton() {
  return (
    <Flex vertical gap={24} aria-busy="true">
      <span className="troc-sr-only" role="status">
        {fr.ui.common.loading}
      </span>
      <Skeleton active paragraph={{ rows: 2 }} />
      <Skeleton.Node active style={{ width: '100%', height: 320 }} />
      <Skeleton active paragraph={{ rows: 6 }} />
    </Flex>
  );
}

function DashboardEmpty({ filters }: { filters: Filters }) {
  const period = { from: formatDate(filters.from), to: formatDate(filters.to) };
  return (
    <Empty
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            {t(d.empty[filters.direction], period)}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{d.empty.hint}</Typography.Text>
        </>
      }
    />
  );
}

/** The answer of the server: whose and which period it is, then every figure. */
function DashboardResults({
  data,
  filters,
  updating,
}: {
  data: SavingsDashboardResponse;
  filters: Filters;
  updating: boolean;
}) {
  // The period the server counted, which is the one asked.
  const scope = t(d.scope[data.direction], {
    organisation: data.organisation,
    from: formatDate(data.from ?? filters.from),
    to: formatDate(data.to ?? filters.to),
  });
  return (
    // While new filters load, the former figures stay, dimmed and marked busy.
    <Flex vertical gap={32} aria-busy={updating} style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {scope}
      </Typography.Text>
      <KeyFigures totals={data.totals} />
      <MonthSection rows={data.byMonth} totals={data.totals} />
      <BreakdownSection dimension="service" rows={data.byService} totals={data.totals} />
      <BreakdownSection dimension="category" rows={data.byCategory} totals={data.totals} />
      <BreakdownSection dimension="operation" rows={data.byOperation} totals={data.totals} />
    </Flex>
  );
}
