import BellOutlined from '@ant-design/icons/BellOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Badge, Button, Flex, Layout, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ROUTES, Role, fr, t, truncatePersonName, withLocale, type NotificationCounts } from '@troc/shared';
import { ButtonLink, useCounters, useSession } from '@troc/ui';

const h = fr.ui.header;

const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const QuickCartButton = lazy(() => import('./QuickCartButton').then((m) => ({ default: m.QuickCartButton })));
const NotificationBell = lazy(() =>
  import('../notification/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

/** Navigation of the pages that exist; a later module adds its entry here when it lands. */
function navigation(signedIn: boolean) {
  return [
    { to: withLocale(ROUTES.home), label: fr.ui.nav.home, end: true },
    { to: withLocale(ROUTES.search), label: fr.ui.nav.search, end: false },
    ...(signedIn
      ? [
          { to: withLocale(ROUTES.myListings), label: fr.ui.nav.myListings, end: false },
          { to: withLocale(ROUTES.myTrackers), label: h.myTrackers, end: false },
          { to: withLocale(ROUTES.organisationServices), label: fr.ui.nav.organisation, end: false },
        ]
      : []),
    { to: withLocale(ROUTES.carbon), label: fr.ui.nav.impact, end: false },
  ];
}

export function Header() {
  const { user, loading } = useSession();

  return (
    <Layout.Header className="troc-header">
      <Flex align="center" gap={24} className="troc-header__inner">
        <Link to={withLocale(ROUTES.home)} className="troc-header__brand" aria-label={fr.ui.brand.homeLink}>
          <span aria-hidden className="troc-header__logo">
            ♻
          </span>
          {fr.ui.brand.name}
        </Link>
        <nav aria-label={fr.ui.nav.label} className="troc-header__nav">
          {navigation(Boolean(user)).map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <Flex align="center" gap={16} className="troc-header__account">
          {loading ? null : user ? (
            <>
              <ButtonLink to={withLocale(ROUTES.trocNew)} type="primary" icon={<PlusOutlined aria-hidden />}>
                {h.newListing}
              </ButtonLink>
              <Counters />
              <AccountMenu
                name={`${user.firstname} ${user.lastname}`}
                moderator={user.roles.includes(Role.Moderator) || user.roles.includes(Role.PlatformAdmin)}
              />
            </>
          ) : (
            <>
              <ButtonLink to={withLocale(ROUTES.login)} type="text" className="troc-header__link">
                {h.login}
              </ButtonLink>
              <ButtonLink to={withLocale(ROUTES.register)} type="primary">
                {h.register}
              </ButtonLink>
            </>
          )}
        </Flex>
      </Flex>
    </Layout.Header>
  );
}

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
function Counters() {
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

/** The account button; its menu (antd's Dropdown and Menu) is downloaded only for a signed-in visitor. */
function AccountMenu({ name, moderator }: { name: string; moderator: boolean }) {
  // A click before the menu's code has come is not lost: the menu opens as soon as it is there.
  const [asked, setAsked] = useState(false);
  const button = (onClick?: () => void) => (
    <Button type="text" className="troc-header__link" aria-label={`${h.account} : ${name}`} onClick={onClick}>
      <UserOutlined aria-hidden /> {truncatePersonName(name)} <DownOutlined aria-hidden />
    </Button>
  );
  return (
    <Suspense fallback={button(() => setAsked(true))}>
      <UserMenu moderator={moderator} initiallyOpen={asked}>
        {button()}
      </UserMenu>
    </Suspense>
  );
}
