import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  canImport,
  fr,
  type ImportDetail,
  type ImportKind,
  IMPORT_KINDS,
  ImportStatus,
  type ImportSummary,
  type ImportTestResult,
  LIMITS,
  type ListResponse,
  t,
  type ImportLineView,
} from '@troc/shared';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../core/auth/actor.js';
import { ConflictError, FormError, NotFoundError } from '../../core/errors/index.js';
import { JobReconciler } from '../../core/queue/job-reconciler.js';
import { QueueService } from '../../core/queue/queue.service.js';
import { FileStores } from '../../core/storage/file-stores.js';
import type { RunningJob } from '../../core/queue/queue.types.js';
import { OperationService } from '../operation/operation.service.js';
import { TrackerImportService } from '../tracker/tracker-import.service.js';
import { TrocImportService } from '../troc/troc-import.service.js';
import { type ImportContext, type Importer, importers, type LineOutcome } from './import-importers.js';
import type { DataImport } from './entities/data-import.entity.js';
import type { ImportLine } from './entities/import-line.entity.js';
import { countLines, isBlank, PictureArchive, readRows, sniffFormat } from './import-files.js';
import { importColumns, suggestMapping } from './import-columns.js';
import { checkMapping, lineReport, rowOf } from './import-lines.js';
import { type ImportFilters, ImportQueries } from './import.queries.js';
import { ImportFiles, type UploadedImportFiles } from './import-uploads.js';

export const IMPORT_QUEUE = 'import';
const RUN_JOB = 'run';
const LINES_PER_WRITE = 500;
const LINES_PER_READ = 50;
const E = fr.imports.errors;

/** Test hooks: called after a line was applied, before its outcome is written (a crash there). */
export interface ImportHooks {
  afterApply?: (processed: number) => Promise<void> | void;
}

/**
 * Imports (supporting §3-4, §7-8; core §2 import view). The upload keeps the file, reads its
 * header and counts its lines (a file that cannot be read is refused at once, in French); the
 * columns are matched and can be tested without writing; the job writes every line as a row, then
 * applies each through the listing import's rules. Polls read the database, so any process answers
 * them; a stopped job is resumed at the next start and accounts for each line exactly once.
 */
@Injectable()
export class ImportService implements OnModuleInit {
  private readonly logger = new Logger('Imports');
  readonly hooks: ImportHooks = {};
  private readonly importers: Record<ImportKind, Importer>;
  private readonly files: ImportFiles;

  constructor(
    private readonly queries: ImportQueries,
    listings: TrocImportService,
    trackers: TrackerImportService,
    private readonly operations: OperationService,
    private readonly queue: QueueService,
    stores: FileStores,
    private readonly reconciler: JobReconciler,
  ) {
    this.importers = importers(listings, trackers);
    this.files = new ImportFiles(stores.area('imports'));
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
      const next = await this.queue.enqueue(IMPORT_QUEUE, RUN_JOB, { importId: record.id }, record.userId);
      await this.queries.update(record.id, { jobId: next.id });
      resumed += 1;
    }
    return resumed;
  }

  async upload(kind: string, files: UploadedImportFiles, operationSlug: string, actor: Actor): Promise<ImportDetail> {
    const importKind = checkKind(kind);
    const { file, images } = files;
    if (!file) throw FormError.field('file', E.fileRequired);
    if (file.size > LIMITS.import.fileMaxBytes) {
      throw FormError.field('file', t(E.fileTooLarge, { max: LIMITS.import.fileMaxBytes / 1024 / 1024 }));
    }
    if (/\.(xls|ods|numbers)$/i.test(file.originalname)) throw FormError.field('file', E.fileType);
    const operation = operationSlug ? await this.operations.managed(operationSlug, actor).catch(() => null) : null;
    if (operationSlug && !operation) throw FormError.field('operation', E.operation);
    if (operation && importKind !== 'troc') throw FormError.field('operation', E.operationKind);

    const id = randomUUID();
    const format = await sniffFormat(file.path);
    // Read where the upload landed, then kept in the store (the temporary files go with the request).
    const path = file.path;
    const imagesPath = images?.path ?? null;
    try {
      const headers = await this.readHeaders(path, format);
      const nbLines = await countLines(path, format, LIMITS.import.maxLines).catch(() => {
        throw FormError.field('file', E.unreadable);
      });
      if (nbLines === 0) throw FormError.field('file', E.empty);
      if (nbLines > LIMITS.import.maxLines) {
        throw FormError.field('file', t(E.tooManyLines, { max: LIMITS.import.maxLines }));
      }
      const nbImages = imagesPath ? await this.countPictures(imagesPath) : 0;
      await this.files.keep(id, format, path, imagesPath);
      const record = await this.queries.insert({
        id,
        userId: actor.id,
        organisationId: actor.organisationId,
        actor,
        kind: importKind,
        name: file.originalname.slice(0, 255),
        format,
        status: ImportStatus.ToComplete,
        operationId: operation?.id ?? null,
        headers,
        mapping: suggestMapping(importKind, headers),
        nbImages,
        nbLines,
      });
      return this.detailOf(record);
    } catch (error) {
      await this.files.remove(id, format);
      throw error;
    }
  }

  async view(id: string, actor: Actor): Promise<ImportDetail> {
    return this.detailOf(await this.owned(id, actor));
  }

  /** Saves the columns' matching (import_mapping_form), refused in French column by column. */
  async map(id: string, form: unknown, actor: Actor): Promise<ImportDetail> {
    const record = await this.owned(id, actor);
    if (!canImport(record.status, 'map')) throw new ConflictError('IMPORT_NOT_TO_COMPLETE', E.notToComplete);
    if (form !== undefined && form !== null) {
      record.mapping = checkMapping(record.kind, record.headers, form);
      await this.queries.saveMapping(record.id, record.mapping);
    }
    return this.detailOf(record);
  }

  /** « Tester »: every line read and checked by the same rules as the run, nothing written. */
  async test(id: string, form: unknown, actor: Actor): Promise<ImportTestResult> {
    await this.map(id, form, actor);
    const record = await this.owned(id, actor);
    const result: ImportTestResult = {
      nbLines: 0,
      nbSuccessLines: 0,
      nbToCompleteLines: 0,
      nbErrorLines: 0,
      lines: [],
    };
    await this.files.withData(record, (path) =>
      this.files.withPictures(record, async (pictures) => {
        const context: ImportContext = { actor, operation: await this.templateOf(record), pictures };
        const importer = this.importers[record.kind];
        for await (const { lineNumber, cells } of this.lines(record, path)) {
          const outcome = await importer.check(rowOf(cells), context);
          result.nbLines += 1;
          if (outcome.status === 'Success') result.nbSuccessLines += 1;
          else {
            if (outcome.status === 'ToComplete') result.nbToCompleteLines += 1;
            else result.nbErrorLines += 1;
            if (result.lines.length < LIMITS.import.testLinesShown) {
              result.lines.push(lineReport(record.kind, lineNumber, outcome.status, outcome.issues, null));
            }
          }
        }
      }),
    );
    return result;
  }

  async start(id: string, form: unknown, actor: Actor): Promise<ImportDetail> {
    await this.map(id, form, actor);
    const record = await this.owned(id, actor);
    if (!(await this.queries.transition(record.id, [ImportStatus.ToComplete], { status: ImportStatus.Draft }))) {
      throw new ConflictError('IMPORT_NOT_TO_COMPLETE', E.notToComplete);
    }
    const job = await this.queue.enqueue(IMPORT_QUEUE, RUN_JOB, { importId: record.id }, actor.id);
    await this.queries.update(record.id, { jobId: job.id });
    return this.view(record.id, actor);
  }

  /** The report's loader: the lines processed so far, in the file's order. */
  async reportLines(id: string, page: number, size: number, actor: Actor): Promise<ListResponse<ImportLineView>> {
    const record = await this.owned(id, actor);
    const [lines, total] = await this.queries.finishedLines(record.id, (page - 1) * size, size);
    return {
      data: lines.map((line) =>
        lineReport(
          record.kind,
          line.lineNumber,
          line.status as ImportLineView['lineStatus']['name'],
          line.issues ?? [],
          line.targetSlug ? { slug: line.targetSlug, name: line.targetName ?? line.targetSlug } : null,
        ),
      ),
      total,
      total_results: total,
      url: '',
    };
  }

  async mine(filters: ImportFilters, page: number, size: number, actor: Actor): Promise<ListResponse<ImportSummary>> {
    const [records, total] = await this.queries.mine(actor.id, filters, (page - 1) * size, size);
    const operations = await this.operations.byIds(records.flatMap((r) => (r.operationId ? [r.operationId] : [])));
    return {
      data: records.map((record) => this.summaryOf(record, operations, actor)),
      total,
      total_results: total,
      url: '',
    };
  }

  /**
   * « Annuler »: a queued or running import ends « En échec » at once (its worker stops at its
   * next line); the lines done so far and their listings stay, and it can then be deleted.
   */
  async cancel(id: string, actor: Actor): Promise<ImportDetail> {
    const record = await this.owned(id, actor);
    if (!(await this.fail(record.id, fr.jobs.cancelled)))
      throw new ConflictError('JOB_NOT_CANCELLABLE', fr.jobs.notCancellable);
    return this.view(record.id, actor);
  }

  /** Fails a queued or running import with `message`; false when it was not (any more). */
  private async fail(importId: string, message: string): Promise<boolean> {
    const counts = await this.queries.counts(importId);
    return this.queries.transition(importId, [ImportStatus.Draft, ImportStatus.Pending], {
      status: ImportStatus.Error,
      message,
      nbLinesProcessed: counts.Success + counts.ToComplete + counts.Failed,
      nbSuccessLines: counts.Success,
      nbToCompleteLines: counts.ToComplete,
      nbErrorLines: counts.Failed,
      finishedAt: new Date(),
    });
  }

  /** Deletes the import and its report; the listings it created stay. */
  async delete(id: string, actor: Actor): Promise<void> {
    const record = await this.owned(id, actor);
    if (!canImport(record.status, 'delete')) throw new ConflictError('IMPORT_RUNNING', E.running);
    await this.queries.remove(record.id);
    await this.files.remove(record.id, record.format);
  }

  /** The job: the lines written once, then each unfinished line applied once; started again, it goes on. */
  private async run(importId: string, job: RunningJob): Promise<void> {
    const record = await this.queries.byId(importId);
    if (!record || !canImport(record.status, 'run')) return;
    if (
      !(await this.queries.transition(record.id, [ImportStatus.Draft, ImportStatus.Pending], {
        status: ImportStatus.Pending,
      }))
    )
      return;
    try {
      if (!record.linesWritten) await this.files.withData(record, (path) => this.writeLines(record, path));
    } catch (error) {
      this.logger.warn(`Import ${record.id} illisible : ${(error as Error).message}`);
      await this.queries.update(record.id, {
        status: ImportStatus.Error,
        message: E.unreadable,
        finishedAt: new Date(),
      });
      return;
    }
    await this.files.withPictures(record, async (pictures) => {
      const context: ImportContext = { actor: record.actor, operation: await this.templateOf(record), pictures };
      const importer = this.importers[record.kind];
      const counts = await this.queries.counts(record.id);
      let processed = counts.Success + counts.ToComplete + counts.Failed;
      for (
        let lines = await this.queries.unfinishedLines(record.id, LINES_PER_READ);
        lines.length > 0;
        lines = await this.queries.unfinishedLines(record.id, LINES_PER_READ)
      ) {
        for (const line of lines) {
          // A stopping process hands the job back between two lines; the next one goes on from here.
          if (job.stopping) job.handBack();
          if (line.status === 'waiting' && !(await this.queries.claim(line))) continue;
          const outcome = await this.applyLine(importer, line, context);
          await this.hooks.afterApply?.(processed + 1);
          await this.queries.finishLine(line.id, {
            status: outcome.status,
            targetSlug: outcome.target?.slug ?? null,
            targetName: outcome.target?.name.slice(0, 255) ?? null,
            issues: outcome.issues,
          });
          counts[outcome.status] += 1;
          processed += 1;
          const going = await this.queries.transition(record.id, [ImportStatus.Pending], {
            nbLinesProcessed: processed,
            nbSuccessLines: counts.Success,
            nbToCompleteLines: counts.ToComplete,
            nbErrorLines: counts.Failed,
          });
          if (!going) return; // cancelled by its owner
        }
      }
    });
    const counts = await this.queries.counts(record.id);
    await this.queries.transition(record.id, [ImportStatus.Pending], {
      status: ImportStatus.Terminated,
      nbLinesProcessed: counts.Success + counts.ToComplete + counts.Failed,
      nbSuccessLines: counts.Success,
      nbToCompleteLines: counts.ToComplete,
      nbErrorLines: counts.Failed,
      finishedAt: new Date(),
    });
    this.logger.log(
      `Import ${record.id} : ${counts.Success} ligne(s) traitée(s), ${counts.ToComplete} à compléter, ${counts.Failed} en échec`,
    );
  }

  /** A line whose processing broke (not a refusal of the rules) fails with the generic message; the import goes on. */
  private async applyLine(importer: Importer, line: ImportLine, context: ImportContext): Promise<LineOutcome> {
    try {
      return await importer.apply(rowOf(line.cells), context, line.slug);
    } catch (error) {
      this.logger.error(`Import ${line.importId}, ligne ${line.lineNumber} : ${(error as Error).stack ?? error}`);
      return { status: 'Failed', issues: [], target: null };
    }
  }

  private async writeLines(record: DataImport, path: string): Promise<void> {
    await this.queries.clearLines(record.id);
    let batch: Parameters<ImportQueries['insertLines']>[0] = [];
    let count = 0;
    for await (const { lineNumber, cells } of this.lines(record, path)) {
      batch.push({ importId: record.id, lineNumber, cells, slug: this.importers[record.kind].slugForLine() });
      count += 1;
      if (batch.length === LINES_PER_WRITE) {
        await this.queries.insertLines(batch);
        batch = [];
      }
    }
    await this.queries.insertLines(batch);
    await this.queries.update(record.id, { linesWritten: true, nbLines: count });
  }

  /** The file's data lines with their row numbers, each cell under the column key it is mapped to. */
  private async *lines(
    record: DataImport,
    path: string,
  ): AsyncGenerator<{ lineNumber: number; cells: Record<string, string> }> {
    const index = new Map(record.headers.map((header, i) => [header, i]));
    const columns = Object.entries(record.mapping).flatMap(([key, header]) =>
      header !== null && index.has(header) ? [[key, index.get(header)!] as const] : [],
    );
    let rowNumber = 0;
    for await (const row of readRows(path, record.format)) {
      rowNumber += 1;
      if (rowNumber === 1 || isBlank(row)) continue;
      const cells: Record<string, string> = {};
      // Bounded so a line always fits its row; a cell longer than its field allows is refused all the same.
      for (const [key, i] of columns) cells[key] = (row[i] ?? '').trim().slice(0, key === 'description' ? 5001 : 1000);
      yield { lineNumber: rowNumber, cells };
    }
  }

  private async readHeaders(path: string, format: DataImport['format']): Promise<string[]> {
    let headers: string[] | null = null;
    try {
      for await (const row of readRows(path, format)) {
        headers = row.map((h) => h.trim());
        break;
      }
    } catch {
      throw FormError.field('file', E.unreadable);
    }
    if (!headers || headers.every((h) => !h)) throw FormError.field('file', E.noHeader);
    // Headers name the columns: an empty or repeated one is numbered so each stays distinct.
    const seen = new Map<string, number>();
    return headers.map((header, i) => {
      const name = header.slice(0, 120) || `Colonne ${i + 1}`;
      const n = (seen.get(name) ?? 0) + 1;
      seen.set(name, n);
      return n === 1 ? name : `${name} (${n})`;
    });
  }

  private async countPictures(path: string): Promise<number> {
    try {
      const archive = await PictureArchive.open(path);
      const size = archive.size;
      archive.close();
      return size;
    } catch {
      throw FormError.field('images', E.imagesType);
    }
  }

  private async templateOf(record: DataImport) {
    if (!record.operationId) return null;
    const operation = (await this.operations.byIds([record.operationId])).get(record.operationId);
    return operation ? this.operations.listingTemplate(operation) : null;
  }

  /** Its author's only: anyone else is answered as if it did not exist. */
  private async owned(id: string, actor: Actor): Promise<DataImport> {
    const record = /^[0-9a-f-]{36}$/.test(id) ? await this.queries.byId(id) : null;
    if (!record || record.userId !== actor.id) throw new NotFoundError('IMPORT_NOT_FOUND', E.notFound);
    return record;
  }

  private async detailOf(record: DataImport): Promise<ImportDetail> {
    const operations = record.operationId ? await this.operations.byIds([record.operationId]) : new Map();
    return {
      ...this.summaryOf(record, operations, record.actor),
      headers: record.headers,
      columns: importColumns(record.kind),
      mapping: record.mapping,
    };
  }

  private summaryOf(
    record: DataImport,
    operations: Map<number, { slug: string; name: string | null; managerId: number }>,
    actor: Pick<Actor, 'id'>,
  ): ImportSummary {
    const operation = record.operationId ? operations.get(record.operationId) : undefined;
    return {
      id: record.id,
      kind: record.kind,
      name: record.name,
      importDate: record.createdAt.toISOString(),
      importStatus: { name: record.status },
      operation: operation
        ? { slug: operation.slug, name: operation.name ?? operation.slug, writable: operation.managerId === actor.id }
        : null,
      nbLines: record.nbLines,
      nbLinesProcessed: record.nbLinesProcessed,
      nbSuccessLines: record.nbSuccessLines,
      nbToCompleteLines: record.nbToCompleteLines,
      nbErrorLines: record.nbErrorLines,
      nbImages: record.nbImages,
      ...(record.message ? { message: record.message } : {}),
    };
  }
}

function checkKind(kind: string): ImportKind {
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) throw new NotFoundError('IMPORT_KIND_UNKNOWN', E.kind);
  return kind as ImportKind;
}
