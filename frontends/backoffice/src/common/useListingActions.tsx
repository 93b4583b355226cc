import { ROUTES, t, withLocale, type ListingManagerCard, type ListingView } from '@troc/shared';
import { listingName, m } from './labels';
import { cloneListing, ownerAction, publishedMessage } from './api';
import {
  usePublicationActions,
  type PublicationActions,
  type PublicationActionsOptions,
  type PublicationCalls,
} from './usePublicationActions';

export type ListingActionsOptions = PublicationActionsOptions<ListingManagerCard, ListingView>;
export type ListingActions = PublicationActions<ListingManagerCard>;

const LISTING_CALLS: PublicationCalls<ListingManagerCard, ListingView> = {
  publish: async (slug) => (await ownerAction('publish', slug)).troc ?? null,
  unpublish: async (slug) => (await ownerAction('unpublish', slug)).troc ?? null,
  remove: (slug) => ownerAction('delete', slug),
  clone: async (slug) => withLocale(ROUTES.trocEdit((await cloneListing(slug)).slug)),
  texts: {
    published: publishedMessage,
    unpublished: m.actions.unpublished,
    deleteTitle: m.actions.deleteTitle,
    deleteBody: (card) => t(m.actions.deleteBody, { name: listingName(card) }),
    deleteConfirm: m.actions.deleteConfirm,
    cancel: m.common.cancel,
    deleted: (card) => t(m.actions.deleted, { name: listingName(card) }),
    duplicated: m.actions.duplicated,
  },
};

/** The owner's actions on a listing (core §7: delete, clone, publish, unpublish) and their feedback. */
export function useListingActions(options: ListingActionsOptions): ListingActions {
  return usePublicationActions(LISTING_CALLS, options);
}
