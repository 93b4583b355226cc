import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, fr, withLocale, type SearchForm } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import { cardFixture } from '../listing/fixtures';
import SearchSection from './SearchSection';

// Role queries skip the visibility check, which costs seconds on a page of antd cards in jsdom.
configure({ defaultHidden: true });

const tree = [
  {
    id: 1,
    name: 'Mobilier',
    slug: 'mobilier',
    parentId: null,
    documentField: false,
    children: [
      { id: 101, name: 'Literie', slug: 'literie', parentId: 1, documentField: false, children: [] },
      { id: 104, name: 'Tables et chaises', slug: 'tables-chaises', parentId: 1, documentField: false, children: [] },
    ],
  },
  {
    id: 2,
    name: 'Informatique',
    slug: 'informatique',
    parentId: null,
    documentField: false,
    children: [
      {
        id: 201,
        name: 'Ordinateurs portables',
        slug: 'ordinateurs-portables',
        parentId: 2,
        documentField: false,
        children: [],
      },
    ],
  },
];
const bordeaux = { value: 'Bordeaux (33)', data: { type: 'city', identifier: '33063', slug: 'bordeaux-33063' } };

const EXPORT_START = withLocale(API.exportStart('search'));
const member = { id: 9, slug: 'camille-martin', firstname: 'Camille', lastname: 'Martin', roles: [] };

function searchServer({
  results = 3,
  url = '',
  signedIn = false,
  resultsOf,
}: { results?: number; url?: string; signedIn?: boolean; resultsOf?: (form: SearchForm) => number } = {}) {
  const server = mockFetch((call: FakeCall) => {
    if (signedIn && call.url.split('?')[0] === withLocale(API.me)) {
      return { body: { user: member, csrfToken: 'csrf-test' } };
    }
    if (call.url === EXPORT_START) {
      return {
        status: 202,
        body: { data: { id: 'e1', exportStatus: { name: 'Pending' }, nbLines: 0, nbLinesProcessed: 0 } },
      };
    }
    if (call.url === withLocale(API.trocSearch)) {
      const found = resultsOf ? resultsOf((call.body as { search_form: SearchForm }).search_form) : results;
      const shown = Math.min(found, (call.body as { size: number }).size);
      return {
        body: {
          data: Array.from({ length: shown }, (_, i) =>
            cardFixture({ id: i + 1, slug: `a-${i + 1}`, name: `Annonce ${i + 1}` }),
          ),
          total: 89,
          total_results: found,
          url,
        },
      };
    }
    if (call.url === withLocale(API.categoryTree)) return { body: { data: tree } };
    if (call.url === withLocale(API.geoArea)) return { body: { data: [bordeaux] } };
    return signedOut;
  });
  const searches = () =>
    server.calls
      .filter((c) => c.url === withLocale(API.trocSearch))
      .map((c) => c.body as { page: number; size: number; search_form: SearchForm });
  return { ...server, searches };
}

// No pause between keystrokes, and no pointer-events check: jsdom computes styles slowly
// under antd's many style sheets.
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const open = (path: string) => renderApp(<SearchSection />, { path, route: '/fr/search/*' });
const location = () => screen.getByTestId('location').textContent;

// A wide screen: the filter panel sits beside the results rather than in a drawer.
const narrow = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) => ({ ...narrow(query), matches: query.includes('min-width') });
});
afterAll(() => {
  window.matchMedia = narrow;
});
beforeEach(() => {
  resetApi();
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 });
});

describe('search page', () => {
  it('reads its form from the address and searches with it', async () => {
    const server = searchServer();
    open('/fr/search/category/mobilier/city/bordeaux-33063/?keyword=chaise&swapType=Don');
    expect(await screen.findByText('3 annonces trouvées sur 89')).toBeInTheDocument();
    expect(server.searches()[0]).toEqual({
      page: 1,
      size: 20,
      search_form: {
        keyword: 'chaise',
        category: ['mobilier'],
        city: 'bordeaux-33063',
        swapType: ['Don'],
        sortBy: 'distance.desc',
      },
    });
    expect(screen.getByLabelText('Mots-clés')).toHaveValue('chaise');
    expect(screen.getByLabelText('Don')).toBeChecked();
    expect(await screen.findByRole('heading', { level: 1, name: 'Annonces : Mobilier' })).toBeInTheDocument();
    // The area's name is asked of the geo-area autocomplete with the words of its slug.
    await waitFor(() => expect(screen.getByLabelText('Lieu')).toHaveValue('Bordeaux (33)'));
    expect(server.calls.find((c) => c.url === withLocale(API.geoArea))?.body).toEqual({ form: { query: 'Bordeaux' } });
    const active = screen.getByRole('group', { name: 'Filtres actifs' });
    for (const label of ['« chaise »', 'Mobilier', 'Bordeaux (33)', 'Don']) {
      expect(within(active).getByText(label)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // Exports are for members.
    expect(screen.queryByRole('button', { name: fr.ui.exports.open })).toBeNull();
  });

  it('offers members to export the results with the search form, and visitors nothing', async () => {
    const server = searchServer({ signedIn: true });
    open('/fr/search/category/mobilier/?keyword=chaise&swapType=Don');
    await screen.findByText('3 annonces trouvées sur 89');
    await user.click(await screen.findByRole('button', { name: fr.ui.exports.open }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: fr.ui.exports.start }));
    await waitFor(() => expect(server.calls.filter((c) => c.url === EXPORT_START)).toHaveLength(1));
    expect(server.calls.find((c) => c.url === EXPORT_START)?.body).toEqual({
      format: 'xlsx',
      filters: server.searches()[0]!.search_form,
    });
  });

  it('writes a ticked choice into the address, which runs the search', async () => {
    const server = searchServer();
    open('/fr/search/category/mobilier/?swapType=Don');
    await screen.findByText('3 annonces trouvées sur 89');
    await user.click(screen.getByLabelText('Vente'));
    await waitFor(() => expect(location()).toBe('/fr/search/category/mobilier/?swapType=Vente%2CDon'));
    await waitFor(() => expect(server.searches().at(-1)?.search_form.swapType).toEqual(['Vente', 'Don']));
    expect(server.searches().at(-1)?.page).toBe(1);
  });

  it('runs typed keywords on Enter, keeping the other filters', async () => {
    const server = searchServer();
    open('/fr/search/category/mobilier/?tama=1');
    await screen.findByText('3 annonces trouvées sur 89');
    await user.type(screen.getByLabelText('Mots-clés'), 'lit{Enter}');
    await waitFor(() => expect(location()).toBe('/fr/search/category/mobilier/?keyword=lit&tama=1'));
    await waitFor(() => expect(server.searches().at(-1)?.search_form).toMatchObject({ keyword: 'lit', tama: true }));
  });

  it('sets the area from a geo-area suggestion, asked once typing pauses', async () => {
    const server = searchServer();
    open('/fr/search/?keyword=lit');
    await screen.findByText('3 annonces trouvées sur 89');
    await user.type(screen.getByLabelText('Lieu'), 'b');
    await user.type(screen.getByLabelText('Lieu'), 'ord');
    const suggestion = await screen.findByText('Bordeaux (33)', { selector: '.ant-select-item-option-content *' });
    expect(server.calls.filter((c) => c.url === withLocale(API.geoArea)).map((c) => c.body)).toEqual([
      { form: { query: 'bord' } },
    ]);
    await user.click(suggestion);
    await waitFor(() => expect(location()).toBe('/fr/search/city/bordeaux-33063/?keyword=lit'));
    await waitFor(() => expect(server.searches().at(-1)?.search_form.city).toBe('bordeaux-33063'));
    // A city gives the radius its centre.
    expect(screen.getByLabelText(/^Rayon/)).toBeEnabled();
  });

  it('adds and removes a whole domain with its tag', async () => {
    searchServer();
    open('/fr/search/?keyword=lit');
    await screen.findByText('3 annonces trouvées sur 89');
    const domains = await screen.findByRole('group', { name: 'Domaines :' });
    const domain = within(domains).getByText('Mobilier');
    expect(domain).toHaveAttribute('aria-pressed', 'false');
    await user.click(domain);
    await waitFor(() => expect(location()).toBe('/fr/search/category/mobilier/?keyword=lit'));
    await waitFor(() => expect(within(domains).getByText('Mobilier')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(within(domains).getByText('Mobilier'));
    await waitFor(() => expect(location()).toBe('/fr/search/?keyword=lit'));
  });

  it('changes the sort order', async () => {
    const server = searchServer();
    open('/fr/search/?keyword=lit');
    await screen.findByText('3 annonces trouvées sur 89');
    await user.click(screen.getByLabelText('Trier par'));
    await user.click(await screen.findByText('Prix croissant'));
    await waitFor(() => expect(location()).toBe('/fr/search/?keyword=lit&sortBy=price.asc'));
    await waitFor(() => expect(server.searches().at(-1)?.search_form.sortBy).toBe('price.asc'));
  });

  it('removes one active filter and keeps the others', async () => {
    searchServer();
    open('/fr/search/?keyword=chaise&swapType=Don,Vente&priceMin=20&priceMax=300');
    await screen.findByText('3 annonces trouvées sur 89');
    expect(screen.getByText('De 20,00 € à 300,00 €', { selector: '.troc-active-filter' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Retirer le filtre « Don »'));
    await waitFor(() => expect(location()).toBe('/fr/search/?keyword=chaise&swapType=Vente&priceMin=20&priceMax=300'));
    expect(screen.getByLabelText('Don')).not.toBeChecked();
    await user.click(screen.getByLabelText('Retirer le filtre « De 20,00 € à 300,00 € »'));
    await waitFor(() => expect(location()).toBe('/fr/search/?keyword=chaise&swapType=Vente'));
  });

  it('clears every filter at once', async () => {
    searchServer();
    open('/fr/search/category/mobilier/?keyword=chaise&swapType=Don');
    await screen.findByText('3 annonces trouvées sur 89');
    await user.click(screen.getByText('Tout effacer'));
    await waitFor(() => expect(location()).toBe('/fr/search/'));
    expect(screen.getByLabelText('Mots-clés')).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Filtres actifs' })).not.toBeInTheDocument();
  });

  it('shows the address the server answers when it differs', async () => {
    searchServer({ url: '/fr/search/region/nouvelle-aquitaine/?keyword=chaise' });
    open('/fr/search/?keyword=chaise');
    await waitFor(() => expect(location()).toBe('/fr/search/region/nouvelle-aquitaine/?keyword=chaise'));
  });

  it('keeps toutes-les-annonces when the server answers the same search', async () => {
    const server = searchServer({ url: '/fr/search/' });
    open('/fr/search/toutes-les-annonces/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toutes les annonces' })).toBeInTheDocument();
    await screen.findByText('3 annonces trouvées');
    expect(location()).toBe('/fr/search/toutes-les-annonces/');
    expect(server.searches()[0]?.search_form).toEqual({ sortBy: 'distance.desc' });
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    searchServer({ results: 0 });
    open('/fr/search/?keyword=introuvable');
    expect(await screen.findByText('Aucune annonce ne correspond à votre recherche')).toBeInTheDocument();
    await user.click(screen.getByText('Effacer les filtres'));
    await waitFor(() => expect(location()).toBe('/fr/search/'));
  });

  it('explains an empty search by its filters and offers it in every category, with its count', async () => {
    searchServer({ resultsOf: (form) => (form.category ? 0 : 12) });
    open('/fr/search/category/tables-chaises/?keyword=chaise');
    expect(await screen.findByText('Aucune annonce ne correspond à votre recherche')).toBeInTheDocument();
    expect(await screen.findByText('Filtres appliqués : « chaise », Tables et chaises.')).toBeInTheDocument();
    const wider = await screen.findByRole('link', {
      name: 'La même recherche dans toutes les catégories : 12 annonces',
    });
    await user.click(wider);
    await waitFor(() => expect(location()).toBe('/fr/search/?keyword=chaise'));
    expect(await screen.findByText('12 annonces trouvées sur 89')).toBeInTheDocument();
  });

  it('offers, without a category, the search without the filter that frees the most results', async () => {
    searchServer({ resultsOf: (form) => (!form.swapType ? 1 : !form.keyword ? 4 : 0) });
    open('/fr/search/?keyword=chaise&swapType=Don');
    expect(
      await screen.findByRole('link', { name: 'La même recherche sans le filtre « chaise » : 4 annonces' }),
    ).toHaveAttribute('href', '/fr/search/?swapType=Don');
  });

  it('loads the category tree when the field is opened, and applies a ticked category', async () => {
    const server = searchServer();
    open('/fr/search/category/mobilier/?keyword=chaise');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Catégories' })).toBeEnabled());
    expect(document.querySelector('.ant-select-tree')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Catégories' }));
    // The tree takes the plain field's place, open, « Mobilier » ticked: untick it.
    const tree = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('.ant-select-tree');
      expect(shown).not.toBeNull();
      return shown!;
    });
    const mobilier = within(tree).getByTitle('Mobilier');
    expect(mobilier.closest('.ant-select-tree-treenode')).toHaveClass('ant-select-tree-treenode-checkbox-checked');
    await user.click(mobilier);
    await waitFor(() => expect(location()).toBe('/fr/search/?keyword=chaise'));
    expect(server.searches().at(-1)?.search_form.category).toBeUndefined();
  });

  it('gives the focus to the category tree when it replaces the field a keyboard user tabbed onto', async () => {
    searchServer();
    open('/fr/search/?keyword=chaise');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Catégories' })).toBeEnabled());
    await user.click(screen.getByLabelText('Mots-clés'));
    // Past the keywords' clear button, onto the categories.
    await user.tab();
    await user.tab();
    await waitFor(() => expect(document.activeElement?.closest('.ant-select')).toHaveClass('ant-tree-select'));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Catégories' }));
  });

  it('keeps the dates and the price behind a disclosure, open when one of them is in force', async () => {
    searchServer();
    const first = open('/fr/search/?keyword=chaise');
    const more = await screen.findByRole('button', { name: 'Dates de publication et prix' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Publiée après le')).toBeNull();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('Publiée après le')).toBeInTheDocument();
    expect(screen.getByLabelText('Publiée avant le')).toBeInTheDocument();
    expect(screen.getAllByRole('slider', { name: /Prix (minimum|maximum)/ })).toHaveLength(2);
    first.unmount();

    open('/fr/search/?keyword=chaise&publishedAfter=2026-01-15&priceMin=20');
    const active = await screen.findByRole('button', { name: 'Dates de publication et prix (2)' });
    expect(active).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('Publiée après le')).toHaveValue('15/01/2026');
  });

  it('answers an unknown address with the not-found page', async () => {
    searchServer();
    open('/fr/search/operation/xyz/');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});
