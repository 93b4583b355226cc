import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, withLocale, type InvitationCard } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import InvitationSection from './InvitationSection';

configure({ defaultHidden: true });

const member: InvitationCard = {
  slug: 'inv1',
  email: 'camille@asso.fr',
  creationDisplayDate: '24/11/2026',
  user: {
    slug: 'camille-martin',
    firstname: 'Camille',
    lastname: 'Martin',
    service: null,
    organisation: 'Ressourcerie',
  },
  target: { kind: 'troc', slug: 'armoire', name: 'Armoire privée' },
};
const stranger: InvitationCard = {
  slug: 'inv2',
  email: 'nouveau@exemple.fr',
  creationDisplayDate: '23/11/2026',
  user: null,
  target: { kind: 'operation', slug: 'batiment-c', name: 'Bâtiment C' },
};

describe('Mes invitations', () => {
  beforeEach(resetApi);

  it('lists who I invited, registered or not, and deletes an invitation after confirmation', async () => {
    let rows = [member, stranger];
    const server = mockFetch((call) => {
      if (call.url === withLocale(API.invitations)) {
        return { body: { data: rows, total: rows.length, total_results: rows.length, url: '' } };
      }
      if (call.url === withLocale(API.invitationDelete('inv2'))) {
        rows = rows.filter((r) => r.slug !== 'inv2');
        return { body: { message: 'Invitation supprimée.' } };
      }
      return signedOut;
    });
    renderApp(<InvitationSection />, { path: '/fr/user/invitations/', route: '/fr/user/invitations/*' });

    expect(await screen.findByText('camille@asso.fr')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Camille Martin' }).getAttribute('href')).toBe(
      '/fr/user/profile/camille-martin/',
    );
    expect(screen.getByRole('link', { name: 'Armoire privée' }).getAttribute('href')).toBe('/fr/troc/view/armoire/');
    expect(screen.getByRole('link', { name: 'Bâtiment C' }).getAttribute('href')).toBe(
      '/fr/operation/view/batiment-c/',
    );
    expect(screen.getByText('Pas encore inscrite')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer l’invitation de nouveau@exemple.fr' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('nouveau@exemple.fr ne pourra plus voir « Bâtiment C ».')).toBeTruthy();
    expect(server.calls.some((c) => c.url === withLocale(API.invitationDelete('inv2')))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer l’invitation' }));
    await waitFor(() => expect(screen.queryByText('nouveau@exemple.fr')).toBeNull());
    expect(screen.getByText('Invitation supprimée.')).toBeTruthy();
  }, 60_000);
});
