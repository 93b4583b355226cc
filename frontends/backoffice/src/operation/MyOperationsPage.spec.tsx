jest.setTimeout(60_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, PublicationStatus, Visibility, fr, t, withLocale, type OperationCard } from '@troc/shared';
import { button, renderPage } from '../test/render';
import { callsTo, fakeServer } from '../test/fixtures';
import { MyOperationsPage } from './MyOperationsPage';

const card: OperationCard = {
  slug: 'demenagement-tastet',
  id: 7,
  name: 'Déménagement du bâtiment Tastet-Girard',
  description: 'Tout le mobilier des trois étages est à reprendre.',
  publicationStatus: PublicationStatus.Draft,
  availabilityDisplayDates: 'Du 01/06/2026 au 30/06/2026',
  manager: { firstname: 'Camille', lastname: 'Martin' } as OperationCard['manager'],
  service: null,
  location: { postal: '33000', cityName: 'Bordeaux' },
  visibility: [Visibility.External],
  nbTrocs: 4,
  nbViews: 12,
  writable: true,
  actions: ['publish', 'delete'],
};

describe('MyOperationsPage: export', () => {
  it('exports « Mes opérations » with the filters of the address, as its loader sends them', async () => {
    const start = withLocale(API.exportStart('operation-mine'));
    const server = fakeServer((call) =>
      call.url === start
        ? {
            status: 202,
            body: { data: { id: 'e1', exportStatus: { name: 'Pending' }, nbLines: 0, nbLinesProcessed: 0 } },
          }
        : call.url === withLocale(API.myOperations)
          ? { body: { data: [card], total: 1, total_results: 1, url: API.myOperations } }
          : undefined,
    );
    renderPage(<MyOperationsPage />, { path: '/fr/operation/mine/?publicationStatus=Draft&keyword=tastet' });
    await screen.findByText(card.name!);
    await userEvent.click(button(fr.ui.exports.open));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(t(fr.ui.exports.intro, { subject: fr.ui.exports.subjects['operation-mine'] })),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    await userEvent.click(within(dialog).getByRole('button', { name: fr.ui.exports.start }));
    await waitFor(() => expect(callsTo(server.calls, API.exportStart('operation-mine'))).toHaveLength(1));
    const filters = { publicationStatus: 'Draft', keyword: 'tastet' };
    expect(callsTo(server.calls, API.exportStart('operation-mine'))[0]?.body).toEqual({ format: 'csv', filters });
    expect(
      (callsTo(server.calls, API.myOperations)[0]?.body as { operation_filter_form: unknown }).operation_filter_form,
    ).toEqual(filters);
  });
});
