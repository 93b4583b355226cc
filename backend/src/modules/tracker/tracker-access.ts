import type { TrackerRole } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import type { Tracker } from './entities/tracker.entity.js';

/**
 * The actor's roles in one exchange (core §6): the listing's side — its manager or owner now,
 * its delegates (`managesListing`, the troc module's rule), or the manager when the exchange
 * started — acts as manager; the member who
 * asked acts as requester. A guest (an exchange recorded for an address without an account)
 * reaches it by signing up with that address, as an invited address reaches a private listing.
 */
export function trackerRoles(tracker: Tracker, managesListing: boolean, actor: Actor | null): TrackerRole[] {
  if (!actor) return [];
  const roles: TrackerRole[] = [];
  if ([tracker.managerId, tracker.ownerId].includes(actor.id) || managesListing) roles.push('manager');
  if (tracker.userId === actor.id || isGuest(tracker, actor)) roles.push('requester');
  return roles;
}

const isGuest = (tracker: Pick<Tracker, 'userId' | 'guestEmail'>, actor: Actor) =>
  tracker.userId === null &&
  !!tracker.guestEmail &&
  actor.emailValidated &&
  tracker.guestEmail === actor.email.trim().toLowerCase();

export const isParty = (roles: readonly TrackerRole[]) => roles.includes('manager') || roles.includes('requester');
