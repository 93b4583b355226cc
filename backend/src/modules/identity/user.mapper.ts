import type { CurrentUser, PublicProfile, ServiceRef } from '@troc/shared';
import type { User } from './entities/user.entity.js';
import { toServiceRef } from './organisations.service.js';

/** The signed-in user as the client sees it (never the entity itself). */
export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    slug: user.slug,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    roles: user.roles,
    emailValidated: user.emailValidatedAt !== null,
    termsAccepted: user.termsAcceptedAt !== null && user.personalDataAcceptedAt !== null,
    organisation: { id: user.organisation.id, name: user.organisation.name, kind: user.organisation.kind },
    service: user.service ? (toServiceRef(user.service) satisfies ServiceRef) : null,
    postalCode: user.postalCode,
    city: user.city,
    registrationNote: user.registrationNote,
    establishmentValue: user.establishmentValue ?? null,
  };
}

export function toPublicProfile(user: User): PublicProfile {
  return {
    slug: user.slug,
    firstname: user.firstname,
    lastname: user.lastname,
    organisation: { name: user.organisation.name, kind: user.organisation.kind },
    service: user.service?.name ?? null,
    city: user.city,
    memberSince: user.createdAt.toISOString(),
  };
}
