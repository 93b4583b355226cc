import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ConventionStatus } from '@troc/shared';
import type { EntityManager, Repository } from 'typeorm';
import { Convention } from './entities/convention.entity.js';

/** The convention module's SQL, in one place. */
@Injectable()
export class ConventionQueries {
  constructor(@InjectRepository(Convention) private readonly conventions: Repository<Convention>) {}

  ofTracker(trackerId: number): Promise<Convention | null> {
    return this.conventions.findOneBy({ trackerId });
  }

  /** The tracker's row, created empty the first time it is asked for. */
  async ensure(manager: EntityManager, trackerId: number): Promise<Convention> {
    const repo = manager.getRepository(Convention);
    return (await repo.findOneBy({ trackerId })) ?? repo.save(repo.create({ trackerId }));
  }

  async update(manager: EntityManager | null, id: number, fields: Partial<Convention>): Promise<void> {
    await (manager ? manager.getRepository(Convention) : this.conventions).update({ id }, fields);
  }

  /** Moves the status only if it is still the one read: two parties signing at once cannot both win. */
  async setStatusIfStill(
    manager: EntityManager,
    convention: Pick<Convention, 'id' | 'status'>,
    fields: Partial<Convention> & { status: ConventionStatus },
  ): Promise<boolean> {
    const qb = manager.createQueryBuilder().update(Convention).set(fields).where('id = :id', { id: convention.id });
    if (convention.status === null) qb.andWhere('status IS NULL');
    else qb.andWhere('status = :from', { from: convention.status });
    return Boolean((await qb.execute()).affected);
  }
}
