import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, withLocale } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { cardFixture, saleFixture } from './fixtures';
import { ListingCard } from './ListingCard';

// jsdom computes styles slowly under antd's style sheets: skip the pointer-events check.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => resetApi());

function server() {
  return mockFetch((call) =>
    call.url.endsWith('/favorite/chaise-de-bureau/') ? { body: { is_favorite: true } } : signedOut,
  );
}

describe('ListingCard', () => {
  it('shows the deepest category, or Non classé without one', () => {
    server();
    const { unmount } = renderApp(<ListingCard card={cardFixture()} />);
    expect(screen.getByText('Sièges et fauteuils')).toBeInTheDocument();
    expect(screen.queryByText('Mobilier')).not.toBeInTheDocument();
    unmount();
    renderApp(<ListingCard card={cardFixture({ categoryHierarchy: [] })} />);
    expect(screen.getByText('Non classé')).toBeInTheDocument();
  });

  it('cuts the description at 200 characters', () => {
    server();
    const description = `${'Bureau en chêne massif. '.repeat(12)}FIN`;
    renderApp(<ListingCard card={cardFixture({ description })} />);
    const shown = screen.getByText(/^Bureau en chêne massif/);
    expect(shown.textContent!.endsWith('…')).toBe(true);
    expect([...shown.textContent!].length).toBeLessThanOrEqual(201);
    expect(shown.textContent).not.toContain('FIN');
  });

  it('tags a sale with its price and its discount against the new price', () => {
    server();
    renderApp(<ListingCard card={saleFixture()} />);
    expect(screen.getByText('174,00 €')).toBeInTheDocument();
    expect(screen.getByText('−64 %')).toHaveAttribute('title', '64 % moins cher que neuf');
  });

  it('gives no discount tag to a gift, and calls it free', () => {
    server();
    renderApp(<ListingCard card={cardFixture({ itemPriceDifferenceInPercent: 30 })} />);
    expect(screen.getByText('Gratuit')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('shows the remaining quantity with its unit, the place and the distance', () => {
    server();
    renderApp(
      <ListingCard
        card={cardFixture({
          location: { postal: '33000', cityName: 'Bordeaux', distance: 12.5 },
          itemRemainingQuantity: 3,
        })}
      />,
    );
    expect(screen.getByText('Reste : 3 unités')).toBeInTheDocument();
    expect(screen.getByText('33000 Bordeaux · à 12,5 km')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir l’annonce « Chaise de bureau »' })).toHaveAttribute(
      'href',
      '/fr/troc/view/chaise-de-bureau/',
    );
  });

  it('shows the owner and the condition on a highlight card only', () => {
    server();
    const { unmount } = renderApp(<ListingCard card={cardFixture()} />);
    expect(screen.queryByText('Camille Martin')).not.toBeInTheDocument();
    unmount();
    renderApp(
      <ListingCard
        highlight
        card={cardFixture({ user: { firstname: 'Marie-Christine', lastname: 'de La Tour-Maubourg' } })}
      />,
    );
    // Person names are cut at 20 characters (core §9).
    expect(screen.getByText('Marie-Christine de L…')).toBeInTheDocument();
    expect(screen.getByText('Très bon état')).toBeInTheDocument();
  });

  it('names the giver’s organisation on every card', () => {
    server();
    renderApp(<ListingCard card={cardFixture({ organisation: 'CHU de Bordeaux' })} />);
    expect(within(screen.getByRole('article')).getByText('CHU de Bordeaux').parentElement).toHaveTextContent(
      'Organisation : CHU de Bordeaux',
    );
  });

  it('has no star without the favorite flag (anonymous readers)', () => {
    server();
    renderApp(<ListingCard card={cardFixture()} />);
    expect(screen.queryByRole('button', { name: /favoris/ })).not.toBeInTheDocument();
  });

  it('stars and unstars through the server, following is_favorite', async () => {
    const { calls } = server();
    const changes: boolean[] = [];
    renderApp(<ListingCard card={cardFixture({ favorite: false })} onFavoriteChange={(f) => changes.push(f)} />);
    const article = screen.getByRole('article');
    const star = within(article).getByRole('button', { name: 'Ajouter « Chaise de bureau » à mes favoris' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(star).toHaveAccessibleName('Retirer « Chaise de bureau » de mes favoris');
    const favoriteCall = calls.find((c) => c.url === withLocale(API.trocAction('favorite', 'chaise-de-bureau')));
    expect(favoriteCall?.method).toBe('POST');
    expect(favoriteCall?.headers['X-CSRF-Token']).toBe('csrf-test');
    expect(changes).toEqual([true]);
  });
});
