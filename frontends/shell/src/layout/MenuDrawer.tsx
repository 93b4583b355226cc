import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { Badge, Button, Divider, Drawer, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ROUTES, Role, fr, t, truncatePersonName, withLocale } from '@troc/shared';
import { ButtonLink, RemoteBoundary, useCounters, useSession } from '@troc/ui';
import { accountEntries, LOGOUT_HREF } from './accountEntries';
import { navigation } from './navigation';

const h = fr.ui.header;
/** The header's menu button controls it (aria-controls). */
const MENU_DRAWER_ID = 'troc-menu-drawer';

const loadQuickCart = () => import('marketplace/quickCart').then((module) => module.default);

/**
 * The phone's header (below 768 px): the navigation and every signed-in action of the wide header —
 * counters, « Déposer une annonce », the account menu and sign-out — in a drawer that traps the focus
 * and closes on Escape (antd's Drawer), on a followed link (the header) and when the window grows past the phone.
 */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 768px)');
    const close = () => wide.matches && onClose();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [onClose]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={320}
      title={h.menuTitle}
      id={MENU_DRAWER_ID}
      aria-label={h.menuTitle}
      rootClassName="troc-menu-drawer"
    >
      <nav aria-label={fr.ui.nav.label}>
        <ul className="troc-menu-drawer__list">
          {navigation(Boolean(user)).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Divider />
      {user ? <SignedInActions name={`${user.firstname} ${user.lastname}`} roles={user.roles} /> : <SignedOutActions />}
    </Drawer>
  );
}

function SignedOutActions() {
  return (
    <Flex vertical gap={8}>
      <ButtonLink to={withLocale(ROUTES.login)} block>
        {h.login}
      </ButtonLink>
      <ButtonLink to={withLocale(ROUTES.register)} type="primary" block>
        {h.register}
      </ButtonLink>
    </Flex>
  );
}

function SignedInActions({ name, roles }: { name: string; roles: readonly string[] }) {
  const counts = useCounters();
  const [cartOpen, setCartOpen] = useState(false);
  const moderator = roles.includes(Role.Moderator) || roles.includes(Role.PlatformAdmin);
  const admin = roles.includes(Role.PlatformAdmin);
  const messages = counts?.total_messages ?? 0;
  const notifications = counts?.total_notifs_unread ?? 0;
  const inCart = counts?.total_in_cart ?? 0;
  return (
    <Flex vertical gap={16}>
      <ButtonLink to={withLocale(ROUTES.trocNew)} type="primary" block>
        {h.newListing}
      </ButtonLink>
      <ul className="troc-menu-drawer__list" aria-label={h.counters}>
        <li>
          <Link to={withLocale(ROUTES.inbox)}>
            {fr.inbox.ui.menu} <Badge count={messages} size="small" aria-hidden />
            <span className="troc-sr-only">{t(h.messages, { count: messages })}</span>
          </Link>
        </li>
        <li>
          <Link to={withLocale(ROUTES.notifications)}>
            {h.notificationsPage} <Badge count={notifications} size="small" aria-hidden />
            <span className="troc-sr-only">{t(h.notifications, { count: notifications })}</span>
          </Link>
        </li>
        <li>
          <Button
            type="link"
            className="troc-menu-drawer__toggle"
            icon={<ShoppingCartOutlined aria-hidden />}
            aria-expanded={cartOpen}
            aria-controls="troc-menu-drawer-cart"
            onClick={() => setCartOpen((was) => !was)}
          >
            {t(h.cart, { count: inCart })}
          </Button>
          <div id="troc-menu-drawer-cart" hidden={!cartOpen} className="troc-menu-drawer__cart">
            {cartOpen && <RemoteBoundary load={loadQuickCart} />}
          </div>
        </li>
      </ul>
      <section aria-labelledby="troc-menu-drawer-account">
        <h2 id="troc-menu-drawer-account" className="troc-menu-drawer__heading">
          {h.account} : {truncatePersonName(name)}
        </h2>
        <ul className="troc-menu-drawer__list">
          {/* The inbox is already the first counter above. */}
          {accountEntries({ moderator, admin })
            .filter(({ key }) => key !== 'inbox')
            .map(({ key, to, label }) => (
              <li key={key}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          <li>
            <a href={LOGOUT_HREF}>{h.logout}</a>
          </li>
        </ul>
      </section>
    </Flex>
  );
}
