import { screen } from '@testing-library/react';
import { API, OrganisationKind, withLocale, type PublicProfile } from '@troc/shared';
import { mockFetch, renderApp, resetApi } from '@troc/ui/src/test-utils';
import { PublicProfilePage } from './PublicProfilePage';

const profile: PublicProfile = {
  slug: 'karim-haddad',
  firstname: 'Karim',
  lastname: 'Haddad',
  organisation: { name: 'Ressourcerie de Lille', kind: OrganisationKind.Association },
  service: null,
  city: 'Lille',
  memberSince: '2026-01-12T00:00:00.000Z',
};

const serve = (meSlug: string | null) => {
  resetApi();
  mockFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === withLocale(API.me)) {
      return {
        body: {
          user: meSlug ? { id: 9, slug: meSlug, firstname: 'A', lastname: 'B', roles: [] } : null,
          csrfToken: 't',
        },
      };
    }
    if (path === withLocale(API.publicProfile(profile.slug))) return { body: profile };
    return { body: { total_messages: 0, total_notifs_unread: 0, total_in_cart: 0 } };
  });
};

const page = () =>
  renderApp(<PublicProfilePage />, { path: '/fr/user/profile/karim-haddad/', route: '/fr/user/profile/:slug/' });

describe('public profile', () => {
  it('offers another member to write to the person, linking to the contact page', async () => {
    serve('camille-martin');
    page();
    const write = await screen.findByRole('link', { name: /Écrire à Karim Haddad/ });
    expect(write).toHaveAttribute('href', '/fr/user/inbox/contact/karim-haddad/');
  });

  it('offers nothing on one’s own profile', async () => {
    serve('karim-haddad');
    page();
    await screen.findByRole('heading', { level: 1, name: 'Karim Haddad' });
    expect(screen.queryByRole('link', { name: /Écrire à/ })).not.toBeInTheDocument();
  });
});
