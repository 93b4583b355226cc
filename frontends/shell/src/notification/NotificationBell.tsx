import { Button, Popover } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { fr, t } from '@troc/shared';
import { LatestNotifications } from './LatestNotifications';

/** The bell of the header: its badge counts the unread ones, a click opens the latest. */
export function NotificationBell({ count, children }: { count: number; children: ReactNode }) {
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
      title={fr.notification.ui.popoverTitle}
      content={open ? <LatestNotifications unread={count} /> : null}
    >
      <Button
        type="text"
        className="troc-header__counter-button"
        aria-label={t(fr.notification.ui.bell, { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        {children}
      </Button>
    </Popover>
  );
}
