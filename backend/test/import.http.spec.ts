import ExcelJS from 'exceljs';
import { existsSync, readdirSync } from 'node:fs';
import { DataSource } from 'typeorm';
import yazl from 'yazl';
import { fr, type ImportDetail, type ImportLineView, type ImportTestResult, t } from '@troc/shared';
import { QueueService } from '../src/core/queue/queue.service.js';
import { DataImport } from '../src/modules/import/entities/data-import.entity.js';
import { ImportLine } from '../src/modules/import/entities/import-line.entity.js';
import { importTemplate } from '../src/modules/import/import-columns.js';
import { ImportService } from '../src/modules/import/import.service.js';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { actorOf } from '../src/core/auth/actor.js';
import { Tracker } from '../src/modules/tracker/entities/tracker.entity.js';
import { TrackerImportService } from '../src/modules/tracker/tracker-import.service.js';
import { createWorld, pngPicture, publishedListing, type World } from './support/listing-world.js';
import { binary } from './support/binary.js';
import { importFinished } from './support/jobs.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';

const L = fr.imports.line;

/** A ZIP of pictures, as people send them (in a folder, any case). */
function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, body] of Object.entries(files)) zip.addBuffer(body, name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

async function xlsxOf(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inventaire');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** French Excel's CSV: `;`, Windows-1252 bytes (é is one byte, not UTF-8). */
const latin1Csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(';')).join('\r\n'), 'latin1');

const HEADERS = [
  'Catégorie',
  'Désignation',
  'Description',
  'Quantité totale',
  'État',
  'Poids',
  "Type d'échange",
  'Visibilité',
  'Photos',
];
const DESCRIPTION = 'Fauteuil à roulettes, accoudoirs réglables, bon état général.';
const line = (name: string, overrides: Partial<Record<(typeof HEADERS)[number], string>> = {}) =>
  HEADERS.map(
    (h) =>
      ({
        Catégorie: 'Mobilier > Sièges et fauteuils',
        Désignation: name,
        Description: DESCRIPTION,
        'Quantité totale': '4',
        État: 'Très bon état',
        Poids: '12,5',
        "Type d'échange": 'Don',
        Visibilité: 'Toutes les organisations',
        Photos: 'fauteuil.png',
        ...overrides,
      })[h] ?? '',
  );

describe.each(targets())('imports ($name)', (target) => {
  let t0: TestApp;
  let world: World;
  let owner: Client;
  let pictures: Buffer;
  const ds = () => t0.app.get(DataSource);

  const upload = (client: Client, file: Buffer, name: string, extra: { images?: Buffer; operation?: string } = {}) => {
    let req = client.agent.post('/fr/api/import/upload/troc/').set('X-CSRF-Token', client.csrf);
    req = req.attach('form[file]', file, name);
    if (extra.images) req = req.attach('form[images]', extra.images, 'photos.zip');
    if (extra.operation) req = req.field('form[operation]', extra.operation);
    return req;
  };

  const report = async (client: Client, id: string): Promise<ImportLineView[]> =>
    (await client.post(`/fr/api/import/lines/${id}/`, { page: 1, size: 100 }).expect(200)).body.data;

  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    owner = await world.as('owner');
    pictures = await zipOf({ 'Photos/Fauteuil.PNG': await pngPicture(), 'armoire.png': await pngPicture(800, 600) });
  });
  afterAll(() => t0?.close());

  it('serves the templates: French headers and an example line, in CSV for French spreadsheets and in XLSX', async () => {
    const { headers, example } = importTemplate('troc');
    const csv = await owner.get('/fr/api/import/template/troc/csv/').buffer(true).expect(200);
    expect(csv.headers['content-disposition']).toContain('modele-import-annonces.csv');
    const text = csv.text;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')[0]).toBe(headers.join(';'));
    const xlsx = await owner.get('/fr/api/import/template/troc/xlsx/').buffer(true).parse(binary).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(headers);
    expect(String(sheet.getRow(2).getCell(headers.indexOf('Nom') + 1).value)).toBe(example[headers.indexOf('Nom')]);
    expect(workbook.getWorksheet('Aide')!.rowCount).toBe(headers.length + 1);
    await owner.get('/fr/api/import/template/troc/pdf/').expect(404);
    await owner.get('/fr/api/import/template/rien/csv/').expect(404);
    await (await world.visitor()).get('/fr/api/import/template/troc/csv/').expect(403);
  });

  it('imports a Windows-1252 CSV with its pictures: tested without writing, then each line processed and reported', async () => {
    const before = await ds().getRepository(Troc).count();
    const csv = latin1Csv([
      HEADERS,
      line('Fauteuil de direction'),
      line('Armoire basse', { Catégorie: 'Rangements et armoires', Photos: 'armoire.png', Poids: '' }),
      [],
      line('Objet mystère', { Catégorie: 'Soucoupes volantes', Poids: 'lourd' }),
    ]);
    const uploaded = await upload(owner, csv, 'inventaire-pavillon.csv', { images: pictures }).expect(201);
    const detail = uploaded.body.data as ImportDetail;
    expect(detail).toMatchObject({
      name: 'inventaire-pavillon.csv',
      importStatus: { name: 'ToComplete' },
      nbLines: 3,
      nbImages: 2,
      headers: HEADERS,
    });
    expect(detail.mapping).toMatchObject({
      category: 'Catégorie',
      name: 'Désignation',
      itemWeight: 'Poids',
      images: 'Photos',
    });

    const tested = (await owner.post(`/fr/api/import/test/${detail.id}/`).expect(200)).body.data as ImportTestResult;
    expect(tested).toMatchObject({ nbLines: 3, nbSuccessLines: 1, nbToCompleteLines: 1, nbErrorLines: 1 });
    expect(tested.lines.map((l) => [l.lineNumber, l.lineStatus.name])).toEqual([
      [3, 'ToComplete'],
      [5, 'Failed'],
    ]);
    expect(tested.lines[1]!.report).toMatchObject({
      message: t(L.failed, { line: 5 }),
      detail: t(L.detail, { values: 'Catégorie « Soucoupes volantes », Poids (kg) « lourd »' }),
    });
    expect(await ds().getRepository(Troc).count()).toBe(before);

    const started = await owner.post(`/fr/api/import/start/${detail.id}/`).expect(202);
    expect(started.body.message).toBe(fr.imports.started);
    expect(['Draft', 'Pending', 'Terminated']).toContain(started.body.data.importStatus.name);
    await owner.post(`/fr/api/import/start/${detail.id}/`).expect(409);
    const done = await importFinished(owner, detail.id);
    expect(done).toMatchObject({
      importStatus: { name: 'Terminated' },
      nbLines: 3,
      nbLinesProcessed: 3,
      nbSuccessLines: 1,
      nbToCompleteLines: 1,
      nbErrorLines: 1,
    });
    const lines = await report(owner, detail.id);
    expect(lines.map((l) => [l.lineNumber, l.lineStatus.name, l.report.message])).toEqual([
      [2, 'Success', t(L.success, { line: 2 })],
      [3, 'ToComplete', t(L.toComplete, { line: 3 })],
      [5, 'Failed', t(L.failed, { line: 5 })],
    ]);
    expect(lines[1]!.report.detail).toBe(t(L.detail, { values: 'Poids (kg) « »' }));
    expect(lines[2]!.troc).toBeNull();

    const published = await ds().getRepository(Troc).findOneByOrFail({ slug: lines[0]!.troc!.slug });
    expect(published).toMatchObject({
      name: 'Fauteuil de direction',
      description: DESCRIPTION,
      categoryId: 102,
      itemTotalQuantity: 4,
      itemState: 'VeryGood',
      weightGrams: 12_500,
      swapType: 'Don',
      publicationStatus: 'Published',
      managerId: world.users.owner.id,
      cityCode: '33063',
    });
    expect(published.visibility).toContain('External');
    expect(published.image0Id).not.toBeNull();
    const draft = await ds().getRepository(Troc).findOneByOrFail({ slug: lines[1]!.troc!.slug });
    expect(draft).toMatchObject({ name: 'Armoire basse', categoryId: 103, publicationStatus: 'Draft' });
    expect(draft.image0Id).not.toBeNull();
    expect(await ds().getRepository(Troc).count()).toBe(before + 2);
  });

  it('reads an XLSX with its own headers, takes the columns chosen, and refuses a bad matching in French', async () => {
    const file = await xlsxOf([
      ['Famille', 'Libellé', 'Commentaire', 'Qté', 'Etat du bien', 'Masse', 'Disponible le'],
      [
        'Tables et chaises',
        'Table de réunion ovale',
        'Plateau chêne clair, pieds métal, dix places.',
        1,
        'Neuf',
        45,
        new Date(Date.UTC(2030, 0, 15)),
      ],
    ]);
    const detail = (await upload(owner, file, 'salles.xlsx').expect(201)).body.data as ImportDetail;
    expect(detail.mapping).toMatchObject({
      category: 'Famille',
      name: 'Libellé',
      description: 'Commentaire',
      itemWeight: 'Masse',
    });
    expect(detail.mapping.itemState).toBe('Etat du bien');

    const bad = await owner
      .post(`/fr/api/import/mapping/${detail.id}/`, {
        import_mapping_form: { ...detail.mapping, name: '', description: 'Inconnue', brand: 'Famille' },
      })
      .expect(422);
    expect(bad.body.errors).toEqual({
      name: [t(fr.imports.errors.mappingRequired, { column: 'Nom' })],
      description: [fr.imports.errors.mappingHeader],
      brand: [t(fr.imports.errors.mappingTwice, { header: 'Famille' })],
    });
    const mapping = { ...detail.mapping, availabilityStartDate: 'Disponible le' } as Record<string, string>;
    const tested = (await owner.post(`/fr/api/import/test/${detail.id}/`, { import_mapping_form: mapping }).expect(200))
      .body.data as ImportTestResult;
    // An offer needs a picture: a draft to complete, never a guess.
    expect(tested.lines[0]!.report.issues).toEqual([
      { column: 'Photos', value: '', messages: [fr.listing.errors.imageRequired] },
    ]);
    await owner.post(`/fr/api/import/start/${detail.id}/`, { import_mapping_form: mapping }).expect(202);
    const lines = await report(owner, (await importFinished(owner, detail.id)).id);
    const table = await ds().getRepository(Troc).findOneByOrFail({ slug: lines[0]!.troc!.slug });
    expect(table).toMatchObject({
      name: 'Table de réunion ovale',
      categoryId: 104,
      itemState: 'New',
      weightGrams: 45_000,
      availabilityStartDate: '2030-01-15',
      publicationStatus: 'Draft',
    });
  });

  it('imports into the manager’s operation, which others cannot choose', async () => {
    const created = await owner.post('/fr/api/operation/create/', { name: 'Déménagement du pavillon' }).expect(201);
    const slug = created.body.slug as string;
    const csv = latin1Csv([HEADERS, line('Chaise visiteur')]);
    const colleague = await world.as('colleague');
    const refused = await upload(colleague, csv, 'x.csv', { operation: slug }).expect(422);
    expect(refused.body.errors.operation).toEqual([fr.imports.errors.operation]);
    const detail = (await upload(owner, csv, 'pavillon.csv', { images: pictures, operation: slug }).expect(201)).body
      .data as ImportDetail;
    expect(detail.operation).toMatchObject({ slug, name: 'Déménagement du pavillon', writable: true });
    await owner.post(`/fr/api/import/start/${detail.id}/`).expect(202);
    const [only] = await report(owner, (await importFinished(owner, detail.id)).id);
    const troc = await ds().getRepository(Troc).findOneByOrFail({ slug: only!.troc!.slug });
    expect(troc.operationId).not.toBeNull();
  });

  it('refuses unreadable or empty files and non-ZIP pictures with French messages, keeping nothing', async () => {
    const E = fr.imports.errors;
    const errorOf = async (req: ReturnType<typeof upload>) => (await req.expect(422)).body.errors;
    const dir = t0.config.importsDir;
    const kept = () => (existsSync(dir) ? readdirSync(dir).length : 0);
    const before = kept();
    expect(
      await errorOf(owner.agent.post('/fr/api/import/upload/troc/').set('X-CSRF-Token', owner.csrf).field('x', '1')),
    ).toEqual({
      file: [E.fileRequired],
    });
    expect(await errorOf(upload(owner, latin1Csv([HEADERS]), 'vide.csv'))).toEqual({ file: [E.empty] });
    expect(await errorOf(upload(owner, Buffer.from('PK\u0003\u0004 pas un classeur'), 'faux.xlsx'))).toEqual({
      file: [E.unreadable],
    });
    expect(await errorOf(upload(owner, Buffer.from('a;b\n1;2'), 'ancien.xls'))).toEqual({ file: [E.fileType] });
    expect(
      await errorOf(upload(owner, latin1Csv([HEADERS, line('x')]), 'ok.csv', { images: Buffer.from('pas un zip') })),
    ).toEqual({
      images: [E.imagesType],
    });
    expect(
      await errorOf(upload(owner, latin1Csv([HEADERS, line('x')]), 'ok.csv', { operation: 'inexistante' })),
    ).toEqual({
      operation: [E.operation],
    });
    await owner.post('/fr/api/import/upload/rien/').expect(404);
    expect(kept()).toBe(before);
  });

  it('keeps each import to its author, lists « Mes imports » with import_filter_form, and deletes a finished one', async () => {
    const csv = latin1Csv([HEADERS, line('Lampe de bureau', { Catégorie: 'Inconnue' })]);
    const detail = (await upload(owner, csv, 'lampes.csv').expect(201)).body.data as ImportDetail;
    const colleague = await world.as('colleague');
    for (const action of ['view', 'test', 'start', 'lines', 'mapping', 'delete']) {
      await colleague.post(`/fr/api/import/${action}/${detail.id}/`).expect(404);
    }
    await owner.post('/fr/api/import/view/pas-un-id/').expect(404);
    expect((await colleague.post('/fr/api/import/mine/', {}).expect(200)).body.data).toEqual([]);

    const mine = await owner
      .post('/fr/api/import/mine/', { import_filter_form: { importStatus: 'ToComplete' } })
      .expect(200);
    expect(mine.body.data.map((i: { id: string }) => i.id)).toContain(detail.id);
    expect(mine.body.data.every((i: ImportDetail) => i.importStatus.name === 'ToComplete')).toBe(true);
    const future = await owner
      .post('/fr/api/import/mine/', { import_filter_form: { importedAfter: '2099-01-01' } })
      .expect(200);
    expect(future.body.total).toBe(0);
    const bad = await owner
      .post('/fr/api/import/mine/', { import_filter_form: { importStatus: 'Archived', importedBefore: '31/02/2026' } })
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'import_filter_form.importStatus',
      'import_filter_form.importedBefore',
    ]);

    await owner.post(`/fr/api/import/start/${detail.id}/`).expect(202);
    await importFinished(owner, detail.id);
    const deleted = await owner.post(`/fr/api/import/delete/${detail.id}/`).expect(200);
    expect(deleted.body.message).toBe(fr.imports.deleted);
    await owner.post(`/fr/api/import/view/${detail.id}/`).expect(404);
    expect(await ds().getRepository(ImportLine).countBy({ importId: detail.id })).toBe(0);
    expect(existsSync(`${t0.config.importsDir}/${detail.id}.csv`)).toBe(false);
  });

  it('imports past exchanges of my listings as regularisations: a member or a guest, each line checked by the form’s rules', async () => {
    const slug = await publishedListing(owner, world.users.owner, { details: { name: 'Armoire métallique à rideau' } });
    const E = fr.imports.errors;
    const headers = [
      'Annonce',
      'Quantité',
      'Repreneur (e-mail)',
      "E-mail de l'invité",
      "Organisme de l'invité",
      'Message',
    ];
    const file = await xlsxOf([
      headers,
      ['armoire métallique à rideau', 2, world.users.colleague.email, '', '', 'Repris au printemps.'],
      [slug, 1, '', 'accueil@ressourcerie.fr', 'Ressourcerie du quartier', ''],
      ['Armoire inconnue', 1, world.users.colleague.email, '', '', ''],
      [slug, 99, world.users.colleague.email, '', '', ''],
      [slug, 1, 'personne@nulle-part.fr', '', '', ''],
    ]);
    const refused = await owner.agent
      .post('/fr/api/import/upload/tracker/')
      .set('X-CSRF-Token', owner.csrf)
      .attach('form[file]', file, 'echanges.xlsx')
      .field('form[operation]', (await owner.post('/fr/api/operation/create/', { name: 'Op' }).expect(201)).body.slug)
      .expect(422);
    expect(refused.body.errors.operation).toEqual([E.operationKind]);
    const upload = await owner.agent
      .post('/fr/api/import/upload/tracker/')
      .set('X-CSRF-Token', owner.csrf)
      .attach('form[file]', file, 'echanges.xlsx')
      .expect(201);
    const detail = upload.body.data as ImportDetail;
    expect(detail.kind).toBe('tracker');
    expect(detail.mapping).toMatchObject({ troc: 'Annonce', quantity: 'Quantité', user: 'Repreneur (e-mail)' });
    const tested = (await owner.post(`/fr/api/import/test/${detail.id}/`).expect(200)).body.data as ImportTestResult;
    expect(tested).toMatchObject({ nbLines: 5, nbSuccessLines: 2, nbErrorLines: 3 });
    expect(await ds().getRepository(Tracker).countBy({ regularized: true })).toBe(0);

    await owner.post(`/fr/api/import/start/${detail.id}/`).expect(202);
    const done = await importFinished(owner, detail.id);
    expect(done).toMatchObject({ nbLinesProcessed: 5, nbSuccessLines: 2, nbErrorLines: 3 });
    const lines = await report(owner, detail.id);
    expect(lines.map((l) => l.lineStatus.name)).toEqual(['Success', 'Success', 'Failed', 'Failed', 'Failed']);
    expect(lines[2]!.report.issues).toEqual([
      { column: 'Annonce', value: 'Armoire inconnue', messages: [E.listingUnknown] },
    ]);
    expect(lines[3]!.report.issues[0]!.column).toBe('Quantité');
    expect(lines[4]!.report.issues).toEqual([
      { column: 'Repreneur (e-mail)', value: 'personne@nulle-part.fr', messages: [E.memberUnknown] },
    ]);
    const member = await ds().getRepository(Tracker).findOneByOrFail({ slug: lines[0]!.tracker!.slug });
    expect(member).toMatchObject({ regularized: true, userId: world.users.colleague.id, requestedQuantity: 2 });
    const guest = await ds().getRepository(Tracker).findOneByOrFail({ slug: lines[1]!.tracker!.slug });
    expect(guest).toMatchObject({
      userId: null,
      guestEmail: 'accueil@ressourcerie.fr',
      guestOrganismName: 'Ressourcerie du quartier',
    });

    // A line applied again (a resumed job) finds its exchange instead of making a second one.
    const service = t0.app.get(TrackerImportService);
    const actor = actorOf(world.users.owner);
    const row = { troc: slug, quantity: '1', user: world.users.colleague.email };
    const again = service.slugForLine();
    const first = await service.apply(row, actor, again);
    const second = await service.apply(row, actor, again);
    expect(first).toMatchObject({ status: 'Success', tracker: { slug: again } });
    expect(second).toMatchObject({ status: 'Success', tracker: { slug: again } });
    expect(await ds().getRepository(Tracker).countBy({ slug: again })).toBe(1);
  });

  it('accounts for every line exactly once when the worker stops in the middle and starts again', async () => {
    const rows = [HEADERS, ...Array.from({ length: 30 }, (_, i) => line(`Chaise empilable n°${i + 1}`))];
    const detail = (await upload(owner, latin1Csv(rows), 'chaises.csv', { images: pictures }).expect(201)).body
      .data as ImportDetail;
    const service = t0.app.get(ImportService);
    const queue = t0.app.get(QueueService);
    queue.retryDelayMs = 20;
    // The database goes away after the 12th line's listing was written, before its outcome.
    let stopped = false;
    service.hooks.afterApply = (processed) => {
      if (processed === 12 && !stopped) {
        stopped = true;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
      }
    };
    await owner.post(`/fr/api/import/start/${detail.id}/`).expect(202);
    const jobOf = async () =>
      queue.find((await ds().getRepository(DataImport).findOneByOrFail({ id: detail.id })).jobId!);
    // The queue tries the job again by itself; the second run goes on from the 12th line.
    const done = await importFinished(owner, detail.id);
    delete service.hooks.afterApply;
    expect((await jobOf())?.status).toBe('done');
    expect(done).toMatchObject({
      importStatus: { name: 'Terminated' },
      nbLines: 30,
      nbLinesProcessed: 30,
      nbSuccessLines: 30,
    });
    const lines = await report(owner, detail.id);
    expect(lines.map((l) => l.lineNumber)).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
    const names = (await ds().getRepository(Troc).findBy({}))
      .map((t) => t.name)
      .filter((n) => n?.startsWith('Chaise empilable'));
    expect(names).toHaveLength(30);
    expect(new Set(names).size).toBe(30);
  });
});
