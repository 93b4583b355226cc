import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Delegation } from './entities/delegation.entity.js';

type Subject = Delegation['subjectType'];

/** The delegation table (listings' and operations' delegates). */
@Injectable()
export class DelegationQueries {
  constructor(@InjectRepository(Delegation) private readonly delegations: Repository<Delegation>) {}

  /** The delegations of a subject, oldest first; in the caller's transaction when given one. */
  ofSubject(subjectType: Subject, subjectId: number, manager?: EntityManager): Promise<Delegation[]> {
    return (manager?.getRepository(Delegation) ?? this.delegations).find({
      where: { subjectType, subjectId },
      order: { id: 'ASC' },
    });
  }

  /** A new delegation, in the caller's transaction (the unique key refuses a second one). */
  insert(manager: EntityManager, row: Pick<Delegation, 'subjectType' | 'subjectId' | 'userId' | 'createdById'>) {
    const repo = manager.getRepository(Delegation);
    return repo.save(repo.create(row));
  }

  byId(id: number): Promise<Delegation | null> {
    return this.delegations.findOneBy({ id });
  }

  /** Whether the row was still there to delete. */
  async delete(manager: EntityManager, id: number): Promise<boolean> {
    const result = await manager.getRepository(Delegation).delete({ id });
    return Boolean(result.affected);
  }

  async subjectIdsOf(userId: number, subjectType: Subject): Promise<number[]> {
    const rows = await this.delegations.find({ where: { userId, subjectType }, select: { subjectId: true } });
    return rows.map((r) => r.subjectId);
  }
}
