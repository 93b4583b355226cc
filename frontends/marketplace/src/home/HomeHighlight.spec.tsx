import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, withLocale } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { cardFixture } from '../listing/fixtures';
import HomeHighlight from './HomeHighlight';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => resetApi());

describe('home highlight', () => {
  it('shows the five last listings and links to all of them', async () => {
    const { calls } = mockFetch((call) =>
      call.url === withLocale(API.trocLast)
        ? {
            body: {
              data: Array.from({ length: 5 }, (_, i) =>
                cardFixture({ id: i + 1, slug: `a-${i}`, name: `Annonce ${i + 1}` }),
              ),
              total: 89,
              total_results: 89,
              url: '',
            },
          }
        : signedOut,
    );
    renderApp(<HomeHighlight />);
    expect(await screen.findByText('Annonce 5')).toBeInTheDocument();
    expect(calls.find((c) => c.url === withLocale(API.trocLast))?.body).toEqual({ page: 1, size: 5 });
    expect(screen.getByText('Voir toutes les annonces').closest('a')).toHaveAttribute(
      'href',
      '/fr/search/toutes-les-annonces/',
    );
  });

  it('searches the typed keywords', async () => {
    mockFetch((call) =>
      call.url === withLocale(API.trocLast) ? { body: { data: [], total: 0, total_results: 0, url: '' } } : signedOut,
    );
    renderApp(<HomeHighlight />);
    expect(await screen.findByText('Aucune annonce n’est publiée pour le moment.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Rechercher des annonces par mots-clés'), ' bureau assis-debout {Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/fr/search/?keyword=bureau+assis-debout'),
    );
  });
});
