import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { readDay, t, type CalendarPeriodView, type ListingLoanInfo } from '@troc/shared';
import { registerModal, type ModalBodyProps } from '@troc/ui';
import { ui } from './labels';
import { LoanReturnForm, LoanReturnSummary } from './LoanReturnForm';

const b = ui.returnButton;

export interface LoanReturnModalProps {
  returnable: NonNullable<ListingLoanInfo['returnable']>;
}

declare module '@troc/ui' {
  interface ModalPropsByKind {
    'loan-return': LoanReturnModalProps;
  }
}

/** The loan return from a listing or a loans list: the same form as the exchange's calendar, then what was recorded. */
function LoanReturnBody({ returnable, close }: LoanReturnModalProps & ModalBodyProps) {
  const [saved, setSaved] = useState<CalendarPeriodView | null>(null);
  // The server writes the first day dd/mm/yyyy; the rules compare ISO days.
  const start = readDay(returnable.startDateString) ?? '';

  if (saved?.returned) {
    return (
      <Flex vertical gap={16}>
        <LoanReturnSummary returned={saved.returned} />
        <Flex justify="flex-end">
          <Button type="primary" onClick={close}>
            {b.close}
          </Button>
        </Flex>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>
        {t(b.loan, { start: returnable.startDateString, end: returnable.endDateString })}
      </Typography.Text>
      <LoanReturnForm periodId={returnable.period} start={start} onSaved={setSaved} onCancel={close} />
    </Flex>
  );
}

registerModal('loan-return', { title: b.title, Body: LoanReturnBody });
