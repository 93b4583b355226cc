import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { API, fr, t, withLocale } from '@troc/shared';
import { proconnectUi } from '@troc/shared/messages/ui-proconnect';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall, type FakeReply } from '@troc/ui/src/test-utils';
import { LoginPage } from '../pages/LoginPage';
import { RegisterPage } from '../register/RegisterPage';

const p = proconnectUi;
const pending = {
  email: 'agathe.perrin@rhone.gouv.fr',
  firstName: 'Agathe',
  lastName: 'Perrin',
  siret: '13001234500018',
  organism: { organismType: 'gouv', name: 'Rectorat de l’académie de Lyon', identifier: 'rectorat-lyon' },
};
const signedIn = { status: 200, body: { user: { id: 7, email: pending.email, roles: [] }, csrfToken: 'csrf-2' } };

function withMeta(on: boolean) {
  document.head.querySelector('meta[name="troc:proconnect"]')?.remove();
  if (!on) return;
  const meta = document.createElement('meta');
  meta.name = 'troc:proconnect';
  meta.content = 'on';
  document.head.append(meta);
}

function setup(path: string, page: ReactElement, reply: (call: FakeCall) => FakeReply | undefined = () => undefined) {
  resetApi();
  const server = mockFetch((call) => reply(call) ?? signedOut);
  renderApp(page, { path });
  return server;
}

afterEach(() => withMeta(false));

describe('ProConnect on the login page', () => {
  it('shows ProConnect’s button and its explanation link only when the server has it configured', async () => {
    withMeta(true);
    setup('/fr/login/', <LoginPage />);
    const button = await screen.findByRole('link', { name: p.button });
    expect(button).toHaveAttribute('href', withLocale(API.proconnectLogin));
    const what = screen.getByRole('link', { name: p.whatIs });
    expect(what).toHaveAttribute('href', 'https://proconnect.gouv.fr/');
    expect(what).toHaveAttribute('target', '_blank');
    expect(what).toHaveAttribute('title', p.whatIsTitle);
  });

  it('has no button without the configuration', async () => {
    setup('/fr/login/', <LoginPage />);
    await screen.findByRole('heading', { name: fr.ui.login.title });
    expect(screen.queryByRole('link', { name: p.button })).toBeNull();
  });

  it('shows a failed sign-in in French above the password login', async () => {
    setup('/fr/login/?proconnect=closed&siret=26330999900013', <LoginPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(fr.proconnect.errors.title);
    expect(alert).toHaveTextContent(t(fr.proconnect.errors.closed, { siret: '26330999900013' }));
    expect(screen.getByRole('button', { name: fr.ui.login.submit })).toBeInTheDocument();
  });

  it('confirms the link to the account of the same address', async () => {
    const server = setup('/fr/login/?proconnect=lier', <LoginPage />, (call) => {
      if (call.url === withLocale(API.proconnectPending)) return { body: { kind: 'link', ...pending } };
      if (call.url === withLocale(API.proconnectLink))
        return { body: { ...signedIn.body, message: fr.proconnect.linked } };
      return undefined;
    });
    expect(await screen.findByText(t(p.link.intro, { email: pending.email }))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: p.link.confirm }));
    await waitFor(() => expect(server.calls.some((c) => c.url === withLocale(API.proconnectLink))).toBe(true));
  });
});

describe('ProConnect on the registration page', () => {
  it('opens the organisation step pre-filled from the SIRET’s directory entry, without a password', async () => {
    const server = setup('/fr/register/?proconnect=inscription', <RegisterPage />, (call) => {
      if (call.url === withLocale(API.proconnectPending)) return { body: { kind: 'register', ...pending } };
      if (call.url === withLocale(API.proconnectRegister)) return { status: 201, body: signedIn.body };
      return undefined;
    });
    expect(await screen.findByDisplayValue(pending.organism.name)).toBeInTheDocument();
    expect(screen.queryByLabelText(fr.ui.register.password)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: p.register.submit }));
    await waitFor(() => {
      const call = server.calls.find((c) => c.url === withLocale(API.proconnectRegister));
      expect(call?.body).toEqual({
        identity: {
          organism: { organismType: 'gouv', gouvName: pending.organism.name, organismIdentifier: 'rectorat-lyon' },
        },
      });
    });
  });
});
