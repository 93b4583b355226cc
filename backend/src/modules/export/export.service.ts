import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { API, dropAllValues, type ExportFormat, type ExportProgress, fr, t, withLocale } from '@troc/shared';
import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { Actor } from '../../core/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { isUnavailable } from '../../core/http/database-errors.js';
import { ConflictError, FailedError, FormError, GoneError, NotFoundError } from '../../core/errors/index.js';
import { QueueService } from '../../core/queue/queue.service.js';
import { aligned } from '../../core/queue/schedules.js';
import { type FileStorage, StoredFileMissing } from '../../core/storage/file-storage.js';
import { FileStores } from '../../core/storage/file-stores.js';
import type { DataExport } from './entities/data-export.entity.js';
import { writeExport } from './export-writers.js';
import { ExportQueries } from './export.queries.js';
import { ExportRegistry } from './export.registry.js';

export const EXPORT_QUEUE = 'export';
const WRITE_JOB = 'write';
const CLEAN_JOB = 'clean';
/** Exports one person may have running at once: a second click must not start a tenth job. */
const MAX_RUNNING = 3;
/** The progress is written at most this often (polls read it from the database). */
const PROGRESS_EVERY_MS = 500;

const EXTENSIONS: Record<ExportFormat, string> = { xlsx: 'xlsx', csv: 'csv', pdf: 'pdf' };
const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/**
 * Exports (supporting §4, §7): a request checks the filters and the reader's rights, records the
 * export and queues its job; the worker streams the rows to a file, writing its progress; the
 * file is downloadable by its owner only, until the retention delay removes it.
 */
@Injectable()
export class ExportService implements OnModuleInit {
  private readonly logger = new Logger('Exports');
  private readonly files: FileStorage;

  constructor(
    private readonly queries: ExportQueries,
    private readonly registry: ExportRegistry,
    private readonly queue: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    stores: FileStores,
  ) {
    this.files = stores.area('exports');
  }

  onModuleInit(): void {
    this.queue.register<{ exportId: string }>(
      EXPORT_QUEUE,
      WRITE_JOB,
      (job) => this.write(job.payload.exportId),
      (payload, reason) => this.fail(payload.exportId, reason === fr.jobs.lost ? reason : fr.exports.errors.failed),
    );
    this.queue.register(EXPORT_QUEUE, CLEAN_JOB, () => this.clean());
    this.queue.schedule(EXPORT_QUEUE, CLEAN_JOB, aligned(60 * 60 * 1000));
  }

  async start(kind: string, format: string, rawFilters: unknown, actor: Actor): Promise<ExportProgress> {
    const exporter = this.registry.get(kind);
    if (!exporter) throw new NotFoundError('EXPORT_KIND_UNKNOWN', fr.exports.errors.kind);
    if (!exporter.formats.includes(format as ExportFormat)) {
      throw new FormError({ format: [fr.exports.errors.format] });
    }
    const filters = await exporter.check(dropAllValues(isRecord(rawFilters) ? rawFilters : {}), actor);
    const running = await this.queries.countRunning(actor.id);
    if (running >= MAX_RUNNING)
      throw new ConflictError('EXPORT_TOO_MANY', t(fr.exports.errors.tooMany, { count: running }));
    const record = await this.queries.insert({
      id: randomUUID(),
      kind,
      format: format as ExportFormat,
      userId: actor.id,
      organisationId: actor.organisationId,
      actor,
      filters,
      status: 'pending',
    });
    await this.queue.enqueue(EXPORT_QUEUE, WRITE_JOB, { exportId: record.id }, actor.id);
    return progressOf(record);
  }

  /** The poll: progress while written; a failure answers 422 with its message (the modal closes). */
  async pending(id: string, actor: Actor): Promise<ExportProgress> {
    const record = await this.owned(id, actor);
    if (record.status === 'failed') throw new FailedError('EXPORT_FAILED', record.error ?? fr.exports.errors.failed);
    return progressOf(record);
  }

  async download(
    id: string,
    actor: Actor,
  ): Promise<{ stream: Readable; fileName: string; type: string; size: number }> {
    const record = await this.owned(id, actor);
    if (record.status !== 'done' || !record.fileName)
      throw new NotFoundError('EXPORT_NOT_FOUND', fr.exports.errors.notFound);
    if (record.expiresAt && record.expiresAt.getTime() < Date.now())
      throw new GoneError('EXPORT_EXPIRED', fr.exports.errors.expired);
    try {
      const file = await this.files.open(this.keyOf(record));
      return { stream: file.stream, fileName: record.fileName, type: CONTENT_TYPES[record.format], size: file.size };
    } catch (error) {
      if (error instanceof StoredFileMissing) throw new GoneError('EXPORT_EXPIRED', fr.exports.errors.expired);
      throw error;
    }
  }

  /** « Annuler »: a pending or running export (a stuck one) ends failed at once and no longer counts. */
  async cancel(id: string, actor: Actor): Promise<void> {
    const record = await this.owned(id, actor);
    if (!(await this.fail(record.id, fr.jobs.cancelled)))
      throw new ConflictError('JOB_NOT_CANCELLABLE', fr.jobs.notCancellable);
  }

  /** Fails a pending or running export with `message`; kept until the retention delay like the others. */
  private async fail(exportId: string, message: string): Promise<boolean> {
    const finishedAt = new Date();
    const failed = await this.queries.transition(exportId, ['pending', 'running'], {
      status: 'failed',
      error: message,
      finishedAt,
      expiresAt: new Date(finishedAt.getTime() + this.config.exportRetentionHours * 3600 * 1000),
    });
    if (failed) {
      const record = await this.queries.byId(exportId);
      if (record) await this.files.remove(this.keyOf(record)).catch(() => undefined);
    }
    return failed;
  }

  /** Another person's export is answered as missing: its existence is not theirs to know. */
  private async owned(id: string, actor: Actor): Promise<DataExport> {
    const record = /^[0-9a-f-]{36}$/.test(id) ? await this.queries.byId(id) : null;
    if (!record || record.userId !== actor.id) throw new NotFoundError('EXPORT_NOT_FOUND', fr.exports.errors.notFound);
    return record;
  }

  /** The job. Started again after a stop, it writes the file again from the start. */
  private async write(exportId: string): Promise<void> {
    const record = await this.queries.byId(exportId);
    if (!record || record.status === 'done' || record.status === 'failed') return;
    const exporter = this.registry.get(record.kind);
    const key = this.keyOf(record);
    try {
      if (!exporter) throw new Error(`No exporter for ${record.kind}`);
      const going = await this.queries.transition(record.id, ['pending', 'running'], {
        status: 'running',
        nbLinesProcessed: 0,
      });
      if (!going) return; // cancelled by its owner
      const plan = await exporter.plan(record.filters, record.actor);
      await this.queries.update(record.id, { nbLines: plan.nbLines });
      let last = 0;
      await this.stream(key, record.format, (out) =>
        writeExport(plan, record.format, out, async (written) => {
          if (Date.now() - last < PROGRESS_EVERY_MS) return;
          last = Date.now();
          await this.queries.update(record.id, { nbLinesProcessed: Math.min(written, plan.nbLines) });
        }),
      );
      const size = (await this.files.stat(key))?.size ?? 0;
      const finishedAt = new Date();
      const done = await this.queries.transition(record.id, ['running'], {
        status: 'done',
        nbLinesProcessed: plan.nbLines,
        fileName: `${plan.fileBase}-${finishedAt.toISOString().slice(0, 10)}.${EXTENSIONS[record.format]}`,
        size,
        finishedAt,
        expiresAt: new Date(finishedAt.getTime() + this.config.exportRetentionHours * 3600 * 1000),
      });
      if (!done) await this.files.remove(key).catch(() => undefined);
    } catch (error) {
      await this.files.remove(key).catch(() => undefined);
      // The database, Redis or the store away or saturated: the queue tries the job again later, from the start.
      if (isUnavailable(error)) throw error;
      this.logger.error(`Export ${record.id} (${record.kind}) en échec : ${(error as Error).message}`);
      await this.fail(record.id, fr.exports.errors.failed);
    }
  }

  /**
   * The file goes into the store as it is written (on disk, or a multipart upload): the writer and
   * the upload run together, and either one failing stops both.
   */
  private async stream(key: string, format: ExportFormat, write: (out: PassThrough) => Promise<void>): Promise<void> {
    const out = new PassThrough();
    const stop = (error: unknown) => {
      out.destroy(error as Error);
      throw error;
    };
    await Promise.all([
      this.files.put(key, out, { contentType: CONTENT_TYPES[format] }).catch(stop),
      write(out).catch(stop),
    ]);
  }

  /**
   * Hourly: expired exports (failed ones included) and their files are removed; so is any file
   * older than the retention delay that no export names any more (a job stopped half-way).
   */
  async clean(now = new Date()): Promise<number> {
    let removed = 0;
    const failedBefore = new Date(now.getTime() - this.config.exportRetentionHours * 3600 * 1000);
    const expired = () => this.queries.expired(now, failedBefore);
    for (let batch = await expired(); batch.length > 0; batch = await expired()) {
      for (const record of batch) await this.files.remove(this.keyOf(record));
      await this.queries.delete(batch.map((r) => r.id));
      removed += batch.length;
    }
    const before = now.getTime() - (this.config.exportRetentionHours + 1) * 3600 * 1000;
    for await (const file of this.files.list()) {
      if (file.modifiedAt.getTime() >= before) continue;
      const id = file.key.replace(/\.[a-z]+$/, '');
      if (!/^[0-9a-f-]{36}$/.test(id) || !(await this.queries.byId(id))) await this.files.remove(file.key);
    }
    return removed;
  }

  private keyOf(record: Pick<DataExport, 'id' | 'format'>): string {
    return `${record.id}.${EXTENSIONS[record.format]}`;
  }
}

function progressOf(record: DataExport): ExportProgress {
  const running = record.status === 'pending' || record.status === 'running';
  return {
    id: record.id,
    ...(running ? { exportStatus: { name: record.status === 'pending' ? 'Pending' : 'Running' } } : {}),
    nbLines: record.nbLines,
    nbLinesProcessed: record.nbLinesProcessed,
    ...(record.status === 'done'
      ? { redirect: withLocale(API.exportDownload(record.id)), fileName: record.fileName ?? undefined }
      : {}),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
