jest.setTimeout(90_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, PublicationStatus, fr, withLocale, type ListingView } from '@troc/shared';
import { button, renderPage } from '../test/render';
import '../common/modals';
import { callsTo, fakeServer, listingView, type Route } from '../test/fixtures';
import { ListingEditPage } from './ListingEditPage';
import { listingManagementUi } from '@troc/shared/messages/ui-listing-management';

const m = listingManagementUi;

function setup(listing: ListingView, route: Route = () => undefined) {
  const server = fakeServer((call) => {
    if (call.url === withLocale(API.trocView(listing.slug))) return { body: listing };
    return route(call);
  });
  renderPage(<ListingEditPage />, { path: `/fr/troc/edit/${listing.slug}/`, route: '/fr/troc/edit/:slug/' });
  return server;
}

const location = () => screen.getByTestId('location').textContent;

describe('ListingEditPage', () => {
  it('warns before leaving with unsaved changes (beforeunload and links)', async () => {
    setup(listingView());
    const name = await screen.findByLabelText("Titre de l'annonce");
    // Typed only once the form holds the listing's values: filled later, they would replace the typing.
    await waitFor(() => expect(name).toHaveValue('Fauteuil de bureau'));
    expect(screen.queryByTitle(m.edit.unsaved)).not.toBeInTheDocument();
    await userEvent.type(name, ' gris');
    // The marker follows the form's change once it has re-rendered: slower on a loaded machine.
    expect(await screen.findByTitle(m.edit.unsaved)).toBeInTheDocument();

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByText(new RegExp(m.common.backToMine)));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.leave.body)).toBeInTheDocument();
    expect(location()).toBe('/fr/troc/edit/fauteuil/');
    await userEvent.click(button(m.leave.leave, dialog));
    expect(location()).toBe(withLocale('/troc/mine/'));
  });

  it('sends readers who neither manage nor moderate the listing to its page', async () => {
    setup(listingView({ currentUser: false, currentManager: false, actions: [] }));
    await waitFor(() => expect(location()).toBe(withLocale('/troc/view/fauteuil/')));
  });

  it('lists why publishing was refused and opens the tab of the first field', async () => {
    const server = setup(listingView({ address: null }), (call) =>
      call.url === withLocale(API.trocAction('publish', 'fauteuil'))
        ? {
            status: 422,
            body: { errors: { _form: [fr.listing.errors.notPublishable], postal: [fr.validation.required] } },
          }
        : undefined,
    );
    await screen.findByLabelText("Titre de l'annonce");
    await userEvent.click(button(m.common.publish));
    await waitFor(() => expect(callsTo(server.calls, API.trocAction('publish', 'fauteuil'))).toHaveLength(1));
    const title = await screen.findByText(fr.listing.errors.notPublishable);
    expect(title.closest('[role=alert]')).toHaveTextContent(`${m.address.postal} : ${fr.validation.required}`);
    expect(screen.getByText(m.edit.tabs.address).closest('[role=tab]')).toHaveAttribute('aria-selected', 'true');
    // And under the postal code of the address form.
    expect(document.getElementById('troc_address_form_postal_help')).toHaveTextContent(fr.validation.required);
  });

  it('updates the status after publishing', async () => {
    const published = listingView({ publicationStatus: PublicationStatus.Published, actions: ['unpublish', 'delete'] });
    setup(listingView(), (call) =>
      call.url === withLocale(API.trocAction('publish', 'fauteuil')) ? { body: { troc: published } } : undefined,
    );
    await screen.findByLabelText("Titre de l'annonce");
    await userEvent.click(button(m.common.publish));
    expect(await screen.findByText(m.actions.published)).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent(fr.listing.statuses.Published);
    expect(button(m.common.unpublish)).toBeInTheDocument();
    expect(screen.queryByText(m.common.publish)).not.toBeInTheDocument();
  });

  it('gives a moderator read-only forms and a denial message of 10 to 500 characters', async () => {
    const waiting = listingView({
      publicationStatus: PublicationStatus.ToModerate,
      actions: [],
      currentUser: false,
      currentManager: false,
      moderator: true,
      moderatorActions: ['approve', 'deny'],
    });
    const denied = {
      ...waiting,
      rejected: true,
      moderatorActions: ['reverseDenial'],
      moderationMessage: 'Photo floue, merci.',
    };
    const server = setup(waiting, (call) =>
      call.url === withLocale(API.trocModeration('deny', 'fauteuil')) ? { body: { troc: denied } } : undefined,
    );
    expect(await screen.findByText(m.moderation.moderatorNotice)).toBeInTheDocument();
    expect(screen.getByLabelText("Titre de l'annonce")).toBeDisabled();
    expect(screen.queryByText(m.common.save)).not.toBeInTheDocument();

    await userEvent.click(button(m.moderation.deny));
    const dialog = await screen.findByRole('dialog');
    const message = within(dialog).getByLabelText(m.moderation.denyMessage);
    await userEvent.type(message, 'Trop court');
    await userEvent.clear(message);
    await userEvent.type(message, 'Floue');
    await userEvent.click(button(m.moderation.denySubmit, dialog));
    expect(
      await within(dialog).findByText('Cette valeur est trop courte. Elle doit contenir au moins 10 caractères.'),
    ).toBeInTheDocument();
    expect(callsTo(server.calls, API.trocModeration('deny', 'fauteuil'))).toHaveLength(0);

    await userEvent.type(message, ' : photo floue, merci.');
    await userEvent.click(button(m.moderation.denySubmit, dialog));
    await waitFor(() => expect(callsTo(server.calls, API.trocModeration('deny', 'fauteuil'))).toHaveLength(1));
    expect(callsTo(server.calls, API.trocModeration('deny', 'fauteuil'))[0]!.body).toEqual({
      message: 'Floue : photo floue, merci.',
    });
    await waitFor(() => expect(button(m.moderation.reverse)).toBeInTheDocument());
    expect(screen.getByTestId('status')).toHaveTextContent(fr.listing.statuses.ToModerateRejected);
  });

  it('says why « Publier » waits and saves the changed tab before publishing', async () => {
    const published = listingView({ publicationStatus: PublicationStatus.Published, actions: ['unpublish', 'delete'] });
    const server = setup(listingView(), (call) => {
      if (call.url === withLocale(API.trocEdit('fauteuil', 'details'))) {
        return { body: listingView({ name: 'Fauteuil de bureau gris' }) };
      }
      if (call.url === withLocale(API.trocAction('publish', 'fauteuil'))) return { body: { troc: published } };
      return undefined;
    });
    const name = await screen.findByLabelText("Titre de l'annonce");
    await waitFor(() => expect(name).toHaveValue('Fauteuil de bureau'));
    await userEvent.type(name, ' gris');
    const why = `Publication impossible : modifications non enregistrées dans « ${m.edit.tabs.details} ».`;
    // Written beside the disabled button, and read with it.
    expect(await screen.findByText(why)).toBeVisible();
    expect(button(m.common.publish)).toBeDisabled();
    expect(button(m.common.publish)).toHaveAccessibleDescription(why);

    await userEvent.click(button(m.actions.saveThenPublish));
    await waitFor(() => expect(callsTo(server.calls, API.trocAction('publish', 'fauteuil'))).toHaveLength(1));
    const saved = callsTo(server.calls, API.trocEdit('fauteuil', 'details'));
    expect(saved).toHaveLength(1);
    expect(server.calls.indexOf(saved[0]!)).toBeLessThan(
      server.calls.indexOf(callsTo(server.calls, API.trocAction('publish', 'fauteuil'))[0]!),
    );
    expect(await screen.findByText(m.actions.published)).toBeInTheDocument();
    expect(screen.queryByText(why)).not.toBeInTheDocument();
  });

  it('publishes nothing when the changed tab shows errors, and opens it', async () => {
    const server = setup(listingView());
    await screen.findByLabelText("Titre de l'annonce");
    await userEvent.click(screen.getByRole('tab', { name: m.edit.tabs.address }));
    const postal = await screen.findByLabelText(m.address.postal);
    await userEvent.clear(postal);
    await userEvent.click(screen.getByRole('tab', { name: m.edit.tabs.details }));
    await userEvent.click(await screen.findByRole('button', { name: m.actions.saveThenPublish }));
    await waitFor(() =>
      expect(screen.getByText(m.edit.tabs.address).closest('[role=tab]')).toHaveAttribute('aria-selected', 'true'),
    );
    expect(callsTo(server.calls, API.trocAction('publish', 'fauteuil'))).toHaveLength(0);
  });
});
