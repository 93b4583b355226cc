import { Injectable } from '@nestjs/common';
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
import { FileStores } from '../../core/storage/file-stores.js';
import { OperationService } from '../operation/index.js';
import { TrackerImportService } from '../tracker/index.js';
import { TrocImportService } from '../troc/index.js';
import { type ImportContext, type Importer, importers } from './import-importers.js';
import type { DataImport } from './entities/data-import.entity.js';
import { countLines, sniffFormat } from './import-files.js';
import { importColumns, suggestMapping } from './import-columns.js';
import { checkMapping, lineReport, rowOf } from './import-lines.js';
import { type ImportFilters, ImportQueries } from './import.queries.js';
import { ImportFiles, type UploadedImportFiles } from './import-uploads.js';
import { countPictures, fileLines, readHeaders } from './import-reading.js';
import { type ImportHooks, ImportRunner } from './import-runner.js';

export { IMPORT_QUEUE } from './import-runner.js';
const E = fr.imports.errors;

/**
 * Imports (supporting §3-4, §7-8; core §2 import view). The upload keeps the file, reads its
 * header and counts its lines (a file that cannot be read is refused at once, in French); the
 * columns are matched and can be tested without writing; the job (ImportRunner) writes every line
 * as a row, then applies them through the listing import's rules. Polls read the database, so any
 * process answers them; a stopped job is resumed at the next start and accounts for each line exactly once.
 */
@Injectable()
export class ImportService {
  /** The job's test hooks. */
  readonly hooks: ImportHooks;
  private readonly importers: Record<ImportKind, Importer>;
  private readonly files: ImportFiles;

  constructor(
    private readonly queries: ImportQueries,
    listings: TrocImportService,
    trackers: TrackerImportService,
    private readonly operations: OperationService,
    stores: FileStores,
    private readonly runner: ImportRunner,
  ) {
    this.importers = importers(listings, trackers);
    this.files = new ImportFiles(stores.area('imports'));
    this.hooks = runner.hooks;
    runner.use({
      importers: this.importers,
      files: this.files,
      contextOf: async (record, pictures) => ({
        actor: record.actor,
        operation: await this.templateOf(record),
        pictures,
      }),
    });
  }

  /** Imports whose job is gone get a new one (see ImportRunner.resume). */
  resume(): Promise<number> {
    return this.runner.resume();
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
      const headers = await readHeaders(path, format);
      const nbLines = await countLines(path, format, LIMITS.import.maxLines).catch(() => {
        throw FormError.field('file', E.unreadable);
      });
      if (nbLines === 0) throw FormError.field('file', E.empty);
      if (nbLines > LIMITS.import.maxLines) {
        throw FormError.field('file', t(E.tooManyLines, { max: LIMITS.import.maxLines }));
      }
      const nbImages = imagesPath ? await countPictures(imagesPath) : 0;
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
        for await (const { lineNumber, cells } of fileLines(record, path)) {
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
    await this.runner.enqueue(record, actor.id);
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
    if (!(await this.runner.fail(record.id, fr.jobs.cancelled)))
      throw new ConflictError('JOB_NOT_CANCELLABLE', fr.jobs.notCancellable);
    return this.view(record.id, actor);
  }

  /** Deletes the import and its report; the listings it created stay. */
  async delete(id: string, actor: Actor): Promise<void> {
    const record = await this.owned(id, actor);
    if (!canImport(record.status, 'delete')) throw new ConflictError('IMPORT_RUNNING', E.running);
    await this.queries.remove(record.id);
    await this.files.remove(record.id, record.format);
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
