jest.setTimeout(60_000);

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, PublicationStatus, fr, t, withLocale, type ListingManagerCard } from '@troc/shared';
import { button, renderPage } from '../test/render';
import { callsTo, fakeServer, listingView, type Route } from '../test/fixtures';
import { MyListingsPage } from './MyListingsPage';
import { WIDE_QUERY } from './useListView';
import { listingManagementUi } from '@troc/shared/messages/ui-listing-management';

const m = listingManagementUi;

const draft = listingView({ slug: 'brouillon', id: 1, name: 'Chaises empilables' });
const published = listingView({
  slug: 'publiee',
  id: 2,
  name: 'Armoire métallique',
  publicationStatus: PublicationStatus.Published,
  actions: ['unpublish', 'delete'],
});

function setup(
  route: Route = () => undefined,
  cards: ListingManagerCard[] = [draft, published],
  total = 42,
  path = '/fr/troc/mine/',
) {
  const server = fakeServer((call) => {
    if (call.url === withLocale(API.myListings)) {
      return { body: { data: cards, total, total_results: total, url: API.myListings } };
    }
    return route(call);
  });
  renderPage(<MyListingsPage />, { path });
  return server;
}

const card = (name: string) => screen.getByText(name).closest('[data-slug]') as HTMLElement;
const loads = (server: ReturnType<typeof setup>) => callsTo(server.calls, API.myListings).map((call) => call.body);

describe('MyListingsPage: the loader and its filters', () => {
  it('asks the first page, then sends troc_filter_form fields and restarts at page 1', async () => {
    const server = setup();
    await screen.findByText('Chaises empilables');
    expect(loads(server)[0]).toEqual({ page: 1, size: 20, troc_filter_form: {} });

    fireEvent.mouseDown(screen.getByLabelText(m.mine.publicationStatus));
    await userEvent.click(await screen.findByTitle(fr.listing.statuses.Draft));
    await waitFor(() => expect(loads(server)).toHaveLength(2));
    expect(loads(server)[1]).toEqual({ page: 1, size: 20, troc_filter_form: { publicationStatus: 'Draft' } });

    await userEvent.type(screen.getByLabelText(m.mine.keyword), 'chaise{Enter}');
    await waitFor(() => expect(loads(server)).toHaveLength(3));
    expect(loads(server)[2]).toEqual({
      page: 1,
      size: 20,
      troc_filter_form: { publicationStatus: 'Draft', keyword: 'chaise' },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('publicationStatus=Draft&keyword=chaise');
  });
});

describe('MyListingsPage: export', () => {
  it('exports the list with the filters its loader sends', async () => {
    const start = withLocale(API.exportStart('troc-mine'));
    const server = fakeServer((call) =>
      call.url === start
        ? {
            status: 202,
            body: { data: { id: 'e1', exportStatus: { name: 'Pending' }, nbLines: 0, nbLinesProcessed: 0 } },
          }
        : call.url === withLocale(API.myListings)
          ? { body: { data: [draft], total: 1, total_results: 1, url: API.myListings } }
          : undefined,
    );
    renderPage(<MyListingsPage />, { path: '/fr/troc/mine/?publicationStatus=Draft&keyword=chaise' });
    await screen.findByText('Chaises empilables');
    await userEvent.click(button(fr.ui.exports.open));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(t(fr.ui.exports.intro, { subject: fr.ui.exports.subjects['troc-mine'] })),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: fr.ui.exports.start }));
    await waitFor(() => expect(callsTo(server.calls, API.exportStart('troc-mine'))).toHaveLength(1));
    expect(callsTo(server.calls, API.exportStart('troc-mine'))[0]?.body).toEqual({
      format: 'xlsx',
      filters: { publicationStatus: 'Draft', keyword: 'chaise' },
    });
    expect((loads(server)[0] as { troc_filter_form: unknown }).troc_filter_form).toEqual({
      publicationStatus: 'Draft',
      keyword: 'chaise',
    });
  });
});

describe('MyListingsPage: selection for mass actions', () => {
  it('selects one card, the page, or every result', async () => {
    setup();
    await screen.findByText('Chaises empilables');
    await userEvent.click(screen.getByLabelText('Sélectionner « Chaises empilables »'));
    expect(screen.getByText('1 annonce sélectionnée')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(m.mine.selectPage));
    expect(screen.getByText('2 annonces sélectionnées')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Sélectionner les 42 annonces'));
    expect(screen.getByText('42 annonces sélectionnées')).toBeInTheDocument();
    expect(screen.getByLabelText('Sélectionner « Armoire métallique »')).toBeChecked();

    await userEvent.click(button(m.mine.clearSelection));
    expect(screen.queryByText(/sélectionnée/)).not.toBeInTheDocument();
  });
});

describe('MyListingsPage: card actions', () => {
  it('offers each card the actions its status allows', async () => {
    setup();
    await screen.findByText('Chaises empilables');
    const names = (element: HTMLElement) =>
      within(element)
        .getAllByRole('button')
        .map((button) => button.textContent?.trim())
        .filter(Boolean);
    expect(names(card('Chaises empilables'))).toEqual([m.common.publish, m.common.duplicate, m.common.delete]);
    expect(names(card('Armoire métallique'))).toEqual([m.common.unpublish, m.common.duplicate, m.common.delete]);
    expect(within(card('Armoire métallique')).getByRole('link', { name: new RegExp(m.common.edit) })).toHaveAttribute(
      'href',
      '/fr/troc/edit/publiee/',
    );
  });

  it('deletes after confirmation and reloads the list', async () => {
    const server = setup((call) =>
      call.url === withLocale(API.trocAction('delete', 'publiee'))
        ? { body: { redirect: '/fr/troc/mine/' } }
        : undefined,
    );
    await screen.findByText('Armoire métallique');
    await userEvent.click(button(m.common.delete, card('Armoire métallique')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.actions.deleteTitle)).toBeInTheDocument();
    expect(callsTo(server.calls, API.trocAction('delete', 'publiee'))).toHaveLength(0);
    await userEvent.click(button(m.actions.deleteConfirm, dialog));
    await waitFor(() => expect(callsTo(server.calls, API.trocAction('delete', 'publiee'))).toHaveLength(1));
    await waitFor(() => expect(loads(server)).toHaveLength(2));
  });

  it('explains a refused publication on the card, with a way to complete it', async () => {
    setup((call) =>
      call.url === withLocale(API.trocAction('publish', 'brouillon'))
        ? { status: 422, body: { errors: { _form: [fr.listing.errors.notPublishable], postal: ['x'] } } }
        : undefined,
    );
    await screen.findByText('Chaises empilables');
    await userEvent.click(button(m.common.publish, card('Chaises empilables')));
    expect(await within(card('Chaises empilables')).findByText(fr.listing.errors.notPublishable)).toBeInTheDocument();
    expect(within(card('Chaises empilables')).getByRole('link', { name: m.actions.completeLink })).toHaveAttribute(
      'href',
      '/fr/troc/edit/brouillon/',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells when there is nothing yet', async () => {
    setup(() => undefined, [], 0);
    expect(await screen.findByText(m.mine.empty)).toBeInTheDocument();
  });
});

describe('MyListingsPage: the table view', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the listings as a table, sorts by a column on the server and selects rows', async () => {
    const server = setup();
    await screen.findByText('Chaises empilables');
    await userEvent.click(screen.getByText(m.mine.viewTable));
    const table = await screen.findByRole('table', { name: m.mine.tableLabel });
    expect(within(table).getByRole('link', { name: 'Armoire métallique' })).toBeInTheDocument();

    await userEvent.click(within(table).getAllByText(m.mine.columns.name)[0]!);
    await waitFor(() =>
      expect(loads(server).at(-1)).toEqual({ page: 1, size: 20, troc_filter_form: { sortBy: 'name.asc' } }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('sortBy=name.asc');
    await userEvent.click(
      within(screen.getByRole('table', { name: m.mine.tableLabel })).getAllByText(m.mine.columns.name)[0]!,
    );
    await waitFor(() =>
      expect(loads(server).at(-1)).toEqual({ page: 1, size: 20, troc_filter_form: { sortBy: 'name.desc' } }),
    );

    await userEvent.click(
      screen.getByRole('checkbox', { name: t(m.mine.selectListing, { name: 'Armoire métallique' }) }),
    );
    expect(screen.getByText(t(m.mine.selected, { count: 1 }))).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: t(m.mine.selectListing, { name: 'Armoire métallique' }) }),
    ).toBeChecked();
  });

  it('opens as a table on a wide screen, as cards on a phone, until a view is chosen', async () => {
    const phone = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...phone(query), matches: query === WIDE_QUERY });
    try {
      setup();
      expect(await screen.findByRole('table', { name: m.mine.tableLabel })).toBeInTheDocument();
      await userEvent.click(screen.getByText(m.mine.viewCards));
      await screen.findByRole('list', { name: m.mine.listLabel });
      cleanup();
      // The choice outlives the screen's default.
      setup();
      await screen.findByText('Chaises empilables');
      expect(screen.queryByRole('table', { name: m.mine.tableLabel })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = phone;
    }
  });

  it('remembers the chosen view for this user', async () => {
    setup();
    await screen.findByText('Chaises empilables');
    expect(screen.queryByRole('table', { name: m.mine.tableLabel })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText(m.mine.viewTable));
    await screen.findByRole('table', { name: m.mine.tableLabel });
    expect(Object.values({ ...window.localStorage })).toContain('table');
  });
});

describe('MyListingsPage: the services filter', () => {
  it('says the list holds the organisation’s listings of the chosen services', async () => {
    const server = setup(undefined, undefined, undefined, '/fr/troc/mine/?perimeter_services_all=12');
    expect(await screen.findByRole('heading', { level: 1, name: m.mine.titleServices })).toBeInTheDocument();
    expect(screen.getByText(m.mine.introServices)).toBeInTheDocument();
    expect(screen.queryByText(m.mine.intro)).not.toBeInTheDocument();
    expect(loads(server)[0]).toMatchObject({ troc_filter_form: { perimeter_services_all: '12' } });
  });
});
