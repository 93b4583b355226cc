import { Flex, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import {
  CalendarPeriodStatus,
  fr,
  ROUTES,
  t,
  withLocale,
  type CalendarPeriodView,
  type CalendarPeriodUser,
} from '@troc/shared';
import { capitalize, PeriodActionButtons, periodDays, PeriodStatusTag, PeriodTypeTag } from '@troc/ui';
import { PERIODS_PAGE_SIZE } from './api';

const c = fr.ui.calendar;
const g = c.manage;
const STATUS_FILTER_ID = 'calendar-period-status';

export interface PeriodTableProps {
  trocId: number;
  rows: CalendarPeriodView[];
  /** Periods matching the filter, every page. */
  count: number;
  loading: boolean;
  status: CalendarPeriodStatus | '';
  onStatusChange: (status: CalendarPeriodStatus | '') => void;
  page: number;
  onPageChange: (page: number) => void;
  onDone: (text: string) => void;
  onError: (text: string) => void;
}

function Requester({ user, mine }: { user: CalendarPeriodUser | null; mine: boolean }) {
  if (!user)
    return <Typography.Text type="secondary">{mine ? g.noRequester : fr.fallback.notProvided}</Typography.Text>;
  const name = `${user.firstname} ${user.lastname}`.trim() || fr.fallback.unknown;
  return user.readable ? <Link to={withLocale(ROUTES.publicProfile(user.slug))}>{name}</Link> : <>{name}</>;
}

/** Every period of the listing, a page at a time, with what the manager may do on each. */
export function PeriodTable({
  trocId,
  rows,
  count,
  loading,
  status,
  onStatusChange,
  page,
  onPageChange,
  onDone,
  onError,
}: PeriodTableProps) {
  const columns: ColumnsType<CalendarPeriodView> = [
    { title: g.columns.dates, key: 'dates', render: (_, p) => capitalize(periodDays(p)) },
    { title: g.columns.duration, key: 'duration', render: (_, p) => t(c.period.duration, { count: p.duration }) },
    { title: g.columns.type, key: 'type', render: (_, p) => <PeriodTypeTag type={p.periodType} /> },
    { title: g.columns.status, key: 'status', render: (_, p) => <PeriodStatusTag status={p.periodStatus} /> },
    {
      title: g.columns.requester,
      key: 'requester',
      render: (_, p) => <Requester user={p.user} mine={p.currentUser} />,
    },
    {
      title: g.columns.usage,
      key: 'usage',
      render: (_, p) =>
        p.itemUsage ? (
          <Typography.Text className="troc-prewrap">{p.itemUsage}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{fr.fallback.notProvided}</Typography.Text>
        ),
    },
    { title: g.columns.quantity, dataIndex: 'requestedQuantity', key: 'quantity' },
    {
      title: g.columns.exchange,
      key: 'exchange',
      render: (_, p) =>
        p.tracker ? (
          <Link
            to={withLocale(ROUTES.trackerCalendar(p.tracker))}
            aria-label={t(c.period.trackerLabel, { days: periodDays(p) })}
          >
            {c.period.tracker}
          </Link>
        ) : null,
    },
    {
      title: g.columns.actions,
      key: 'actions',
      render: (_, p) => (
        <PeriodActionButtons
          trocId={trocId}
          period={p}
          onDone={(action, updated) => onDone(t(c.actions.done[action], { days: periodDays(updated) }))}
          onError={onError}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap align="center" justify="space-between">
        <Flex gap={8} align="center" role="group" aria-label={g.filter}>
          <label htmlFor={STATUS_FILTER_ID}>{g.status}</label>
          <Select<CalendarPeriodStatus | ''>
            id={STATUS_FILTER_ID}
            value={status}
            onChange={onStatusChange}
            style={{ minWidth: 200 }}
            options={[
              { value: '', label: g.allStatuses },
              ...Object.values(CalendarPeriodStatus).map((value) => ({ value, label: fr.calendar.statuses[value] })),
            ]}
          />
        </Flex>
        <Typography.Text strong aria-live="polite">
          {t(g.count, { count })}
        </Typography.Text>
      </Flex>
      <Table<CalendarPeriodView>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: true }}
        locale={{ emptyText: status ? g.emptyFiltered : g.empty }}
        pagination={{
          current: page,
          pageSize: PERIODS_PAGE_SIZE,
          total: count,
          onChange: onPageChange,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
      />
    </Flex>
  );
}
