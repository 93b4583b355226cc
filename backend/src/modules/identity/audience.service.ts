import { Injectable } from '@nestjs/common';
import {
  type FieldErrors,
  formatDate,
  fr,
  type ListingInvitation,
  type ListingManageValues,
  normaliseVisibility,
  readId,
  readList,
  type Visibility,
  Visibility as V,
} from '@troc/shared';
import { OrganisationsService } from './organisations.service.js';
import { UsersService } from './users.service.js';

/** The audience of a manage form once read: visibility with what it implies, perimeter, invitations. */
export interface Audience {
  visibility: Visibility[];
  perimeter: number[];
  invitations: string[];
}

/**
 * What the manage forms of listings and operations check against the organisation (its
 * members, its services) and how they show their invitations: one place for both.
 */
@Injectable()
export class AudienceService {
  constructor(
    private readonly users: UsersService,
    private readonly organisations: OrganisationsService,
  ) {}

  read(values: Pick<ListingManageValues, 'visibility' | 'perimeter' | 'invitations'>): Audience {
    const visibility = normaliseVisibility(readList(values.visibility) as Visibility[]) ?? [];
    return {
      visibility,
      perimeter: visibility.includes(V.Internal)
        ? readList(values.perimeter)
            .map(readId)
            .filter((id): id is number => id !== null)
        : [],
      invitations: visibility.includes(V.Private)
        ? [...new Set(readList(values.invitations).map((e) => e.toLowerCase()))]
        : [],
    };
  }

  /** Adds to `errors` what the organisation refuses: a manager not among its active members, a service or perimeter not its own. */
  async check(
    organisationId: number,
    values: Pick<ListingManageValues, 'manager' | 'service'>,
    audience: Audience,
    errors: FieldErrors,
  ): Promise<void> {
    if (!errors.manager) {
      const managerId = readId(values.manager)!;
      const manager = (await this.users.findByIds([managerId])).get(managerId);
      if (!manager || !manager.enabled || manager.organisationId !== organisationId) {
        errors.manager = [fr.listing.errors.managerUnknown];
      }
    }
    if (!errors.service) {
      const [service] = await this.organisations.servicesOf(organisationId, [readId(values.service)!]);
      if (!service) errors.service = [fr.listing.errors.serviceUnknown];
    }
    if (audience.perimeter.length) {
      const known = await this.organisations.servicesOf(organisationId, audience.perimeter);
      if (known.length !== new Set(audience.perimeter).size) errors.perimeter = [fr.listing.errors.perimeterUnknown];
    }
  }

  /** Invited addresses as the manage form lists them, with the member behind each when there is one. */
  async invitationViews(rows: { email: string; createdAt: Date }[]): Promise<ListingInvitation[]> {
    const members = await this.users.findByEmails(rows.map((r) => r.email));
    return rows.map((row) => {
      const member = members.get(row.email);
      return {
        email: row.email,
        creationDisplayDate: formatDate(row.createdAt),
        user: member
          ? {
              slug: member.slug,
              firstname: member.firstname,
              lastname: member.lastname,
              service: member.service?.name ?? null,
              organisation: member.organisation.name,
            }
          : null,
      };
    });
  }

  /** The perimeter's services by id, in the order given. */
  async perimeterViews(ids: number[]): Promise<{ id: number; name: string }[]> {
    const services = await this.organisations.findServices(ids);
    return ids.flatMap((id) => {
      const service = services.get(id);
      return service ? [{ id: service.id, name: service.name }] : [];
    });
  }
}
