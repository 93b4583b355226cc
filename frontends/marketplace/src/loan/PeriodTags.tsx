import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { Tag } from 'antd';
import { t, type CalendarPeriodStatus, type LoanReturnView } from '@troc/shared';
import { PERIOD_COLORS, periodStatusLabel, ui } from './labels';

export interface PeriodTagsProps {
  periodStatus?: CalendarPeriodStatus;
  dueSoon?: boolean;
  overdue?: boolean;
  returned?: LoanReturnView | null;
}

/** Where a loan stands, each tag in words and with an icon: colour is never the only sign. */
export function PeriodTags({ periodStatus, dueSoon = false, overdue = false, returned = null }: PeriodTagsProps) {
  return (
    <>
      {periodStatus ? <Tag color={PERIOD_COLORS[periodStatus]}>{periodStatusLabel(periodStatus)}</Tag> : null}
      {returned ? (
        <Tag color="green" icon={<CheckCircleOutlined aria-hidden />}>
          {t(ui.tags.returnedOn, { date: returned.returnDateString })}
        </Tag>
      ) : overdue ? (
        <Tag color="red" icon={<WarningOutlined aria-hidden />}>
          {ui.tags.overdue}
        </Tag>
      ) : dueSoon ? (
        <Tag color="orange" icon={<ClockCircleOutlined aria-hidden />}>
          {ui.tags.dueSoon}
        </Tag>
      ) : null}
    </>
  );
}
