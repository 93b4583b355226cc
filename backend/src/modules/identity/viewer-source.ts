import type { Provider } from '@nestjs/common';
import { VIEWER_SOURCE, type ViewerSource } from '../../core/auth/viewer-cache.js';
import { OrganisationGroup } from './entities/organisation-group.entity.js';
import { Organisation } from './entities/organisation.entity.js';
import { Service } from './entities/service.entity.js';
import { User } from './entities/user.entity.js';
import { UserQueries } from './users.queries.js';

/** A copy per request with the same prototypes, so that a handler changing req.user changes only its own. */
function copyOf<T extends object>(value: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object) as T, value);
}

function copyUser(user: User): User {
  const copy = copyOf(user);
  copy.roles = [...user.roles];
  if (user.organisation) copy.organisation = copyOf(user.organisation);
  if (user.service) copy.service = copyOf(user.service);
  return copy;
}

/** The viewers of core's ViewerCache are this module's users, with their organisation, group and service. */
export const viewerSource: Provider = {
  provide: VIEWER_SOURCE,
  inject: [UserQueries],
  useFactory: (users: UserQueries): ViewerSource<User> => ({
    read: (id) => users.findById(id),
    copy: copyUser,
    // A change to any of these rows may change a viewer.
    watched: [User, Organisation, OrganisationGroup, Service],
    viewerEntity: User,
    // Columns a sign-in writes that nothing reads from req.user: a bulk update of these alone keeps the entries.
    bookkeeping: new Set(['lastLoginAt', 'updatedAt']),
  }),
};
