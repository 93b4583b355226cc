import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PublicationStatus } from '@troc/shared';
import { type EntityManager, In, LessThan, LessThanOrEqual, Not, type Repository } from 'typeorm';
import type { Actor } from '../../core/auth/actor.js';
import { escapeLike } from '../../core/database/like.js';
import { addCounts } from '../../core/database/tally.js';
import { InvitationTableQueries } from '../../shared/invitation-rows.js';
import type { ListScope } from '../identity/index.js';
import { TrocVisibility } from '../troc/index.js';
import { OperationInvitation, OperationPerimeter } from './entities/operation-audience.entity.js';
import { Operation } from './entities/operation.entity.js';

export const OPERATION_TABLES = {
  invitation: 'operation_invitation',
  perimeter: 'operation_perimeter',
  key: 'operationId',
};

export interface OperationListFilter {
  publicationStatus: PublicationStatus[];
  keyword?: string;
}

/** The operation module's SQL, in one place. */
@Injectable()
export class OperationQueries {
  constructor(
    @InjectRepository(Operation) private readonly operations: Repository<Operation>,
    @InjectRepository(OperationInvitation) private readonly invitations: Repository<OperationInvitation>,
    @InjectRepository(OperationPerimeter) private readonly perimeters: Repository<OperationPerimeter>,
    private readonly visibility: TrocVisibility,
  ) {}

  /** The row's copy of its delegates (',4,12,'), rewritten in the delegation's transaction. */
  async setDelegates(manager: EntityManager, id: number, delegates: string | null): Promise<void> {
    await manager.getRepository(Operation).update({ id }, { delegates });
  }

  /** One operation if the viewer may see it: the listing's visibility rule on the operation's tables. */
  visibleBySlug(slug: string, viewer: Actor | null): Promise<Operation | null> {
    const qb = this.operations.createQueryBuilder('o').where('o.slug = :slug', { slug });
    return this.visibility.where(qb, 'o', viewer, { tables: OPERATION_TABLES }).getOne();
  }

  async idBySlug(slug: string): Promise<number | null> {
    const row = await this.operations.findOne({ where: { slug }, select: { id: true } });
    return row?.id ?? null;
  }

  async byIds(ids: readonly number[]): Promise<Map<number, Operation>> {
    if (ids.length === 0) return new Map();
    const rows = await this.operations.findBy({ id: In([...new Set(ids)]) });
    return new Map(rows.map((o) => [o.id, o]));
  }

  /** « Mes opérations »: those I own, manage or was delegated, with the list's filters, most recently changed first. */
  private mineQuery(scope: ListScope, filter: OperationListFilter) {
    const qb = this.mineBase(scope);
    if (filter.publicationStatus.length) {
      qb.andWhere('o.publicationStatus IN (:...statuses)', { statuses: filter.publicationStatus });
    } else {
      qb.andWhere('o.publicationStatus <> :archived', { archived: PublicationStatus.Archived });
    }
    const keyword = filter.keyword?.trim().toLowerCase();
    if (keyword) qb.andWhere("LOWER(o.name) LIKE :kw ESCAPE '!'", { kw: `%${escapeLike(keyword)}%` });
    return qb.orderBy('o.updatedAt', 'DESC').addOrderBy('o.id', 'DESC');
  }

  /** The member's own operations, or their organisation's within the services an admin chose. */
  private mineBase(scope: ListScope) {
    const qb = this.operations.createQueryBuilder('o');
    if (scope.organisation) {
      const { id, services } = scope.organisation;
      qb.where('o.organisationId = :scopeOrg', { scopeOrg: id });
      return services.length
        ? qb.andWhere('o.serviceId IN (:...scopeServices)', { scopeServices: services })
        : qb.andWhere('1 = 0');
    }
    return qb.where('(o.ownerId = :me OR o.managerId = :me OR o.delegates LIKE :delegate)', {
      me: scope.userId,
      delegate: `%,${scope.userId},%`,
    });
  }

  async mine(scope: ListScope, filter: OperationListFilter, page: number, size: number) {
    const [[rows, totalResults], total] = await Promise.all([
      this.mineQuery(scope, filter)
        .skip((page - 1) * size)
        .take(size)
        .getManyAndCount(),
      this.mineBase(scope)
        .andWhere('o.publicationStatus <> :archived', { archived: PublicationStatus.Archived })
        .getCount(),
    ]);
    return { rows, total, totalResults };
  }

  /** The ids of « Mes opérations » for these filters, in the list's order (exports). */
  async mineIds(scope: ListScope, filter: OperationListFilter): Promise<number[]> {
    const rows = await this.mineQuery(scope, filter).select('o.id', 'id').getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  save(operation: Operation, manager?: EntityManager): Promise<Operation> {
    return (manager ? manager.getRepository(Operation) : this.operations).save(operation);
  }

  create(fields: Partial<Operation>): Operation {
    return this.operations.create(fields);
  }

  /** Views counted in memory since the last write (Tally), added in one statement per count. */
  addViews(increments: ReadonlyMap<number, number>): Promise<void> {
    return addCounts(this.operations.manager, this.operations.metadata.tableName, 'viewTotal', increments);
  }

  async setStatusIfStill(
    manager: EntityManager,
    operation: Pick<Operation, 'id' | 'publicationStatus'>,
    update: Partial<Operation>,
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Operation)
      .set(update)
      .where('id = :id AND publicationStatus = :from', { id: operation.id, from: operation.publicationStatus })
      .execute();
    return Boolean(result.affected);
  }

  /** Operations due to start, and live ones past their end date (the periodic job). */
  async due(today: string) {
    const [starting, ending] = await Promise.all([
      this.operations.findBy({
        publicationStatus: PublicationStatus.ToPublish,
        availabilityStartDate: LessThanOrEqual(today),
      }),
      this.operations.findBy({
        publicationStatus: In([PublicationStatus.Published, PublicationStatus.ToPublish]),
        availabilityEndDate: LessThan(today),
      }),
    ]);
    return { starting, ending };
  }

  async invitationsOf(operationId: number): Promise<OperationInvitation[]> {
    return this.invitations.find({ where: { operationId }, order: { id: 'ASC' } });
  }

  async perimeterOf(operationId: number): Promise<number[]> {
    return (await this.perimeters.find({ where: { operationId }, order: { id: 'ASC' } })).map((p) => p.serviceId);
  }

  /** Keeps exactly these invitations and perimeter; answers the addresses newly invited. */
  async replaceAudience(
    manager: EntityManager,
    operationId: number,
    emails: string[],
    serviceIds: number[],
  ): Promise<string[]> {
    const invitations = manager.getRepository(OperationInvitation);
    await invitations.delete(emails.length ? { operationId, email: Not(In(emails)) } : { operationId });
    const existing = new Set((await invitations.findBy({ operationId })).map((i) => i.email));
    const added = emails.filter((e) => !existing.has(e));
    if (added.length) {
      await invitations.insert(added.map((email) => ({ operationId, email, slug: randomBytes(8).toString('hex') })));
    }
    const perimeter = manager.getRepository(OperationPerimeter);
    await perimeter.delete({ operationId });
    if (serviceIds.length) {
      await perimeter.insert([...new Set(serviceIds)].map((serviceId) => ({ operationId, serviceId })));
    }
    return added;
  }

  /** The operations' invitations, read and cleaned for « mes invitations » (OperationInvitations). */
  invitationTable(): InvitationTableQueries {
    return new InvitationTableQueries(this.operations.manager, {
      invitation: 'operation_invitation',
      target: 'operation',
      key: 'operationId',
    });
  }
}
