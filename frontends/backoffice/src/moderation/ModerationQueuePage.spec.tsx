jest.setTimeout(60_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, PublicationStatus, Role, fr, withLocale } from '@troc/shared';
import { button, findButton, renderPage } from '../test/render';
import '../common/modals';
import { callsTo, currentUser, fakeServer, listingView, type Route } from '../test/fixtures';
import { ModerationQueuePage } from './ModerationQueuePage';
import { listingManagementUi } from '@troc/shared/messages/ui-listing-management';

const o = listingManagementUi.moderation;
const waiting = listingView({
  slug: 'lit',
  name: 'Lit médicalisé',
  publicationStatus: PublicationStatus.ToModerate,
  actions: [],
  currentUser: false,
  currentManager: false,
});

function setup(route: Route = () => undefined, roles = [Role.Moderator]) {
  const server = fakeServer((call) => {
    if (call.url === withLocale(API.moderationQueue)) {
      return { body: { data: [waiting], total: 1, total_results: 1, url: API.moderationQueue } };
    }
    return route(call);
  }, currentUser(roles));
  renderPage(<ModerationQueuePage />, { path: '/fr/troc/moderation/' });
  return server;
}

describe('ModerationQueuePage', () => {
  it('is for moderators only', async () => {
    const server = setup(() => undefined, [Role.User]);
    expect(await screen.findByText(listingManagementUi.moderationQueue.notModerator)).toBeInTheDocument();
    expect(callsTo(server.calls, API.moderationQueue)).toHaveLength(0);
  });

  it('approves a listing', async () => {
    const server = setup((call) =>
      call.url === withLocale(API.trocModeration('approve', 'lit'))
        ? { body: { troc: { ...waiting, publicationStatus: PublicationStatus.Published } } }
        : undefined,
    );
    await userEvent.click(await findButton(o.approve));
    await waitFor(() => expect(callsTo(server.calls, API.trocModeration('approve', 'lit'))).toHaveLength(1));
    expect(await screen.findByText(`L'annonce « Lit médicalisé » a été acceptée.`)).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent(fr.listing.statuses.Published);
    expect(screen.queryByRole('button', { name: new RegExp(o.approve) })).not.toBeInTheDocument();
  });

  it('denies with a message, then offers to reverse the denial', async () => {
    const denied = { ...waiting, rejected: true };
    const server = setup((call) => {
      if (call.url === withLocale(API.trocModeration('deny', 'lit'))) return { body: { troc: denied } };
      if (call.url === withLocale(API.trocModeration('reverse', 'lit'))) return { body: { troc: waiting } };
      return undefined;
    });
    await userEvent.click(await findButton(o.deny));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(button(o.denySubmit, dialog));
    expect(await within(dialog).findByText(fr.validation.required)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Merci de préciser la date de fabrication.');
    await userEvent.click(button(o.denySubmit, dialog));
    await waitFor(() => expect(callsTo(server.calls, API.trocModeration('deny', 'lit'))).toHaveLength(1));
    expect(await findButton(o.reverse)).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent(fr.listing.statuses.ToModerateRejected);

    await userEvent.click(button(o.reverse));
    await waitFor(() => expect(callsTo(server.calls, API.trocModeration('reverse', 'lit'))).toHaveLength(1));
    expect(await findButton(o.approve)).toBeInTheDocument();
  });
});
