import { Button, Popover } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteBoundary } from '@troc/ui';
import { cartUi } from '@troc/shared/messages/ui-cart';

const loadQuickCart = () => import('marketplace/quickCart').then((module) => module.default);

/** The cart counter as a button: it opens the quick cart, the marketplace's list of open carts. */
export function QuickCartButton({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Following one of its links closes it.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={cartUi.quick.title}
      content={open ? <RemoteBoundary load={loadQuickCart} /> : null}
    >
      <Button
        type="text"
        className="troc-header__counter-button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        {children}
      </Button>
    </Popover>
  );
}
