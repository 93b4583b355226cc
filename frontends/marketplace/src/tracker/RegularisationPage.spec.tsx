jest.setTimeout(60_000);

import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, withLocale } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import { viewFixture } from '../listing/fixtures';
import { USERS_AUTOCOMPLETE } from './api';
import TrackerSection from './TrackerSection';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

const SLUG = 'chariot-de-soins';
const exchange = {
  canRequest: false,
  canRegularize: true,
  quantity: { min: 1, max: 4, fixed: false, remaining: 4 },
  beneficiaryChoice: false,
  pendingTracker: null,
};

function server() {
  return mockFetch((call: FakeCall) => {
    if (call.url === withLocale(API.trocView(SLUG))) return { body: viewFixture({ exchange }) };
    if (call.url === withLocale(USERS_AUTOCOMPLETE)) {
      return {
        body: {
          data: [
            {
              value: 'Karim Haddad',
              data: 42,
              organism_name: 'Ressourcerie de Lille',
              organism_identifier: null,
            },
          ],
        },
      };
    }
    if (call.url === withLocale(API.trackerAdd(SLUG))) {
      return { status: 201, body: { tracker: 'echange-5', thread: null, redirect: '/fr/tracker/edit/echange-5/' } };
    }
    // The exchange page the regularisation leads to is not this spec's: it finds nothing, never a session body.
    if (call.url.startsWith(withLocale('/api/tracker/')))
      return { status: 404, body: { message: 'Échange introuvable.' } };
    return signedOut;
  });
}

const open = () => renderApp(<TrackerSection />, { path: `/fr/tracker/add/${SLUG}/`, route: '/fr/tracker/*' });

beforeEach(() => resetApi());

describe('regularisation', () => {
  it('asks for a taker, then records the exchange with the member chosen', async () => {
    const fake = server();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Régulariser un échange' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Régulariser' }));
    expect(await screen.findByText('Veuillez choisir un utilisateur.')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Membre' }), 'Kar');
    await screen.findAllByRole('option');
    // A suggestion shows the name and the organisation (the server gives no e-mail address).
    const option = document.querySelector('.ant-select-item-option') as HTMLElement;
    expect(option).toHaveTextContent('Karim Haddad');
    expect(option).toHaveTextContent('Ressourcerie de Lille');
    expect(option.textContent).not.toContain('—');
    await user.click(option);
    expect(await screen.findByText('Membre choisi : Karim Haddad (Ressourcerie de Lille)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Régulariser' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fr/tracker/edit/echange-5/'));
    expect(fake.calls.find((c) => c.url === withLocale(API.trackerAdd(SLUG)))?.body).toEqual({ quantity: 1, user: 42 });
  });

  it('describes a guest by e-mail and organism', async () => {
    const fake = server();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Régulariser un échange' });
    await user.click(screen.getByRole('radio', { name: 'Un invité' }));
    await user.type(screen.getByRole('textbox', { name: /Adresse e-mail du repreneur/ }), 'contact@asso.example');
    await user.click(screen.getByRole('button', { name: 'Régulariser' }));
    expect(await screen.findByText("Veuillez indiquer le nom de l'organisme du repreneur.")).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nom de l’organisme/ }), 'Association du quartier');
    await user.click(screen.getByRole('button', { name: 'Régulariser' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.url === withLocale(API.trackerAdd(SLUG)))?.body).toEqual({
        quantity: 1,
        guestEmail: 'contact@asso.example',
        guestOrganismName: 'Association du quartier',
      }),
    );
  });
});
