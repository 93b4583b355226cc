import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, fr, LOGOUT_PATH, ROUTES, withLocale, type CurrentUser } from '@troc/shared';
import { loansUi } from '@troc/shared/messages/ui-loans';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { Header } from './Header';

configure({ defaultHidden: true });
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const h = fr.ui.header;

const member = { id: 4, firstname: 'Julien', lastname: 'Roux', roles: ['ROLE_USER'] } as unknown as CurrentUser;

function serve(signedIn: boolean) {
  mockFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === withLocale(API.me)) return signedIn ? { body: { user: member, csrfToken: 'csrf-test' } } : signedOut;
    if (path === withLocale(API.notificationsCount)) {
      return { body: { total_messages: 2, total_notifs_unread: 3, total_in_cart: 1 } };
    }
    return { status: 404, body: {} };
  });
}

const menuButton = () => screen.findByRole('button', { name: h.menuButton });

describe('the header on a phone: the menu button and its drawer', () => {
  beforeEach(resetApi);

  it('opens a labelled drawer with the navigation and every signed-in action, and closes on Escape', async () => {
    serve(true);
    renderApp(<Header />);
    const button = await menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'troc-menu-drawer');

    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: h.menuTitle });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const navigation = within(drawer).getByRole('navigation', { name: fr.ui.nav.label });
    for (const label of [fr.ui.nav.search, fr.ui.nav.impact, h.myTrackers, fr.ui.nav.myListings]) {
      expect(within(navigation).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('link', { name: h.newListing })).toHaveAttribute(
      'href',
      withLocale(ROUTES.trocNew),
    );
    expect(within(drawer).getByRole('link', { name: /^Messagerie/ })).toHaveAttribute('href', withLocale(ROUTES.inbox));
    expect(within(drawer).getByRole('link', { name: new RegExp(`^${h.notificationsPage}`) })).toHaveAttribute(
      'href',
      withLocale(ROUTES.notifications),
    );
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Articles dans le panier : 1' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    expect(within(drawer).getByRole('link', { name: loansUi.myLoans })).toHaveAttribute(
      'href',
      withLocale(ROUTES.myLoans),
    );
    expect(within(drawer).getByRole('link', { name: h.profile })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: h.logout })).toHaveAttribute('href', LOGOUT_PATH);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('offers sign-in and sign-up to a visitor', async () => {
    serve(false);
    renderApp(<Header />);
    await user.click(await menuButton());
    const drawer = await screen.findByRole('dialog', { name: h.menuTitle });
    expect(within(drawer).getByRole('link', { name: h.login })).toHaveAttribute('href', withLocale(ROUTES.login));
    expect(within(drawer).getByRole('link', { name: h.register })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: h.logout })).toBeNull();
  });
});
