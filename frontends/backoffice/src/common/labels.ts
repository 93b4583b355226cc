import { PublicationStatus, VISIBILITY_ORDER, fr, type ListingManagerCard, type Visibility } from '@troc/shared';
import { listingManagementUi } from '@troc/shared/messages/ui-listing-management';

export const m = listingManagementUi;
export const L = fr.listing;

/** The French status of a listing; a refused one stays ToModerate with its rejected flag (core §4). */
export function statusLabel(status: PublicationStatus, rejected: boolean): string {
  return status === PublicationStatus.ToModerate && rejected ? L.statuses.ToModerateRejected : L.statuses[status];
}

const STATUS_COLOR: Record<PublicationStatus, string> = {
  [PublicationStatus.Draft]: 'default',
  [PublicationStatus.ToModerate]: 'gold',
  [PublicationStatus.ToPublish]: 'blue',
  [PublicationStatus.Published]: 'green',
  [PublicationStatus.Unavailable]: 'orange',
  [PublicationStatus.Expired]: 'volcano',
  [PublicationStatus.Archived]: 'default',
};

export function statusColor(status: PublicationStatus, rejected: boolean): string {
  return status === PublicationStatus.ToModerate && rejected ? 'red' : STATUS_COLOR[status];
}

/** Visibility labels in display order, joined. */
export function visibilityText(values: readonly Visibility[]): string {
  const labels = VISIBILITY_ORDER.filter((v) => values.includes(v)).map((v) => L.visibilities[v]);
  return labels.length ? labels.join(', ') : fr.fallback.notProvided;
}

export const personName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim();

export const listingName = (card: Pick<ListingManagerCard, 'name'>) => card.name || m.common.untitled;
