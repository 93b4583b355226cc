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
import { UserQueries } from './users.queries.js';

/** The audience of a manage form once read: visibility with what it implies, perimeter, invitations. */
export interface Audience {
  visibility: Visibility[];
  perimeter: number[];
  invitations: string[];
}

/** Where the audience's check reads the organisation: straight from the database, or a job's memo. */
export interface AudienceLookups {
  manager(id: number): Promise<{ enabled: boolean; organisationId: number } | undefined>;
  services(organisationId: number, ids: number[]): Promise<{ id: number }[]>;
}

/**
 * What the manage forms of listings and operations check against the organisation (its
 * members, its services) and how they show their invitations: one place for both.
 */
@Injectable()
export class AudienceService {
  constructor(
    private readonly users: UserQueries,
    private readonly organisations: OrganisationsService,
  ) {}

  private readonly direct: AudienceLookups = {
    manager: async (id) => (await this.users.findByIds([id])).get(id),
    services: (organisationId, ids) => this.organisations.servicesOf(organisationId, ids),
  };

  /**
   * Lookups read once each for the length of a job (a batch checks the same manager and services
   * on every line); what changes meanwhile is seen by the next job.
   */
  memo(): AudienceLookups {
    const managers = new Map<number, ReturnType<AudienceLookups['manager']>>();
    const services = new Map<string, ReturnType<AudienceLookups['services']>>();
    return {
      manager: (id) => {
        if (!managers.has(id)) managers.set(id, this.direct.manager(id));
        return managers.get(id)!;
      },
      services: (organisationId, ids) => {
        const key = `${organisationId}:${[...ids].sort((a, b) => a - b).join(',')}`;
        if (!services.has(key)) services.set(key, this.direct.services(organisationId, ids));
        return services.get(key)!;
      },
    };
  }

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
    lookups: AudienceLookups = this.direct,
  ): Promise<void> {
    if (!errors.manager) {
      const manager = await lookups.manager(readId(values.manager)!);
      if (!manager || !manager.enabled || manager.organisationId !== organisationId) {
        errors.manager = [fr.listing.errors.managerUnknown];
      }
    }
    if (!errors.service) {
      const [service] = await lookups.services(organisationId, [readId(values.service)!]);
      if (!service) errors.service = [fr.listing.errors.serviceUnknown];
    }
    if (audience.perimeter.length) {
      const known = await lookups.services(organisationId, audience.perimeter);
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
