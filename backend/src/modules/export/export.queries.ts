import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThan, type Repository } from 'typeorm';
import { DataExport, type ExportState } from './entities/data-export.entity.js';

/** The export module's SQL, in one place. */
@Injectable()
export class ExportQueries {
  constructor(@InjectRepository(DataExport) private readonly exports: Repository<DataExport>) {}

  insert(values: Partial<DataExport>): Promise<DataExport> {
    return this.exports.save(this.exports.create(values));
  }

  byId(id: string): Promise<DataExport | null> {
    return this.exports.findOneBy({ id });
  }

  /** Exports of one person still being written. */
  countRunning(userId: number): Promise<number> {
    return this.exports.countBy({ userId, status: In<ExportState>(['pending', 'running']) });
  }

  async update(id: string, values: Partial<Omit<DataExport, 'filters' | 'actor'>>): Promise<void> {
    await this.exports.update({ id }, values);
  }

  /** Moves the export on only from the statuses given (false: it was elsewhere, e.g. cancelled). */
  async transition(
    id: string,
    from: ExportState[],
    values: Partial<Omit<DataExport, 'filters' | 'actor'>>,
  ): Promise<boolean> {
    const result = await this.exports.update({ id, status: In(from) }, values);
    return (result.affected ?? 0) > 0;
  }

  /** Past their retention; a failure recorded without one (older versions) counts from its request. */
  expired(now: Date, failedBefore: Date): Promise<DataExport[]> {
    return this.exports.find({
      where: [
        { expiresAt: LessThan(now) },
        { status: 'failed', expiresAt: IsNull(), createdAt: LessThan(failedBefore) },
      ],
      take: 500,
    });
  }

  async delete(ids: string[]): Promise<void> {
    if (ids.length) await this.exports.delete({ id: In(ids) });
  }
}
