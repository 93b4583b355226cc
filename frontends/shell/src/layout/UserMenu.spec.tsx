import { configure, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fr, ROUTES, withLocale } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { UserMenu } from './UserMenu';
import { dashboardUi } from '@troc/shared/messages/ui-dashboard';
import { uiImportMessages } from '@troc/shared/messages/ui-import';

configure({ defaultHidden: true });
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const renderMenu = (props: { initiallyOpen?: boolean } = {}) => {
  mockFetch(() => signedOut);
  renderApp(
    <UserMenu moderator={false} {...props}>
      <button type="button">Mon compte</button>
    </UserMenu>,
  );
};

describe('the signed-in user menu', () => {
  beforeEach(resetApi);

  it('leads to the savings dashboard, the impact model library and « Mes imports »', async () => {
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Mon compte' }));

    const dashboard = await screen.findByRole('link', { name: dashboardUi.menu });
    expect(dashboard.getAttribute('href')).toBe(withLocale(ROUTES.savingsDashboard));
    const library = screen.getByRole('link', { name: dashboardUi.libraryMenu });
    expect(library.getAttribute('href')).toBe(withLocale(ROUTES.impactLibrary));
    // « Mes imports » right after « Mes opérations ».
    const imports = screen.getByRole('link', { name: uiImportMessages.menu });
    expect(imports.getAttribute('href')).toBe(withLocale(ROUTES.myImports));
    const entries = screen.getAllByRole('link').map((link) => link.textContent);
    expect(entries.indexOf(uiImportMessages.menu)).toBe(entries.indexOf(fr.ui.nav.myOperations) + 1);
    // Not a moderator nor a platform admin: none of their pages.
    expect(screen.queryByRole('link', { name: fr.ui.header.moderation })).toBeNull();
  });

  it('opens at once when the account button was clicked while the menu was loading', async () => {
    renderMenu({ initiallyOpen: true });
    expect(await screen.findByRole('link', { name: uiImportMessages.menu })).toBeInTheDocument();
  });

  it('stays closed until the account button is clicked otherwise', async () => {
    renderMenu();
    await screen.findByRole('button', { name: 'Mon compte' });
    expect(screen.queryByRole('link', { name: uiImportMessages.menu })).toBeNull();
  });
});
