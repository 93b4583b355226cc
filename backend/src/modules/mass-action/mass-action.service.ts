import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  dropAllValues,
  filledMassEditFields,
  fr,
  MASS_ACTIONS,
  MASS_EDIT_FIELDS,
  type MassActionKind,
  type MassActionProgress,
  type MassEditValues,
  validateMassEdit,
} from '@troc/shared';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../core/auth/actor.js';
import { ConflictError, FormError, NotFoundError } from '../../core/errors/index.js';
import { Transactions } from '../../core/database/transactions.js';
import { JobReconciler } from '../../core/queue/job-reconciler.js';
import { QueueService } from '../../core/queue/queue.service.js';
import type { RunningJob } from '../../core/queue/queue.types.js';
import { type MassLineStart, type NameCache, TrocMassService } from '../troc/index.js';
import type { MassAction } from './entities/mass-action.entity.js';
import type { MassActionLine } from './entities/mass-action-line.entity.js';
import { MassActionQueries } from './mass-action.queries.js';

export const MASS_ACTION_QUEUE = 'mass-action';
const RUN_JOB = 'run';
/** Lines read, planned and written per transaction. */
const LINES_PER_CHUNK = 500;
/** Thrown inside a chunk's transaction to roll it back (the reason is kept beside it). */
const ROLLBACK = Symbol('rollback');

interface Progress {
  processed: number;
  at: number;
}
/** The polls come every 5 s: a progress written twice a second is fresh enough. */
const PROGRESS_EVERY_MS = 500;

/** Test hooks: called after a line was applied, before its outcome is written (a crash there). */
export interface MassActionHooks {
  afterApply?: (processed: number) => Promise<void> | void;
}

/**
 * Mass actions (supporting §2, §4, §7): the request checks the form, resolves the selection to
 * ids (select-all: « Mes annonces » with the loader's filters) and writes one waiting line per id;
 * the job applies each line through the listing's own services and writes its outcome. Polls read
 * the database, so any process answers them; a stopped job is resumed at the next start.
 */
@Injectable()
export class MassActionService implements OnModuleInit {
  private readonly logger = new Logger('MassActions');
  readonly hooks: MassActionHooks = {};

  constructor(
    private readonly queries: MassActionQueries,
    private readonly trocs: TrocMassService,
    private readonly queue: QueueService,
    private readonly reconciler: JobReconciler,
    private readonly transactions: Transactions,
  ) {}

  onModuleInit(): void {
    this.queue.register<{ massActionId: string }>(
      MASS_ACTION_QUEUE,
      RUN_JOB,
      (job) => this.run(job.payload.massActionId, job),
      (payload, reason) => this.fail(payload.massActionId, reason),
    );
    this.reconciler.join(() => this.resume());
  }

  /** Actions left pending whose job is gone get a new one; one whose job was given up fails with its reason. */
  async resume(): Promise<number> {
    let resumed = 0;
    for (const record of await this.queries.pending()) {
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

  async start(action: string, rawForm: unknown, rawFilters: unknown, actor: Actor): Promise<MassActionProgress> {
    if (!(MASS_ACTIONS as readonly string[]).includes(action))
      throw new NotFoundError('MASS_ACTION_UNKNOWN', fr.massAction.errors.action);
    const form = isRecord(rawForm) ? rawForm : {};
    const values: MassEditValues = {};
    if (action === 'edit') {
      for (const field of [...MASS_EDIT_FIELDS, 'user'] as const) values[field] = form[field];
      const errors = validateMassEdit(values);
      if (filledMassEditFields(values).length === 0) errors._form = [fr.massAction.errors.nothingToEdit];
      if (Object.keys(errors).length) throw new FormError(errors);
      for (const key of Object.keys(values) as (keyof MassEditValues)[]) {
        if (values[key] === undefined) delete values[key];
      }
    }
    const ids = isTrue(form.selectAll)
      ? await this.trocs.mineIds(actor, dropAllValues(isRecord(rawFilters) ? rawFilters : {}))
      : readIds(form.selection);
    if (ids.length === 0) throw new FormError({ selection: [fr.massAction.errors.selection] });
    const record = await this.queries.insert(
      {
        id: randomUUID(),
        userId: actor.id,
        actor,
        action: action as MassActionKind,
        form: values,
        status: 'pending',
        nbLines: ids.length,
        nbLinesProcessed: 0,
      },
      ids,
    );
    await this.enqueue(record, actor.id);
    return this.progressOf(record);
  }

  /** A job for the action, unless another process gave it one since `record` was read (see enqueueClaimed). */
  private async enqueue(record: Pick<MassAction, 'id' | 'jobId'>, userId: number): Promise<boolean> {
    const job = await this.queue.enqueueClaimed(
      MASS_ACTION_QUEUE,
      RUN_JOB,
      { massActionId: record.id },
      userId,
      (jobId) => this.queries.claimJob(record.id, record.jobId ?? null, jobId),
    );
    return job !== null;
  }

  /** The poll: its owner only; another person's action is answered as missing. */
  async pending(id: string, actor: Actor): Promise<MassActionProgress> {
    return this.progressOf(await this.owned(id, actor));
  }

  private async owned(id: string, actor: Actor): Promise<MassAction> {
    const record = /^[0-9a-f-]{36}$/.test(id) ? await this.queries.byId(id) : null;
    if (!record || record.userId !== actor.id)
      throw new NotFoundError('MASS_ACTION_NOT_FOUND', fr.massAction.errors.notFound);
    return record;
  }

  /** « Annuler »: a pending action (a stuck one) ends in Error at once; its worker stops within half a second. */
  async cancel(id: string, actor: Actor): Promise<MassActionProgress> {
    const record = await this.owned(id, actor);
    if (!(await this.fail(record.id, fr.jobs.cancelled)))
      throw new ConflictError('JOB_NOT_CANCELLABLE', fr.jobs.notCancellable);
    return this.pending(id, actor);
  }

  private async fail(massActionId: string, message: string): Promise<boolean> {
    return this.queries.updatePending(massActionId, {
      status: 'Error',
      message,
      nbLinesProcessed: await this.queries.countFinished(massActionId),
      finishedAt: new Date(),
    });
  }

  /**
   * The job: each unfinished line once, in the selection's order; started again, it goes on. A mass
   * edit's waiting lines go in chunks, each read in one query, checked and applied in memory, then
   * written with its report in one transaction (a worker stopped mid-chunk leaves nothing of it);
   * other actions, and a line a stopped worker left running, go one line at a time.
   */
  private async run(massActionId: string, job: RunningJob): Promise<void> {
    const record = await this.queries.byId(massActionId);
    if (!record || record.status !== 'pending') return;
    const progress = { processed: await this.queries.countFinished(record.id), at: Date.now() };
    const names: NameCache = new Map();
    const lookups = this.trocs.lookups();
    for (
      let lines = await this.queries.unfinished(record.id, LINES_PER_CHUNK);
      lines.length > 0;
      lines = await this.queries.unfinished(record.id, LINES_PER_CHUNK)
    ) {
      // A stopping process hands the job back between two chunks; the next one goes on from here.
      if (job.stopping) job.handBack();
      const alone = (line: MassActionLine) => record.action !== 'edit' || line.status === 'running';
      for (const line of lines.filter(alone)) {
        if (job.stopping) job.handBack();
        if (!(await this.applyAlone(record, line, names, progress))) return; // cancelled
      }
      const together = lines.filter((line) => !alone(line));
      if (together.length && !(await this.applyChunk(record, together, names, lookups, progress))) return;
    }
    const updated = await this.queries.countUpdated(record.id);
    await this.queries.updatePending(record.id, {
      status: updated > 0 ? 'Terminated' : 'Ignored',
      nbLinesProcessed: await this.queries.countFinished(record.id),
      finishedAt: new Date(),
    });
    this.logger.log(`Action groupée ${record.id} (${record.action}) : ${updated}/${record.nbLines} modifiée(s)`);
  }

  /** One line: snapshot, claim, the action through the listing's services, its outcome; false once cancelled. */
  private async applyAlone(record: MassAction, line: MassActionLine, names: NameCache, progress: Progress) {
    const resumed = line.status === 'running';
    let before = line.before;
    let start: MassLineStart | null = null;
    if (!resumed) {
      start = await this.trocs.snapshot(line.trocId, record.actor, names);
      before = start?.before ?? null;
      if (!(await this.queries.claim(line, start?.name ?? null, before))) return true;
    }
    const outcome = await this.trocs.apply(
      line.trocId,
      record.action,
      record.form,
      record.actor,
      before,
      resumed,
      start,
      names,
    );
    await this.hooks.afterApply?.(progress.processed + 1);
    await this.queries.finish(line.id, {
      status: outcome.status,
      name: outcome.name.slice(0, 255),
      excerpt: outcome.excerpt,
      message: outcome.message?.slice(0, 1000) ?? null,
      refused: outcome.refused?.length ? outcome.refused : null,
    });
    progress.processed += 1;
    // The progress the polls read, at most every PROGRESS_EVERY_MS (each write is a commit).
    if (Date.now() - progress.at < PROGRESS_EVERY_MS) return true;
    progress.at = Date.now();
    return this.queries.updatePending(record.id, { nbLinesProcessed: progress.processed });
  }

  /** A chunk of mass edit lines planned in memory, then written with its report and progress in one transaction. */
  private async applyChunk(
    record: MassAction,
    lines: MassActionLine[],
    names: NameCache,
    lookups: ReturnType<TrocMassService['lookups']>,
    progress: Progress,
  ): Promise<boolean> {
    const planned = await this.trocs.planEdits(
      lines.map((line) => line.trocId),
      record.form,
      record.actor,
      names,
      lookups,
    );
    let state = 'done' as 'done' | 'taken' | 'cancelled';
    const invited = await this.transactions
      .run(async (manager) => {
        if (
          !(await this.queries.claimMany(
            manager,
            lines.map((line) => line.id),
          ))
        ) {
          state = 'taken';
          throw ROLLBACK;
        }
        const added = await planned.write(manager);
        for (let i = 1; i <= lines.length; i += 1) await this.hooks.afterApply?.(progress.processed + i);
        await this.queries.finishMany(
          manager,
          lines.map((line, i) => {
            const { start, outcome } = planned.lines[i]!;
            return {
              id: line.id,
              values: {
                status: outcome.status,
                name: outcome.name.slice(0, 255),
                before: start?.before ?? null,
                excerpt: outcome.excerpt,
                message: outcome.message?.slice(0, 1000) ?? null,
                refused: outcome.refused?.length ? outcome.refused : null,
              },
            };
          }),
        );
        const going = await this.queries.updatePending(
          record.id,
          { nbLinesProcessed: progress.processed + lines.length },
          manager,
        );
        if (!going) {
          state = 'cancelled';
          throw ROLLBACK;
        }
        return added;
      })
      .catch((error: unknown) => {
        if (error === ROLLBACK) return null;
        throw error;
      });
    if (state === 'cancelled') return false;
    if (invited) {
      progress.processed += lines.length;
      progress.at = Date.now();
      await planned.invited(invited);
    }
    return true;
  }

  private async progressOf(record: MassAction): Promise<MassActionProgress> {
    const lines = await this.queries.finished(record.id);
    return {
      id: record.id,
      massActionStatus: { name: record.status === 'pending' ? 'Pending' : record.status },
      nbLines: record.nbLines,
      // While it runs, the finished lines themselves (the stored count is written at most twice a second).
      nbLinesProcessed:
        record.status === 'pending' ? Math.max(record.nbLinesProcessed, lines.length) : record.nbLinesProcessed,
      ...(record.status === 'Error' && record.message ? { message: record.message } : {}),
      report: lines.map((line) => ({
        id: line.trocId,
        name: line.name ?? String(line.trocId),
        status: line.status as 'updated' | 'unchanged' | 'error',
        type: record.action,
        excerpt: line.excerpt ?? {},
        ...(line.message ? { message: line.message } : {}),
        ...(line.refused?.length ? { refused: line.refused } : {}),
      })),
    };
  }
}

/** form[selection]: ids separated by commas (or a list); anything that is not an id is refused. */
function readIds(raw: unknown): number[] {
  const parts = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(',') : [];
  const ids: number[] = [];
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    if (!/^\d{1,10}$/.test(part)) throw new FormError({ selection: [fr.massAction.errors.selection] });
    ids.push(Number(part));
  }
  return [...new Set(ids)];
}

const isTrue = (value: unknown): boolean => value === true || value === 'true' || value === '1' || value === 1;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
