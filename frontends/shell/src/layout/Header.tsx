import DownOutlined from '@ant-design/icons/DownOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, Flex, Layout } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ROUTES, Role, fr, truncatePersonName, withLocale } from '@troc/shared';
import { ButtonLink, useSession } from '@troc/ui';

const h = fr.ui.header;

// What only a signed-in visitor sees (the account menu, the counters and their badges) is
// downloaded only for one.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const Counters = lazy(() => import('./Counters').then((m) => ({ default: m.Counters })));

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
