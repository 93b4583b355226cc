import {
  API,
  PublicationStatus,
  canPublication,
  formatDate,
  t,
  type CloneResponse,
  type ListingActionResponse,
  type ListingManagerCard,
  type ListingView,
  type ListResponse,
  type PublicationAction,
} from '@troc/shared';
import { api, isValidationError, type ApiError } from '@troc/ui';
import { m } from './labels';

export type OwnerAction = 'publish' | 'unpublish' | 'delete';
export type ModerationAction = 'approve' | 'deny' | 'reverseDenial';

/** A refused publication (422) is shown by the page; the rest goes to the global modals. */
const publishHandles = (error: ApiError) => isValidationError(error);

/** Whether the server's list and the transition table both allow `action` (architecture rule). */
export function allows(
  card: Pick<ListingManagerCard, 'actions' | 'publicationStatus' | 'rejected'>,
  action: PublicationAction,
) {
  return card.actions.includes(action) && canPublication(card, action);
}

/**
 * A page of the back office's listing lists (mine, moderation queue): POST to the source with
 * page, size and the filter form's fields under its name; the answer is { data, total, total_results, url }.
 */
export function fetchManagerPage(
  source: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ListResponse<ListingManagerCard>> {
  return api.post<ListResponse<ListingManagerCard>>(source, body, { signal });
}

export function ownerAction(action: OwnerAction, slug: string): Promise<ListingActionResponse> {
  return api.post<ListingActionResponse>(API.trocAction(action, slug), {}, { handles: publishHandles });
}

export function cloneListing(slug: string): Promise<CloneResponse> {
  return api.post<CloneResponse>(API.trocAction('clone', slug), {});
}

const MODERATION_PATH: Record<ModerationAction, string> = {
  approve: 'approve',
  deny: 'deny',
  reverseDenial: 'reverse',
};

export function moderationAction(action: ModerationAction, slug: string, message?: string) {
  return api.post<ListingActionResponse>(
    API.trocModeration(MODERATION_PATH[action], slug),
    message === undefined ? {} : { message },
    { handles: publishHandles },
  );
}

/** What publishing led to: live now, scheduled for the start date, or waiting for a moderator. */
export function publishedMessage(view: Pick<ListingView, 'publicationStatus' | 'availabilityStartDate'>): string {
  switch (view.publicationStatus) {
    case PublicationStatus.ToPublish:
      return t(m.actions.scheduled, { date: formatDate(view.availabilityStartDate) });
    case PublicationStatus.ToModerate:
      return m.actions.sentToModeration;
    default:
      return m.actions.published;
  }
}
