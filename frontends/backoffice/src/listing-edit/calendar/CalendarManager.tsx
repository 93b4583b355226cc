import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Col, Flex, message, Row, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { fr, t, type CalendarPeriodStatus } from '@troc/shared';
import { ListState, MonthCalendar, monthGrid, periodDays, toDay, useModals } from '@troc/ui';
import { useCalendarTab } from './api';
import { HoursForm } from './HoursForm';
import { PeriodTable } from './PeriodTable';

const c = fr.ui.calendar;

/**
 * The manager's booking calendar (supporting §9): the month's availability, every period of the
 * listing with its actions, and « Ajouter une période » (a reservation or a maintenance).
 */
export function CalendarManager({ trocId, name }: { trocId: number; name: string }) {
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const [status, setStatus] = useState<CalendarPeriodStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useCalendarTab(
    trocId,
    month,
    status,
    page,
  );
  const { open } = useModals();
  const [messages, holder] = message.useMessage();
  const item = data?.item;
  // While another month loads, the previous one's days do not belong to the grid shown.
  const monthItem = isPlaceholderData && item?.start_date !== monthGrid(month).start ? undefined : item;

  const add = () =>
    open('calendar-period', {
      trocId,
      name,
      manager: true,
      month: toDay(month),
      onCreated: (created) => void messages.success(t(c.modal.added, { days: periodDays(created.period) })),
    });

  if (isError && !data) {
    return <ListState status="failed" onRetry={() => void refetch()} failedTitle={c.loadFailed} />;
  }
  return (
    <Flex vertical gap={16}>
      {holder}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {c.title}
        </Typography.Title>
        {item?.currentManager ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={add}>
            {c.addPeriod}
          </Button>
        ) : null}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {c.intro}
      </Typography.Paragraph>
      <Row gutter={[32, 16]}>
        <Col xs={24} xl={9}>
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            item={monthItem}
            loading={isPending || (isFetching && !monthItem)}
          />
          {item?.currentManager ? (
            <HoursForm trocId={trocId} item={item} onDone={(text) => void messages.success(text)} />
          ) : null}
        </Col>
        <Col xs={24} xl={15}>
          <section aria-labelledby="calendar-periods-title">
            <Typography.Title level={3} id="calendar-periods-title" style={{ fontSize: 16 }}>
              {c.manage.periods}
            </Typography.Title>
            <PeriodTable
              trocId={trocId}
              rows={data?.data ?? []}
              count={data?.total_results ?? 0}
              loading={isPending || (isFetching && isPlaceholderData)}
              status={status}
              onStatusChange={(next) => {
                setStatus(next);
                setPage(1);
              }}
              page={page}
              onPageChange={setPage}
              onDone={(text) => void messages.success(text)}
              onError={(text) => void messages.error(text)}
            />
          </section>
        </Col>
      </Row>
    </Flex>
  );
}
