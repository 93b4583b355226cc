import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type FindOptionsWhere, In, IsNull, type Repository } from 'typeorm';
import { escapeLike } from '../../core/database/like.js';
import { Organisation } from './entities/organisation.entity.js';
import { Service } from './entities/service.entity.js';

/** The organisation and service tables (a service tree keeps its materialised path and child counts). */
@Injectable()
export class OrganisationQueries {
  constructor(
    @InjectRepository(Organisation) private readonly organisations: Repository<Organisation>,
    @InjectRepository(Service) private readonly services: Repository<Service>,
  ) {}

  organisationBy(manager: EntityManager, where: FindOptionsWhere<Organisation>) {
    return manager.getRepository(Organisation).findOneBy(where);
  }

  siretTaken(manager: EntityManager, siret: string): Promise<boolean> {
    return manager.getRepository(Organisation).existsBy({ siret });
  }

  insertOrganisation(
    manager: EntityManager,
    row: Pick<Organisation, 'name' | 'organismType' | 'kind' | 'identifier' | 'siret'>,
  ): Promise<Organisation> {
    const repo = manager.getRepository(Organisation);
    return repo.save(repo.create(row));
  }

  async setSiret(manager: EntityManager, organisationId: number, siret: string): Promise<void> {
    await manager.getRepository(Organisation).update(organisationId, { siret });
  }

  organisation(id: number): Promise<Organisation | null> {
    return this.organisations.findOneBy({ id });
  }

  /** A new service under its parent (or a root): its path, then the parent's child count. */
  async insertService(
    manager: EntityManager,
    row: Pick<Service, 'organisationId' | 'name'> & Partial<Service>,
    parent: Service | null,
  ): Promise<Service> {
    const repo = manager.getRepository(Service);
    const service = await repo.save(
      repo.create({ parentId: parent?.id ?? null, hierarchy: '/', nbChildren: 0, ...row }),
    );
    service.hierarchy = `${parent ? parent.hierarchy : '/'}${service.id}/`;
    await repo.update(service.id, { hierarchy: service.hierarchy });
    if (parent) await repo.increment({ id: parent.id }, 'nbChildren', 1);
    return service;
  }

  /** The first service without a parent: the organisation's root. */
  rootService(manager: EntityManager, organisationId: number): Promise<Service | null> {
    return manager
      .getRepository(Service)
      .findOne({ where: { organisationId, parentId: IsNull() }, order: { id: 'ASC' } });
  }

  /** The organisation's services without a parent, oldest first. */
  topServices(organisationId: number): Promise<Service[]> {
    return this.services.find({ where: { organisationId, parentId: IsNull() }, order: { id: 'ASC' } });
  }

  servicePage(organisationId: number, page: number, size: number): Promise<[Service[], number]> {
    return this.services.findAndCount({
      where: { organisationId },
      order: { hierarchy: 'ASC' },
      skip: (page - 1) * size,
      take: size,
    });
  }

  /** The services of `ids` that belong to the organisation, in tree order. */
  servicesOf(organisationId: number, ids: readonly number[]): Promise<Service[]> {
    return this.services.find({ where: { organisationId, id: In([...new Set(ids)]) }, order: { hierarchy: 'ASC' } });
  }

  service(organisationId: number, id: number): Promise<Service | null> {
    return this.services.findOneBy({ organisationId, id });
  }

  children(organisationId: number, parentId: number): Promise<Service[]> {
    return this.services.find({ where: { organisationId, parentId }, order: { name: 'ASC' } });
  }

  servicesByIds(ids: readonly number[]): Promise<Service[]> {
    return this.services.findBy({ id: In([...new Set(ids)]) });
  }

  /** Services whose name or internal code holds the text (case ignored), in tree order, at most `take`. */
  searchServices(organisationId: number, keyword: string, take: number): Promise<Service[]> {
    const text = `%${escapeLike(keyword.toLowerCase())}%`;
    return this.services
      .createQueryBuilder('s')
      .where('s.organisationId = :organisationId', { organisationId })
      .andWhere("(LOWER(s.name) LIKE :text ESCAPE '!' OR LOWER(s.internalCode) LIKE :text ESCAPE '!')", { text })
      .orderBy('s.hierarchy', 'ASC')
      .take(take)
      .getMany();
  }

  /** The whole tree of an organisation, as little as resolving paths needs. */
  tree(organisationId: number): Promise<Pick<Service, 'id' | 'parentId' | 'hierarchy'>[]> {
    return this.services.find({
      where: { organisationId },
      select: { id: true, parentId: true, hierarchy: true },
      order: { hierarchy: 'ASC' },
    });
  }
}
