import { rmSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { fr } from '@troc/shared';
import { dropDatabase } from '../src/database/mysql-admin.js';
import { QueueService } from '../src/core/queue/queue.service.js';
import { MassAction } from '../src/modules/mass-action/entities/mass-action.entity.js';
import { MassActionLine } from '../src/modules/mass-action/entities/mass-action-line.entity.js';
import { MassActionService } from '../src/modules/mass-action/mass-action.service.js';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { massActionFinished } from './support/jobs.js';
import { createWorld, manageFor, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';
import { sleep } from './support/wait.js';

describe.each(targets())('mass actions ($name)', (target) => {
  let t0: TestApp;
  let world: World;
  let owner: Client;
  const idOf = async (slug: string) => (await t0.app.get(DataSource).getRepository(Troc).findOneByOrFail({ slug })).id;
  const trocOf = (id: number) => t0.app.get(DataSource).getRepository(Troc).findOneByOrFail({ id });

  /** A draft with complete manage values, quicker than a published listing (no picture). */
  async function draft(client: Client, user = world.users.owner, name?: string): Promise<number> {
    const { slug, id } = (await client.post('/fr/api/troc/create/', { requestType: 'Offer' }).expect(201)).body;
    await client.post(`/fr/api/troc/edit/${slug}/manage/`, manageFor(user)).expect(200);
    if (name) await t0.app.get(DataSource).getRepository(Troc).update({ id }, { name });
    return id as number;
  }

  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    owner = await world.as('owner');
  });
  afterAll(() => t0?.close());

  it('edits several listings and reports each changed attribute, old → new', async () => {
    const a = await draft(owner, undefined, 'Chaise A');
    const b = await draft(owner, undefined, 'Chaise B');
    const start = await owner
      .post('/fr/api/mass-action/troc/edit/', {
        form: { selection: `${a},${b}`, availabilityEndDate: '2099-06-30', swapType: 'Pret' },
      })
      .expect(202);
    expect(start.body.data).toMatchObject({ massActionStatus: { name: 'Pending' }, nbLines: 2 });
    const done = await massActionFinished(owner, start.body.data.id);
    expect(done).toMatchObject({ massActionStatus: { name: 'Terminated' }, nbLines: 2, nbLinesProcessed: 2 });
    expect(done.report.map((e) => [e.id, e.name, e.status, e.type])).toEqual([
      [a, 'Chaise A', 'updated', 'edit'],
      [b, 'Chaise B', 'updated', 'edit'],
    ]);
    expect(done.report[0]!.excerpt).toMatchObject({
      availabilityEndDate: ['2099-12-31', '2099-06-30'],
      swapType: ['Don', 'Pret'],
    });
    expect((await trocOf(a)).availabilityEndDate).toBe('2099-06-30');
  });

  /** A draft on sale at `current` euros, with a new (purchase) price. */
  async function sale(name: string, current: number, purchase: number): Promise<number> {
    const id = await draft(owner, undefined, name);
    await owner
      .post(
        `/fr/api/troc/edit/${(await trocOf(id)).slug}/manage/`,
        manageFor(world.users.owner, {
          swapType: 'Vente',
          itemPriceType: 'NegotiablePrice',
          rawItemCurrentPrice: current,
          rawItemPurchasePrice: purchase,
        }),
      )
      .expect(200);
    return id;
  }

  it('puts sales on promotion: the current sale price less the percentage; a listing not for sale is refused', async () => {
    const armoire = await sale('Armoire forte', 90, 120);
    // The case that tripled a price: 32 € on sale, 130 € new; 25 % must give 24 €, never 97,50 €.
    const bureau = await sale('Bureau', 32, 130);
    const gift = await draft(owner, undefined, 'Chaise donnée');
    const start = await owner
      .post('/fr/api/mass-action/troc/edit/', { form: { selection: `${armoire},${bureau},${gift}`, promotion: '25' } })
      .expect(202);
    const done = await massActionFinished(owner, start.body.data.id);
    expect(done.report.find((e) => e.id === armoire)).toMatchObject({
      status: 'updated',
      excerpt: { price: ['90.00', '67.50'] },
    });
    expect(done.report.find((e) => e.id === bureau)).toMatchObject({
      status: 'updated',
      excerpt: { price: ['32.00', '24.00'] },
    });
    expect(done.report.find((e) => e.id === gift)).toMatchObject({
      status: 'error',
      message: fr.massAction.errors.promotionNotSale,
      refused: [{ field: 'promotion', message: fr.massAction.errors.promotionNotSale }],
    });
    expect((await trocOf(armoire)).currentPriceCents).toBe(6_750);
    expect((await trocOf(bureau)).currentPriceCents).toBe(2_400);
    expect((await trocOf(gift)).currentPriceCents).toBeNull();
    // Out of range: refused in French before any job.
    const refused = await owner
      .post('/fr/api/mass-action/troc/edit/', { form: { selection: `${armoire}`, promotion: '100' } })
      .expect(422);
    expect(refused.body.errors.promotion).toEqual([fr.massAction.errors.promotion]);
  });

  it('refuses a promotion that would not lower the price, with its reason, and leaves the price', async () => {
    const cheap = await sale('Crayon', 0.01, 1);
    const start = await owner
      .post('/fr/api/mass-action/troc/edit/', { form: { selection: `${cheap}`, promotion: '10' } })
      .expect(202);
    const done = await massActionFinished(owner, start.body.data.id);
    expect(done.massActionStatus.name).toBe('Ignored');
    expect(done.report[0]).toMatchObject({
      status: 'error',
      refused: [{ field: 'promotion', message: fr.massAction.errors.promotionRaises }],
    });
    expect((await trocOf(cheap)).currentPriceCents).toBe(1);
  });

  it('applies the valid fields of a line and names each refused one', async () => {
    const gift = await draft(owner, undefined, 'Table donnée');
    const start = await owner
      .post('/fr/api/mass-action/troc/edit/', {
        form: {
          selection: `${gift}`,
          promotion: '20',
          availabilityEndDate: '2099-05-31',
          swapType: 'Pret',
        },
      })
      .expect(202);
    const done = await massActionFinished(owner, start.body.data.id);
    expect(done.massActionStatus.name).toBe('Terminated');
    const line = done.report[0]!;
    expect(line).toMatchObject({
      status: 'updated',
      excerpt: { availabilityEndDate: ['2099-12-31', '2099-05-31'], swapType: ['Don', 'Pret'] },
      refused: [{ field: 'promotion', message: fr.massAction.errors.promotionNotSale }],
    });
    expect(line.excerpt.price).toBeUndefined();
    const saved = await trocOf(gift);
    expect(saved.availabilityEndDate).toBe('2099-05-31');
    expect(saved.swapType).toBe('Pret');
  });

  it('reports a line refused by permissions or by the machine as an error, and applies the others', async () => {
    const mine = await draft(owner);
    const colleague = await world.as('colleague');
    const theirs = await draft(colleague, world.users.colleague);
    const edit = await owner
      .post('/fr/api/mass-action/troc/edit/', {
        form: { selection: `${mine},${theirs}`, postal: '33000', city: '33063', availabilityStartDate: '2030-01-01' },
      })
      .expect(202);
    const report = (await massActionFinished(owner, edit.body.data.id)).report;
    expect(report.find((e) => e.id === mine)).toMatchObject({ status: 'updated' });
    // A colleague's draft is not the owner's to see: refused as the single edit refuses it (404).
    expect(report.find((e) => e.id === theirs)).toMatchObject({ status: 'error', message: fr.http.notFound });
    expect((await trocOf(theirs)).availabilityStartDate).not.toBe('2030-01-01');

    // A draft without picture nor details: the publication machine's rules refuse it.
    const published = await idOf(await publishedListing(owner, world.users.owner, { publish: false }));
    const incomplete = await draft(owner);
    const publish = await owner
      .post('/fr/api/mass-action/troc/publish/', { form: { selection: `${published},${incomplete}` } })
      .expect(202);
    const result = await massActionFinished(owner, publish.body.data.id);
    expect(result.massActionStatus.name).toBe('Terminated');
    expect(result.report.find((e) => e.id === published)).toMatchObject({
      status: 'updated',
      excerpt: { publicationStatus: ['Draft', expect.any(String)] },
    });
    expect(result.report.find((e) => e.id === incomplete)).toMatchObject({
      status: 'error',
      message: fr.listing.errors.notPublishable,
    });
    expect(result.report).toHaveLength(2);
  });

  it('selects all the results of « Mes annonces » for the loader’s filters', async () => {
    const keyword = `Lampe${Date.now().toString(36)}`;
    const lamps = [await draft(owner, undefined, `${keyword} 1`), await draft(owner, undefined, `${keyword} 2`)];
    await draft(owner, undefined, 'Autre chose');
    // The keyword filter reads the search text, refreshed by the details form: set it as the form does.
    const ds = t0.app.get(DataSource);
    for (const id of lamps) await ds.getRepository(Troc).update({ id }, { searchText: ` ${keyword.toLowerCase()} ` });
    const res = await owner.post('/fr/api/mass-action/troc/unpublish/', {
      form: { selectAll: true },
      troc_filter_form: { keyword, publicationStatus: ['*'] },
    });
    expect(res.status).toBe(202);
    expect(res.body.data.nbLines).toBe(2);
    const done = await massActionFinished(owner, res.body.data.id);
    expect(done.report.map((e) => e.id).sort()).toEqual([...lamps].sort());
    // Drafts unpublished again: the machine refuses or nothing changes, never a silent skip.
    expect(done.report).toHaveLength(2);
  });

  it('ends Ignored when no line changed anything', async () => {
    const id = await draft(owner);
    const { availabilityEndDate } = await trocOf(id);
    const res = await owner
      .post('/fr/api/mass-action/troc/edit/', { form: { selection: String(id), availabilityEndDate } })
      .expect(202);
    const done = await massActionFinished(owner, res.body.data.id);
    expect(done).toMatchObject({ massActionStatus: { name: 'Ignored' }, nbLinesProcessed: 1 });
    expect(done.report).toEqual([expect.objectContaining({ id, status: 'unchanged', excerpt: {} })]);
  });

  it('answers another person’s poll as missing, and a bad form with French messages', async () => {
    const id = await draft(owner);
    const res = await owner.post('/fr/api/mass-action/troc/delete/', { form: { selection: String(id) } }).expect(202);
    const colleague = await world.as('colleague');
    await colleague.post(`/fr/api/mass-action/pending/${res.body.data.id}/`).expect(404);
    await massActionFinished(owner, res.body.data.id);

    const bad = await owner
      .post('/fr/api/mass-action/troc/edit/', {
        form: {
          selection: String(id),
          promotion: '120',
          availabilityStartDate: '2030-02-01',
          availabilityEndDate: '2030-01-01',
        },
      })
      .expect(422);
    expect(bad.body.errors).toMatchObject({
      promotion: [fr.massAction.errors.promotion],
      availabilityEndDate: [fr.listing.errors.endBeforeStart],
    });
    const empty = await owner.post('/fr/api/mass-action/troc/edit/', { form: { selection: String(id) } }).expect(422);
    expect(empty.body.errors._form).toEqual([fr.massAction.errors.nothingToEdit]);
    const none = await owner.post('/fr/api/mass-action/troc/publish/', { form: { selection: '' } }).expect(422);
    expect(none.body.errors.selection).toEqual([fr.massAction.errors.selection]);
    await owner.post('/fr/api/mass-action/troc/explode/', { form: { selection: String(id) } }).expect(404);
  });

  it('accounts for every line exactly once when the worker stops in the middle and starts again', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) ids.push(await draft(owner));
    const service = t0.app.get(MassActionService);
    // The database goes away after the 12th line was applied, before its outcome was written.
    let stopped = false;
    service.hooks.afterApply = (processed) => {
      if (processed !== 12 || stopped) return;
      stopped = true;
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    };
    const res = await owner
      .post('/fr/api/mass-action/troc/edit/', { form: { selection: ids.join(','), availabilityEndDate: '2098-01-31' } })
      .expect(202);
    const id = res.body.data.id as string;
    const ds = t0.app.get(DataSource);
    const lines = () => ds.getRepository(MassActionLine).findBy({ massActionId: id });
    const queue = t0.app.get(QueueService);
    queue.retryDelayMs = 20;
    const jobOf = async () => queue.find((await ds.getRepository(MassAction).findOneByOrFail({ id })).jobId!);
    // The queue tries the job again by itself: the second run goes on from the 12th line.
    const done = await massActionFinished(owner, id);
    delete service.hooks.afterApply;
    expect((await jobOf())?.status).toBe('done');
    expect(done).toMatchObject({ massActionStatus: { name: 'Terminated' }, nbLines: 30, nbLinesProcessed: 30 });
    const all = await lines();
    expect(all).toHaveLength(30);
    expect(all.map((l) => l.trocId).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(all.map((l) => l.trocId)).size).toBe(30);
    expect(all.every((l) => l.status === 'updated')).toBe(true);
    expect(done.report.map((e) => e.id)).toEqual(ids);
    expect(done.report.every((e) => e.excerpt.availabilityEndDate?.[1] === '2098-01-31')).toBe(true);
    for (const trocId of ids) expect((await trocOf(trocId)).availabilityEndDate).toBe('2098-01-31');
  });
});

describe.each(targets())('mass actions across a restart ($name)', (target) => {
  it('resumes a mass edit stopped mid-way in a new process: every listing is accounted for exactly once', async () => {
    const first = await startApp(target);
    const world = await createWorld(first);
    const owner = await world.as('owner');
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const { slug, id } = (await owner.post('/fr/api/troc/create/', { requestType: 'Offer' }).expect(201)).body;
      await owner.post(`/fr/api/troc/edit/${slug}/manage/`, manageFor(world.users.owner)).expect(200);
      ids.push(id as number);
    }
    // The database goes away after the 17th line was applied, before its outcome; then the process stops.
    first.app.get(QueueService).retryDelayMs = 600_000;
    first.app.get(MassActionService).hooks.afterApply = (processed) => {
      if (processed === 17)
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    };
    const res = await owner
      .post('/fr/api/mass-action/troc/edit/', {
        form: { selection: ids.join(','), availabilityEndDate: '2097-03-31', swapType: 'Pret' },
      })
      .expect(202);
    const id = res.body.data.id as string;
    const firstDs = first.app.get(DataSource);
    const queue = first.app.get(QueueService);
    const jobOf = async () => queue.find((await firstDs.getRepository(MassAction).findOneByOrFail({ id })).jobId!);
    for (const until = Date.now() + 60_000; Date.now() < until && !(await jobOf())?.error;) await sleep(25);
    expect(await jobOf()).toMatchObject({ status: 'pending', error: 'connect ECONNREFUSED 127.0.0.1:3306' });
    await first.app.close();

    // A new process on the same database: its start-up resumes the action.
    const database = first.config.database;
    const second = await startApp(
      target,
      database.driver === 'mysql' ? { DATABASE_URL: database.url } : { VAR_DIR: first.config.varDir },
    );
    try {
      const ds = second.app.get(DataSource);
      let record = await ds.getRepository(MassAction).findOneByOrFail({ id });
      for (let i = 0; i < 600 && record.status === 'pending'; i += 1) {
        await sleep(25);
        record = await ds.getRepository(MassAction).findOneByOrFail({ id });
      }
      expect(record).toMatchObject({ status: 'Terminated', nbLines: 30, nbLinesProcessed: 30 });
      const lines = await ds.getRepository(MassActionLine).findBy({ massActionId: id });
      expect(lines).toHaveLength(30);
      expect(lines.map((l) => l.trocId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      for (const line of lines) {
        expect(line.status).toBe('updated');
        expect(line.excerpt).toMatchObject({
          availabilityEndDate: ['2099-12-31', '2097-03-31'],
          swapType: ['Don', 'Pret'],
        });
      }
      for (const trocId of ids) {
        expect(await ds.getRepository(Troc).findOneByOrFail({ id: trocId })).toMatchObject({
          availabilityEndDate: '2097-03-31',
          swapType: 'Pret',
        });
      }
    } finally {
      await second.close();
      if (database.driver === 'mysql') {
        await dropDatabase(target.mysqlUrl!, new URL(database.url).pathname.slice(1));
        rmSync(first.config.varDir, { recursive: true, force: true });
      }
    }
  });
});
