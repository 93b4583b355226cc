jest.setTimeout(60_000);

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, ItemPriceType, SwapType, Visibility, fr, type ListingView } from '@troc/shared';
import { button, renderPage } from '../../test/render';
import '../../common/modals';
import { callsTo, fakeServer, listingView } from '../../test/fixtures';
import { ManageForm } from './ManageForm';
import { listingManagementUi } from '@troc/shared/messages/ui-listing-management';

const g = listingManagementUi.manage;
const V = fr.listing.visibilities;

function setup(listing: ListingView = listingView(), options: { pharmacy?: boolean } = {}) {
  const saved = jest.fn();
  const server = fakeServer((call) => {
    if (!call.url.endsWith(API.trocEdit(listing.slug, 'manage'))) return undefined;
    // The server answers the listing as saved: invitations become dated entries.
    const sent = call.body as { invitations: string[] };
    const invitations = sent.invitations.map((email) => ({ email, creationDisplayDate: '23/11/2026', user: null }));
    return { body: { ...listing, ...sent, invitations, perimeter: [] } };
  });
  renderPage(
    <ManageForm
      listing={listing}
      readOnly={false}
      serverErrors={null}
      onSaved={saved}
      onDirtyChange={() => undefined}
      pharmacy={options.pharmacy ?? false}
    />,
  );
  return { server, saved };
}

const box = (label: string) => screen.getByLabelText(new RegExp(label.replace(/[()]/g, '.')));
const ticked = () => Object.values(Visibility).filter((v) => (box(V[v]) as HTMLInputElement).checked);
const save = () => userEvent.click(button(listingManagementUi.common.save));

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  await userEvent.click(await screen.findByTitle(option));
}

describe('ManageForm: visibility as one choice (core §4 interlocks underneath)', () => {
  const sent = (server: ReturnType<typeof setup>['server']) =>
    callsTo(server.calls, API.trocEdit('fauteuil', 'manage')).at(-1)!.body as Record<string, unknown>;

  it('records the chosen level with what it implies, and nothing the user did not choose', async () => {
    const { server } = setup();
    await screen.findByText(g.visibility);
    await userEvent.click(box(V.External));
    expect(ticked()).toEqual([Visibility.External]);
    // The case that published to « Mon groupe » alone: « Toutes les organisations », then « Mon organisation ».
    await userEvent.click(box(V.Internal));
    expect(ticked()).toEqual([Visibility.Internal]);
    await save();
    await waitFor(() => expect(callsTo(server.calls, API.trocEdit('fauteuil', 'manage'))).toHaveLength(1));
    expect(sent(server)).toMatchObject({ visibility: [Visibility.Internal] });
  });

  it('shows a stored list as its widest level', async () => {
    setup(listingView({ visibility: [Visibility.External, Visibility.Group, Visibility.Internal] }));
    await screen.findByText(g.visibility);
    expect(ticked()).toEqual([Visibility.External]);
  });

  it('shows the perimeter for Internal and the invitations for Private only', async () => {
    setup();
    // The manager, known by name only, is shown by name.
    expect(await screen.findByText('Julien Roux')).toBeInTheDocument();
    expect(await screen.findByText(g.perimeter)).toBeInTheDocument();
    expect(screen.queryByText(g.invitations)).not.toBeInTheDocument();
    await userEvent.click(box(V.Private));
    expect(await screen.findByText(g.invitations)).toBeInTheDocument();
    expect(screen.queryByText(g.perimeter)).not.toBeInTheDocument();
  });
});

describe('ManageForm: private listings need an invitation', () => {
  it('blocks the submission and opens the invitation-required modal', async () => {
    const { server } = setup();
    await userEvent.click(await screen.findByLabelText(/Privée/));
    await save();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(listingManagementUi.invitationRequired.title)).toBeInTheDocument();
    expect(callsTo(server.calls, API.trocEdit('fauteuil', 'manage'))).toHaveLength(0);
  });

  it('enables the invite button beyond 2 characters and sends the invited addresses', async () => {
    const { server } = setup();
    await userEvent.click(await screen.findByLabelText(/Privée/));
    const input = await screen.findByLabelText(g.invitationEmail);
    const invite = button(g.invite);
    await userEvent.type(input, 'ab');
    expect(invite).toBeDisabled();
    await userEvent.type(input, 'c');
    expect(invite).toBeEnabled();
    await userEvent.click(invite);
    expect(await screen.findByText(fr.validation.email)).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'Sophie@CHU.test');
    await userEvent.click(invite);
    expect(screen.getByText('sophie@chu.test')).toBeInTheDocument();

    await save();
    await waitFor(() => expect(callsTo(server.calls, API.trocEdit('fauteuil', 'manage'))).toHaveLength(1));
    expect(callsTo(server.calls, API.trocEdit('fauteuil', 'manage'))[0]!.body).toMatchObject({
      visibility: [Visibility.Private],
      invitations: ['sophie@chu.test'],
      perimeter: [],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ManageForm: prices belong to a sale', () => {
  const sale = listingView({
    swapType: SwapType.Vente,
    itemPriceType: ItemPriceType.NegotiablePrice,
    rawItemCurrentPrice: 35.5,
    rawItemPurchasePrice: 420,
  });

  it('clears the price type and the price when the swap type is no longer a sale', async () => {
    const { server } = setup(sale);
    expect(await screen.findByLabelText(g.rawItemCurrentPrice)).toHaveValue('35,5');
    await choose(g.swapType, fr.listing.swapTypes.Don);
    await waitFor(() => expect(screen.queryByLabelText(g.rawItemCurrentPrice)).not.toBeInTheDocument());
    expect(screen.queryByLabelText(g.itemPriceType)).not.toBeInTheDocument();

    await choose(g.swapType, fr.listing.swapTypes.Vente);
    expect(await screen.findByLabelText(g.rawItemCurrentPrice)).toHaveValue('');

    await choose(g.swapType, fr.listing.swapTypes.Pret);
    await save();
    await waitFor(() => expect(callsTo(server.calls, API.trocEdit('fauteuil', 'manage'))).toHaveLength(1));
    expect(callsTo(server.calls, API.trocEdit('fauteuil', 'manage'))[0]!.body).toMatchObject({
      swapType: SwapType.Pret,
      itemPriceType: null,
      rawItemCurrentPrice: null,
      rawItemPurchasePrice: 420,
    });
  });

  it('requires the price of a sale unless buyers make an offer', async () => {
    setup(listingView({ swapType: SwapType.Vente, itemPriceType: ItemPriceType.NegotiablePrice }));
    await screen.findByLabelText(g.rawItemCurrentPrice);
    await save();
    expect(await screen.findByText(fr.validation.required)).toBeInTheDocument();
    await choose(g.itemPriceType, fr.listing.priceTypes.MakeAnOffer);
    await waitFor(() => expect(screen.queryByText(fr.validation.required)).not.toBeInTheDocument());
  });

  it('names the estimated price as pharmacies do', async () => {
    setup(listingView(), { pharmacy: true });
    expect(await screen.findByLabelText('Prix unitaire HT')).toBeInTheDocument();
  });
});

describe('ManageForm: server errors', () => {
  it('shows a 422 under its field', async () => {
    const listing = listingView();
    fakeServer((call) =>
      call.url.endsWith(API.trocEdit(listing.slug, 'manage'))
        ? { status: 422, body: { errors: { service: [fr.listing.errors.serviceUnknown] } } }
        : undefined,
    );
    renderPage(
      <ManageForm
        listing={listing}
        readOnly={false}
        serverErrors={null}
        onSaved={() => undefined}
        onDirtyChange={() => undefined}
        pharmacy={false}
      />,
    );
    await screen.findByText(g.visibility);
    await save();
    expect(await screen.findByText(fr.listing.errors.serviceUnknown)).toBeInTheDocument();
  });
});
