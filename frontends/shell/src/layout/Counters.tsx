import BellOutlined from '@ant-design/icons/BellOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { Badge, Tooltip } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, fr, t, withLocale, type NotificationCounts } from '@troc/shared';
import { useCounters } from '@troc/ui';

const h = fr.ui.header;

const QuickCartButton = lazy(() => import('./QuickCartButton').then((m) => ({ default: m.QuickCartButton })));
const NotificationBell = lazy(() =>
  import('../notification/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

const COUNTERS: { key: keyof NotificationCounts; label: string; Icon: typeof MailOutlined }[] = [
  { key: 'total_messages', label: h.messages, Icon: MailOutlined },
  { key: 'total_notifs_unread', label: h.notifications, Icon: BellOutlined },
  { key: 'total_in_cart', label: h.cart, Icon: ShoppingCartOutlined },
];

function CounterBadge({ count, Icon }: { count: number; Icon: typeof MailOutlined }) {
  return (
    <Badge count={count} size="small" overflowCount={99}>
      <Icon aria-hidden className="troc-header__counter-icon" />
    </Badge>
  );
}

/** Messages, notifications and cart, refreshed every 30 s by the session. */
export function Counters() {
  const counts = useCounters();
  return (
    <ul className="troc-header__counters" aria-label={h.counters}>
      {COUNTERS.map(({ key, label, Icon }) => {
        const count = counts?.[key] ?? 0;
        const text = t(label, { count });
        const badge = (
          <Tooltip title={text}>
            <CounterBadge count={count} Icon={Icon} />
          </Tooltip>
        );
        // The cart opens the quick cart (its open carts, downloaded on the first opening).
        if (key === 'total_in_cart') {
          return (
            <li key={key} data-counter={key}>
              <Suspense fallback={badge}>
                <QuickCartButton label={text}>
                  <CounterBadge count={count} Icon={Icon} />
                </QuickCartButton>
              </Suspense>
            </li>
          );
        }
        // The bell opens the latest notifications (downloaded on the first opening).
        if (key === 'total_notifs_unread') {
          return (
            <li key={key} data-counter={key}>
              <Suspense fallback={badge}>
                <NotificationBell count={count}>
                  <CounterBadge count={count} Icon={Icon} />
                </NotificationBell>
              </Suspense>
            </li>
          );
        }
        // The unread messages open the inbox.
        if (key === 'total_messages') {
          return (
            <li key={key} data-counter={key}>
              <Link to={withLocale(ROUTES.inbox)} className="troc-header__link" aria-label={text}>
                {badge}
              </Link>
            </li>
          );
        }
        return (
          <li key={key} data-counter={key}>
            {badge}
            <span className="troc-sr-only">{text}</span>
          </li>
        );
      })}
    </ul>
  );
}
