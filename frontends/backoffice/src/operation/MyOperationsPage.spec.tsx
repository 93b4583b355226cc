jest.setTimeout(60_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, fr, t, withLocale } from '@troc/shared';
import { button, renderPage } from '../test/render';
import { callsTo, fakeServer } from '../test/fixtures';
import { operationCard } from './fixtures';
import { MyOperationsPage } from './MyOperationsPage';

const card = operationCard({ description: 'Tout le mobilier des trois étages est à reprendre.' });

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
