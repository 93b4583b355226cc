import type { TrackerRole } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import type { Troc } from '../troc/entities/troc.entity.js';
import type { Tracker } from './entities/tracker.entity.js';

/**
 * The actor's roles in one exchange (core §6): the listing's side — its manager or owner now,
 * or the manager when the exchange started — acts as manager; the member who asked acts as
 * requester. Delegates will join the manager's side.
 */
export function trackerRoles(
  tracker: Tracker,
  troc: Pick<Troc, 'managerId' | 'ownerId'>,
  actor: Actor | null,
): TrackerRole[] {
  if (!actor) return [];
  const roles: TrackerRole[] = [];
  if ([tracker.managerId, tracker.ownerId, troc.managerId, troc.ownerId].includes(actor.id)) roles.push('manager');
  if (tracker.userId === actor.id) roles.push('requester');
  return roles;
}

export const isParty = (roles: readonly TrackerRole[]) => roles.includes('manager') || roles.includes('requester');
