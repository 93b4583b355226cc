import { API, fr, GOODS_IMPACT_CATEGORIES, TrackerStatus, withLocale } from '@troc/shared';
import ExcelJS from 'exceljs';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource, IsNull } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../src/core/config/config.js';
import { ExportService } from '../src/modules/export/export.service.js';
import { ImpactModel } from '../src/modules/impact/entities/impact-model.entity.js';
import { Tracker } from '../src/modules/tracker/entities/tracker.entity.js';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { binary } from './support/binary.js';
import { targets } from './support/targets.js';
import { startApp, type Client, type TestApp } from './support/test-app.js';

const MESSAGE = 'Bonjour, ce matériel nous serait très utile pour notre service.';
const BILANS = {
  accountingUnit: 'PerUnit',
  accountingValue: '20',
  accountingTransportFee: '15',
  itemPurchasePrice: '180',
};
const TABLE = 'divers . ameublement . meubles . table . empreinte';

describe.each(targets())('carbon tools and exports on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let ds: DataSource;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    ds = t0.app.get(DataSource);
  });
  afterAll(() => t0?.close());

  const url = (path: string) => withLocale(path);

  /** A request of `quantity` chairs by the association, accepted, recorded and completed. */
  const completedExchange = async (quantity: number) => {
    const owner = await world.as('owner');
    const requester = await world.as('outsider');
    const slug = await publishedListing(owner, world.users.owner);
    const tracker = (
      await requester.post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: MESSAGE, quantity }).expect(201)
    ).body.tracker as string;
    await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    await owner.post(`/fr/api/tracker/accounting/${tracker}/`, BILANS).expect(200);
    await owner.post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(200);
    await owner.post(`/fr/api/tracker/edit/${tracker}/`, { service: world.users.owner.serviceId }).expect(200);
    await requester.post(`/fr/api/tracker/swap/complete/${tracker}/`).expect(200);
    return ds.getRepository(Tracker).findOneByOrFail({ slug: tracker });
  };

  const dashboard = (client: Client, form: Record<string, unknown> = {}) =>
    client.post(url(API.savingsDashboard), { dashboard_form: form });

  /** Polls like the modal (without its 5 s: the job runs in the background of the test's server). */
  const finished = async (client: Client, id: string) => {
    for (let i = 0; i < 200; i++) {
      const res = await client.post(url(API.exportPending(id)));
      if (res.status !== 200 || !res.body.exportStatus) return res;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('export still running');
  };

  describe('the model library', () => {
    it('keeps to the models of goods with the goods scope, the household ones staying under « all »', async () => {
      const owner = await world.as('owner');
      const read = async (form: Record<string, unknown>) =>
        (await owner.post(url(API.impactLibrary), { size: 100, library_form: form }).expect(200)).body as {
          total: number;
          data: { title: string; category: { slug: string } | null }[];
        };
      const goods = await read({ scope: 'goods' });
      const all = await read({ scope: 'all' });
      const slugs = new Set(GOODS_IMPACT_CATEGORIES.map((c) => c.slug));
      expect(goods.total).toBeGreaterThan(50);
      expect(goods.total).toBeLessThan(all.total);
      expect(goods.data.every((m) => m.category !== null && slugs.has(m.category.slug))).toBe(true);
      expect(goods.data.map((m) => m.title)).toContain('Ameublement — canapé');
      const beer = await read({ scope: 'goods', query: 'bière' });
      expect(beer.total).toBe(0);
      expect((await read({ query: 'bière' })).total).toBeGreaterThan(0);
      // A category chosen in the goods scope reads that category.
      const furniture = await read({ scope: 'goods', category: 'divers-ameublement' });
      expect(furniture.data.every((m) => m.category?.slug === 'divers-ameublement')).toBe(true);
    });

    it('lists the models by owner, category, query and state, signed in only', async () => {
      await (await world.visitor()).post(url(API.impactLibrary)).expect(403);
      const owner = await world.as('owner');
      const all = (await owner.post(url(API.impactLibrary), { size: 5 }).expect(200)).body;
      expect(all).toMatchObject({ total: expect.any(Number), canManageLibrary: false });
      expect(all.data).toHaveLength(5);
      expect(all.total).toBeGreaterThan(200);

      const furniture = (
        await owner
          .post(url(API.impactLibrary), { library_form: { category: 'divers-ameublement', query: 'table' } })
          .expect(200)
      ).body;
      expect(furniture.data.map((m: { sourceUniqueId: string }) => m.sourceUniqueId)).toContain(TABLE);
      expect(furniture.data.every((m: { title: string }) => /table/i.test(m.title))).toBe(true);
      const own = (await owner.post(url(API.impactLibrary), { library_form: { owner: 'own' } }).expect(200)).body;
      expect(own.data.every((m: { own: boolean }) => m.own)).toBe(true);

      const bad = await owner.post(url(API.impactLibrary), { library_form: { owner: 'tous' } }).expect(422);
      expect(bad.body.errors['library_form.owner']).toEqual([fr.validation.choice]);
      await owner.post(url(API.impactLibrary), { library_form: null }).expect(422);
      await owner.post(url(API.impactLibrary), { library_form: { scope: 'foyer' } }).expect(422);
      const missing = await owner
        .post(url(API.impactLibrary), { library_form: { category: 'nulle-part' } })
        .expect(404);
      expect(missing.body.message).toBe(fr.impact.errors.categoryNotFound);
    });

    it("creates, disables and enables an organisation's own model: its members only", async () => {
      const owner = await world.as('owner');
      const category = (await owner.post(url(API.impactCategory('divers-ameublement'))).expect(200)).body.category;
      const form = {
        title: 'Bureau en chêne massif',
        inputUnit1: 'kg',
        emissionFactor: '1,9',
        sourceLabel: 'Fiche FDES du fabricant',
        sourceVersion: '2025',
      };
      const invalid = await owner
        .post(url(API.impactLibraryAction('create', category.id)), { ...form, emissionFactor: 'beaucoup' })
        .expect(422);
      expect(Object.keys(invalid.body.errors)).toEqual(['emissionFactor']);
      await owner.post(url(API.impactLibraryAction('create', 999_999)), form).expect(404);
      const created = (await owner.post(url(API.impactLibraryAction('create', category.id)), form).expect(201)).body;
      expect(created).toMatchObject({
        message: fr.impact.created,
        model: { own: true, enabled: true, emissionFactor: 1.9, category: { slug: 'divers-ameublement' } },
      });
      const id = created.model.id as number;

      // Another organisation neither sees nor touches it.
      const outsider = await world.as('outsider');
      const seen = (await outsider.post(url(API.impactLibrary), { library_form: { query: 'chêne massif' } })).body;
      expect(seen.total).toBe(0);
      await outsider.post(url(API.impactLibraryAction('disable', id))).expect(404);

      const colleague = await world.as('colleague');
      const disabled = (await colleague.post(url(API.impactLibraryAction('disable', id))).expect(200)).body;
      expect(disabled).toMatchObject({ message: fr.impact.disabled, model: { id, enabled: false } });
      const hidden = (await owner.post(url(API.impactLibrary), { library_form: { query: 'chêne massif' } })).body;
      expect(hidden.total).toBe(0);
      const shown = (
        await owner.post(url(API.impactLibrary), { library_form: { query: 'chêne massif', disabled: 'true' } })
      ).body;
      expect(shown.data.map((m: { id: number; enabled: boolean }) => [m.id, m.enabled])).toEqual([[id, false]]);
      const enabled = (await owner.post(url(API.impactLibraryAction('enable', id))).expect(200)).body;
      expect(enabled).toMatchObject({ message: fr.impact.enabled, model: { id, enabled: true } });

      // The platform's models are managed by platform admins only.
      const table = await ds
        .getRepository(ImpactModel)
        .findOneByOrFail({ sourceUniqueId: TABLE, organisationId: IsNull() });
      const refused = await owner.post(url(API.impactLibraryAction('disable', table.id))).expect(403);
      expect(refused.body.message).toBe(fr.impact.errors.libraryAdmin);
      await owner.post(url(API.impactLibraryAction('enable', 0))).expect(404);
    });
  });

  describe('the savings dashboard and its report', () => {
    let trackers: Tracker[];
    beforeAll(async () => {
      trackers = [await completedExchange(2), await completedExchange(3)];
      // One of them completed in an earlier month, outside the operation, without known CO2.
      await ds
        .getRepository(Tracker)
        .update({ id: trackers[1]!.id }, { lastActionAt: new Date('2026-01-15T10:00:00Z'), co2Grams: null });
      trackers = await ds
        .getRepository(Tracker)
        .findBy({ organisationId: world.users.owner.organisationId, status: TrackerStatus.SwapCompleted });
    });

    it("sums the organisation's completed exchanges per month, service, category and operation", async () => {
      const owner = await world.as('owner');
      const body = (await dashboard(owner, { from: '2026-01-01' }).expect(200)).body;
      const sum = (pick: (k: Tracker) => number | null) => trackers.reduce((total, k) => total + (pick(k) ?? 0), 0);
      expect(body.totals).toEqual({
        nbTrackers: trackers.length,
        items: sum((k) => k.requestedQuantity),
        economy: sum((k) => k.economicGainCents) / 100,
        weightKg: Math.round(sum((k) => k.savedWeightGrams) / 10) / 100,
        co2Kg: Math.round(sum((k) => k.co2Grams) / 10) / 100,
        co2Unknown: trackers.filter((k) => k.co2Grams === null).length,
      });
      expect(body.totals.nbTrackers).toBeGreaterThanOrEqual(2);
      expect(body.totals.co2Kg).toBeGreaterThan(0);
      // Every month of the period is there, zeros included, in order.
      expect(body.byMonth[0]).toMatchObject({ key: '2026-01', label: 'janvier 2026', nbTrackers: 1, co2Kg: null });
      expect(body.byMonth[1]).toMatchObject({ key: '2026-02', nbTrackers: 0, economy: null });
      const months = body.byMonth.map((m: { key: string }) => m.key);
      expect(months).toEqual([...months].sort());
      expect(body.byService).toEqual([
        expect.objectContaining({
          key: String(world.users.owner.serviceId),
          label: world.services[serviceKey(world, world.users.owner.serviceId!)].name,
          nbTrackers: trackers.length,
        }),
      ]);
      expect(body.byCategory).toEqual([
        expect.objectContaining({ key: '102', label: 'Mobilier › Sièges et fauteuils', nbTrackers: trackers.length }),
      ]);
      expect(body.byOperation).toEqual([
        expect.objectContaining({ key: null, label: fr.savings.noOperation, nbTrackers: trackers.length }),
      ]);

      // The period narrows it; the repreneur's organisation sees the same exchanges as received.
      const recent = (await dashboard(owner, { from: '2026-02-01' }).expect(200)).body;
      expect(recent.totals.nbTrackers).toBe(trackers.length - 1);
      const received = (await dashboard(await world.as('outsider'), { direction: 'received' }).expect(200)).body;
      expect(received.totals.nbTrackers).toBeGreaterThanOrEqual(trackers.length);
      expect((await dashboard(await world.as('outsider')).expect(200)).body.totals.nbTrackers).toBe(0);
    });

    it('refuses a bad form with French messages, and visitors', async () => {
      await (await world.visitor()).post(url(API.savingsDashboard)).expect(403);
      const owner = await world.as('owner');
      const order = await dashboard(owner, { from: '2026-05-01', to: '2026-04-01' }).expect(422);
      expect(order.body.errors.to).toEqual([fr.savings.errors.periodOrder]);
      const date = await dashboard(owner, { from: '2026-02-30' }).expect(422);
      expect(date.body.errors['dashboard_form.from']).toEqual([fr.validation.date]);
      await dashboard(owner, { direction: 'both' }).expect(422);
      await owner.post(url(API.savingsDashboard), { dashboard_form: [] }).expect(422);
    });

    it('exports the report as XLSX through a job: progress, then the file, its owner only', async () => {
      const owner = await world.as('owner');
      const expected = (await dashboard(owner, { from: '2026-01-01' }).expect(200)).body;
      const started = await owner
        .post(url(API.exportStart('savings')), {
          format: 'xlsx',
          filters: { from: '2026-01-01', to: '', direction: '*' },
        })
        .expect(202);
      expect(started.body.data).toMatchObject({ exportStatus: { name: 'Pending' }, nbLinesProcessed: 0 });
      const id = started.body.data.id as string;

      // Nobody else reads its progress or its file.
      await (await world.as('colleague')).post(url(API.exportPending(id))).expect(404);

      const done = await finished(owner, id);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({
        id,
        nbLines:
          expected.byMonth.length +
          expected.byService.length +
          expected.byCategory.length +
          expected.byOperation.length,
        nbLinesProcessed: done.body.nbLines,
        redirect: withLocale(API.exportDownload(id)),
        fileName: expect.stringMatching(/^bilan-carbone-\d{4}-\d{2}-\d{2}\.xlsx$/),
      });
      await (await world.as('colleague')).get(done.body.redirect).expect(404);
      const file = await owner.agent.get(done.body.redirect).buffer(true).parse(binary).expect(200);
      expect(file.headers['content-type']).toContain('spreadsheetml');
      expect(file.headers['content-disposition']).toContain('attachment');

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.body as ArrayBuffer);
      expect(workbook.worksheets.map((w) => w.name)).toEqual(Object.values(fr.savings.report.sheets));
      const months = workbook.getWorksheet(fr.savings.report.sheets.month)!;
      expect(months.getRow(1).getCell(1).value).toBe(fr.savings.report.columns.month);
      expect(months.rowCount).toBe(expected.byMonth.length + 1);
      const january = months.getRow(2).values as unknown[];
      expect(january.slice(1, 4)).toEqual(['janvier 2026', 1, expected.byMonth[0].items]);
      const categories = workbook.getWorksheet(fr.savings.report.sheets.category)!;
      expect(categories.getRow(2).getCell(6).value).toBe(expected.byCategory[0].co2Kg);
    });

    it('exports the report as PDF; refuses a format, a kind and filters it does not have', async () => {
      const owner = await world.as('owner');
      const id = (await owner.post(url(API.exportStart('savings')), { format: 'pdf' }).expect(202)).body.data.id;
      const done = await finished(owner, id);
      const file = await owner.agent.get(done.body.redirect).buffer(true).parse(binary).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect((file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

      const csv = await owner.post(url(API.exportStart('savings')), { format: 'csv' }).expect(422);
      expect(csv.body.errors.format).toEqual([fr.exports.errors.format]);
      await owner.post(url(API.exportStart('savings')), { format: 'docx' }).expect(422);
      const kind = await owner.post(url(API.exportStart('inconnu')), { format: 'xlsx' }).expect(404);
      expect(kind.body.message).toBe(fr.exports.errors.kind);
      const filters = await owner
        .post(url(API.exportStart('savings')), { format: 'xlsx', filters: { from: '2026-13-01' } })
        .expect(422);
      expect(filters.body.errors['filters.from']).toEqual([fr.validation.date]);
      await owner.post(url(API.exportPending('pas-un-id'))).expect(404);
      await (await world.visitor()).post(url(API.exportStart('savings')), { format: 'pdf' }).expect(403);
    });

    it('removes the files once their retention delay is over', async () => {
      const owner = await world.as('owner');
      const id = (await owner.post(url(API.exportStart('savings')), { format: 'xlsx' }).expect(202)).body.data.id;
      const done = await finished(owner, id);
      const dir = t0.app.get<AppConfig>(APP_CONFIG).exportsDir;
      expect(existsSync(join(dir, `${id}.xlsx`))).toBe(true);
      const removed = await t0.app.get(ExportService).clean(new Date(Date.now() + 25 * 3600 * 1000));
      expect(removed).toBeGreaterThanOrEqual(1);
      expect(readdirSync(dir)).not.toContain(`${id}.xlsx`);
      await owner.get(done.body.redirect).expect(404);
    });
  });
});

function serviceKey(world: World, id: number): keyof World['services'] {
  const found = Object.entries(world.services).find(([, s]) => s.id === id);
  if (!found) throw new Error(`service ${id}`);
  return found[0] as keyof World['services'];
}
