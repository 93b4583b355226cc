import { fr, type ImportFieldIssue, ImportStatus as S, LIMITS, t } from '@troc/shared';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anActor } from '../../../test/support/actors.js';
import { ConflictError, NotFoundError } from '../../core/errors/index.js';
import type { DataImport } from './entities/data-import.entity.js';
import type { ImportLine } from './entities/import-line.entity.js';
import type { UploadedImportFiles } from './import-uploads.js';
import { ImportService } from './import.service.js';
import { formErrorsOf } from '../../../test/support/form-errors.js';

// Uploads, matching, « Tester », start, cancel and delete with the import's queries, the listing
// and exchange importers, the operations, the store and the job faked: only the uploaded files are real.
const E = fr.imports.errors;
const AUTHOR = 1;
const author = anActor({ id: AUTHOR, organisationId: 4 });
const colleague = anActor({ id: 2, organisationId: 4 });
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OPERATION = { id: 30, slug: 'pavillon', name: 'Déménagement du pavillon', managerId: AUTHOR };

let dir: string;
beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'import-spec-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** A file as multer leaves it in the temporary folder. */
function uploaded(name: string, content: string | Buffer): Express.Multer.File {
  const path = join(dir, `upload-${++files}`);
  writeFileSync(path, content);
  return { originalname: name, path, size: statSync(path).size } as Express.Multer.File;
}
const csv = (rows: string[][]) => rows.map((row) => row.join(';')).join('\r\n');

/** What the listing importer answers for a line, by its name: the rules themselves are TrocImportService's. */
const outcomeOf = (name: string): { status: 'Success' | 'ToComplete' | 'Failed'; issues: ImportFieldIssue[] } =>
  name.startsWith('ok')
    ? { status: 'Success', issues: [] }
    : name.startsWith('incomplet')
      ? { status: 'ToComplete', issues: [{ column: 'category', value: 'Inconnue', messages: [E.category] }] }
      : { status: 'Failed', issues: [{ column: 'name', value: name, messages: ['trop court'] }] };

function world(options: { records?: Partial<DataImport>[]; cancellable?: boolean; started?: boolean } = {}) {
  const records = new Map<string, DataImport>();
  const keep = (over: Partial<DataImport>) =>
    records.set(over.id ?? ID, {
      id: ID,
      userId: AUTHOR,
      organisationId: 4,
      actor: author,
      kind: 'troc',
      name: 'inventaire.csv',
      format: 'csv',
      status: S.ToComplete,
      operationId: null,
      headers: ['Désignation'],
      mapping: { name: 'Désignation' },
      nbImages: 0,
      nbLines: 0,
      nbLinesProcessed: 0,
      nbSuccessLines: 0,
      nbToCompleteLines: 0,
      nbErrorLines: 0,
      message: null,
      createdAt: new Date('2026-03-02T10:00:00Z'),
      ...over,
    } as DataImport);
  for (const record of options.records ?? []) keep(record);
  const seen = {
    byId: [] as string[],
    mappings: [] as Record<string, string | null>[],
    transitions: [] as [S[], Partial<DataImport>][],
    enqueued: [] as [string, number][],
    failed: [] as [string, string][],
    removed: [] as string[],
    stored: new Map<string, string>(),
    unstored: [] as string[],
    checked: [] as string[],
    pages: [] as [number, number][],
  };
  const queries = {
    insert: async (values: Partial<DataImport>) => keep({ ...values, createdAt: new Date() }).get(values.id!)!,
    byId: async (id: string) => {
      seen.byId.push(id);
      return records.get(id) ?? null;
    },
    saveMapping: async (_id: string, mapping: Record<string, string | null>) => void seen.mappings.push(mapping),
    transition: async (_id: string, from: S[], values: Partial<DataImport>) => {
      seen.transitions.push([from, values]);
      return options.started !== true;
    },
    finishedLines: async (_id: string, skip: number, take: number) => {
      seen.pages.push([skip, take]);
      const line = { lineNumber: 2, status: 'Success', issues: null, targetSlug: 't9', targetName: 'Chaise' };
      return [[line as ImportLine], 41] as const;
    },
    mine: async (userId: number) => {
      const mine = [...records.values()].filter((record) => record.userId === userId);
      return [mine, mine.length] as const;
    },
    remove: async (id: string) => void seen.removed.push(id),
  };
  const listings = {
    check: (row: Record<string, string>) => {
      seen.checked.push(row.name!);
      return { ...outcomeOf(row.name!), troc: null };
    },
  };
  const trackers = {};
  const operations = {
    managed: async (slug: string, actor: { id: number }) => {
      if (slug !== OPERATION.slug || actor.id !== OPERATION.managerId) throw new Error('refusé');
      return OPERATION;
    },
    byIds: async (ids: number[]) => new Map(ids.includes(OPERATION.id) ? [[OPERATION.id, OPERATION]] : []),
    listingTemplate: async () => ({ operationId: OPERATION.id }),
  };
  // The store keeps the uploaded file where it is, by key: its readers get that path back.
  const store = {
    moveIn: async (key: string, path: string) => void seen.stored.set(key, path),
    withLocalCopy: <T>(key: string, use: (path: string) => Promise<T>) => use(seen.stored.get(key)!),
    stat: async () => null,
    remove: async (key: string) => void seen.unstored.push(key),
  };
  const stores = { area: () => store };
  const runner = {
    hooks: {},
    use: () => undefined,
    enqueue: async (record: { id: string }, userId: number) => void seen.enqueued.push([record.id, userId]),
    fail: async (id: string, message: string) => {
      seen.failed.push([id, message]);
      return options.cancellable ?? true;
    },
  };
  const deps = [queries, listings, trackers, operations, stores, runner];
  const service = new ImportService(...(deps as never as ConstructorParameters<typeof ImportService>));
  return { service, seen, records };
}

describe('an import’s upload', () => {
  const lines = csv([
    ['Catégorie', 'Désignation'],
    ['Mobilier', 'Chaise'],
    ['', ''],
    ['Mobilier', 'Table'],
  ]);

  it('refuses an unknown kind, a missing file, a file too large or of an old spreadsheet type', async () => {
    const { service, seen } = world();
    const unknown = service.upload('rien', { file: uploaded('a.csv', lines) }, '', author);
    await expect(unknown).rejects.toBeInstanceOf(NotFoundError);
    await expect(unknown).rejects.toMatchObject({ code: 'IMPORT_KIND_UNKNOWN', message: E.kind });
    expect(await formErrorsOf(service.upload('troc', {}, '', author))).toEqual({ file: [E.fileRequired] });
    const huge = { ...uploaded('gros.csv', lines), size: LIMITS.import.fileMaxBytes + 1 };
    expect(await formErrorsOf(service.upload('troc', { file: huge }, '', author))).toEqual({
      file: [t(E.fileTooLarge, { max: 20 })],
    });
    for (const name of ['ancien.xls', 'calc.ODS', 'mac.numbers']) {
      expect(await formErrorsOf(service.upload('troc', { file: uploaded(name, lines) }, '', author))).toEqual({
        file: [E.fileType],
      });
    }
    expect(seen.stored.size).toBe(0);
  });

  it('joins only an operation the author manages, and only with listings', async () => {
    const { service } = world();
    const other = service.upload('troc', { file: uploaded('a.csv', lines) }, 'pavillon', colleague);
    expect(await formErrorsOf(other)).toEqual({ operation: [E.operation] });
    const missing = service.upload('troc', { file: uploaded('a.csv', lines) }, 'inexistante', author);
    expect(await formErrorsOf(missing)).toEqual({ operation: [E.operation] });
    const exchanges = service.upload('tracker', { file: uploaded('a.csv', lines) }, 'pavillon', author);
    expect(await formErrorsOf(exchanges)).toEqual({ operation: [E.operationKind] });
  });

  it('refuses an empty file, one with too many lines or pictures not in a ZIP, keeping nothing', async () => {
    const { service, seen, records } = world();
    const refused = async (files: UploadedImportFiles) => formErrorsOf(service.upload('troc', files, '', author));
    expect(await refused({ file: uploaded('vide.csv', csv([['Désignation'], ['', '']])) })).toEqual({
      file: [E.empty],
    });
    const many = csv([['Désignation'], ...Array.from({ length: LIMITS.import.maxLines + 1 }, (_, i) => [`n${i}`])]);
    expect(await refused({ file: uploaded('long.csv', many) })).toEqual({
      file: [t(E.tooManyLines, { max: LIMITS.import.maxLines })],
    });
    expect(await refused({ file: uploaded('a.csv', lines), images: uploaded('photos.zip', 'pas un zip') })).toEqual({
      images: [E.imagesType],
    });
    expect(records.size).toBe(0);
    expect(seen.stored.size).toBe(0);
    // Whatever went wrong, what might have been kept under the import's id is removed.
    expect(seen.unstored).toHaveLength(6);
    expect(seen.unstored.filter((key) => key.endsWith('.csv'))).toHaveLength(3);
  });

  it('keeps the file and records the import to complete, its lines counted and its columns matched', async () => {
    const { service, seen, records } = world();
    const file = uploaded('inventaire.csv', lines);
    const detail = await service.upload('troc', { file }, 'pavillon', author);
    const [record] = [...records.values()];
    expect(record).toMatchObject({
      userId: AUTHOR,
      organisationId: 4,
      kind: 'troc',
      name: 'inventaire.csv',
      format: 'csv',
      status: S.ToComplete,
      operationId: OPERATION.id,
      headers: ['Catégorie', 'Désignation'],
      nbLines: 2,
      nbImages: 0,
    });
    expect(record!.mapping).toMatchObject({ category: 'Catégorie', name: 'Désignation', description: null });
    expect([...seen.stored]).toEqual([[`${record!.id}.csv`, file.path]]);
    expect(detail).toMatchObject({
      id: record!.id,
      importStatus: { name: S.ToComplete },
      nbLines: 2,
      headers: ['Catégorie', 'Désignation'],
      operation: { slug: 'pavillon', name: 'Déménagement du pavillon', writable: true },
    });
    expect(detail.columns.map((column) => column.key)).toContain('name');
  });
});

describe('an import’s author', () => {
  it('alone sees, matches, tests, starts, reports, cancels or deletes it: anyone else is told it does not exist', async () => {
    const { service, seen } = world({ records: [{}] });
    const attempts = [
      () => service.view(ID, colleague),
      () => service.map(ID, {}, colleague),
      () => service.test(ID, {}, colleague),
      () => service.start(ID, {}, colleague),
      () => service.reportLines(ID, 1, 10, colleague),
      () => service.cancel(ID, colleague),
      () => service.delete(ID, colleague),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toMatchObject({ code: 'IMPORT_NOT_FOUND', message: E.notFound });
    }
    expect(seen).toMatchObject({ transitions: [], enqueued: [], failed: [], removed: [] });
    expect((await service.view(ID, author)).id).toBe(ID);
    // An id that cannot be one is not even looked up.
    seen.byId.length = 0;
    await expect(service.view('pas-un-id', author)).rejects.toMatchObject({ code: 'IMPORT_NOT_FOUND' });
    expect(seen.byId).toEqual([]);
  });

  it('lists « Mes imports », the operation writable for its manager only', async () => {
    const { service } = world({
      records: [
        { operationId: OPERATION.id, message: 'Annulé' },
        { id: 'b', userId: 2, operationId: OPERATION.id },
      ],
    });
    const mine = await service.mine({}, 1, 10, author);
    expect(mine.total).toBe(1);
    expect(mine.data).toMatchObject([{ id: ID, operation: { writable: true }, message: 'Annulé' }]);
    const theirs = await service.mine({}, 1, 10, colleague);
    expect(theirs.data).toMatchObject([{ id: 'b', operation: { slug: 'pavillon', writable: false } }]);
    expect(theirs.data[0]).not.toHaveProperty('message');
  });

  it('matches the columns only while the import is to complete, refusing a bad matching by column', async () => {
    const headers = ['Catégorie', 'Désignation'];
    const { service, seen } = world({ records: [{ headers }, { id: 'b'.repeat(36), headers, status: S.Pending }] });
    const started = service.map('b'.repeat(36), { category: 'Catégorie', name: 'Désignation' }, author);
    await expect(started).rejects.toBeInstanceOf(ConflictError);
    await expect(started).rejects.toMatchObject({ code: 'IMPORT_NOT_TO_COMPLETE', message: E.notToComplete });
    expect(await formErrorsOf(service.map(ID, { name: 'Nom', description: 'Désignation' }, author))).toEqual({
      category: [t(E.mappingRequired, { column: 'Catégorie' })],
      name: [E.mappingHeader],
    });
    expect(await formErrorsOf(service.map(ID, { category: 'Catégorie', name: 'Catégorie' }, author))).toEqual({
      name: [t(E.mappingTwice, { header: 'Catégorie' })],
    });
    expect(seen.mappings).toEqual([]);
    const detail = await service.map(ID, { category: 'Catégorie', name: 'Désignation' }, author);
    expect(seen.mappings).toHaveLength(1);
    expect(seen.mappings[0]).toMatchObject({ category: 'Catégorie', name: 'Désignation', description: null });
    expect(detail.mapping).toEqual(seen.mappings[0]);
  });
});

describe('« Tester » an import', () => {
  const fileOf = (names: string[]) => uploaded('lignes.csv', csv([['Désignation'], ...names.map((name) => [name])]));

  it('checks every line by the import’s rules, counts each outcome and reports those to look at', async () => {
    const { service, seen } = world({ records: [{}] });
    seen.stored.set(`${ID}.csv`, fileOf(['ok 1', 'incomplet', 'x', 'ok 2']).path);
    const result = await service.test(ID, undefined, author);
    expect(seen.checked).toEqual(['ok 1', 'incomplet', 'x', 'ok 2']);
    expect(result).toMatchObject({ nbLines: 4, nbSuccessLines: 2, nbToCompleteLines: 1, nbErrorLines: 1 });
    expect(result.lines.map((line) => [line.lineNumber, line.lineStatus.name, line.report.message])).toEqual([
      [3, 'ToComplete', t(fr.imports.line.toComplete, { line: 3 })],
      [4, 'Failed', t(fr.imports.line.failed, { line: 4 })],
    ]);
    expect(result.lines[0]!.report.detail).toBe(t(fr.imports.line.detail, { values: 'Catégorie « Inconnue »' }));
    expect(seen).toMatchObject({ transitions: [], enqueued: [] });
  });

  it('checks all the lines but shows at most the first 200 to look at', async () => {
    const { service, seen } = world({ records: [{}] });
    const names = Array.from({ length: LIMITS.import.testLinesShown + 5 }, (_, i) => `x${i}`);
    seen.stored.set(`${ID}.csv`, fileOf(names).path);
    const result = await service.test(ID, undefined, author);
    expect(result.nbErrorLines).toBe(205);
    expect(result.lines).toHaveLength(LIMITS.import.testLinesShown);
    expect(result.lines.at(-1)!.lineNumber).toBe(201);
  });
});

describe('the import’s job', () => {
  it('starts once: to complete becomes queued and the job is given to the runner', async () => {
    const { service, seen } = world({ records: [{}] });
    await service.start(ID, undefined, author);
    expect(seen.transitions).toEqual([[[S.ToComplete], { status: S.Draft }]]);
    expect(seen.enqueued).toEqual([[ID, AUTHOR]]);
    const again = world({ records: [{}], started: true });
    await expect(again.service.start(ID, undefined, author)).rejects.toMatchObject({
      code: 'IMPORT_NOT_TO_COMPLETE',
      message: E.notToComplete,
    });
    expect(again.seen.enqueued).toEqual([]);
  });

  it('reads the report page by page', async () => {
    const { service, seen } = world({ records: [{}] });
    const page = await service.reportLines(ID, 3, 20, author);
    expect(seen.pages).toEqual([[40, 20]]);
    expect(page).toMatchObject({ total: 41, data: [{ lineNumber: 2, troc: { slug: 't9', name: 'Chaise' } }] });
  });

  it('cancels a queued or running import « En échec », and answers 409 when there is nothing to stop', async () => {
    const { service, seen } = world({ records: [{ status: S.Pending }] });
    expect((await service.cancel(ID, author)).id).toBe(ID);
    expect(seen.failed).toEqual([[ID, fr.jobs.cancelled]]);
    const ended = world({ records: [{ status: S.Terminated }], cancellable: false });
    const attempt = ended.service.cancel(ID, author);
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(attempt).rejects.toMatchObject({ code: 'JOB_NOT_CANCELLABLE', message: fr.jobs.notCancellable });
  });

  it('never deletes an import under its worker; a finished one goes with its files', async () => {
    for (const status of [S.Draft, S.Pending]) {
      const { service, seen } = world({ records: [{ status }] });
      await expect(service.delete(ID, author)).rejects.toMatchObject({ code: 'IMPORT_RUNNING', message: E.running });
      expect(seen).toMatchObject({ removed: [], unstored: [] });
    }
    const { service, seen } = world({ records: [{ status: S.Terminated }] });
    await service.delete(ID, author);
    expect(seen.removed).toEqual([ID]);
    expect(seen.unstored).toEqual([`${ID}.csv`, `${ID}.zip`]);
  });
});
