import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { Alert, Button, Descriptions, Flex, Popconfirm } from 'antd';
import { fr, type CalendarPeriodView } from '@troc/shared';
import type { PeriodButton } from './api';
import { usePeriodAction } from './hooks';
import { datesText, durationText, PERIOD_BUTTONS, ui, userName } from './labels';
import { PeriodTags } from './PeriodTags';

const c = ui.calendar;

const ICONS: Record<PeriodButton, typeof CheckOutlined> = {
  approve: CheckOutlined,
  deny: CloseOutlined,
  cancel: StopOutlined,
};

/** Only what cannot be undone asks first; validating is the expected answer to a request. */
const CONFIRMED = new Set<PeriodButton>(['deny', 'cancel']);

/** The period's facts: dates, length, usage, quantity, who borrows, where it stands. */
export function PeriodDetails({ period }: { period: CalendarPeriodView }) {
  const capitalized = datesText(period.startDateString, period.endDateString);
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        {
          key: 'status',
          label: c.status,
          children: (
            <Flex gap={4} wrap>
              <PeriodTags
                periodStatus={period.periodStatus}
                dueSoon={period.dueSoon}
                overdue={period.overdue}
                returned={period.returned}
              />
            </Flex>
          ),
        },
        { key: 'dates', label: c.dates, children: capitalized.charAt(0).toUpperCase() + capitalized.slice(1) },
        { key: 'duration', label: c.duration, children: durationText(period.duration) },
        { key: 'type', label: c.type, children: fr.calendar.types[period.periodType] },
        { key: 'quantity', label: c.quantity, children: period.requestedQuantity.toLocaleString('fr-FR') },
        { key: 'usage', label: c.usage, children: period.itemUsage || c.notProvided },
        ...(period.user ? [{ key: 'borrower', label: c.borrower, children: userName(period.user) }] : []),
      ]}
    />
  );
}

/** The buttons the server lists in `actions`, then the outcome or the refusal beside them. */
export function PeriodActions({ period }: { period: CalendarPeriodView }) {
  const { run, busy, notice } = usePeriodAction();
  const shown = PERIOD_BUTTONS.filter((action) => period.actions.includes(action));
  if (shown.length === 0 && !notice) return null;

  return (
    <Flex vertical gap={8}>
      {shown.length ? (
        <Flex gap={8} wrap role="group" aria-label={c.actions}>
          {shown.map((action) => {
            const Icon = ICONS[action];
            const button = (
              <Button
                key={action}
                type={action === 'approve' ? 'primary' : 'default'}
                danger={action === 'deny'}
                icon={<Icon aria-hidden />}
                loading={busy === action}
                disabled={busy !== null && busy !== action}
                onClick={CONFIRMED.has(action) ? undefined : () => void run(action, period.id)}
              >
                {fr.calendar.actions[action]}
              </Button>
            );
            return CONFIRMED.has(action) ? (
              <Popconfirm
                key={action}
                title={fr.calendar.actions[action]}
                description={<div style={{ maxWidth: 300 }}>{c.confirm[action as keyof typeof c.confirm]}</div>}
                okText={c.yes}
                cancelText={c.no}
                okButtonProps={{ danger: true }}
                onConfirm={() => run(action, period.id)}
              >
                {button}
              </Popconfirm>
            ) : (
              button
            );
          })}
        </Flex>
      ) : null}
      {notice ? (
        <Alert type={notice.type} showIcon role={notice.type === 'error' ? 'alert' : 'status'} title={notice.text} />
      ) : null}
    </Flex>
  );
}
