import { Alert, Badge, Button, Empty, Flex, Pagination, Radio, Skeleton, Tabs, Typography } from 'antd';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROUTES, t, withLocale, type LoanScope } from '@troc/shared';
import { ButtonLink, ListState, usePageTitle } from '@troc/ui';
import { LOANS_PAGE_SIZE, type LoanStatusFilter } from './api';
import { CalendarFeedBlock } from './CalendarFeedBlock';
import { useLentOverdue, useMyLoans } from './hooks';
import { ui } from './labels';
import { LoanCard } from './LoanCard';
import './loan.css';

const l = ui.list;
const SCOPES: readonly LoanScope[] = ['borrowed', 'lent'];
/** The filter as the address writes it; « all » is the server's ''. */
type StatusParam = 'current' | 'overdue' | 'past' | 'all';
const STATUSES: readonly StatusParam[] = ['current', 'overdue', 'past', 'all'];

/** ?scope=lent&status=overdue&page=2, with the loans under way of my borrowings by default. */
function useLoanParams() {
  const [params, setParams] = useSearchParams();
  const scopeParam = params.get('scope') as LoanScope | null;
  const statusParam = params.get('status') as StatusParam | null;
  const scope: LoanScope = scopeParam && SCOPES.includes(scopeParam) ? scopeParam : 'borrowed';
  const status: StatusParam = statusParam && STATUSES.includes(statusParam) ? statusParam : 'current';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { scope?: LoanScope; status?: StatusParam; page?: number }) => {
    const target = { scope, status, page: 1, ...next };
    const search: Record<string, string> = {};
    if (target.scope !== 'borrowed') search.scope = target.scope;
    if (target.status !== 'current') search.status = target.status;
    if (target.page > 1) search.page = String(target.page);
    setParams(search);
  };
  return { scope, status, page, go };
}

/** /{locale}/calendar/loans/: what I borrowed and what I lend, late returns first, and my agenda feed. */
export function MyLoansPage() {
  usePageTitle(ui.myLoans);
  const { scope, status, page, go } = useLoanParams();
  const lentOverdue = useLentOverdue();

  const tabLabel = (key: LoanScope) => {
    if (key === 'borrowed' || !lentOverdue) return l.tabs[key];
    const count = t(l.overdueCount, { count: lentOverdue });
    return (
      <Flex gap={8} align="center" component="span">
        {l.tabs[key]}
        <span className="troc-sr-only">({count})</span>
        <span aria-hidden title={count}>
          <Badge count={lentOverdue} overflowCount={99} style={{ backgroundColor: '#b42318' }} />
        </span>
      </Flex>
    );
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1000 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {ui.myLoans}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {l.intro}
      </Typography.Paragraph>
      <Tabs
        activeKey={scope}
        onChange={(key) => go({ scope: key as LoanScope })}
        destroyOnHidden
        items={SCOPES.map((key) => ({
          key,
          label: tabLabel(key),
          children: key === scope ? <LoanList scope={scope} status={status} page={page} go={go} /> : null,
        }))}
      />
      <CalendarFeedBlock />
    </Flex>
  );
}

interface LoanListProps {
  scope: LoanScope;
  status: StatusParam;
  page: number;
  go: ReturnType<typeof useLoanParams>['go'];
}

/** One tab: the status filter, the late returns called out, the cards and their pages. */
function LoanList({ scope, status, page, go }: LoanListProps) {
  const filterId = useId();
  const filter: LoanStatusFilter = status === 'all' ? '' : status;
  const list = useMyLoans(scope, filter, page);
  const data = list.data;
  const late = data?.overdue ?? 0;

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <span id={filterId}>{l.filter}</span>
        <Radio.Group
          aria-labelledby={filterId}
          optionType="button"
          value={status}
          onChange={(event) => go({ status: event.target.value as StatusParam })}
          options={STATUSES.map((value) => ({ value, label: l.filters[value] }))}
        />
      </Flex>
      {late > 0 && status !== 'overdue' ? (
        <Alert
          type="warning"
          showIcon
          title={t(scope === 'lent' ? l.lentLate : l.borrowedLate, { count: late })}
          action={
            <Button size="small" onClick={() => go({ status: 'overdue' })}>
              {l.seeLate}
            </Button>
          }
        />
      ) : null}
      <ListState
        status={data ? 'ready' : list.isError ? 'failed' : 'loading'}
        loadingView={<Skeleton active paragraph={{ rows: 6 }} />}
        onRetry={() => void list.refetch()}
        empty={data?.data.length === 0}
        emptyView={
          <LoanEmpty scope={scope} filtered={(data?.total ?? 0) > 0} onShowAll={() => go({ status: 'all' })} />
        }
      >
        <Typography.Text type="secondary" role="status">
          {t(l.results, { count: data?.total_results ?? 0 })}
        </Typography.Text>
        <Flex vertical gap={12} role="list" aria-label={l.tabs[scope]}>
          {(data?.data ?? []).map((period) => (
            <div role="listitem" key={period.id}>
              <LoanCard period={period} scope={scope} />
            </div>
          ))}
        </Flex>
        {data && data.total_results > LOANS_PAGE_SIZE ? (
          <nav aria-label={l.pagination}>
            <Pagination
              current={page}
              pageSize={LOANS_PAGE_SIZE}
              total={data.total_results}
              showSizeChanger={false}
              onChange={(next) => go({ page: next })}
            />
          </nav>
        ) : null}
      </ListState>
    </Flex>
  );
}

/** Nothing at all in the tab, or nothing with this status (then every loan is one click away). */
function LoanEmpty({ scope, filtered, onShowAll }: { scope: LoanScope; filtered: boolean; onShowAll: () => void }) {
  if (filtered) {
    return (
      <Empty description={l.empty.filtered}>
        <Button onClick={onShowAll}>{l.showAll}</Button>
      </Empty>
    );
  }
  return (
    <Empty description={l.empty[scope]}>
      {scope === 'borrowed' ? <ButtonLink to={withLocale(ROUTES.searchAll)}>{l.searchLoans}</ButtonLink> : null}
    </Empty>
  );
}
