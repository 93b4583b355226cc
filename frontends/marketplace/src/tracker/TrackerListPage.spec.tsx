jest.setTimeout(60_000);

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, fr, withLocale } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import { trackerCardFixture } from './fixtures';
import TrackerSection from './TrackerSection';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

function server() {
  const bodies: unknown[] = [];
  const fake = mockFetch((call: FakeCall) => {
    if (call.url === withLocale(API.myTrackers) || call.url === withLocale(API.myTerminatedTrackers)) {
      bodies.push(call.body);
      return { body: { data: [trackerCardFixture()], total: 1, total_results: 1, url: '' } };
    }
    return signedOut;
  });
  return { ...fake, bodies };
}

const open = (path: string) => renderApp(<TrackerSection />, { path, route: '/fr/tracker/*' });
const location = () => screen.getByTestId('location').textContent ?? '';

beforeEach(() => resetApi());

describe('« Mes échanges » filters', () => {
  it('reads the filters from the address and sends them', async () => {
    const fake = server();
    open('/fr/tracker/mine/?status=ReservationApproved&status=SwapCompleted&direction=given&keyword=chariot');
    expect(await screen.findByRole('article', { name: 'Chariot de soins inox' })).toBeInTheDocument();
    // A final status does not belong to this page: it is left out.
    expect(fake.bodies[0]).toEqual({
      page: 1,
      size: 20,
      tracker_filter_form: {
        trackerStatus: ['ReservationApproved'],
        transactionDirection: ['given'],
        keyword: 'chariot',
      },
    });
  });

  it('writes the direction and the keyword into the address', async () => {
    const fake = server();
    open('/fr/tracker/mine/');
    await screen.findByRole('article', { name: 'Chariot de soins inox' });
    const filters = screen.getByRole('form', { name: 'Filtrer les échanges' });

    await user.click(within(filters).getByRole('radio', { name: 'Cédés' }));
    await waitFor(() => expect(location()).toBe('/fr/tracker/mine/?direction=given'));

    await user.type(within(filters).getByRole('searchbox', { name: 'Mot-clé' }), 'armoire{Enter}');
    await waitFor(() => expect(location()).toBe('/fr/tracker/mine/?direction=given&keyword=armoire'));
    await waitFor(() =>
      expect(fake.bodies.at(-1)).toEqual({
        page: 1,
        size: 20,
        tracker_filter_form: { transactionDirection: ['given'], keyword: 'armoire' },
      }),
    );

    await user.click(within(filters).getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(location()).toBe('/fr/tracker/mine/'));
  });

  it('offers the statuses of the page only', async () => {
    server();
    open('/fr/tracker/terminated/mine/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Échanges terminés' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    await screen.findAllByRole('option');
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Refusée', 'Demande annulée', 'Échange annulé', 'Reprise']));
    expect(options).not.toContain('En cours');
  });
});

describe('« Échanges terminés » export', () => {
  it('exports the list with the filters its loader sends, saying which list it is', async () => {
    const start = withLocale(API.exportStart('tracker'));
    const loads: unknown[] = [];
    const { calls } = mockFetch((call: FakeCall) => {
      if (call.url === start) {
        return {
          status: 202,
          body: { data: { id: 'e1', exportStatus: { name: 'Pending' }, nbLines: 0, nbLinesProcessed: 0 } },
        };
      }
      if (call.url === withLocale(API.myTerminatedTrackers)) {
        loads.push(call.body);
        return { body: { data: [trackerCardFixture()], total: 1, total_results: 1, url: '' } };
      }
      return signedOut;
    });
    open('/fr/tracker/terminated/mine/?status=SwapCompleted&keyword=chariot');
    await screen.findByRole('article', { name: 'Chariot de soins inox' });
    await user.click(screen.getByRole('button', { name: fr.ui.exports.open }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: fr.ui.exports.start }));
    await waitFor(() => expect(calls.filter((call) => call.url === start)).toHaveLength(1));
    const form = { trackerStatus: ['SwapCompleted'], keyword: 'chariot' };
    expect((loads[0] as { tracker_filter_form: unknown }).tracker_filter_form).toEqual(form);
    expect(calls.find((call) => call.url === start)?.body).toEqual({
      format: 'xlsx',
      filters: { ...form, _terminated: 1 },
    });
  });
});
