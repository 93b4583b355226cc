import {
  fr,
  TrackerStatus,
  type TrackerAction,
  type TrackerCard,
  type TrackerPartyRef,
  quantityWithUnit,
} from '@troc/shared';
import { trackerUi } from '@troc/shared/messages/ui-tracker';

export const ui = trackerUi;

/** Tag colours of the statuses: waiting (blue), agreed (gold), over (green / grey / red). */
export const STATUS_COLORS: Record<TrackerStatus, string> = {
  [TrackerStatus.ReservationRequested]: 'blue',
  [TrackerStatus.ReservationApproved]: 'gold',
  [TrackerStatus.SwapInitiated]: 'purple',
  [TrackerStatus.SwapCompleted]: 'green',
  [TrackerStatus.ReservationDenied]: 'red',
  [TrackerStatus.ReservationCancelled]: 'default',
  [TrackerStatus.SwapCancelled]: 'default',
};

export const statusLabel = (status: TrackerStatus): string => fr.tracker.statuses[status];

export const personName = (party: Pick<TrackerPartyRef, 'firstname' | 'lastname'>): string =>
  `${party.firstname} ${party.lastname}`.trim();

/** The repreneur: a member, or a guest known by e-mail and organism. */
export function takerName(card: TrackerCard): string {
  if (card.user) return personName(card.user);
  const organism = card.guestServiceName ?? card.guestOrganismName;
  const email = card.guestEmail ?? fr.fallback.notProvided;
  return organism ? `${email} — ${organism}` : email;
}

export function takerOrganisation(card: TrackerCard): string | null {
  if (card.user) return card.user.organisation;
  return card.guestOrganismName ?? card.guestServiceName;
}

/** Who the viewer deals with: the repreneur when the viewer gives, the cédant when the viewer asked. */
export function otherParty(card: TrackerCard): { name: string; organisation: string | null } {
  if (card.direction === 'given') return { name: takerName(card), organisation: takerOrganisation(card) };
  return { name: personName(card.manager), organisation: card.manager.organisation };
}

export const quantityText = (card: Pick<TrackerCard, 'requestedQuantity' | 'requestedQuantityUnit'>): string =>
  quantityWithUnit(card.requestedQuantity, card.requestedQuantityUnit);

/** The buttons a card or a panel shows, in this order. */
export const BUTTON_ACTIONS = [
  'approve',
  'record',
  'complete',
  'deny',
  'cancel',
  'swapCancel',
] as const satisfies readonly TrackerAction[];
