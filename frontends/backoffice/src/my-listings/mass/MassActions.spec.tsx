jest.setTimeout(60_000);

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, fr, SwapType, withLocale, type MassActionProgress } from '@troc/shared';
import { callsTo, fakeServer, listingView } from '../../test/fixtures';
import { button, renderPage } from '../../test/render';
import { MyListingsPage } from '../MyListingsPage';
import { MassEditModal, massEditDecision, massEditValues } from './MassEditModal';
import { MassReportTable } from './MassReportModal';
import { listingManagementUi } from '@troc/shared/messages/ui-listing-management';
import { massActionUi } from '@troc/shared/messages/ui-mass-action';

const m = massActionUi;

describe('the mass edit modal rule (supporting §5)', () => {
  it('just closes unless more than one form value is filled, the selection counting as one', () => {
    expect(massEditDecision(massEditValues({ swapType: undefined, visibility: [], promotion: '' }))).toBeNull();
    expect(massEditDecision(massEditValues({ swapType: 'Don' }))).toEqual({});
  });

  it('keeps the promotion within 0.01..99.99 and needs the hidden user reference with a name', () => {
    expect(massEditDecision({ promotion: '100' })).toEqual({ promotion: [fr.massAction.errors.promotion] });
    // The modal's number field gives a number.
    expect(massEditDecision(massEditValues({ promotion: 12.5 }))).toEqual({});
    expect(massEditDecision({ userName: 'Marie Curie' })).toEqual({ userName: [fr.massAction.errors.userReference] });
    expect(massEditDecision({ userName: 'Marie Curie', user: '7' })).toEqual({});
  });
});

describe('the mass report', () => {
  it('shows each entry with its status and each changed attribute old → new', () => {
    render(
      <MassReportTable
        entries={[
          {
            id: 1,
            name: 'Chaises empilables',
            status: 'updated',
            type: 'edit',
            excerpt: {
              availabilityEndDate: ['2099-12-31', '2099-06-30'],
              swapType: ['Don', 'Pret'],
              price: ['90.00', '75.00'],
            },
          },
          { id: 2, name: 'Armoire', status: 'error', type: 'edit', excerpt: {}, message: fr.http.notFound },
        ]}
      />,
    );
    expect(screen.getByText('Chaises empilables')).toBeInTheDocument();
    // Stored values read as the cards show them: French labels, dd/mm/yyyy.
    expect(screen.getByText(`${m.fields.availabilityEndDate} : 31/12/2099 → 30/06/2099`)).toBeInTheDocument();
    expect(screen.getByText(`${m.fields.swapType} : Don → Prêt`)).toBeInTheDocument();
    expect(screen.getByText(`${m.price} : 90,00 € → 75,00 €`)).toBeInTheDocument();
    expect(screen.getByText(fr.massAction.lineStatus.error)).toBeInTheDocument();
    expect(screen.getByText(fr.http.notFound)).toBeInTheDocument();
  });

  it('names each refused field of a line whose other fields were applied', () => {
    render(
      <MassReportTable
        entries={[
          {
            id: 1,
            name: 'Table donnée',
            status: 'updated',
            type: 'edit',
            excerpt: { swapType: ['Don', 'Pret'] },
            refused: [{ field: 'promotion', message: fr.massAction.errors.promotionNotSale }],
          },
        ]}
      />,
    );
    expect(screen.getByText(`${m.fields.swapType} : Don → Prêt`)).toBeInTheDocument();
    expect(
      screen.getByText(`${m.fields.promotion} non appliqué : ${fr.massAction.errors.promotionNotSale}`),
    ).toBeInTheDocument();
  });

  it('says « Aucune modification effectuée » when it has no entries', () => {
    render(<MassReportTable entries={[]} />);
    expect(screen.getByText('Aucune modification effectuée')).toBeInTheDocument();
  });
});

describe('the promotion preview', () => {
  const listings = [
    { id: 1, name: 'Bureau', swapType: SwapType.Vente, rawItemCurrentPrice: 32 },
    { id: 2, name: 'Chaise donnée', swapType: SwapType.Don, rawItemCurrentPrice: null },
    { id: 3, name: 'Crayon', swapType: SwapType.Vente, rawItemCurrentPrice: 0.01 },
  ];

  it('shows old → new current sale price per selected listing, and why a listing is not lowered', async () => {
    render(<MassEditModal open count={4} listings={listings} onSubmit={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByText('4 annonces sélectionnées')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(m.fields.promotion), '25');
    const preview = await screen.findByRole('region', { name: m.preview.title });
    expect(preview).toHaveTextContent('Bureau : 32,00 € → 24,00 €');
    expect(preview).toHaveTextContent(
      `Chaise donnée : ${m.preview.refused} — ${fr.massAction.errors.promotionNotSale}`,
    );
    expect(preview).toHaveTextContent(`Crayon : ${m.preview.refused} — ${fr.massAction.errors.promotionRaises}`);
    // One selected listing is not on the page: the preview says it covers the shown ones.
    expect(preview).toHaveTextContent('3 sur 4');
  });
});

describe('« Mes annonces »: a mass action on the selected page', () => {
  it('sends form[selection] with the ids, then shows the progress and the report', async () => {
    const start = withLocale(API.massActionTroc('publish'));
    const pending = withLocale(API.massActionPending('m1'));
    const running: MassActionProgress = {
      id: 'm1',
      massActionStatus: { name: 'Pending' },
      nbLines: 2,
      nbLinesProcessed: 0,
      report: [],
    };
    const done: MassActionProgress = {
      ...running,
      massActionStatus: { name: 'Ignored' },
      nbLinesProcessed: 2,
    };
    const cards = [
      listingView({ slug: 'a', id: 1, name: 'Chaises' }),
      listingView({ slug: 'b', id: 2, name: 'Tables' }),
    ];
    const server = fakeServer((call) => {
      if (call.url === withLocale(API.myListings)) {
        return { body: { data: cards, total: 2, total_results: 2, url: API.myListings } };
      }
      if (call.url === start) return { status: 202, body: { data: running } };
      if (call.url === pending) return { body: done };
      return undefined;
    });
    renderPage(<MyListingsPage />, { path: '/fr/troc/mine/' });
    await screen.findByText('Chaises');
    await userEvent.click(screen.getByRole('checkbox', { name: listingManagementUi.mine.selectPage }));
    await userEvent.click(await waitFor(() => button(m.publish, screen.getByRole('group', { name: m.actions }))));
    await waitFor(() => expect(callsTo(server.calls, API.massActionTroc('publish'))).toHaveLength(1));
    expect(callsTo(server.calls, API.massActionTroc('publish'))[0]!.body).toEqual({ form: { selection: '1,2' } });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(m.reportTitle);
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    await waitFor(() => expect(within(dialog).getByText(m.empty)).toBeInTheDocument());
  });

  const cards = [listingView({ slug: 'a', id: 1, name: 'Chaises' }), listingView({ slug: 'b', id: 2, name: 'Tables' })];
  const listed = { body: { data: cards, total: 2, total_results: 2, url: API.myListings } };
  const selectPage = async () => {
    renderPage(<MyListingsPage />, { path: '/fr/troc/mine/' });
    await screen.findByText('Chaises');
    await userEvent.click(screen.getByRole('checkbox', { name: listingManagementUi.mine.selectPage }));
    return waitFor(() => screen.getByRole('group', { name: m.actions }));
  };

  it('« Annuler » gives the running action up: the report then says why it stopped', async () => {
    const running: MassActionProgress = {
      id: 'm2',
      massActionStatus: { name: 'Pending' },
      nbLines: 2,
      nbLinesProcessed: 1,
      report: [],
    };
    const cancelled: MassActionProgress = {
      ...running,
      massActionStatus: { name: 'Error' },
      message: fr.jobs.cancelled,
    };
    const server = fakeServer((call) => {
      if (call.url === withLocale(API.myListings)) return listed;
      if (call.url === withLocale(API.massActionTroc('unpublish'))) return { status: 202, body: { data: running } };
      if (call.url === withLocale(API.massActionPending('m2'))) return { body: running };
      if (call.url === withLocale(API.massActionCancel('m2'))) return { body: cancelled };
      return undefined;
    });
    await userEvent.click(button(m.unpublish, await selectPage()));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('progressbar');
    await userEvent.click(button(m.cancel, dialog));
    await waitFor(() => expect(within(dialog).getByText(fr.jobs.cancelled)).toBeInTheDocument());
    expect(callsTo(server.calls, API.massActionCancel('m2'))).toHaveLength(1);
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: m.cancel })).toBeNull();
  });

  it("keeps the edit modal open with the server's message when the edit is refused", async () => {
    const refusal = 'Une modification groupée est déjà en cours sur ces annonces.';
    const server = fakeServer((call) => {
      if (call.url === withLocale(API.myListings)) return listed;
      if (call.url === withLocale(API.massActionTroc('edit'))) {
        return { status: 409, body: { statusCode: 409, message: refusal } };
      }
      return undefined;
    });
    await userEvent.click(button(m.edit, await selectPage()));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(m.editTitle);
    await userEvent.type(within(dialog).getByLabelText(m.fields.promotion), '10');
    await userEvent.click(button(m.submit, dialog));
    await waitFor(() => expect(callsTo(server.calls, API.massActionTroc('edit'))).toHaveLength(1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(dialog).toBeVisible();
    expect(within(dialog).getByLabelText(m.fields.promotion)).toBeInTheDocument();
  });
});
