import { Role } from '@troc/shared';

/**
 * The signed-in person as services see them: who they are, where they sit in their
 * organisation and what they may do. Built once per request from the session's account;
 * services take an Actor, never the account entity, so no rule can depend on a field the
 * session did not load, and every later module reads the same few facts.
 */
export interface Actor {
  id: number;
  email: string;
  /**
   * The address was proven by its validation link: only then may it open what was given to an
   * address (an invitation, a guest's exchange), or anyone could sign up under it to read them.
   */
  emailValidated: boolean;
  roles: readonly Role[];
  organisationId: number;
  organisationName: string;
  groupId: number | null;
  serviceId: number | null;
  /** The actor's service and its parents: a perimeter naming a parent service includes its children. */
  serviceIds: number[];
  moderator: boolean;
  /** Where the actor works (profile): the origin of distances and the place of a new listing. */
  cityCode: string | null;
  postalCode: string | null;
}

/** What the session loads of an account (the identity module's User satisfies it). */
export interface ActorSource {
  id: number;
  email: string;
  emailValidatedAt?: Date | null;
  roles: Role[];
  organisationId: number;
  organisation?: { name: string; groupId: number | null } | null;
  serviceId: number | null;
  service?: { hierarchy: string } | null;
  cityCode: string | null;
  postalCode: string | null;
}

export function actorOf(source: ActorSource): Actor {
  return {
    id: source.id,
    email: source.email,
    emailValidated: !!source.emailValidatedAt,
    roles: source.roles,
    organisationId: source.organisationId,
    organisationName: source.organisation?.name ?? '',
    groupId: source.organisation?.groupId ?? null,
    serviceId: source.serviceId,
    serviceIds: (source.service?.hierarchy ?? '').split('/').filter(Boolean).map(Number),
    moderator: source.roles.includes(Role.Moderator) || source.roles.includes(Role.PlatformAdmin),
    cityCode: source.cityCode,
    postalCode: source.postalCode,
  };
}
