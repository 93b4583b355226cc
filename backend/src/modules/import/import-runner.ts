import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { canImport, fr, ImportStatus } from '@troc/shared';
import { Transactions } from '../../core/database/transactions.js';
import { isUnavailable } from '../../core/http/database-errors.js';
import { JobReconciler } from '../../core/queue/job-reconciler.js';
import { QueueService } from '../../core/queue/queue.service.js';
import { StoredFileMissing } from '../../core/storage/file-storage.js';
import type { RunningJob } from '../../core/queue/queue.types.js';
import type { DataImport } from './entities/data-import.entity.js';
import type { ImportLine } from './entities/import-line.entity.js';
import type { ChunkPlanner, ImportContext, Importer, LineOutcome } from './import-importers.js';
import { rowOf } from './import-lines.js';
import { fileLines, UnreadableFile } from './import-reading.js';
import type { ImportFiles } from './import-uploads.js';
import { ImportQueries } from './import.queries.js';

export const IMPORT_QUEUE = 'import';
const RUN_JOB = 'run';
const LINES_PER_WRITE = 500;
/** Lines read, planned and written per transaction. */
const LINES_PER_CHUNK = 500;
const E = fr.imports.errors;

/** Test hooks: after a line was applied, before its outcome is written (a crash there); after a chunk committed. */
export interface ImportHooks {
  afterApply?: (processed: number) => Promise<void> | void;
  afterChunk?: (processed: number) => Promise<void> | void;
}

type Counts = Record<'Success' | 'ToComplete' | 'Failed', number>;

/** A chunk given up inside its transaction: rolled back, then the job goes on as the reason says. */
class ChunkGivenUp extends Error {
  constructor(
    readonly reason: 'taken' | 'cancelled' | 'broken',
    readonly error?: unknown,
  ) {
    super(reason);
  }
}

/**
 * An import's job: the file's lines written once as rows, then each unfinished line applied once.
 * Lines a kind can write together go in chunks, each read and checked in memory then written with
 * its outcomes and the import's progress in one transaction: a worker stopped mid-chunk leaves
 * nothing of it, and the next run does the chunk again. Other lines (pictures to store, a line a
 * stopped worker left running) are applied one at a time. Resumed at start-up when its job is gone.
 */
@Injectable()
export class ImportRunner implements OnModuleInit {
  private readonly logger = new Logger('Imports');
  readonly hooks: ImportHooks = {};
  /** Set by the import service: the kinds' importers, the files, each import's context. */
  private setup!: {
    importers: Record<DataImport['kind'], Importer>;
    files: ImportFiles;
    contextOf: (record: DataImport, pictures: ImportContext['pictures']) => Promise<ImportContext>;
  };

  constructor(
    private readonly queries: ImportQueries,
    private readonly queue: QueueService,
    private readonly reconciler: JobReconciler,
    private readonly transactions: Transactions,
  ) {}

  use(setup: ImportRunner['setup']): void {
    this.setup = setup;
  }

  onModuleInit(): void {
    this.queue.register<{ importId: string }>(
      IMPORT_QUEUE,
      RUN_JOB,
      (job) => this.run(job.payload.importId, job),
      (payload, reason) => this.fail(payload.importId, reason),
    );
    this.reconciler.join(() => this.resume());
  }

  /** A job for the import, unless another process gave it one since `record` was read (see enqueueClaimed). */
  async enqueue(record: Pick<DataImport, 'id' | 'jobId'>, userId: number): Promise<boolean> {
    const job = await this.queue.enqueueClaimed(IMPORT_QUEUE, RUN_JOB, { importId: record.id }, userId, (jobId) =>
      this.queries.claimJob(record.id, record.jobId ?? null, jobId),
    );
    return job !== null;
  }

  /**
   * Imports left queued or running whose job is gone get a new one (the lines say where to go
   * on); one whose job was given up is failed with its reason.
   */
  async resume(): Promise<number> {
    let resumed = 0;
    for (const record of await this.queries.unfinished()) {
      const job = record.jobId ? await this.queue.find(record.jobId) : null;
      if (job && (job.status === 'pending' || job.status === 'running')) continue;
      if (job?.status === 'failed') {
        await this.fail(record.id, job.error?.startsWith(fr.jobs.lost) ? fr.jobs.lost : fr.jobs.failed);
        continue;
      }
      if (await this.enqueue(record, record.userId)) resumed += 1;
    }
    return resumed;
  }

  /** Fails a queued or running import with `message`; false when it was not (any more). */
  async fail(importId: string, message: string): Promise<boolean> {
    const counts = await this.queries.counts(importId);
    return this.queries.transition(importId, [ImportStatus.Draft, ImportStatus.Pending], {
      status: ImportStatus.Error,
      message,
      ...progressOf(counts),
      finishedAt: new Date(),
    });
  }

  /** The job: the lines written once, then each unfinished line applied once; started again, it goes on. */
  private async run(importId: string, job: RunningJob): Promise<void> {
    const record = await this.queries.byId(importId);
    if (!record || !canImport(record.status, 'run')) return;
    const going = await this.queries.transition(record.id, [ImportStatus.Draft, ImportStatus.Pending], {
      status: ImportStatus.Pending,
    });
    if (!going) return;
    const { files, importers, contextOf } = this.setup;
    try {
      if (!record.linesWritten) await files.withData(record, (path) => this.writeLines(record, path));
    } catch (error) {
      // The database or the store away is not the file's fault: the queue tries again (see QueueService).
      if (!(error instanceof UnreadableFile) && !(error instanceof StoredFileMissing)) throw error;
      this.logger.warn(`Import ${record.id} illisible : ${(error as Error).message}`);
      await this.queries.update(record.id, {
        status: ImportStatus.Error,
        message: E.unreadable,
        finishedAt: new Date(),
      });
      return;
    }
    const finished = await files.withPictures(record, async (pictures) => {
      const context = await contextOf(record, pictures);
      const importer = importers[record.kind];
      const planner = importer.batch ? await importer.batch.start(context) : null;
      const counts = await this.queries.counts(record.id);
      for (
        let lines = await this.queries.unfinishedLines(record.id, LINES_PER_CHUNK);
        lines.length > 0;
        lines = await this.queries.unfinishedLines(record.id, LINES_PER_CHUNK)
      ) {
        // A stopping process hands the job back between two chunks; the next one goes on from here.
        if (job.stopping) job.handBack();
        const alone = (line: ImportLine) =>
          !planner || line.status === 'running' || importer.batch!.ownTurn(rowOf(line.cells));
        for (const line of lines.filter(alone)) {
          if (job.stopping) job.handBack();
          if (!(await this.applyAlone(record, importer, context, line, counts))) return false;
        }
        const together = lines.filter((line) => !alone(line));
        if (together.length && !(await this.applyChunk(record, importer, context, planner!, together, counts))) {
          return false;
        }
      }
      return true;
    });
    if (!finished) return; // cancelled by its owner
    const counts = await this.queries.counts(record.id);
    await this.queries.transition(record.id, [ImportStatus.Pending], {
      status: ImportStatus.Terminated,
      ...progressOf(counts),
      finishedAt: new Date(),
    });
    this.logger.log(
      `Import ${record.id} : ${counts.Success} ligne(s) traitée(s), ${counts.ToComplete} à compléter, ${counts.Failed} en échec`,
    );
  }

  /** One line claimed, applied and given its outcome; false when the import was cancelled meanwhile. */
  private async applyAlone(
    record: DataImport,
    importer: Importer,
    context: ImportContext,
    line: ImportLine,
    counts: Counts,
  ): Promise<boolean> {
    if (line.status === 'waiting' && !(await this.queries.claim(line))) return true;
    const outcome = await this.applyLine(importer, line, context);
    await this.hooks.afterApply?.(processedOf(counts) + 1);
    await this.queries.finishLine(line.id, valuesOf(outcome));
    counts[outcome.status] += 1;
    return this.queries.transition(record.id, [ImportStatus.Pending], progressOf(counts));
  }

  /**
   * A chunk planned in memory, then in one transaction: its lines claimed, written, given their
   * outcomes, and the import's progress. A chunk another worker took is left to it; one that broke
   * (not a refusal of the rules) is done again line by line, where the broken line fails alone.
   */
  private async applyChunk(
    record: DataImport,
    importer: Importer,
    context: ImportContext,
    planner: ChunkPlanner,
    lines: ImportLine[],
    counts: Counts,
  ): Promise<boolean> {
    let write: Awaited<ReturnType<ChunkPlanner>>;
    try {
      write = await planner(lines.map((line) => ({ row: rowOf(line.cells), slug: line.slug })));
    } catch (error) {
      return this.lineByLine(record, importer, context, lines, counts, error);
    }
    const after = { ...counts };
    try {
      await this.transactions.run(async (manager) => {
        if (
          !(await this.queries.claimMany(
            manager,
            lines.map((line) => line.id),
          ))
        )
          throw new ChunkGivenUp('taken');
        const outcomes = await write(manager).catch((error: unknown) => {
          throw new ChunkGivenUp('broken', error);
        });
        for (const outcome of outcomes) {
          after[outcome.status] += 1;
          await this.hooks.afterApply?.(processedOf(after));
        }
        await this.queries.finishMany(
          manager,
          lines.map((line, i) => ({ id: line.id, values: valuesOf(outcomes[i]!) })),
        );
        const going = await this.queries.transition(record.id, [ImportStatus.Pending], progressOf(after), manager);
        if (!going) throw new ChunkGivenUp('cancelled');
      });
    } catch (error) {
      if (!(error instanceof ChunkGivenUp)) throw error;
      if (error.reason === 'cancelled') return false;
      if (error.reason === 'taken') return true;
      return this.lineByLine(record, importer, context, lines, counts, error.error);
    }
    Object.assign(counts, after);
    await this.hooks.afterChunk?.(processedOf(counts));
    return true;
  }

  private async lineByLine(
    record: DataImport,
    importer: Importer,
    context: ImportContext,
    lines: ImportLine[],
    counts: Counts,
    error: unknown,
  ): Promise<boolean> {
    this.logger.warn(`Import ${record.id} : lot repris ligne à ligne (${(error as Error).message})`);
    for (const line of lines) if (!(await this.applyAlone(record, importer, context, line, counts))) return false;
    return true;
  }

  /**
   * A line whose processing broke (not a refusal of the rules) fails with the generic message; the
   * import goes on. The database or the store away or saturated is no fault of the line: the job
   * stops there and the queue tries it again, where the line, left running, is applied again.
   */
  private async applyLine(importer: Importer, line: ImportLine, context: ImportContext): Promise<LineOutcome> {
    try {
      return await importer.apply(rowOf(line.cells), context, line.slug);
    } catch (error) {
      if (isUnavailable(error)) throw error;
      this.logger.error(`Import ${line.importId}, ligne ${line.lineNumber} : ${(error as Error).stack ?? error}`);
      return { status: 'Failed', issues: [], target: null };
    }
  }

  private async writeLines(record: DataImport, path: string): Promise<void> {
    await this.queries.clearLines(record.id);
    let batch: Parameters<ImportQueries['insertLines']>[0] = [];
    let count = 0;
    for await (const { lineNumber, cells } of fileLines(record, path)) {
      batch.push({ importId: record.id, lineNumber, cells, slug: this.setup.importers[record.kind].slugForLine() });
      count += 1;
      if (batch.length === LINES_PER_WRITE) {
        await this.queries.insertLines(batch);
        batch = [];
      }
    }
    await this.queries.insertLines(batch);
    await this.queries.update(record.id, { linesWritten: true, nbLines: count });
  }
}

const processedOf = (counts: Counts) => counts.Success + counts.ToComplete + counts.Failed;

function progressOf(counts: Counts) {
  return {
    nbLinesProcessed: processedOf(counts),
    nbSuccessLines: counts.Success,
    nbToCompleteLines: counts.ToComplete,
    nbErrorLines: counts.Failed,
  };
}

function valuesOf(outcome: LineOutcome) {
  return {
    status: outcome.status,
    targetSlug: outcome.target?.slug ?? null,
    targetName: outcome.target?.name.slice(0, 255) ?? null,
    issues: outcome.issues,
  };
}
