import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, LIMITS, PublicationStatus, withLocale, type ListingView } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall, type FakeReply } from '@troc/ui/src/test-utils';
import { cardFixture, viewFixture } from '../listing/fixtures';
import ListingViewSection from './ListingViewSection';

// jsdom computes styles slowly under antd's style sheets: skip the pointer-events check.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

// Role queries skip the visibility check, which costs seconds on a page of antd cards in jsdom.
configure({ defaultHidden: true });

const SLUG = 'chariot-de-soins';
const emptyList = { body: { data: [], total: 0, total_results: 0, url: '' } };

function server(view: ListingView | null, extra: (call: FakeCall) => FakeReply | undefined = () => undefined) {
  return mockFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === withLocale(API.trocView(SLUG))) {
      return view ? { body: view } : { status: 404, body: { statusCode: 404, message: 'Introuvable' } };
    }
    if (call.url === withLocale(API.trocSimilar(SLUG))) {
      return {
        body: {
          data: [cardFixture({ id: 7, slug: 'fauteuil', name: 'Fauteuil roulant' })],
          total: 1,
          total_results: 1,
          url: '',
        },
      };
    }
    if (call.url === withLocale(API.trocLast)) return emptyList;
    return signedOut;
  });
}

const open = () => renderApp(<ListingViewSection />, { path: `/fr/troc/view/${SLUG}/`, route: '/fr/troc/view/*' });

beforeEach(() => {
  resetApi();
  // The page goes back to the top for each listing; jsdom does not scroll.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('listing view, public', () => {
  it('shows the details, the price, the place and the similar listings', async () => {
    server(viewFixture());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chariot de soins inox' })).toBeInTheDocument();
    expect(screen.getByText('Réf. TR-000150')).toBeInTheDocument();
    expect(screen.getByText(/38 vues/)).toBeInTheDocument();
    expect(screen.getByText('174,00 €')).toBeInTheDocument();
    expect(screen.getByText('−64 %')).toBeInTheDocument();
    expect(screen.getByText('Quantité totale')).toBeInTheDocument();
    expect(screen.getByText('Prix neuf estimé')).toBeInTheDocument();
    expect(screen.getByText('Marque')).toBeInTheDocument();
    expect(screen.getByText('22 kg')).toBeInTheDocument();
    expect(screen.getByText('Soins, transport de matériel')).toBeInTheDocument();
    expect(screen.getByText('44000 Nantes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Camille Martin' })).toHaveAttribute(
      'href',
      '/fr/user/profile/camille-martin/',
    );
    expect(await screen.findByRole('heading', { name: 'Annonces similaires' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Fauteuil roulant' })).toBeInTheDocument();
  });

  it('reads the summary (price, quantity, cédant) right after the pictures, before the description', async () => {
    server(viewFixture());
    const { container } = open();
    await screen.findByRole('heading', { level: 1, name: 'Chariot de soins inox' });
    const order = () =>
      Array.from(
        container.querySelectorAll(
          '.troc-gallery, .troc-gallery__empty, .troc-summary, #description-title, #place-title',
        ),
      ).map((element) =>
        element.id ? element.id : element.classList.contains('troc-summary') ? 'summary' : 'gallery',
      );
    await waitFor(() => expect(order()).toEqual(['gallery', 'summary', 'description-title', 'place-title']));
  });

  it('names the giver’s organisation beside the giver and their service', async () => {
    server(viewFixture({ organisation: 'CHU de Nantes', service: { id: 4, name: 'SERVICE BIOMÉDICAL' } }));
    open();
    const summary = await screen.findByText('CHU de Nantes');
    expect(summary).toHaveTextContent('Organisation : CHU de Nantes');
    expect(screen.getByText('SERVICE BIOMÉDICAL')).toBeInTheDocument();
  });

  it('offers a visitor to sign in to reserve, coming back to this listing', async () => {
    server(viewFixture());
    open();
    const link = await screen.findByRole('link', { name: 'Se connecter pour réserver' });
    expect(link).toHaveAttribute('href', `/fr/login/?redirect=${encodeURIComponent(`/fr/troc/view/${SLUG}/`)}`);
  });

  it('does not offer to sign in on a listing that cannot be reserved yet', async () => {
    server(viewFixture({ publicationStatus: PublicationStatus.ToModerate }));
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Se connecter/ })).not.toBeInTheDocument();
  });

  it('relabels the fields of a pharmacy listing', async () => {
    server(
      viewFixture({
        categoryHierarchy: [
          { name: 'Pharmacie et médicaments', slug: 'pharmacie' },
          { name: 'Médicaments', slug: 'medicaments' },
        ],
        expiryDate: '2027-06-30',
      }),
    );
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText("Nombre d'unités")).toBeInTheDocument();
    expect(screen.getByText('Nom du médicament et dosage')).toBeInTheDocument();
    expect(screen.getByText('Prix unitaire HT')).toBeInTheDocument();
    expect(screen.getByText('Fournisseur')).toBeInTheDocument();
    expect(screen.getByText('Date de péremption')).toBeInTheDocument();
    expect(screen.getByText('30/06/2027')).toBeInTheDocument();
    expect(screen.queryByText('Quantité totale')).not.toBeInTheDocument();
  });

  it('has no button of the modules still to come, and no favourite without the flag', async () => {
    server(viewFixture());
    open();
    await screen.findByRole('heading', { level: 1 });
    const buttons = screen.getAllByRole('button').map((b) => b.textContent ?? '');
    for (const word of [/question/i, /message/i, /panier/i, /réserv/i, /livraison|transport/i, /favori/i]) {
      expect(buttons.filter((text) => word.test(text))).toEqual([]);
    }
    expect(screen.queryByText('Gestion de l’annonce')).not.toBeInTheDocument();
  });

  it('stars the listing and follows is_favorite', async () => {
    const { calls } = server(viewFixture({ favorite: false }), (call) =>
      call.url === withLocale(API.trocAction('favorite', SLUG)) ? { body: { is_favorite: true } } : undefined,
    );
    open();
    // Named by its visible text (WCAG 2.5.3); the page's title says which listing.
    const star = await screen.findByRole('button', { name: 'Ajouter aux favoris' });
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(star).toHaveAccessibleName('Retirer des favoris');
    expect(
      calls.filter((c) => c.url === withLocale(API.trocAction('favorite', SLUG)) && c.method === 'POST'),
    ).toHaveLength(1);
  });

  it('tells other users a listing is awaiting', async () => {
    server(
      viewFixture({
        publicationStatus: PublicationStatus.ToModerate,
        moderator: true,
        moderatorActions: ['approve', 'deny'],
      }),
    );
    open();
    expect(await screen.findByText(/en attente de modération/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir la file de modération' })).toHaveAttribute(
      'href',
      '/fr/troc/moderation/',
    );
    expect(screen.queryByRole('button', { name: 'Publier' })).not.toBeInTheDocument();
  });

  it('answers an unknown or hidden listing with the not-found page', async () => {
    server(null);
    open();
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });

  it('scrolls smoothly to the calendar, 275 px above it, in 800 ms', async () => {
    server(viewFixture());
    open();
    await screen.findByRole('heading', { level: 1 });
    const section = document.getElementById('calendrier')!;
    jest.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 1500 } as DOMRect);
    const scrollTo = jest.mocked(window.scrollTo);
    scrollTo.mockClear();
    jest.useFakeTimers();
    try {
      act(() => screen.getByRole('link', { name: 'Voir le calendrier' }).click());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(LIMITS.calendarScroll.durationMs / 2);
      });
      const halfway = scrollTo.mock.calls.at(-1) as unknown as [number, number];
      expect(halfway[1]).toBeGreaterThan(0);
      expect(halfway[1]).toBeLessThan(1500 - 275);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(LIMITS.calendarScroll.durationMs);
      });
      expect(scrollTo).toHaveBeenLastCalledWith(0, 1500 - LIMITS.calendarScroll.offsetPx);
      expect(document.activeElement).toBe(section);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('listing view, manager', () => {
  const managed = (overrides: Partial<ListingView> = {}) =>
    viewFixture({
      currentManager: true,
      publicationStatus: PublicationStatus.Draft,
      actions: ['publish', 'delete'],
      editable: true,
      visibility: ['External' as never],
      history: [
        {
          action: 'unpublish',
          from: PublicationStatus.Published,
          to: PublicationStatus.Draft,
          by: 'Camille Martin',
          displayDate: '20/11/2026',
          message: null,
        },
      ],
      ...overrides,
    });

  it('shows the status and the actions the server allows', async () => {
    server(managed());
    open();
    const panel = (await screen.findByText('Gestion de l’annonce')).closest('.troc-manager') as HTMLElement;
    expect(within(panel).getByText('Brouillon')).toBeInTheDocument();
    // A draft is not "Publiée le …", whatever date it was first published on.
    expect(screen.queryByText(/Publiée le/)).not.toBeInTheDocument();
    expect(within(panel).getByText('Toutes les organisations')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', `/fr/troc/edit/${SLUG}/`);
    expect(within(panel).getByRole('button', { name: 'Publier' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Dupliquer' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Dépublier' })).not.toBeInTheDocument();
    // Managers see no awaiting message for their own draft.
    expect(screen.queryByText(/n’est pas publiée pour le moment/)).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /Historique/ }));
    expect(await within(panel).findByText('Dépublication — Publiée → Brouillon')).toBeInTheDocument();
    expect(within(panel).getByText('par Camille Martin, le 20/11/2026')).toBeInTheDocument();
  });

  it('publishes, then shows the new status and the actions that follow', async () => {
    const { calls } = server(managed(), (call) =>
      call.url === withLocale(API.trocAction('publish', SLUG))
        ? {
            body: {
              troc: managed({ publicationStatus: PublicationStatus.Published, actions: ['unpublish', 'delete'] }),
            },
          }
        : undefined,
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('L’annonce est publiée.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === withLocale(API.trocAction('publish', SLUG)) && c.method === 'POST')).toBe(true);
    const panel = screen.getByText('Gestion de l’annonce').closest('.troc-manager') as HTMLElement;
    expect(within(panel).getByText('Publiée')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Dépublier' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Publier' })).not.toBeInTheDocument();
  });

  it('explains a refused publication', async () => {
    server(managed(), (call) =>
      call.url === withLocale(API.trocAction('publish', SLUG))
        ? {
            status: 409,
            body: { statusCode: 409, message: 'Cette action n’est pas possible pour une annonce « Supprimée ».' },
          }
        : undefined,
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Publier' }));
    expect(
      await screen.findByText('Cette action n’est pas possible pour une annonce « Supprimée ».'),
    ).toBeInTheDocument();
  });

  it('cannot publish an incomplete listing and says where to complete it', async () => {
    server(managed({ publishable: false }));
    open();
    expect(await screen.findByRole('button', { name: 'Publier' })).toBeDisabled();
    expect(screen.getByText(/Complétez l’annonce avant de la publier/)).toBeInTheDocument();
  });

  it('deletes after confirmation and follows the redirect', async () => {
    const { calls } = server(managed(), (call) =>
      call.url === withLocale(API.trocAction('delete', SLUG)) ? { body: { redirect: '/fr/troc/mine/' } } : undefined,
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(calls.some((c) => c.url.includes('/delete/'))).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Supprimer l’annonce' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fr/troc/mine/'));
  });
});
