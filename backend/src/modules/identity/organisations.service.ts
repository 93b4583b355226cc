import { Injectable } from '@nestjs/common';
import { ORGANISATION_KIND_BY_ORGANISM_TYPE, type OrganismType, type ServiceRef } from '@troc/shared';
import type { Tx } from '../../core/database/transactions.js';
import type { Organisation } from './entities/organisation.entity.js';
import type { Service } from './entities/service.entity.js';
import { OrganisationQueries } from './organisations.queries.js';

export const toServiceRef = (s: Service): ServiceRef => ({
  id: s.id,
  name: s.name,
  internalCode: s.internalCode,
  altInternalCode: s.altInternalCode,
  prefix: s.prefix,
  hierarchy: s.hierarchy,
  nbChildren: s.nbChildren,
});

/** Organisations and their service trees. */
@Injectable()
export class OrganisationsService {
  constructor(private readonly queries: OrganisationQueries) {}

  /**
   * The organisation a registration names: the directory entry when one was chosen,
   * else an existing organisation of that type and exact name, else a new one.
   */
  async findOrCreate(
    manager: Tx,
    input: { organismType: OrganismType; name: string; identifier: string | null; siret?: string },
  ): Promise<{ organisation: Organisation; rootService: Service }> {
    const existing = input.identifier
      ? await this.queries.organisationBy(manager, { organismType: input.organismType, identifier: input.identifier })
      : await this.queries.organisationBy(manager, { organismType: input.organismType, name: input.name });
    const organisation =
      existing ??
      (await this.queries.insertOrganisation(manager, {
        name: input.name,
        organismType: input.organismType,
        kind: ORGANISATION_KIND_BY_ORGANISM_TYPE[input.organismType],
        identifier: input.identifier,
        siret: input.siret ?? null,
      }));
    // A registration through ProConnect teaches an organisation its SIRET.
    if (input.siret && !organisation.siret && !(await this.queries.siretTaken(manager, input.siret))) {
      await this.queries.setSiret(manager, organisation.id, input.siret);
      organisation.siret = input.siret;
    }
    return { organisation, rootService: await this.rootService(manager, organisation) };
  }

  /** Adds a service under a parent, keeping the materialised path and the parent's child count. */
  async addService(
    manager: Tx,
    organisationId: number,
    parent: Service | null,
    fields: Pick<Service, 'name'> & Partial<Pick<Service, 'internalCode' | 'altInternalCode' | 'prefix'>>,
  ): Promise<Service> {
    return this.queries.insertService(manager, { organisationId, ...fields }, parent);
  }

  async listServices(
    organisationId: number,
    page: number,
    size: number,
  ): Promise<{ data: ServiceRef[]; total: number }> {
    const [rows, total] = await this.queries.servicePage(organisationId, page, size);
    return { data: rows.map(toServiceRef), total };
  }

  /** The services of `ids` that belong to the organisation (others are silently left out). */
  async servicesOf(organisationId: number, ids: readonly number[]): Promise<Service[]> {
    if (ids.length === 0) return [];
    return this.queries.servicesOf(organisationId, ids);
  }

  async findServices(ids: readonly number[]): Promise<Map<number, Service>> {
    if (ids.length === 0) return new Map();
    return new Map((await this.queries.servicesByIds(ids)).map((s) => [s.id, s]));
  }

  /** The organisation of a SIRET: its own, else the one registered from the SIRET's directory entry. */
  async findBySiret(
    manager: Tx,
    siret: string,
    entry: { organismType: OrganismType; identifier: string } | null,
  ): Promise<Organisation | null> {
    const own = await this.queries.organisationBy(manager, { siret });
    if (own || !entry) return own;
    const registered = await this.queries.organisationBy(manager, {
      organismType: entry.organismType,
      identifier: entry.identifier,
    });
    if (registered && !registered.siret) {
      await this.queries.setSiret(manager, registered.id, siret);
      registered.siret = siret;
    }
    return registered;
  }

  /** The root service of an organisation (created with the organisation's name when it has none). */
  async rootService(manager: Tx, organisation: Organisation): Promise<Service> {
    return (
      (await this.queries.rootService(manager, organisation.id)) ??
      (await this.addService(manager, organisation.id, null, { name: organisation.name }))
    );
  }

  findOrganisation(id: number): Promise<Organisation | null> {
    return this.queries.organisation(id);
  }
}
