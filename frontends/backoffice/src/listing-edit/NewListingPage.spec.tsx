jest.setTimeout(90_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, RequestType, withLocale } from '@troc/shared';
import { listingManagementUi } from '@troc/shared/messages/ui-listing-management';
import { renderPage } from '../test/render';
import '../common/modals';
import { callsTo, fakeServer, listingView } from '../test/fixtures';
import { NewListingPage } from './NewListingPage';

const m = listingManagementUi;
// The draft as the server gives it before anything is written: no slug, no reference.
const unwritten = listingView({ slug: '', id: 0, name: '', trocReference: '', actions: [], history: [] });

function setup() {
  const server = fakeServer((call) => {
    if (call.url === withLocale(API.trocNew(RequestType.Offer))) return { body: unwritten };
    if (call.url === withLocale(API.trocCreate)) return { status: 201, body: { slug: 'nouvelle', id: 40 } };
    if (call.url === withLocale(API.trocEdit('nouvelle', 'address'))) {
      return { body: listingView({ slug: 'nouvelle', id: 40, name: '' }) };
    }
    return undefined;
  });
  renderPage(<NewListingPage />, { path: '/fr/troc/new/', route: '/fr/troc/new/' });
  return server;
}

describe('NewListingPage', () => {
  it('opens the forms on « Une offre » without creating anything: the first save creates the draft', async () => {
    const server = setup();
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(m.newListing.offerTitle) }));
    expect(await screen.findByText(m.newListing.unwritten)).toBeInTheDocument();
    expect(await screen.findByLabelText("Titre de l'annonce")).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/fr/troc/new/?type=Offer');
    // Abandoned here, the page has written nothing.
    expect(callsTo(server.calls, API.trocCreate)).toHaveLength(0);
    const writes = server.calls.filter((call) => call.url.includes('/api/troc/') && call.method !== 'GET');
    expect(writes.map((call) => call.url)).toEqual([]);

    await userEvent.click(screen.getByRole('tab', { name: m.edit.tabs.address }));
    const address = await screen.findByRole('form', { name: m.address.formLabel });
    await userEvent.click(within(address).getByRole('button', { name: m.common.save }));
    await waitFor(() => expect(callsTo(server.calls, API.trocEdit('nouvelle', 'address'))).toHaveLength(1));
    expect(callsTo(server.calls, API.trocCreate)).toHaveLength(1);
    expect(callsTo(server.calls, API.trocCreate)[0]!.body).toEqual({ requestType: RequestType.Offer });
    // Created: a reload opens its edit page.
    expect(window.location.pathname).toBe('/fr/troc/edit/nouvelle/');
    await waitFor(() => expect(screen.queryByText(m.newListing.unwritten)).not.toBeInTheDocument());
  });
});
