import DownOutlined from '@ant-design/icons/DownOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Badge, Button, Flex, Layout } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ROUTES, Role, fr, truncatePersonName, withLocale } from '@troc/shared';
import { ButtonLink, useCounters, useSession } from '@troc/ui';
import { navigation } from './navigation';

const h = fr.ui.header;

// What only a signed-in visitor sees (the account menu, the counters and their badges) is
// downloaded only for one.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const Counters = lazy(() => import('./Counters').then((m) => ({ default: m.Counters })));
// The phone's drawer is downloaded at its first opening.
const MenuDrawer = lazy(() => import('./MenuDrawer').then((m) => ({ default: m.MenuDrawer })));
const MENU_DRAWER_ID = 'troc-menu-drawer';

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
        <MenuButton />
        <Flex align="center" gap={16} className="troc-header__account">
          {loading ? null : user ? (
            <>
              <ButtonLink to={withLocale(ROUTES.trocNew)} type="primary" icon={<PlusOutlined aria-hidden />}>
                {h.newListing}
              </ButtonLink>
              <Suspense fallback={null}>
                <Counters />
              </Suspense>
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

/**
 * Below 768 px the navigation and the account area give way to this button: it opens the drawer that
 * holds them all. A dot tells that messages or notifications are waiting.
 */
function MenuButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { pathname } = useLocation();
  const counts = useCounters();
  const close = useCallback(() => setOpen(false), []);
  // Following one of its links closes it.
  useEffect(close, [pathname, close]);
  const waiting = (counts?.total_messages ?? 0) + (counts?.total_notifs_unread ?? 0) > 0;
  return (
    <>
      <Button
        type="text"
        className="troc-header__menu-button"
        aria-expanded={open}
        aria-controls={MENU_DRAWER_ID}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        icon={
          <Badge dot={waiting}>
            <MenuOutlined aria-hidden className="troc-header__counter-icon" />
          </Badge>
        }
      >
        {h.menuButton}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onClose={close} />
        </Suspense>
      )}
    </>
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
