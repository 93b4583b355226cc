import { LOGOUT_PATH, ROUTES, fr, withLocale } from '@troc/shared';
import { dashboardUi } from '@troc/shared/messages/ui-dashboard';
import { uiImportMessages } from '@troc/shared/messages/ui-import';
import { loansUi } from '@troc/shared/messages/ui-loans';

const h = fr.ui.header;

/** The carriers' page of the platform admins. */
const SHIPPING_ADMIN = '/admin/shipping/';

export interface AccountEntry {
  key: string;
  to: string;
  label: string;
}

/**
 * The signed-in visitor's own pages, in the order of the account menu; the desktop dropdown and the
 * phone drawer both list them, so an entry added here is reachable at every width.
 */
export function accountEntries({ moderator, admin }: { moderator: boolean; admin: boolean }): AccountEntry[] {
  return [
    { key: 'profile', to: withLocale(ROUTES.profile), label: h.profile },
    { key: 'favorites', to: withLocale(ROUTES.favorites), label: h.favorites },
    { key: 'listings', to: withLocale(ROUTES.myListings), label: fr.ui.nav.myListings },
    { key: 'operations', to: withLocale(ROUTES.myOperations), label: fr.ui.nav.myOperations },
    { key: 'imports', to: withLocale(ROUTES.myImports), label: uiImportMessages.menu },
    { key: 'loans', to: withLocale(ROUTES.myLoans), label: loansUi.myLoans },
    // The carbon tools: the organisation's savings and its impact models.
    { key: 'savings', to: withLocale(ROUTES.savingsDashboard), label: dashboardUi.menu },
    { key: 'library', to: withLocale(ROUTES.impactLibrary), label: dashboardUi.libraryMenu },
    { key: 'inbox', to: withLocale(ROUTES.inbox), label: fr.inbox.ui.menu },
    { key: 'questions', to: withLocale(ROUTES.myQuestions), label: fr.inbox.questions.menu },
    { key: 'alerts', to: withLocale(ROUTES.alerts), label: fr.alert.ui.menu },
    { key: 'invitations', to: withLocale(ROUTES.invitations), label: fr.invitation.ui.menu },
    ...(moderator ? [{ key: 'moderation', to: withLocale(ROUTES.moderation), label: h.moderation }] : []),
    ...(admin ? [{ key: 'shipping', to: withLocale(SHIPPING_ADMIN), label: h.shippingAdmin }] : []),
  ];
}

/** Sign-out is a full navigation: the server ends the session and answers with the login page. */
export const LOGOUT_HREF = LOGOUT_PATH;
