import type { TrackerRole } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import type { Troc } from '../troc/entities/troc.entity.js';
import { canManage } from '../troc/troc-access.js';
import type { Tracker } from './entities/tracker.entity.js';

/**
 * The actor's roles in one exchange (core §6): the listing's side — its manager or owner now,
 * its delegates, or the manager when the exchange started — acts as manager; the member who
 * asked acts as requester.
 */
export function trackerRoles(
  tracker: Tracker,
  troc: Pick<Troc, 'managerId' | 'ownerId' | 'delegates'>,
  actor: Actor | null,
): TrackerRole[] {
  if (!actor) return [];
  const roles: TrackerRole[] = [];
  if ([tracker.managerId, tracker.ownerId].includes(actor.id) || canManage(troc, actor)) roles.push('manager');
  if (tracker.userId === actor.id) roles.push('requester');
  return roles;
}

export const isParty = (roles: readonly TrackerRole[]) => roles.includes('manager') || roles.includes('requester');
