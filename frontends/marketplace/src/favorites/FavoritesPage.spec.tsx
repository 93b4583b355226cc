import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, withLocale, type ListingCard } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import { cardFixture } from '../listing/fixtures';
import { RESCROLL_DELAY_MS } from '../listing/ScrollLoader';
import FavoritesSection from './FavoritesSection';

// jsdom computes styles slowly under antd's style sheets: skip the pointer-events check.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

// Role queries skip the visibility check, which costs seconds on a page of antd cards in jsdom.
configure({ defaultHidden: true });

const PAGE = 20;

/** A server holding `count` favourites, answering pages of 20 and forgetting unstarred ones. */
function favoritesServer(count: number) {
  let favorites: ListingCard[] = Array.from({ length: count }, (_, i) =>
    cardFixture({ id: i + 1, slug: `annonce-${i + 1}`, name: `Annonce ${i + 1}`, favorite: true }),
  );
  const pages: number[] = [];
  const server = mockFetch((call: FakeCall) => {
    if (call.url === withLocale(API.favorites)) {
      const { page, size } = call.body as { page: number; size: number };
      pages.push(page);
      return {
        body: {
          data: favorites.slice((page - 1) * size, page * size),
          total: favorites.length,
          total_results: favorites.length,
          url: withLocale(API.favorites),
        },
      };
    }
    const unstar = /\/api\/troc\/favorite\/(annonce-\d+)\/$/.exec(call.url);
    if (unstar) {
      favorites = favorites.filter((card) => card.slug !== unstar[1]);
      return { body: { is_favorite: false } };
    }
    return signedOut;
  });
  return { ...server, pages };
}

const pageHeight = (height: number) =>
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });

const cards = () => screen.queryAllByRole('article');

describe('Mes favoris', () => {
  beforeEach(() => {
    resetApi();
    // Far from the bottom: only the button loads more, unless a test scrolls.
    pageHeight(100_000);
  });

  it('shows the starred listings page by page', async () => {
    const server = favoritesServer(25);
    renderApp(<FavoritesSection />, { path: '/fr/troc/favorites/', route: '/fr/troc/favorites/*' });
    expect(await screen.findByText('25 annonces en favori')).toBeInTheDocument();
    expect(cards()).toHaveLength(PAGE);
    expect(server.calls.find((c) => c.url === withLocale(API.favorites))?.body).toEqual({ page: 1, size: PAGE });

    await user.click(screen.getByRole('button', { name: 'Afficher plus d’annonces' }));
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(server.pages).toEqual([1, 2]);
    expect(screen.getByText('Toutes les annonces sont affichées.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afficher plus d’annonces' })).not.toBeInTheDocument();
  });

  it('removes an unstarred card and still reaches every other one', async () => {
    const server = favoritesServer(25);
    renderApp(<FavoritesSection />, { path: '/fr/troc/favorites/', route: '/fr/troc/favorites/*' });
    await screen.findByText('25 annonces en favori');

    const first = screen.getByRole('article', { name: 'Annonce 1' });
    await user.click(within(first).getByRole('button', { name: 'Retirer « Annonce 1 » de mes favoris' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Annonce 1' })).not.toBeInTheDocument());
    expect(screen.getByText('24 annonces en favori')).toBeInTheDocument();
    expect(screen.getByText('« Annonce 1 » a été retirée de vos favoris.')).toHaveClass('troc-sr-only');

    // The server's pages moved up by one: the page already read is read again, without doubles.
    await user.click(screen.getByRole('button', { name: 'Afficher plus d’annonces' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Afficher plus d’annonces' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(server.pages).toEqual([1, 1, 2]);
    const names = cards().map((card) => card.getAttribute('aria-labelledby'));
    expect(new Set(names).size).toBe(24);
  });

  it('loads the next page near the bottom, and looks again 750 ms after a page lands', async () => {
    jest.useFakeTimers();
    try {
      const server = favoritesServer(45);
      renderApp(<FavoritesSection />, { path: '/fr/troc/favorites/', route: '/fr/troc/favorites/*' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(cards()).toHaveLength(20);

      // Scrolled to the bottom: the next page is asked for.
      pageHeight(0);
      await act(async () => {
        fireEvent.scroll(window);
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(server.pages).toEqual([1, 2]);
      expect(cards()).toHaveLength(40);

      // Still at the bottom once it landed: nothing until the re-scroll delay has passed.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(RESCROLL_DELAY_MS - 50);
      });
      expect(server.pages).toEqual([1, 2]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(server.pages).toEqual([1, 2, 3]);
      expect(cards()).toHaveLength(45);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when there is no favourite', async () => {
    favoritesServer(0);
    renderApp(<FavoritesSection />, { path: '/fr/troc/favorites/', route: '/fr/troc/favorites/*' });
    expect(await screen.findByText('Vous n’avez aucune annonce en favori')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir les annonces' })).toHaveAttribute(
      'href',
      '/fr/search/toutes-les-annonces/',
    );
  });
});
