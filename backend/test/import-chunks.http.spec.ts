import Bull from 'bull';
import type { ImportDetail } from '@troc/shared';
import { DataSource, In } from 'typeorm';
import { AuditLog } from '../src/core/audit/audit-log.entity.js';
import { JobRecord } from '../src/core/queue/job.entity.js';
import { QueueService } from '../src/core/queue/queue.service.js';
import { DataImport } from '../src/modules/import/entities/data-import.entity.js';
import { ImportService } from '../src/modules/import/import.service.js';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { importView, until } from './support/import-world.js';
import { createWorld, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** More lines than a chunk holds (500): the job writes them in three transactions. */
const LINES = 1_100;

/** Demands without pictures, all complete: each line goes through the chunks. */
function demandsCsv(prefix: string): Buffer {
  const rows = [
    [
      'Type de demande',
      'Catégorie',
      'Nom',
      'Description',
      'Quantité demandée',
      'État',
      'Poids (kg)',
      "Type d'échange",
      'Code postal',
      'Ville',
    ],
    ...Array.from({ length: LINES }, (_, i) => [
      'Demande',
      'Mobilier > Sièges et fauteuils',
      `${prefix} n°${i + 1}`,
      'Fauteuil à roulettes pour le service, accoudoirs réglables.',
      '2',
      'Très bon état',
      '12',
      'Don',
      '33000',
      'Bordeaux',
    ]),
  ];
  return Buffer.from(rows.map((r) => r.join(';')).join('\r\n'), 'utf8');
}

describe.each(targets())('imports written in chunks ($name)', (target) => {
  let t0: TestApp;
  let world: World;
  let owner: Client;
  const ds = () => t0.app.get(DataSource);

  beforeAll(async () => {
    t0 = await startApp(target);
    t0.app.get(QueueService).retryDelayMs = 20;
    world = await createWorld(t0);
    owner = await world.as('owner');
  });
  afterAll(() => t0?.close());

  async function start(prefix: string): Promise<string> {
    const res = await owner.agent
      .post('/fr/api/import/upload/troc/')
      .set('X-CSRF-Token', owner.csrf)
      .attach('form[file]', demandsCsv(prefix), `${prefix}.csv`)
      .expect(201);
    const id = (res.body.data as ImportDetail).id;
    await owner.post(`/fr/api/import/start/${id}/`).expect(202);
    return id;
  }

  const ended = (id: string) =>
    until(
      () => importView(owner, id),
      (d) => d.importStatus.name === 'Terminated' || d.importStatus.name === 'Error',
      120_000,
    );

  /** The listings an import made, and their « Publier » entries in the audit log: each line's exactly once. */
  async function madeBy(prefix: string) {
    const listings = (await ds().getRepository(Troc).findBy({})).filter((t) => t.name?.startsWith(`${prefix} n°`));
    const published = await ds()
      .getRepository(AuditLog)
      .countBy({ entityType: 'troc', action: 'publish', entityId: In(listings.map((t) => t.id)) });
    return { total: listings.length, distinct: new Set(listings.map((t) => t.name)).size, published };
  }

  it('a chunk broken inside its transaction leaves nothing of it; done again, every line counts once', async () => {
    const service = t0.app.get(ImportService);
    let broken = false;
    // The database goes away in the second chunk, after its listings were written, before the outcomes.
    service.hooks.afterApply = (processed) => {
      if (processed !== 700 || broken) return;
      broken = true;
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    };
    try {
      const id = await start('Chaise de bureau');
      const done = await ended(id);
      expect(broken).toBe(true);
      expect(done).toMatchObject({
        importStatus: { name: 'Terminated' },
        nbLines: LINES,
        nbLinesProcessed: LINES,
        nbSuccessLines: LINES,
      });
      expect(await madeBy('Chaise de bureau')).toEqual({ total: LINES, distinct: LINES, published: LINES });
    } finally {
      delete service.hooks.afterApply;
    }
  }, 180_000);

  it('its worker killed between two chunks: the next process goes on from the next chunk, every line once', async () => {
    const service = t0.app.get(ImportService);
    let kill!: () => void;
    let frozen = false;
    const gate = new Promise<void>((_, reject) => (kill = () => reject(new Error('processus tué'))));
    gate.catch(() => undefined);
    service.hooks.afterChunk = async (processed) => {
      if (processed !== 500) return;
      frozen = true;
      await gate;
    };
    const id = await start('Tabouret haut');
    await until(async () => frozen, Boolean, 120_000);
    const { jobId } = await ds().getRepository(DataImport).findOneByOrFail({ id });
    expect((await importView(owner, id)).nbLinesProcessed).toBe(500);
    // The run died: the row still says running, and the queue has given the job up.
    await ds().getRepository(JobRecord).update({ id: jobId! }, { attempts: 2 });
    if (target.name === 'mysql') {
      const bull = new Bull('import', t0.config.redis!.url, { prefix: `${t0.config.redis!.prefix}:bull` });
      try {
        const job = await bull.getJob(jobId!);
        await job!.moveToFailed({ message: 'job stalled more than allowable limit' }, true);
        await bull.client.del(`${t0.config.redis!.prefix}:bull:import:${jobId}:lock`);
      } finally {
        await bull.close();
      }
    }
    delete service.hooks.afterChunk;

    const next = await startApp(target, {}, { sameAs: t0 });
    try {
      const done = await ended(id);
      expect(done).toMatchObject({
        importStatus: { name: 'Terminated' },
        nbLinesProcessed: LINES,
        nbSuccessLines: LINES,
      });
      expect(await madeBy('Tabouret haut')).toEqual({ total: LINES, distinct: LINES, published: LINES });
    } finally {
      kill();
      await next.close();
    }
    // The dead worker's last words change nothing.
    await sleep(200);
    expect(await madeBy('Tabouret haut')).toEqual({ total: LINES, distinct: LINES, published: LINES });
  }, 240_000);
});
