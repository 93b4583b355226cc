import { Dropdown, type MenuProps } from 'antd';
import { type ReactElement, useState } from 'react';
import { Link } from 'react-router-dom';
import { LOGOUT_PATH, ROUTES, Role, fr, withLocale } from '@troc/shared';
import { useSession } from '@troc/ui';
import { dashboardUi } from '@troc/shared/messages/ui-dashboard';
import { uiImportMessages } from '@troc/shared/messages/ui-import';
import { loansUi } from '@troc/shared/messages/ui-loans';

const h = fr.ui.header;

/** The carriers' page of the platform admins. */
const SHIPPING_ADMIN = '/admin/shipping/';

/** The signed-in visitor's menu, opened by the account button it wraps. */
export function UserMenu({
  moderator,
  initiallyOpen = false,
  children,
}: {
  moderator: boolean;
  /** Opened at once: the account button was clicked while this menu was still loading. */
  initiallyOpen?: boolean;
  children: ReactElement;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const admin = useSession().user?.roles.includes(Role.PlatformAdmin) ?? false;
  const items: MenuProps['items'] = [
    { key: 'profile', label: <Link to={withLocale(ROUTES.profile)}>{h.profile}</Link> },
    { key: 'favorites', label: <Link to={withLocale(ROUTES.favorites)}>{h.favorites}</Link> },
    { key: 'listings', label: <Link to={withLocale(ROUTES.myListings)}>{fr.ui.nav.myListings}</Link> },
    { key: 'operations', label: <Link to={withLocale(ROUTES.myOperations)}>{fr.ui.nav.myOperations}</Link> },
    { key: 'imports', label: <Link to={withLocale(ROUTES.myImports)}>{uiImportMessages.menu}</Link> },
    { key: 'loans', label: <Link to={withLocale(ROUTES.myLoans)}>{loansUi.myLoans}</Link> },
    // The carbon tools: the organisation's savings and its impact models.
    { key: 'savings', label: <Link to={withLocale(ROUTES.savingsDashboard)}>{dashboardUi.menu}</Link> },
    { key: 'library', label: <Link to={withLocale(ROUTES.impactLibrary)}>{dashboardUi.libraryMenu}</Link> },
    { key: 'inbox', label: <Link to={withLocale(ROUTES.inbox)}>{fr.inbox.ui.menu}</Link> },
    { key: 'questions', label: <Link to={withLocale(ROUTES.myQuestions)}>{fr.inbox.questions.menu}</Link> },
    { key: 'alerts', label: <Link to={withLocale(ROUTES.alerts)}>{fr.alert.ui.menu}</Link> },
    { key: 'invitations', label: <Link to={withLocale(ROUTES.invitations)}>{fr.invitation.ui.menu}</Link> },
    ...(moderator
      ? [{ key: 'moderation', label: <Link to={withLocale(ROUTES.moderation)}>{h.moderation}</Link> }]
      : []),
    ...(admin ? [{ key: 'shipping', label: <Link to={withLocale(SHIPPING_ADMIN)}>{h.shippingAdmin}</Link> }] : []),
    { type: 'divider' },
    // A full navigation: the server ends the session and answers with the login page.
    { key: 'logout', label: <a href={LOGOUT_PATH}>{h.logout}</a> },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}
