import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicationStatus, type ListingView, type PublicationAction } from '@troc/shared';
import { button, renderPage } from '../test/render';
import type { ListingActions } from '../common/useListingActions';
import { fakeServer, listingView } from '../test/fixtures';
import { PublicationBar } from './PublicationBar';
import { listingManagementUi } from '@troc/shared/messages/ui-listing-management';

const c = listingManagementUi.common;

function actions(): ListingActions {
  return {
    publish: jest.fn(async () => undefined),
    unpublish: jest.fn(async () => undefined),
    remove: jest.fn(),
    duplicate: jest.fn(async () => undefined),
    busy: null,
    holder: <></>,
  };
}

function setup(listing: ListingView, options: { dirty?: boolean; manages?: boolean } = {}) {
  fakeServer();
  const spy = actions();
  renderPage(
    <PublicationBar
      listing={listing}
      actions={spy}
      manages={options.manages ?? true}
      unsavedTabs={options.dirty ? ['Description'] : []}
    />,
  );
  return spy;
}

const shown = () =>
  [c.publish, c.unpublish, c.duplicate, c.delete].filter((name) =>
    screen.queryByRole('button', { name: new RegExp(name) }),
  );

describe('PublicationBar: buttons by status and allowed actions', () => {
  it.each<[PublicationStatus, boolean, PublicationAction[], string[]]>([
    [PublicationStatus.Draft, false, ['publish', 'delete'], [c.publish, c.duplicate, c.delete]],
    [PublicationStatus.Published, false, ['unpublish', 'delete'], [c.unpublish, c.duplicate, c.delete]],
    [PublicationStatus.ToPublish, false, ['unpublish', 'delete'], [c.unpublish, c.duplicate, c.delete]],
    [PublicationStatus.ToModerate, true, ['unpublish', 'delete'], [c.unpublish, c.duplicate, c.delete]],
    [PublicationStatus.Expired, false, ['publish', 'delete'], [c.publish, c.duplicate, c.delete]],
    [PublicationStatus.Archived, false, [], [c.duplicate]],
  ])('%s (rejected: %s) with %j shows %j', (publicationStatus, rejected, allowed, expected) => {
    setup(listingView({ publicationStatus, rejected, actions: allowed }));
    expect(shown()).toEqual(expected);
  });

  it('hides what the transition table refuses even if the server lists it', () => {
    setup(listingView({ publicationStatus: PublicationStatus.Published, actions: ['publish', 'unpublish'] }));
    expect(shown()).toEqual([c.unpublish, c.duplicate]);
  });

  it('hides what the server does not list even if the table allows it', () => {
    setup(listingView({ publicationStatus: PublicationStatus.Draft, actions: [] }), { manages: false });
    expect(shown()).toEqual([]);
  });

  it('waits for unsaved changes before publishing', async () => {
    const spy = setup(listingView(), { dirty: true });
    expect(button(c.publish)).toBeDisabled();
    await userEvent.click(button(c.delete));
    expect(spy.remove).toHaveBeenCalled();
  });
});
