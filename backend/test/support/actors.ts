import { Role } from '@troc/shared';
import type { Actor } from '../../src/core/auth/actor.js';

/**
 * An actor for the unit specs, as a session would build it: a plain member of organisation 1,
 * without group or service, unless `over` says otherwise.
 */
export const anActor = (over: Partial<Actor> = {}): Actor => ({
  id: 1,
  email: `membre${over.id ?? 1}@exemple.fr`,
  emailValidated: true,
  roles: [Role.User],
  organisationId: 1,
  organisationName: 'CHU',
  groupId: null,
  serviceId: null,
  serviceIds: [],
  moderator: false,
  cityCode: null,
  postalCode: null,
  ...over,
});
