import { Button, Flex, Tag } from 'antd';
import { CalendarPeriodStatus, CalendarPeriodType, describeDays, fr, t, type CalendarPeriodView } from '@troc/shared';
import { ApiError } from '../api/errors';
import { useModals } from '../modals/ModalProvider';
import { usePeriodAction, type PeriodButtonAction } from './api';

const c = fr.ui.calendar;

const STATUS_COLORS: Record<CalendarPeriodStatus, string> = {
  [CalendarPeriodStatus.None]: 'gold',
  [CalendarPeriodStatus.Validated]: 'green',
  [CalendarPeriodStatus.Ongoing]: 'blue',
  [CalendarPeriodStatus.Refused]: 'red',
  [CalendarPeriodStatus.Cancelled]: 'default',
};

/** The status in words, coloured. */
export function PeriodStatusTag({ status }: { status: CalendarPeriodStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{fr.calendar.statuses[status]}</Tag>;
}

/** A maintenance stands out; a reservation is the ordinary case. */
export function PeriodTypeTag({ type }: { type: CalendarPeriodType }) {
  return <Tag color={type === CalendarPeriodType.Maintenance ? 'purple' : undefined}>{fr.calendar.types[type]}</Tag>;
}

/** « du 03/12/2026 au 05/12/2026 » or « le 03/12/2026 ». */
export const periodDays = (period: Pick<CalendarPeriodView, 'startDate' | 'endDate'>): string =>
  describeDays(period.startDate, period.endDate);

const BUTTONS: PeriodButtonAction[] = ['approve', 'deny', 'cancel'];

export interface PeriodActionButtonsProps {
  /** The listing's id: its calendar is read again after the action. */
  trocId: number;
  period: CalendarPeriodView;
  /** The period as the server now has it. */
  onDone?: (action: PeriodButtonAction, period: CalendarPeriodView) => void;
  /** A refused transition (409) or a role that may not (403), in French. */
  onError?: (message: string) => void;
}

/**
 * The buttons the shared table allows on a period (its `actions`): approve and deny at once,
 * cancel after a confirmation since it frees the days for good.
 */
export function PeriodActionButtons({ trocId, period, onDone, onError }: PeriodActionButtonsProps) {
  const { open } = useModals();
  const mutation = usePeriodAction(trocId);
  const days = periodDays(period);
  const shown = BUTTONS.filter((action) => period.actions.includes(action));
  if (shown.length === 0) return null;

  const run = async (action: PeriodButtonAction) => {
    const updated = await mutation.mutateAsync({ action, period });
    onDone?.(action, updated);
  };
  const click = (action: PeriodButtonAction) => {
    if (action === 'cancel') {
      // The confirmation shows a refusal itself and stays open.
      open('confirm', {
        title: c.actions.cancelTitle,
        body: t(c.actions.cancelBody, { days }),
        confirmLabel: c.actions.cancelConfirm,
        cancelLabel: c.actions.keep,
        danger: true,
        onConfirm: () => run(action),
      });
      return;
    }
    run(action).catch((error: unknown) => {
      if (error instanceof ApiError) onError?.(error.message);
    });
  };
  const busy = mutation.isPending ? mutation.variables?.action : undefined;

  return (
    <Flex gap={8} wrap>
      {shown.map((action) => (
        <Button
          key={action}
          size="small"
          type={action === 'approve' ? 'primary' : 'default'}
          danger={action !== 'approve'}
          loading={busy === action}
          disabled={Boolean(busy) && busy !== action}
          aria-label={t(c.actions.label, { action: fr.calendar.actions[action], days })}
          onClick={() => click(action)}
        >
          {fr.calendar.actions[action]}
        </Button>
      ))}
    </Flex>
  );
}
