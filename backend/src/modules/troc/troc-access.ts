import { Role } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { isDelegate } from '../../shared/delegates-column.js';
import type { Troc } from './entities/troc.entity.js';

/**
 * The owner, the manager or a delegate of a listing (or of anything managed the same way: an
 * operation). A delegate is a manager for every rule of exchanges (core §3 Delegation).
 */
export const canManage = (troc: Pick<Troc, 'ownerId' | 'managerId' | 'delegates'>, viewer: Actor | null): boolean =>
  viewer !== null &&
  (troc.ownerId === viewer.id || troc.managerId === viewer.id || isDelegate(troc.delegates, viewer.id));

/** Moderators act on the listings of their own organisation; platform admins on all. */
export function canModerate(troc: Troc, actor: Actor | null): boolean {
  if (!actor) return false;
  if (actor.roles.includes(Role.PlatformAdmin)) return true;
  return actor.roles.includes(Role.Moderator) && actor.organisationId === troc.organisationId;
}
