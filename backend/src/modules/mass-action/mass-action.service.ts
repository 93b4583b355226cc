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
import { JobReconciler } from '../../core/queue/job-reconciler.js';
import { QueueService } from '../../core/queue/queue.service.js';
import type { RunningJob } from '../../core/queue/queue.types.js';
import { type MassLineStart, NameCache, TrocMassService } from '../troc/troc-mass.service.js';
import type { MassAction } from './entities/mass-action.entity.js';
import { MassActionQueries } from './mass-action.queries.js';

export const MASS_ACTION_QUEUE = 'mass-action';
const RUN_JOB = 'run';
const LINES_PER_READ = 50;
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
      const next = await this.queue.enqueue(MASS_ACTION_QUEUE, RUN_JOB, { massActionId: record.id }, record.userId);
      await this.queries.update(record.id, { jobId: next.id });
      resumed += 1;
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
    const job = await this.queue.enqueue(MASS_ACTION_QUEUE, RUN_JOB, { massActionId: record.id }, actor.id);
    await this.queries.update(record.id, { jobId: job.id });
    return this.progressOf(record);
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

  /** The job: each unfinished line once, in the selection's order; started again, it goes on. */
  private async run(massActionId: string, job: RunningJob): Promise<void> {
    const record = await this.queries.byId(massActionId);
    if (!record || record.status !== 'pending') return;
    let processed = await this.queries.countFinished(record.id);
    const names = new NameCache();
    let progressAt = Date.now();
    for (
      let lines = await this.queries.unfinished(record.id, LINES_PER_READ);
      lines.length > 0;
      lines = await this.queries.unfinished(record.id, LINES_PER_READ)
    ) {
      for (const line of lines) {
        // A stopping process hands the job back between two lines; the next one goes on from here.
        if (job.stopping) job.handBack();
        const resumed = line.status === 'running';
        let before = line.before;
        let start: MassLineStart | null = null;
        if (!resumed) {
          start = await this.trocs.snapshot(line.trocId, record.actor, names);
          before = start?.before ?? null;
          if (!(await this.queries.claim(line, start?.name ?? null, before))) continue;
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
        await this.hooks.afterApply?.(processed + 1);
        await this.queries.finish(line.id, {
          status: outcome.status,
          name: outcome.name.slice(0, 255),
          excerpt: outcome.excerpt,
          message: outcome.message?.slice(0, 1000) ?? null,
          refused: outcome.refused?.length ? outcome.refused : null,
        });
        processed += 1;
        // The progress the polls read, at most every PROGRESS_EVERY_MS (each write is a commit).
        if (Date.now() - progressAt >= PROGRESS_EVERY_MS) {
          progressAt = Date.now();
          if (!(await this.queries.updatePending(record.id, { nbLinesProcessed: processed }))) return; // cancelled
        }
      }
    }
    const updated = await this.queries.countUpdated(record.id);
    await this.queries.updatePending(record.id, {
      status: updated > 0 ? 'Terminated' : 'Ignored',
      nbLinesProcessed: await this.queries.countFinished(record.id),
      finishedAt: new Date(),
    });
    this.logger.log(`Action groupée ${record.id} (${record.action}) : ${updated}/${record.nbLines} modifiée(s)`);
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
