import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import { Button } from 'antd';
import type { ListingLoanInfo } from '@troc/shared';
import { useModals } from '@troc/ui';
import { ui } from './labels';
import './LoanReturnModal';

/**
 * « Retour de prêt » (the listing view, the loans lists): opens the loan return form for the
 * period. The modal lives with the modal manager, so it stays open with « Retour enregistré »
 * when the listing, read again, no longer offers the button.
 */
export function LoanReturnButton({ returnable }: { returnable: NonNullable<ListingLoanInfo['returnable']> }) {
  const { open } = useModals();
  return (
    <Button icon={<RollbackOutlined aria-hidden />} onClick={() => open('loan-return', { returnable })}>
      {ui.returnButton.label}
    </Button>
  );
}
