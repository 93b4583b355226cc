import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { canImport, fr, ImportStatus } from '@troc/shared';
import { isUniqueViolation } from '../../core/database/database.options.js';
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
import { type FileLine, fileLines, UnreadableFile } from './import-reading.js';
import type { ImportFiles } from './import-uploads.js';
import { ImportQueries } from './import.queries.js';

export const IMPORT_QUEUE = 'import';
const RUN_JOB = 'run';
/** Lines read, planned and written per transaction; lines left waiting read per query. */
const LINES_PER_CHUNK = 500;
const E = fr.imports.errors;

/** Test hooks: after a line was applied, before its outcome is written (a crash there); after a chunk committed. */
export interface ImportHooks {
  afterApply?: (processed: number) => Promise<void> | void;
  afterChunk?: (processed: number) => Promise<void> | void;
}

type Counts = Record<'Success' | 'ToComplete' | 'Failed', number>;

/** What a run works with: its import, job, importer (and chunk planner, for kinds that have one) and counts so far. */
interface Work {
  record: DataImport;
  job: RunningJob;
  importer: Importer;
  context: ImportContext;
  planner: ChunkPlanner | null;
  counts: Counts;
}

/** A line read from the file, with the slug its listing (or exchange) takes. */
type NewLine = FileLine & { importId: string; slug: string };

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
 * An import's job: the file read in chunks, each line written once as a row. Lines a kind can write
 * together are checked in memory, then written with their listings, their outcomes and the
 * import's progress in one transaction: a worker stopped mid-chunk leaves nothing of it, and the
 * next run reads the file again from that chunk (the lines written before are skipped). Other lines
 * (pictures to store, a kind without a batch form, a chunk that broke) are written waiting, then
 * applied one at a time; a line a stopped worker left running is applied again. Resumed at
 * start-up when its job is gone.
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

  /**
   * The job: the file read chunk by chunk, each chunk's lines written with their outcomes as they
   * are applied, then any line left waiting applied on its own; started again, it goes on.
   */
  private async run(importId: string, job: RunningJob): Promise<void> {
    const record = await this.queries.byId(importId);
    if (!record || !canImport(record.status, 'run')) return;
    const going = await this.queries.transition(record.id, [ImportStatus.Draft, ImportStatus.Pending], {
      status: ImportStatus.Pending,
    });
    if (!going) return;
    const { files, importers, contextOf } = this.setup;
    const finished = await files.withPictures(record, async (pictures) => {
      const context = await contextOf(record, pictures);
      const importer = importers[record.kind];
      const planner = importer.batch ? await importer.batch.start(context) : null;
      const work: Work = { record, job, importer, context, planner, counts: await this.queries.counts(record.id) };
      if (!record.linesWritten) {
        const read = await files
          .withData(record, (path) => this.readFile(work, path))
          .catch((error: unknown) => this.unreadable(record, error));
        if (read !== true) return read;
      }
      return this.drain(work);
    });
    if (finished === 'unreadable') {
      await this.fail(record.id, E.unreadable);
      return;
    }
    if (!finished) return; // cancelled by its owner, or another worker has it
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

  /**
   * The file cannot be parsed as its format, or is gone from the store: the user's to fix, not worth
   * another try. The database or the store away is not the file's fault: the queue tries again.
   */
  private unreadable(record: DataImport, error: unknown): 'unreadable' {
    if (!(error instanceof UnreadableFile) && !(error instanceof StoredFileMissing)) throw error;
    this.logger.warn(`Import ${record.id} illisible : ${(error as Error).message}`);
    return 'unreadable';
  }

  /**
   * The file's lines, chunk by chunk, each written with its outcome in the chunk's transaction. The
   * lines already there (a stopped run wrote them, in file order) are skipped. False when the job
   * stopped: cancelled, or another worker writes these lines.
   */
  private async readFile(work: Work, path: string): Promise<boolean> {
    const after = await this.queries.lastLineNumber(work.record.id);
    let chunk: FileLine[] = [];
    let count = 0;
    for await (const line of fileLines(work.record, path)) {
      count += 1;
      if (line.lineNumber <= after) continue;
      chunk.push(line);
      if (chunk.length < LINES_PER_CHUNK) continue;
      if (!(await this.applyRead(work, chunk))) return false;
      chunk = [];
    }
    if (chunk.length && !(await this.applyRead(work, chunk))) return false;
    await this.queries.update(work.record.id, { linesWritten: true, nbLines: count });
    return true;
  }

  /**
   * A chunk just read: the lines a kind writes together planned in memory, then in one transaction
   * written with their listings, outcomes and the import's progress; the others (pictures to store,
   * a kind without a batch form) written waiting, then applied one at a time. A chunk whose plan or
   * write broke (not a refusal of the rules) is written waiting and done again line by line.
   */
  private async applyRead(work: Work, read: FileLine[]): Promise<boolean> {
    // A stopping process hands the job back between two chunks; the next one goes on from here.
    if (work.job.stopping) work.job.handBack();
    const { importer, planner, record } = work;
    const lines = read.map((line) => ({ importId: record.id, ...line, slug: importer.slugForLine() }));
    const together = planner ? lines.filter((line) => !importer.batch!.ownTurn(rowOf(line.cells))) : [];
    if (together.length) {
      const chosen = new Set(together);
      const alone = lines.filter((line) => !chosen.has(line));
      const given = await this.writeRead(work, together, alone);
      if (given === 'cancelled' || given === 'taken') return false;
      if (given === 'written') return alone.length ? this.drain(work) : true;
    }
    try {
      await this.queries.insertLines(lines);
    } catch (error) {
      if (isUniqueViolation(error)) return false; // another worker wrote them: the import is its
      throw error;
    }
    return this.drain(work);
  }

  /** Plans `together`, then writes it with its outcomes, `alone` waiting, and the progress, in one transaction. */
  private async writeRead(
    work: Work,
    together: NewLine[],
    alone: NewLine[],
  ): Promise<'written' | 'taken' | 'cancelled' | 'broken'> {
    let write: Awaited<ReturnType<ChunkPlanner>>;
    try {
      write = await work.planner!(together.map((line) => ({ row: rowOf(line.cells), slug: line.slug })));
    } catch (error) {
      this.logger.warn(`Import ${work.record.id} : lot repris ligne à ligne (${(error as Error).message})`);
      return 'broken';
    }
    const after = { ...work.counts };
    try {
      await this.transactions.run(async (manager) => {
        const outcomes = await write(manager).catch((error: unknown) => {
          throw new ChunkGivenUp('broken', error);
        });
        for (const outcome of outcomes) {
          after[outcome.status] += 1;
          await this.hooks.afterApply?.(processedOf(after));
        }
        const rows = [...together.map((line, i) => ({ ...line, ...valuesOf(outcomes[i]!) })), ...alone];
        await this.queries.insertLines(rows, manager).catch((error: unknown) => {
          throw isUniqueViolation(error) ? new ChunkGivenUp('taken') : error;
        });
        const going = await this.queries.transition(work.record.id, [ImportStatus.Pending], progressOf(after), manager);
        if (!going) throw new ChunkGivenUp('cancelled');
      });
    } catch (error) {
      if (!(error instanceof ChunkGivenUp)) throw error;
      if (error.reason === 'broken') {
        this.logger.warn(`Import ${work.record.id} : lot repris ligne à ligne (${(error.error as Error).message})`);
      }
      return error.reason;
    }
    Object.assign(work.counts, after);
    await this.hooks.afterChunk?.(processedOf(work.counts));
    return 'written';
  }

  /**
   * The lines left waiting, or running where a stopped worker left them: each applied on its own.
   * False when the import was cancelled meanwhile.
   */
  private async drain({ record, job, importer, context, counts }: Work): Promise<boolean> {
    for (
      let lines = await this.queries.unfinishedLines(record.id, LINES_PER_CHUNK);
      lines.length > 0;
      lines = await this.queries.unfinishedLines(record.id, LINES_PER_CHUNK)
    ) {
      for (const line of lines) {
        // A stopping process hands the job back between two lines; the next one goes on from here.
        if (job.stopping) job.handBack();
        if (!(await this.applyAlone(record, importer, context, line, counts))) return false;
      }
    }
    return true;
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
