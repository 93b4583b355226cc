import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ImportStatus } from '@troc/shared';
import {
  Between,
  type EntityManager,
  In,
  IsNull,
  LessThanOrEqual,
  MoreThanOrEqual,
  type FindOptionsWhere,
  type Repository,
} from 'typeorm';
import { insertRows } from '../../core/database/insert-rows.js';
import { DataImport } from './entities/data-import.entity.js';
import { ImportLine, type ImportLineState } from './entities/import-line.entity.js';

const FINISHED: ImportLineState[] = ['Success', 'ToComplete', 'Failed'];

export interface ImportFilters {
  status?: ImportStatus;
  /** Inclusive bounds of the upload's instant. */
  from?: Date;
  to?: Date;
}

/** The import module's SQL, in one place. */
@Injectable()
export class ImportQueries {
  constructor(
    @InjectRepository(DataImport) private readonly imports: Repository<DataImport>,
    @InjectRepository(ImportLine) private readonly lines: Repository<ImportLine>,
  ) {}

  insert(values: Partial<DataImport>): Promise<DataImport> {
    return this.imports.save(this.imports.create(values));
  }

  byId(id: string): Promise<DataImport | null> {
    return this.imports.findOneBy({ id });
  }

  /** Queued or running: resumed at start-up when their job is gone. */
  unfinished(): Promise<DataImport[]> {
    return this.imports.findBy({ status: In([ImportStatus.Draft, ImportStatus.Pending]) });
  }

  async update(id: string, values: Partial<Omit<DataImport, 'actor' | 'headers' | 'mapping'>>): Promise<void> {
    await this.imports.update({ id }, values);
  }

  async saveMapping(id: string, mapping: Record<string, string | null>): Promise<void> {
    await this.imports.update({ id }, { mapping });
  }

  /** Names `next` as the import's job if it is still queued or running and still names `previous` (false: someone else did). */
  async claimJob(id: string, previous: string | null, next: string): Promise<boolean> {
    const result = await this.imports.update(
      {
        id,
        status: In([ImportStatus.Draft, ImportStatus.Pending]),
        jobId: previous === null ? IsNull() : previous,
      },
      { jobId: next },
    );
    return (result.affected ?? 0) > 0;
  }

  /** Moves the import along the machine only from the statuses given (false: it was elsewhere). */
  async transition(
    id: string,
    from: readonly ImportStatus[],
    values: Partial<DataImport>,
    manager?: EntityManager,
  ): Promise<boolean> {
    const result = await (manager?.getRepository(DataImport) ?? this.imports).update(
      { id, status: In([...from]) },
      values,
    );
    return (result.affected ?? 0) > 0;
  }

  async mine(userId: number, filters: ImportFilters, skip: number, take: number): Promise<[DataImport[], number]> {
    const where: FindOptionsWhere<DataImport> = { userId };
    if (filters.status) where.status = filters.status;
    if (filters.from && filters.to) where.createdAt = Between(filters.from, filters.to);
    else if (filters.from) where.createdAt = MoreThanOrEqual(filters.from);
    else if (filters.to) where.createdAt = LessThanOrEqual(filters.to);
    return this.imports.findAndCount({ where, order: { createdAt: 'DESC', id: 'ASC' }, skip, take });
  }

  async remove(id: string): Promise<void> {
    await this.lines.delete({ importId: id });
    await this.imports.delete({ id });
  }

  // Lines

  /** The last line written: a run stopped while reading the file goes on after it (lines are written in file order). */
  async lastLineNumber(importId: string): Promise<number> {
    const row = await this.lines
      .createQueryBuilder('l')
      .select('MAX(l.lineNumber)', 'last')
      .where('l.importId = :importId', { importId })
      .getRawOne<{ last: number | string | null }>();
    return Number(row?.last ?? 0);
  }

  /** Lines as read, waiting unless given their outcome (then in the caller's transaction, with its writes). */
  async insertLines(
    rows: (Pick<ImportLine, 'importId' | 'lineNumber' | 'cells' | 'slug'> &
      Partial<Pick<ImportLine, 'status' | 'targetSlug' | 'targetName' | 'issues'>>)[],
    manager: EntityManager = this.lines.manager,
  ): Promise<void> {
    await insertRows(
      manager,
      ImportLine,
      rows.map((row) => ({ status: 'waiting' as const, ...row })),
    );
  }

  /** The next lines to work on: the running one a stopped worker left first, then the waiting ones. */
  unfinishedLines(importId: string, take: number): Promise<ImportLine[]> {
    return this.lines.find({
      where: { importId, status: In<ImportLineState>(['waiting', 'running']) },
      order: { lineNumber: 'ASC' },
      take,
    });
  }

  /** Claims a waiting line: false when another worker took it. */
  async claim(line: ImportLine): Promise<boolean> {
    const result = await this.lines.update({ id: line.id, status: 'waiting' }, { status: 'running' });
    return (result.affected ?? 0) > 0;
  }

  async finishLine(
    id: number,
    values: Pick<ImportLine, 'status' | 'targetSlug' | 'targetName' | 'issues'>,
  ): Promise<void> {
    await this.lines.update({ id }, values);
  }

  /** Finished lines per outcome. */
  async counts(importId: string): Promise<Record<'Success' | 'ToComplete' | 'Failed', number>> {
    const rows = await this.lines
      .createQueryBuilder('l')
      .select('l.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .where('l.importId = :importId AND l.status IN (:...finished)', { importId, finished: FINISHED })
      .groupBy('l.status')
      .getRawMany<{ status: ImportLineState; n: number | string }>();
    const counts = { Success: 0, ToComplete: 0, Failed: 0 };
    for (const row of rows) counts[row.status as keyof typeof counts] = Number(row.n);
    return counts;
  }

  finishedLines(importId: string, skip: number, take: number): Promise<[ImportLine[], number]> {
    return this.lines.findAndCount({
      where: { importId, status: In(FINISHED) },
      order: { lineNumber: 'ASC' },
      skip,
      take,
    });
  }
}
