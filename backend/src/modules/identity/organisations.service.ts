import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ORGANISATION_KIND_BY_ORGANISM_TYPE, type OrganismType, type ServiceRef } from '@troc/shared';
import { type EntityManager, In, IsNull, type Repository } from 'typeorm';
import { Organisation } from './entities/organisation.entity.js';
import { Service } from './entities/service.entity.js';

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
  constructor(
    @InjectRepository(Organisation) private readonly organisations: Repository<Organisation>,
    @InjectRepository(Service) private readonly services: Repository<Service>,
  ) {}

  /**
   * The organisation a registration names: the directory entry when one was chosen,
   * else an existing organisation of that type and exact name, else a new one.
   */
  async findOrCreate(
    manager: EntityManager,
    input: { organismType: OrganismType; name: string; identifier: string | null; siret?: string },
  ): Promise<{ organisation: Organisation; rootService: Service }> {
    const repo = manager.getRepository(Organisation);
    const existing = input.identifier
      ? await repo.findOneBy({ organismType: input.organismType, identifier: input.identifier })
      : await repo.findOneBy({ organismType: input.organismType, name: input.name });
    const organisation =
      existing ??
      (await repo.save(
        repo.create({
          name: input.name,
          organismType: input.organismType,
          kind: ORGANISATION_KIND_BY_ORGANISM_TYPE[input.organismType],
          identifier: input.identifier,
          siret: input.siret ?? null,
        }),
      ));
    // A registration through ProConnect teaches an organisation its SIRET.
    if (input.siret && !organisation.siret && !(await repo.existsBy({ siret: input.siret }))) {
      await repo.update(organisation.id, { siret: input.siret });
      organisation.siret = input.siret;
    }
    return { organisation, rootService: await this.rootService(manager, organisation) };
  }

  /** Adds a service under a parent, keeping the materialised path and the parent's child count. */
  async addService(
    manager: EntityManager,
    organisationId: number,
    parent: Service | null,
    fields: Pick<Service, 'name'> & Partial<Pick<Service, 'internalCode' | 'altInternalCode' | 'prefix'>>,
  ): Promise<Service> {
    const repo = manager.getRepository(Service);
    const service = await repo.save(
      repo.create({ organisationId, parentId: parent?.id ?? null, hierarchy: '/', nbChildren: 0, ...fields }),
    );
    service.hierarchy = `${parent ? parent.hierarchy : '/'}${service.id}/`;
    await repo.update(service.id, { hierarchy: service.hierarchy });
    if (parent) await repo.increment({ id: parent.id }, 'nbChildren', 1);
    return service;
  }

  async listServices(
    organisationId: number,
    page: number,
    size: number,
  ): Promise<{ data: ServiceRef[]; total: number }> {
    const [rows, total] = await this.services.findAndCount({
      where: { organisationId },
      order: { hierarchy: 'ASC' },
      skip: (page - 1) * size,
      take: size,
    });
    return { data: rows.map(toServiceRef), total };
  }

  /** The services of `ids` that belong to the organisation (others are silently left out). */
  async servicesOf(organisationId: number, ids: readonly number[]): Promise<Service[]> {
    if (ids.length === 0) return [];
    return this.services.find({ where: { organisationId, id: In([...new Set(ids)]) }, order: { hierarchy: 'ASC' } });
  }

  async findServices(ids: readonly number[]): Promise<Map<number, Service>> {
    if (ids.length === 0) return new Map();
    return new Map((await this.services.findBy({ id: In([...new Set(ids)]) })).map((s) => [s.id, s]));
  }

  /** The organisation of a SIRET: its own, else the one registered from the SIRET's directory entry. */
  async findBySiret(
    manager: EntityManager,
    siret: string,
    entry: { organismType: OrganismType; identifier: string } | null,
  ): Promise<Organisation | null> {
    const repo = manager.getRepository(Organisation);
    const own = await repo.findOneBy({ siret });
    if (own || !entry) return own;
    const registered = await repo.findOneBy({ organismType: entry.organismType, identifier: entry.identifier });
    if (registered && !registered.siret) {
      await repo.update(registered.id, { siret });
      registered.siret = siret;
    }
    return registered;
  }

  /** The root service of an organisation (created with the organisation's name when it has none). */
  async rootService(manager: EntityManager, organisation: Organisation): Promise<Service> {
    return (
      (await manager
        .getRepository(Service)
        .findOne({ where: { organisationId: organisation.id, parentId: IsNull() }, order: { id: 'ASC' } })) ??
      (await this.addService(manager, organisation.id, null, { name: organisation.name }))
    );
  }

  findOrganisation(id: number): Promise<Organisation | null> {
    return this.organisations.findOneBy({ id });
  }
}
