import { API, type ImportDetail, type ImportLineView, withLocale } from '@troc/shared';
import ExcelJS from 'exceljs';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { dropDatabase } from '../src/database/mysql-admin.js';
import { CategoryService } from '../src/modules/category/category.service.js';
import { binary } from './support/binary.js';
import { type BuiltApp, startBuilt } from './support/built-app.js';
import { GOOD_PASSWORD } from './support/fixtures.js';
import { importCsv, importPictures } from './support/import-world.js';
import { completeDetails, createWorld, pngPicture, publishedListing, type World } from './support/listing-world.js';
import { readMails } from './support/mails.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';
import { runId, targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';
import { sleep, waitFor } from './support/wait.js';

const mysql = targets().find((t) => t.name === 'mysql');
const BUCKET = 'troc-cluster';
const LINES = 150;
/** The stop scenarios wait on whole imports and on a lock to lapse: more than the default test time (× TEST_SLOWNESS, as every limit). */
const LONG = 300_000;
const figures: string[] = [];
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Two instances of the built application behind an imaginary load balancer: one MariaDB
 * database, one Redis prefix, one S3-protocol store, each its own disk. Requests alternate
 * between them; an instance stopped (SIGTERM) or killed (SIGKILL) mid-import leaves the other
 * to finish the job, each line accounted for once.
 */
(mysql ? describe : describe.skip)('two instances of the built application', () => {
  let s3: TestS3Server;
  let t0: TestApp;
  let world: World;
  let category: string;
  let env: Record<string, string>;
  const instances: BuiltApp[] = [];
  let a: BuiltApp;
  let b: BuiltApp;
  /** The owner signed in on A; `onB` is the same browser sent to B. */
  let onA: Client;
  let onB: Client;

  const start = async () => {
    const instance = await startBuilt(t0, { env });
    instances.push(instance);
    return instance;
  };
  const signIn = async (instance: BuiltApp, email: string) => {
    const client = await instance.client();
    await client.post('/fr/api/auth/login', { email, password: GOOD_PASSWORD }).expect(200);
    await client.refreshCsrf();
    return client;
  };
  const storedLocally = () =>
    instances.flatMap((i) =>
      ['uploads', 'documents', 'exports', 'imports'].flatMap((area) =>
        existsSync(join(i.varDir, area)) ? readdirSync(join(i.varDir, area), { recursive: true }).map(String) : [],
      ),
    );

  beforeAll(async () => {
    s3 = await startS3Server();
    env = {
      FILE_STORAGE_URL: s3.url(BUCKET),
      // The handed-back import is dispatched again by whichever instance reconciles first.
      JOB_RECONCILE_SECONDS: '2',
      ALERT_INTERVAL_MS: '1000',
    };
    t0 = await startApp(mysql!, { FILE_STORAGE_URL: env.FILE_STORAGE_URL! });
    world = await createWorld(t0);
    category = t0.app.get(CategoryService).rootOf(completeDetails.category)!.slug;
    // The built instances do the work from here; this one only leaves its database.
    await t0.app.close();
    [a, b] = await Promise.all([start(), start()]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    for (const i of instances) rmSync(i.varDir, { recursive: true, force: true });
    if (t0) {
      rmSync(t0.config.varDir, { recursive: true, force: true });
      await dropDatabase(mysql!.mysqlUrl!, t0.shared!.database);
    }
    await s3?.close();
    console.info(`Deux instances :\n${figures.join('\n')}`);
  });

  it('signs in on A and acts on B with the same session', async () => {
    const t = Date.now();
    onA = await signIn(a, world.users.owner.email);
    onB = await b.client(onA);
    const me = await onB.get('/fr/api/auth/me').expect(200);
    expect(me.body.user.email).toBe(world.users.owner.email);
    expect(me.body.csrfToken).toBe(onA.csrf);
    // A write on B with the token A gave.
    await onB.post('/fr/api/troc/create/', { requestType: 'Offer' }).expect(201);
    // Signed out on B, signed out on A.
    const other = await signIn(b, world.users.colleague.email);
    const otherOnA = await a.client(other);
    await other.post(API.logout.replace('/api', '/fr/api')).expect(200);
    expect((await otherOnA.get('/fr/api/auth/me').expect(200)).body.user).toBeNull();
    figures.push(`- session : ${seconds(t)} s`);
  });

  it('uploads a picture on A and serves it from B, through the object store', async () => {
    const t = Date.now();
    const { slug } = (await onA.post('/fr/api/troc/create/', { requestType: 'Offer' }).expect(201)).body;
    const uploaded = await onA.agent
      .post(`/fr/api/troc/image/${slug}/0/`)
      .set('X-CSRF-Token', onA.csrf)
      .attach('form[file]', await pngPicture(1200, 800), 'photo.png')
      .expect(200);
    const picture = await (await b.client()).get(uploaded.body.path).buffer(true).parse(binary).expect(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await sharp(picture.body as Buffer).metadata()).width).toBe(1200);
    await onB.get(uploaded.body.thumbnail).expect(200);
    const key = (uploaded.body.path as string).replace('/uploads/', '');
    expect(s3.objects(BUCKET).some((f) => f.startsWith(`uploads/${key}`))).toBe(true);
    expect(storedLocally()).toEqual([]);
    figures.push(`- image : ${seconds(t)} s`);
  });

  it('starts an import on A, polls and reads its report on B; exports on A and downloads on B', async () => {
    const t = Date.now();
    const id = await upload(onA, 'Tabouret', 30);
    await onA.post(`/fr/api/import/start/${id}/`).expect(202);
    const done = await waitFor(
      () => view(onB, id),
      (d) => d.importStatus.name === 'Terminated',
    );
    expect(done).toMatchObject({ nbLines: 30, nbLinesProcessed: 30, nbErrorLines: 0 });
    const lines = (await onB.post(`/fr/api/import/lines/${id}/`, { page: 1, size: 100 }).expect(200)).body
      .data as ImportLineView[];
    // Read from the file in the store by whichever instance ran the job: every line made its listing.
    expect(lines).toHaveLength(30);
    expect(lines.filter((l) => l.lineStatus.name === 'Failed')).toEqual([]);
    const importMs = Date.now() - t;

    const started = await onA
      .post(withLocale(API.exportStart('troc-mine')), { format: 'xlsx', filters: {} })
      .expect(202);
    const exportId = started.body.data.id as string;
    const pending = await waitFor(
      async () => (await onB.post(withLocale(API.exportPending(exportId))).expect(200)).body,
      (body: { exportStatus?: unknown; redirect?: string }) => !body.exportStatus,
    );
    const file = await onB.agent.get(pending.redirect!).buffer(true).parse(binary).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    // The 30 imported listings and the two drafts above, under the header.
    expect(workbook.worksheets[0]!.rowCount).toBeGreaterThanOrEqual(31);
    await (await signIn(a, world.users.outsider.email)).agent.get(pending.redirect!).expect(404);
    expect(s3.objects(BUCKET)).toContain(`exports/${exportId}.xlsx._S3rver_object`);
    expect(storedLocally()).toEqual([]);
    figures.push(`- import de 30 lignes : ${(importMs / 1000).toFixed(1)} s ; export : ${seconds(t + importMs)} s`);
  });

  it('sends the saved-search mail of a new listing once, whichever instance runs the alerts', async () => {
    const t = Date.now();
    const tag = `zq${runId()}`;
    const watcher = await signIn(b, world.users.outsider.email);
    const form = { alert_form: { keyword: tag, requestType: ['Offer'], swapType: ['Don'], category } };
    await watcher.post(withLocale(API.alertCreate), form).expect(201);
    await publishedListing(onA, world.users.owner, { details: { name: `Armoire ${tag}` } });
    const mails = () =>
      instances.flatMap((i) =>
        readMails(join(i.varDir, 'mail')).filter((m) => m.to.includes(world.users.outsider.email)),
      );
    await waitFor(mails, (m) => m.length > 0);
    const firstMs = Date.now() - t;
    // Five more occurrences of the job, on one instance or the other: still one mail.
    await sleep(5_000);
    const sent = mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(`Armoire ${tag}`);
    figures.push(`- alerte : 1 courriel en ${(firstMs / 1000).toFixed(1)} s, ${sent.length} après 5 s de plus`);
  });

  it(
    'SIGTERM on the instance running an import: it hands the job back, the other finishes it, each line once',
    async () => {
      const { runner, other, id, prefix, t } = await runningImport('Banquette');
      const stoppedAt = Date.now();
      expect(await runner.stop()).toBe(0);
      const stopMs = Date.now() - stoppedAt;
      const left = await view(clientOf(other), id);
      await finished(other, id, prefix);
      figures.push(
        `- SIGTERM : arrêt en ${stopMs} ms à ${left.nbLinesProcessed}/${LINES} lignes ; import terminé par l'autre instance, ${LINES}/${LINES} lignes, en ${seconds(t)} s au total`,
      );
      await replace(runner);
    },
    LONG,
  );

  it(
    'SIGKILL on the instance running an import: the other takes the job back once its lock lapses, each line once',
    async () => {
      const { runner, other, id, prefix, t } = await runningImport('Commode');
      runner.process.kill('SIGKILL');
      const killedAt = Date.now();
      await runner.exited;
      const client = clientOf(other);
      const before = (await view(client, id)).nbLinesProcessed;
      // Bull's lock lapses (30 s): the reconciler's next round (JOB_RECONCILE_SECONDS) dispatches the job again.
      await waitFor(
        () => view(client, id),
        (d) => d.nbLinesProcessed > before,
        150_000,
      );
      const resumeMs = Date.now() - killedAt;
      await finished(other, id, prefix);
      figures.push(
        `- SIGKILL : tué à ${before}/${LINES} lignes, repris après ${(resumeMs / 1000).toFixed(1)} s, ${LINES}/${LINES} lignes, ${seconds(t)} s au total`,
      );
      await replace(runner);
    },
    LONG,
  );

  /** Uploads `count` lines with their pictures; the import's id. */
  async function upload(client: Client, prefix: string, count: number): Promise<string> {
    const res = await client.agent
      .post('/fr/api/import/upload/troc/')
      .set('X-CSRF-Token', client.csrf)
      .attach('form[file]', importCsv(prefix, count), `${prefix}.csv`)
      .attach('form[images]', await importPictures(), 'photos.zip')
      .expect(201);
    return (res.body.data as ImportDetail).id;
  }

  async function view(client: Client, id: string): Promise<ImportDetail> {
    return (await client.post(`/fr/api/import/view/${id}/`).expect(200)).body.data as ImportDetail;
  }

  /** An import of LINES lines under way, and which instance runs it (its health says so). */
  async function runningImport(name: string) {
    const prefix = `${name} ${runId()}`;
    const t = Date.now();
    const id = await upload(onA, prefix, LINES);
    await onB.post(`/fr/api/import/start/${id}/`).expect(202);
    await waitFor(
      () => view(onA, id),
      (d) => d.nbLinesProcessed >= 20,
    );
    const [runner, other] = await waitFor(
      async () => {
        const [ha, hb] = await Promise.all([a.health(), b.health()]);
        if (ha?.queue.running.import) return [a, b] as const;
        if (hb?.queue.running.import) return [b, a] as const;
        return null;
      },
      (pair) => pair !== null,
    ).then((pair) => pair!);
    return { runner, other, id, prefix, t };
  }

  /** Waits until the import ends on `other`, then checks that every line made one listing. */
  async function finished(other: BuiltApp, id: string, prefix: string): Promise<void> {
    const client = clientOf(other);
    const done = await waitFor(
      () => view(client, id),
      (d) => d.importStatus.name === 'Terminated',
      120_000,
    );
    expect(done).toMatchObject({ nbLines: LINES, nbLinesProcessed: LINES });
    expect(done.nbSuccessLines + done.nbToCompleteLines + done.nbErrorLines).toBe(LINES);
    const names = await listingNames(prefix);
    expect(names).toHaveLength(LINES);
    expect(new Set(names).size).toBe(LINES);
  }

  async function listingNames(prefix: string): Promise<string[]> {
    const ds = new DataSource({
      type: 'mysql',
      url: t0.config.database.driver === 'mysql' ? t0.config.database.url : '',
    });
    await ds.initialize();
    try {
      const rows = (await ds.query('SELECT name FROM troc WHERE name LIKE ?', [`${prefix} n°%`])) as { name: string }[];
      return rows.map((r) => r.name);
    } finally {
      await ds.destroy();
    }
  }

  /** The owner's browser, as sent to this instance. */
  function clientOf(instance: BuiltApp): Client {
    return instance === a ? onA : onB;
  }

  /** A stopped instance gives way to a fresh one, which the owner's browser reaches with the same cookies. */
  async function replace(gone: BuiltApp): Promise<void> {
    const fresh = await start();
    if (gone === a) {
      a = fresh;
      onA = await a.client(onB);
    } else {
      b = fresh;
      onB = await b.client(onA);
    }
  }
});
