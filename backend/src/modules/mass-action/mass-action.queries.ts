import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, type Repository } from 'typeorm';
import { updateEach } from '../../core/database/update-each.js';
import { MassActionLine, type MassLineState } from './entities/mass-action-line.entity.js';
import { MassAction } from './entities/mass-action.entity.js';

const INSERT_BATCH = 500;
const FINISHED: MassLineState[] = ['updated', 'unchanged', 'error'];

/** The mass-action module's SQL, in one place. */
@Injectable()
export class MassActionQueries {
  constructor(
    @InjectRepository(MassAction) private readonly actions: Repository<MassAction>,
    @InjectRepository(MassActionLine) private readonly lines: Repository<MassActionLine>,
  ) {}

  async insert(values: Partial<MassAction>, trocIds: readonly number[]): Promise<MassAction> {
    const record = await this.actions.save(this.actions.create(values));
    for (let start = 0; start < trocIds.length; start += INSERT_BATCH) {
      await this.lines.insert(
        trocIds
          .slice(start, start + INSERT_BATCH)
          .map((trocId, i) => ({ massActionId: record.id, trocId, position: start + i, status: 'waiting' as const })),
      );
    }
    return record;
  }

  byId(id: string): Promise<MassAction | null> {
    return this.actions.findOneBy({ id });
  }

  pending(): Promise<MassAction[]> {
    return this.actions.findBy({ status: 'pending' });
  }

  async update(id: string, values: Partial<Omit<MassAction, 'form' | 'actor'>>): Promise<void> {
    await this.actions.update({ id }, values);
  }

  /** Names `next` as the action's job if it is still pending and still names `previous` (false: someone else did). */
  async claimJob(id: string, previous: string | null, next: string): Promise<boolean> {
    const result = await this.actions.update(
      { id, status: 'pending', jobId: previous === null ? IsNull() : previous },
      { jobId: next },
    );
    return (result.affected ?? 0) > 0;
  }

  /** Writes `values` only while the action is still pending (false: it ended, or was cancelled). */
  async updatePending(
    id: string,
    values: Partial<Omit<MassAction, 'form' | 'actor'>>,
    manager?: EntityManager,
  ): Promise<boolean> {
    const result = await (manager?.getRepository(MassAction) ?? this.actions).update({ id, status: 'pending' }, values);
    return (result.affected ?? 0) > 0;
  }

  /** The next lines to work on: the running one a stopped worker left first, then the waiting ones. */
  unfinished(massActionId: string, take: number): Promise<MassActionLine[]> {
    return this.lines.find({
      where: { massActionId, status: In<MassLineState>(['waiting', 'running']) },
      order: { position: 'ASC' },
      take,
    });
  }

  /** Claims a waiting line: false when another worker took it. */
  async claim(line: MassActionLine, name: string | null, before: MassActionLine['before']): Promise<boolean> {
    const result = await this.lines.update({ id: line.id, status: 'waiting' }, { status: 'running', name, before });
    return (result.affected ?? 0) > 0;
  }

  /** Claims waiting lines in the caller's transaction: false when another worker took one of them. */
  async claimMany(manager: EntityManager, ids: readonly number[]): Promise<boolean> {
    const result = await manager
      .getRepository(MassActionLine)
      .update({ id: In([...ids]), status: 'waiting' }, { status: 'running' });
    return (result.affected ?? 0) === ids.length;
  }

  /** A chunk's outcomes with the snapshots they were measured from, in the caller's transaction. */
  finishMany(
    manager: EntityManager,
    rows: readonly {
      id: number;
      values: Pick<MassActionLine, 'status' | 'name' | 'before' | 'excerpt' | 'message' | 'refused'>;
    }[],
  ): Promise<void> {
    return updateEach(manager, MassActionLine, ['status', 'name', 'before', 'excerpt', 'message', 'refused'], rows);
  }

  async finish(
    id: number,
    values: Pick<MassActionLine, 'status' | 'name' | 'excerpt' | 'message' | 'refused'>,
  ): Promise<void> {
    await this.lines.update({ id }, values);
  }

  countFinished(massActionId: string): Promise<number> {
    return this.lines.countBy({ massActionId, status: In(FINISHED) });
  }

  countUpdated(massActionId: string): Promise<number> {
    return this.lines.countBy({ massActionId, status: 'updated' });
  }

  finished(massActionId: string): Promise<MassActionLine[]> {
    return this.lines.find({ where: { massActionId, status: In(FINISHED) }, order: { position: 'ASC' } });
  }
}
