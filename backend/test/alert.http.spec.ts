import { API, withLocale } from '@troc/shared';
import { join } from 'node:path';
import { DataSource, In, IsNull } from 'typeorm';
import { JobRecord } from '../src/core/queue/job.entity.js';
import { QueueService } from '../src/core/queue/queue.service.js';
import { ALERT_JOB, ALERT_QUEUE } from '../src/modules/alert/alert.job.js';
import { CategoryService } from '../src/modules/category/category.service.js';
import { readMails } from './support/mails.js';
import { completeDetails, createWorld, publishedListing, type World } from './support/listing-world.js';
import { runId, type Target, targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const api = (path: string) => withLocale(path);

/** Runs the alerts' job through the queue, then waits until every mail it queued has left. */
async function runJob(t0: TestApp): Promise<void> {
  const queue = t0.app.get(QueueService);
  const jobs = t0.app.get(DataSource).getRepository(JobRecord);
  await queue.enqueue(ALERT_QUEUE, ALERT_JOB, {});
  const start = Date.now();
  for (;;) {
    // Repeatable jobs of other modules wait for their time: only one-off jobs are awaited.
    const busy = await jobs.findBy({ status: In(['pending', 'running']), scheduleKey: IsNull() });
    if (busy.length === 0) break;
    if (Date.now() - start > 15_000) throw new Error(`Jobs not finished: ${JSON.stringify(busy)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const failed = await jobs.findBy({ queue: In([ALERT_QUEUE, 'mail']), status: 'failed' });
  expect(failed.map((j) => j.error)).toEqual([]);
}

const alertMails = (t0: TestApp, to: string) =>
  readMails(join(t0.config.varDir, 'mail')).filter((m) => m.to.includes(to) && m.subject.includes('alerte'));

function suite(label: string, target: Target, env: Record<string, string> = {}) {
  describe(`saved searches on ${label}`, () => {
    let t0: TestApp;
    let world: World;
    let root: string;
    let child: string;
    const tag = `zq${runId()}`;
    const form = (overrides: Record<string, unknown> = {}) => ({
      alert_form: { keyword: tag, requestType: ['Offer'], swapType: ['Don'], category: root, ...overrides },
    });

    beforeAll(async () => {
      t0 = await startApp(target, env);
      world = await createWorld(t0);
      const categories = t0.app.get(CategoryService);
      root = categories.rootOf(completeDetails.category)!.slug;
      child = categories.hierarchy(completeDetails.category).at(-1)!.slug;
    });
    afterAll(() => t0?.close());

    it('refuses a visitor and an incomplete form, in French', async () => {
      await (await world.visitor()).post(api(API.alertCreate), form()).expect(403);
      const outsider = await world.as('outsider');
      const empty = await outsider
        .post(api(API.alertCreate), { alert_form: { requestType: [], swapType: [] } })
        .expect(422);
      expect(empty.body.errors).toMatchObject({
        'alert_form.requestType': ['Veuillez choisir au moins un type de demande.'],
        'alert_form.swapType': ['Veuillez choisir au moins un type de mise à disposition.'],
      });
      const noCategory = await outsider.post(api(API.alertCreate), form({ category: '' })).expect(422);
      expect(noCategory.body.errors['alert_form.category']).toEqual(['Veuillez choisir une catégorie.']);
      const subCategory = await outsider.post(api(API.alertCreate), form({ category: child })).expect(422);
      expect(subCategory.body.errors['alert_form.category']).toEqual(['Veuillez choisir une catégorie principale.']);
      const nowhere = await outsider.post(api(API.alertCreate), form({ city: 'atlantide-99999' })).expect(422);
      expect(nowhere.body.errors['alert_form.city']).toEqual(["Ce lieu n'existe pas."]);
      const badType = await outsider.post(api(API.alertCreate), form({ swapType: ['Troc'] })).expect(422);
      expect(badType.body.errors['alert_form.swapType']).toBeDefined();
    });

    it('lists my alerts with their summary; only the owner views or deletes one', async () => {
      const colleague = await world.as('colleague');
      const created = await colleague
        .post(api(API.alertCreate), form({ city: 'bordeaux-33063', distance: 30, swapType: ['Don', 'Pret'] }))
        .expect(201);
      const slug: string = created.body.alert.slug;
      expect(created.body.alert).toMatchObject({
        keyword: tag,
        city: { slug: 'bordeaux-33063', name: 'Bordeaux' },
        distance: 30,
        swapType: ['Don', 'Pret'],
        requestType: ['Offer'],
        nbSent: 0,
        active: true,
      });
      expect(created.body.alert.summary).toContain(`« ${tag} »`);
      expect(created.body.alert.summary).toContain('à 30 km de Bordeaux');
      expect(created.body.alert.displayDate).toMatch(/^\d\d\/\d\d\/\d{4}$/);

      const mine = await colleague.post(api(API.myAlerts), { page: 1, size: 10 }).expect(200);
      expect(mine.body.data.map((a: { slug: string }) => a.slug)).toContain(slug);
      const others = await (await world.as('otherService')).post(api(API.myAlerts), {}).expect(200);
      expect(others.body.data.map((a: { slug: string }) => a.slug)).not.toContain(slug);

      const view = await colleague.post(api(API.alertView(slug)), { page: 1, size: 5 }).expect(200);
      expect(view.body).toMatchObject({ alert: { slug }, data: expect.any(Array), total_results: expect.any(Number) });
      const stranger = await world.as('otherService');
      await stranger.post(api(API.alertView(slug)), {}).expect(404);
      await stranger.post(api(API.alertDelete(slug))).expect(404);
      await colleague.post(api(API.alertDelete(slug))).expect(200);
      await colleague.post(api(API.alertView(slug)), {}).expect(404);
      await colleague.post(api(API.alertDelete('inconnue'))).expect(404);
    });

    it('mails each owner only the new listings they may see, once, and counts its mails', async () => {
      const outsider = await world.as('outsider');
      const invited = await world.as('invited');
      const outsiderAlert = (await outsider.post(api(API.alertCreate), form()).expect(201)).body.alert.slug;
      await invited.post(api(API.alertCreate), form()).expect(201);

      const owner = await world.as('owner');
      const name = (what: string) => `Armoire ${what} ${tag}`;
      const external = await publishedListing(owner, world.users.owner, { details: { name: name('externe') } });
      await publishedListing(owner, world.users.owner, {
        details: { name: name('privée') },
        manage: { visibility: ['Private'], invitations: [world.users.invited.email] },
      });
      await publishedListing(owner, world.users.owner, {
        details: { name: name('interne') },
        manage: { visibility: ['Internal'], swapType: '' },
      });
      await publishedListing(owner, world.users.owner, {
        details: { name: name('vendue') },
        manage: { swapType: 'Vente', itemPriceType: 'NegotiablePrice', rawItemCurrentPrice: '12' },
      });

      await runJob(t0);
      const toOutsider = alertMails(t0, world.users.outsider.email);
      expect(toOutsider).toHaveLength(1);
      expect(toOutsider[0]!.body).toContain(name('externe'));
      expect(toOutsider[0]!.body).not.toContain(name('privée'));
      expect(toOutsider[0]!.body).not.toContain(name('interne'));
      expect(toOutsider[0]!.body).not.toContain(name('vendue'));
      expect(toOutsider[0]!.links.some((l) => l.endsWith(withLocale(`/troc/view/${external}/`)))).toBe(true);
      expect(toOutsider[0]!.links.some((l) => l.includes(`/troc/alerts/view/${outsiderAlert}/`))).toBe(true);
      const toInvited = alertMails(t0, world.users.invited.email);
      expect(toInvited).toHaveLength(1);
      expect(toInvited[0]!.body).toContain(name('externe'));
      expect(toInvited[0]!.body).toContain(name('privée'));

      await runJob(t0);
      expect(alertMails(t0, world.users.outsider.email)).toHaveLength(1);
      expect(alertMails(t0, world.users.invited.email)).toHaveLength(1);
      const mine = await outsider.post(api(API.myAlerts), {}).expect(200);
      expect(mine.body.data.find((a: { slug: string }) => a.slug === outsiderAlert).nbSent).toBe(1);

      await publishedListing(owner, world.users.owner, { details: { name: name('nouvelle') } });
      await runJob(t0);
      const again = alertMails(t0, world.users.outsider.email);
      expect(again).toHaveLength(2);
      expect(again[1]!.body).toContain(name('nouvelle'));
      expect(again[1]!.body).not.toContain(name('externe'));
      const after = await outsider.post(api(API.myAlerts), {}).expect(200);
      expect(after.body.data.find((a: { slug: string }) => a.slug === outsiderAlert).nbSent).toBe(2);
    });

    it('stops an alert from its mail link without signing in; a forged token is refused', async () => {
      const link = alertMails(t0, world.users.outsider.email)[0]!.links.find((l) => l.includes('/unsubscribe/'))!;
      const token = decodeURIComponent(/\/troc\/alerts\/unsubscribe\/([^/]+)\//.exec(link)![1]!);
      const visitor = await world.visitor();
      const forged = await visitor.post(api(API.alertUnsubscribe(`${token.slice(0, -2)}xx`))).expect(404);
      expect(forged.body.message).toBe("Ce lien de désinscription n'est pas valide ou a expiré.");
      const done = await visitor.post(api(API.alertUnsubscribe(token))).expect(200);
      expect(done.body.message).toContain('vous ne recevrez plus ses e-mails');

      const before = alertMails(t0, world.users.outsider.email).length;
      const owner = await world.as('owner');
      await publishedListing(owner, world.users.owner, { details: { name: `Armoire encore ${tag}` } });
      await runJob(t0);
      expect(alertMails(t0, world.users.outsider.email)).toHaveLength(before);
      // The invited alert still runs: its mails for « nouvelle » and now « encore ».
      expect(alertMails(t0, world.users.invited.email)).toHaveLength(3);
      const mine = await (await world.as('outsider')).post(api(API.myAlerts), {}).expect(200);
      expect(mine.body.data[0].active).toBe(false);
    });
  });
}

for (const target of targets()) suite(target.name, target);

// The job on the Bull driver (Redis) too, with its own key prefix; without TEST_REDIS_URL that run
// is skipped and says so (no stand-in test: the SQLite runs above still count).
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl)
  suite('sqlite with Bull', { name: 'sqlite' }, { REDIS_URL: redisUrl, REDIS_PREFIX: `troc-test-alert-${runId()}` });
else
  process.stderr.write(
    '\nalert.http.spec: the run on Bull is SKIPPED — set TEST_REDIS_URL to run the alerts job on Redis.\n',
  );
