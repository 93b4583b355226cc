import { API, type ExportFormat, type ImportDetail, withLocale } from '@troc/shared';
import ExcelJS from 'exceljs';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ExportService } from '../src/modules/export/export.service.js';
import { binary } from './support/binary.js';
import { createWorld, pngPicture, publishedListing, type World } from './support/listing-world.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const BUCKET = 'troc-http';

/** Files the application keeps under its var/ folder (the session secret and the SQLite file aside). */
function storedLocally(varDir: string): string[] {
  return ['uploads', 'documents', 'exports', 'imports'].flatMap((area) =>
    existsSync(join(varDir, area)) ? readdirSync(join(varDir, area), { recursive: true }).map(String) : [],
  );
}

/**
 * FILE_STORAGE_URL (issue 27): pictures, exports and imports go to an S3-protocol server, and
 * nothing lands on the instance's disk; downloads still pass the application's checks.
 */
describe.each(targets())('files in an object store on $name', (target) => {
  let s3: TestS3Server;
  let t0: TestApp;
  let world: World;
  let owner: Client;

  beforeAll(async () => {
    s3 = await startS3Server();
    t0 = await startApp(target, { FILE_STORAGE_URL: s3.url(BUCKET) });
    world = await createWorld(t0);
    owner = await world.as('owner');
  });
  afterAll(async () => {
    await t0?.close();
    await s3?.close();
  });

  it('stores a picture in the bucket and serves it back, streamed by the application', async () => {
    const { slug } = (await owner.post('/fr/api/troc/create/', {}).expect(201)).body;
    const res = await owner.agent
      .post(`/fr/api/troc/image/${slug}/0/`)
      .set('X-CSRF-Token', owner.csrf)
      .attach('form[file]', await pngPicture(1200, 800), 'photo.png')
      .expect(200);
    const picture = await (await world.visitor()).get(res.body.path).buffer(true).parse(binary).expect(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const meta = await sharp(picture.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);
    await owner.get(res.body.thumbnail).expect(200);
    await owner.get('/uploads/2020/01/absent-original.webp').expect(404);
    await owner.get('/uploads/../session-secret').expect(404);

    const key = (res.body.path as string).replace('/uploads/', '');
    expect(s3.objects(BUCKET).some((f) => f.startsWith(`uploads/${key}`))).toBe(true);
    expect(storedLocally(t0.config.varDir)).toEqual([]);
  });

  it('writes an export into the bucket, downloads it for its owner only, and retention deletes it', async () => {
    await publishedListing(owner, world.users.owner);
    const format: ExportFormat = 'xlsx';
    const started = await owner.post(withLocale(API.exportStart('troc-mine')), { format, filters: {} }).expect(202);
    const id = started.body.data.id as string;
    let redirect = '';
    for (let i = 0; i < 1200 && !redirect; i++) {
      const res = await owner.post(withLocale(API.exportPending(id))).expect(200);
      if (!res.body.exportStatus) redirect = res.body.redirect as string;
      else await sleep(50);
    }
    expect(redirect).not.toBe('');
    const file = await owner.agent.get(redirect).buffer(true).parse(binary).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBeGreaterThanOrEqual(2);
    expect(s3.objects(BUCKET)).toContain(`exports/${id}.xlsx._S3rver_object`);
    // Someone else is answered as if it did not exist.
    await (await world.as('colleague')).get(redirect).expect(404);

    await t0.app.get(ExportService).clean(new Date(Date.now() + 25 * 3600 * 1000));
    expect(s3.objects(BUCKET)).not.toContain(`exports/${id}.xlsx._S3rver_object`);
    await owner.get(redirect).expect(404);
    expect(storedLocally(t0.config.varDir)).toEqual([]);
  });

  it('imports from a file kept in the bucket, read by the job, removed with the import', async () => {
    const headers = ['Catégorie', 'Désignation', 'Description', 'Quantité totale', 'État', "Type d'échange"];
    const row = (name: string) => [
      'Mobilier > Sièges et fauteuils',
      name,
      'Fauteuil à roulettes, accoudoirs réglables, bon état général.',
      '2',
      'Très bon état',
      'Don',
    ];
    const csv: Buffer = Buffer.from(
      [headers, row('Fauteuil bleu'), row('Fauteuil vert')].map((r) => r.join(';')).join('\r\n'),
    );
    const uploaded = await owner.agent
      .post('/fr/api/import/upload/troc/')
      .set('X-CSRF-Token', owner.csrf)
      .attach('form[file]', csv, 'inventaire.csv')
      .expect(201);
    const detail = uploaded.body.data as ImportDetail;
    expect(detail.nbLines).toBe(2);
    expect(s3.objects(BUCKET)).toContain(`imports/${detail.id}.csv._S3rver_object`);

    await owner.post(`/fr/api/import/start/${detail.id}/`).expect(202);
    let status = '';
    let done: ImportDetail | null = null;
    for (let i = 0; i < 1200 && status !== 'Terminated' && status !== 'Error'; i++) {
      done = (await owner.post(`/fr/api/import/view/${detail.id}/`).expect(200)).body.data as ImportDetail;
      status = done.importStatus.name;
      if (status !== 'Terminated' && status !== 'Error') await sleep(50);
    }
    expect(status).toBe('Terminated');
    expect(done!.nbLinesProcessed).toBe(2);

    await owner.post(`/fr/api/import/delete/${detail.id}/`).expect(200);
    expect(s3.objects(BUCKET).filter((f) => f.startsWith('imports/'))).toEqual([]);
    expect(storedLocally(t0.config.varDir)).toEqual([]);
  });
});
