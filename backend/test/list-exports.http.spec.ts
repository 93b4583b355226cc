import { API, type ExportFormat, fr, ROUTES, withLocale } from '@troc/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { DataSource } from 'typeorm';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { LISTING_EXPORT_FIELDS } from '../src/modules/troc/troc-export-rows.js';
import { TrocQueries } from '../src/modules/troc/troc.queries.js';
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
const L = fr.exports.lists;

type Cell = string | number | boolean | Date | null;

/** A file's single sheet: its header and its rows, empty cells as null. */
interface Table {
  header: string[];
  rows: Cell[][];
}

/**
 * The list exports (issue 13: supporting §2, §5, §7): « Mes annonces », the exchange lists with
 * their bilans, and the search results, written by the job in XLSX and CSV. Each file holds the
 * rows its list shows for the same filters, '*' values dropped, with the reader's rights only.
 */
describe.each(targets())('list exports on $name', (target) => {
  let t0: TestApp;
  let world: World;
  const slugs: Record<string, string> = {};
  const trackers: Record<string, string> = {};

  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    const owner = await world.as('owner');
    const colleague = await world.as('colleague');
    // The owner's: a gift and a sale for every organisation, a draft kept inside the hospital.
    slugs.gift = await publishedListing(owner, world.users.owner);
    slugs.sale = await publishedListing(owner, world.users.owner, {
      details: { name: 'Armoire métallique à rideaux', itemTotalQuantity: 3, itemMaxQuantity: 3 },
      manage: {
        swapType: 'Vente',
        itemPriceType: 'NegotiablePrice',
        rawItemCurrentPrice: '45,50',
        rawItemPurchasePrice: '120',
      },
    });
    slugs.draft = await publishedListing(owner, world.users.owner, {
      details: { name: 'Armoire basse en chêne' },
      manage: { visibility: ['Internal'] },
      publish: false,
    });
    // The colleague's: one the owner sees in the search, one private (never the owner's to read).
    slugs.colleagueInternal = await publishedListing(colleague, world.users.colleague, {
      details: { name: 'Armoire vestiaire deux portes' },
      manage: { visibility: ['Internal'] },
    });
    slugs.colleaguePrivate = await publishedListing(colleague, world.users.colleague, {
      details: { name: 'Armoire forte confidentielle' },
      manage: { visibility: ['Private'], invitations: [world.users.invited.email] },
    });

    // Exchanges: one completed with its bilans, one still asked for, and one between others.
    const outsider = await world.as('outsider');
    trackers.completed = await reserve(outsider, slugs.gift, 2);
    await owner.post(`/fr/api/tracker/approve/${trackers.completed}/`).expect(200);
    await owner.post(`/fr/api/tracker/accounting/${trackers.completed}/`, BILANS).expect(200);
    await owner.post(`/fr/api/tracker/convention/generate/${trackers.completed}/`).expect(200);
    await owner
      .post(`/fr/api/tracker/edit/${trackers.completed}/`, { service: world.users.owner.serviceId })
      .expect(200);
    await outsider.post(`/fr/api/tracker/swap/complete/${trackers.completed}/`).expect(200);
    trackers.requested = await reserve(await world.as('groupMember'), slugs.gift, 1);
    trackers.others = await reserve(await world.as('otherService'), slugs.colleagueInternal, 1);
  }, 120_000);
  afterAll(() => t0?.close());

  const url = (path: string) => withLocale(path);

  async function reserve(client: Client, slug: string, quantity: number): Promise<string> {
    const res = await client.post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: MESSAGE, quantity });
    if (res.status !== 201) throw new Error(`reservation ${res.status}`);
    return res.body.tracker as string;
  }

  /** Starts an export and waits for its job, polling like the modal (without its 5 s). */
  async function exported(client: Client, kind: string, format: ExportFormat, filters: Record<string, unknown>) {
    const started = await client.post(url(API.exportStart(kind)), { format, filters }).expect(202);
    const id = started.body.data.id as string;
    for (let i = 0; i < 400; i++) {
      const res = await client.post(url(API.exportPending(id))).expect(200);
      if (!res.body.exportStatus) {
        const file = await client.agent.get(res.body.redirect).buffer(true).parse(binary).expect(200);
        return { id, progress: res.body, body: file.body as Buffer, headers: file.headers };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('export still running');
  }

  /** The file as a table: XLSX read by exceljs, CSV parsed as a French spreadsheet writes it. */
  async function table(client: Client, kind: string, format: ExportFormat, filters: Record<string, unknown>) {
    const file = await exported(client, kind, format, filters);
    if (format === 'csv') {
      expect(file.headers['content-type']).toContain('text/csv');
      const text = file.body.toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const [header, ...rows] = parse(text, { bom: true, delimiter: ';', relax_column_count: true }) as string[][];
      const csv: Table = { header: header!, rows: rows.map((row) => row.map((cell) => (cell === '' ? null : cell))) };
      return { ...file, ...csv, sheetName: null };
    }
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    const width = sheet.getRow(1).cellCount;
    const cells = (n: number) =>
      Array.from({ length: width }, (_, i) => (sheet.getRow(n).getCell(i + 1).value ?? null) as Cell);
    return {
      ...file,
      sheetName: sheet.name,
      header: cells(1) as string[],
      rows: Array.from({ length: sheet.rowCount - 1 }, (_, i) => cells(i + 2)),
    };
  }

  const column = (t: Table, header: string) => {
    const index = t.header.indexOf(header);
    if (index < 0) throw new Error(`no column ${header}`);
    return t.rows.map((row) => row[index] ?? null);
  };
  const slugsOf = (list: { data: { slug: string }[] }) => list.data.map((item) => item.slug);
  /** The listings of a file, by the slug ending each row's address (the reference is « TR-… »). */
  const listed = (t: Table) => column(t, L.listing.url).map((address) => String(address).split('/').at(-2));

  describe('« Mes annonces » (troc-mine)', () => {
    const mine = async (client: Client, form: Record<string, unknown>) =>
      (await client.post(url(API.myListings), { size: 100, troc_filter_form: form }).expect(200)).body;

    it('writes the rows of the list, in its order, with French columns and absolute addresses (XLSX)', async () => {
      const owner = await world.as('owner');
      const list = await mine(owner, {});
      const file = await table(owner, 'troc-mine', 'xlsx', {});
      expect(file.sheetName).toBe(L.sheets.trocMine);
      expect(file.progress).toMatchObject({
        nbLines: 3,
        nbLinesProcessed: 3,
        fileName: expect.stringMatching(/^mes-annonces-\d{4}-\d{2}-\d{2}\.xlsx$/),
      });
      expect(file.header).toEqual(Object.values(L.listing).filter((h) => h !== L.listing.organisation));
      expect(listed(file)).toEqual(slugsOf(list));
      // The reference the pages show (« Réf. TR-000012 »), not the slug.
      expect(column(file, L.listing.reference)).toEqual(
        list.data.map((item: { id: number }) => `TR-${String(item.id).padStart(6, '0')}`),
      );
      expect(slugsOf(list).sort()).toEqual([slugs.gift, slugs.sale, slugs.draft].sort());

      const sale = file.rows[listed(file).indexOf(slugs.sale!)]!;
      const card = list.data.find((c: { slug: string }) => c.slug === slugs.sale);
      const cell = (header: string) => sale[file.header.indexOf(header)];
      expect(cell(L.listing.name)).toBe(card.name);
      expect(cell(L.listing.requestType)).toBe(fr.listing.requestTypes.Offer);
      expect(cell(L.listing.swapType)).toBe(fr.listing.swapTypes.Vente);
      expect(cell(L.listing.publicationStatus)).toBe(fr.listing.statuses.Published);
      expect(cell(L.listing.totalQuantity)).toBe(3);
      expect(cell(L.listing.remaining)).toBe(card.itemRemainingQuantity);
      expect(cell(L.listing.price)).toBe(45.5);
      expect(cell(L.listing.weight)).toBe(17.5);
      expect(cell(L.listing.itemState)).toBe(fr.listing.itemStates.VeryGood);
      expect(cell(L.listing.category)).toBe(card.categoryHierarchy.map((c: { name: string }) => c.name).join(' > '));
      expect(cell(L.listing.city)).toBe(card.location.cityName);
      expect(cell(L.listing.postal)).toBe('33000');
      expect(cell(L.listing.service)).toBe(card.service.name);
      expect(cell(L.listing.manager)).toBe(`${card.manager.firstname} ${card.manager.lastname}`);
      expect(cell(L.listing.publishedAt)).toBeInstanceOf(Date);
      expect(cell(L.listing.availabilityEnd)).toEqual(new Date('2099-12-31T00:00:00Z'));
      expect(cell(L.listing.url)).toBe(`${t0.config.publicUrl}/fr${ROUTES.trocView(slugs.sale!)}`);
      const draft = file.rows[listed(file).indexOf(slugs.draft!)]!;
      expect(draft[file.header.indexOf(L.listing.publicationStatus)]).toBe(fr.listing.statuses.Draft);
      expect(draft[file.header.indexOf(L.listing.publishedAt)]).toBeNull();
    });

    it("drops the '*' values and filters as the list does; writes the same rows as CSV", async () => {
      const owner = await world.as('owner');
      const drafts = slugsOf(await mine(owner, { publicationStatus: 'Draft' }));
      expect(drafts).toEqual([slugs.draft]);
      const filters = { requestType: ['*'], publicationStatus: ['*', 'Draft'], visibility: '*', keyword: '' };
      const xlsx = await table(owner, 'troc-mine', 'xlsx', filters);
      expect(listed(xlsx)).toEqual(drafts);
      const internal = slugsOf(await mine(owner, { visibility: 'Internal' }));
      const byVisibility = await table(owner, 'troc-mine', 'xlsx', { visibility: ['Internal'], requestType: 'Offer' });
      expect(listed(byVisibility)).toEqual(internal);

      const published = slugsOf(await mine(owner, { keyword: 'armoire', publicationStatus: 'Published' }));
      expect(published).toEqual([slugs.sale]);
      const csv = await table(owner, 'troc-mine', 'csv', {
        keyword: 'armoire',
        publicationStatus: ['Published'],
        requestType: '*',
      });
      expect(csv.header).toEqual(xlsx.header);
      expect(listed(csv)).toEqual(published);
      // French spreadsheets: decimal commas.
      expect(column(csv, L.listing.price)).toEqual(['45,5']);
      expect(column(csv, L.listing.purchasePrice)).toEqual(['120']);
    });

    it('reads each listing’s exported fields as plain rows equal to the entity’s own values', async () => {
      const queries = t0.app.get(TrocQueries);
      const ids = (
        await t0.app
          .get(DataSource)
          .getRepository(Troc)
          .find({ select: { id: true } })
      ).map((r) => r.id);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      // Two batches, in the ids' order, with an id gone since (left out).
      const asked = [...ids].reverse().concat([987_654]);
      const rows = [];
      for await (const batch of queries.fieldsInBatches(asked, LISTING_EXPORT_FIELDS, 2)) rows.push(...batch);
      const entities = await queries.byIds(ids);
      expect(rows.map((row) => row.id)).toEqual([...ids].reverse());
      for (const row of rows) {
        const entity = entities.get(row.id)!;
        const expected = Object.fromEntries(LISTING_EXPORT_FIELDS.map((field) => [field, entity[field]]));
        expect(row).toEqual(expected);
      }
      // The types the rows are written with: dates as dates, flags as booleans, numbers as numbers.
      const published = rows.find((row) => row.publishedAt !== null)!;
      expect(published.publishedAt).toBeInstanceOf(Date);
      expect(typeof published.rejected).toBe('boolean');
      expect(typeof published.itemTotalQuantity).toBe('number');
    });

    it("never writes another person's listings", async () => {
      const colleague = await world.as('colleague');
      const file = await table(colleague, 'troc-mine', 'xlsx', {});
      expect(listed(file)).toEqual(slugsOf(await mine(colleague, {})));
      expect(listed(file).sort()).toEqual([slugs.colleagueInternal, slugs.colleaguePrivate].sort());
      const owner = await world.as('owner');
      const own = await table(owner, 'troc-mine', 'csv', {});
      expect(listed(own)).not.toContain(slugs.colleaguePrivate);
      expect(listed(own)).not.toContain(slugs.colleagueInternal);
    });

    it('refuses a filter the list refuses, in French (422), and a format it does not offer', async () => {
      const owner = await world.as('owner');
      const bad = await owner
        .post(url(API.exportStart('troc-mine')), { format: 'xlsx', filters: { publicationStatus: 'Vendue' } })
        .expect(422);
      expect(bad.body.errors['filters.publicationStatus']).toEqual([fr.validation.choice]);
      const pdf = await owner.post(url(API.exportStart('troc-mine')), { format: 'pdf' }).expect(422);
      expect(pdf.body.errors.format).toEqual([fr.exports.errors.format]);
      await (await world.visitor()).post(url(API.exportStart('troc-mine')), { format: 'xlsx' }).expect(403);
    });

    it("answers 404 for another person's export: its progress and its file", async () => {
      const owner = await world.as('owner');
      const file = await exported(owner, 'troc-mine', 'xlsx', {});
      const colleague = await world.as('colleague');
      await colleague.post(url(API.exportPending(file.id))).expect(404);
      await colleague.get(url(API.exportDownload(file.id))).expect(404);
    });
  });

  describe('« Mes échanges » and « Échanges terminés » (tracker)', () => {
    const list = async (client: Client, terminated: boolean, form: Record<string, unknown>) =>
      (
        await client
          .post(url(terminated ? API.myTerminatedTrackers : API.myTrackers), { size: 100, tracker_filter_form: form })
          .expect(200)
      ).body;

    it('writes the exchanges still going as the list shows them, with the reader’s side', async () => {
      const owner = await world.as('owner');
      const expected = slugsOf(await list(owner, false, {}));
      expect(expected).toContain(trackers.requested);
      const file = await table(owner, 'tracker', 'xlsx', {});
      expect(file.sheetName).toBe(L.sheets.tracker);
      expect(file.progress.fileName).toMatch(/^mes-echanges-/);
      expect(file.header).toEqual(Object.values(L.tracker));
      expect(column(file, L.tracker.reference)).toEqual(expected);
      const row = file.rows[column(file, L.tracker.reference).indexOf(trackers.requested!)]!;
      const cell = (header: string) => row[file.header.indexOf(header)];
      expect(cell(L.tracker.listing)).toBe(slugs.gift);
      expect(cell(L.tracker.direction)).toBe(L.directions.given);
      expect(cell(L.tracker.status)).toBe(fr.tracker.statuses.ReservationRequested);
      expect(cell(L.tracker.quantity)).toBe(1);
      expect(cell(L.tracker.taker)).toBe(`${world.users.groupMember.firstname} ${world.users.groupMember.lastname}`);
      expect(cell(L.tracker.economy)).toBeNull();
      expect(cell(L.tracker.url)).toBe(`${t0.config.publicUrl}/fr${ROUTES.trackerSummary(trackers.requested!)}`);

      // The one who asked reads it as received; the exchange between others is nobody else's.
      const asker = await table(await world.as('groupMember'), 'tracker', 'csv', {});
      expect(column(asker, L.tracker.reference)).toEqual([trackers.requested]);
      expect(column(asker, L.tracker.direction)).toEqual([L.directions.received]);
      expect(column(file, L.tracker.reference)).not.toContain(trackers.others);
    });

    it('writes the completed exchanges with their bilans and savings (XLSX and CSV)', async () => {
      const owner = await world.as('owner');
      const expected = slugsOf(await list(owner, true, {}));
      expect(expected).toEqual([trackers.completed]);
      const view = (await owner.get(url(API.trackerAction('info', trackers.completed!))).expect(200)).body;
      expect(view.savings.economicGain).not.toBeNull();

      const file = await table(owner, 'tracker', 'xlsx', { _terminated: '1' });
      expect(file.sheetName).toBe(L.sheets.trackerTerminated);
      expect(file.progress.fileName).toMatch(/^echanges-termines-/);
      expect(column(file, L.tracker.reference)).toEqual(expected);
      const row = file.rows[0]!;
      const cell = (header: string) => row[file.header.indexOf(header)];
      expect(cell(L.tracker.status)).toBe(fr.tracker.statuses.SwapCompleted);
      expect(cell(L.tracker.direction)).toBe(L.directions.given);
      expect(cell(L.tracker.accountingUnit)).toBe(fr.bilans.accountingUnits.PerUnit);
      expect(cell(L.tracker.accountingValue)).toBe(20);
      expect(cell(L.tracker.transportFee)).toBe(15);
      expect(cell(L.tracker.purchasePrice)).toBe(180);
      expect(cell(L.tracker.economy)).toBe(view.savings.economicGain);
      expect(cell(L.tracker.weight)).toBe(view.savings.weightInKg);
      expect(cell(L.tracker.co2)).toBe(view.savings.co2InKg);
      expect(view.savings.co2Source).not.toBeNull();
      expect(String(cell(L.tracker.co2Source))).toContain(view.savings.co2Source.label);
      expect(String(cell(L.tracker.co2Source))).toContain(view.savings.co2Source.source.version);
      expect(cell(L.tracker.service)).toBe(view.service.name);
      expect(cell(L.tracker.takerOrganisation)).toBe(view.user.organisation);

      const csv = await table(owner, 'tracker', 'csv', { _terminated: 1, trackerStatus: ['*'] });
      expect(column(csv, L.tracker.reference)).toEqual(expected);
      expect(column(csv, L.tracker.economy)).toEqual([String(view.savings.economicGain).replace('.', ',')]);
    });

    it("drops the '*' values and filters as the list does", async () => {
      const owner = await world.as('owner');
      const given = slugsOf(await list(owner, false, { transactionDirection: ['received'] }));
      const file = await table(owner, 'tracker', 'xlsx', {
        trackerStatus: '*',
        swapType: ['*'],
        transactionDirection: ['*', 'received'],
        keyword: '',
        userPerimeterType: '*',
      });
      expect(column(file, L.tracker.reference)).toEqual(given);
      const byStatus = slugsOf(await list(owner, false, { trackerStatus: ['ReservationRequested'] }));
      expect(byStatus).toContain(trackers.requested);
      const filtered = await table(owner, 'tracker', 'csv', { trackerStatus: 'ReservationRequested', swapType: '*' });
      expect(column(filtered, L.tracker.reference)).toEqual(byStatus);
    });

    it('refuses a filter the list refuses (422, in French)', async () => {
      const owner = await world.as('owner');
      const bad = await owner
        .post(url(API.exportStart('tracker')), { format: 'csv', filters: { trackerStatus: ['Perdu'] } })
        .expect(422);
      expect(bad.body.errors['filters.trackerStatus']).toEqual([fr.validation.choice]);
      const file = await exported(owner, 'tracker', 'csv', {});
      await (await world.as('outsider')).get(url(API.exportDownload(file.id))).expect(404);
    });
  });

  describe('the search results (search)', () => {
    const search = async (client: Client, form: Record<string, unknown>) =>
      (await client.post(url(API.trocSearch), { size: 100, search_form: form }).expect(200)).body;

    it('writes what the search finds, in its order, and only what the reader may see', async () => {
      const owner = await world.as('owner');
      const found = slugsOf(await search(owner, { keyword: 'armoire' }));
      expect([...found].sort()).toEqual([slugs.sale, slugs.colleagueInternal].sort());
      const file = await table(owner, 'search', 'xlsx', { keyword: 'armoire', category: '*', requestType: ['*'] });
      expect(file.sheetName).toBe(L.sheets.search);
      expect(listed(file)).toEqual(found);
      expect(listed(file)).not.toContain(slugs.colleaguePrivate);
      expect(listed(file)).not.toContain(slugs.draft);
      expect(file.header).not.toContain(L.listing.service);

      const all = slugsOf(await search(owner, { sortBy: 'publishedAt.asc' }));
      const csv = await table(owner, 'search', 'csv', { sortBy: 'publishedAt.asc', swapType: '*' });
      expect(listed(csv)).toEqual(all);

      // The invited reader finds the private one.
      const invited = await world.as('invited');
      const theirs = slugsOf(await search(invited, { keyword: 'armoire' }));
      expect(theirs).toContain(slugs.colleaguePrivate);
      const invitedFile = await table(invited, 'search', 'csv', { keyword: 'armoire' });
      expect(listed(invitedFile)).toEqual(theirs);
    });

    it('refuses a filter the search refuses (422, in French)', async () => {
      const owner = await world.as('owner');
      const sort = await owner
        .post(url(API.exportStart('search')), { format: 'xlsx', filters: { sortBy: 'hasard' } })
        .expect(422);
      expect(sort.body.errors['filters.sortBy']).toEqual([fr.validation.choice]);
      const date = await owner
        .post(url(API.exportStart('search')), { format: 'xlsx', filters: { publishedAfter: '2026-13-01' } })
        .expect(422);
      expect(date.body.errors['filters.publishedAfter']).toEqual([fr.validation.date]);
    });
  });

  describe('« Mes opérations » (operation-mine)', () => {
    it('writes the operations of the list, in its order, with their listings, and refuses a bad filter', async () => {
      const owner = await world.as('owner');
      const first = (await owner.post(url(API.operationCreate), { name: 'Vide-bureaux du pavillon A' }).expect(201))
        .body;
      const second = (await owner.post(url(API.operationCreate), { name: 'Collecte informatique' }).expect(201)).body;
      await owner.post(url(`/api/operation/edit/${first.slug}/ads/`), { trocs: [slugs.gift, slugs.sale] }).expect(200);
      const colleague = await world.as('colleague');
      await colleague.post(url(API.operationCreate), { name: 'Opération du collègue' }).expect(201);

      const list = (await owner.post(url(API.myOperations), { size: 100, operation_filter_form: {} }).expect(200)).body;
      const file = await table(owner, 'operation-mine', 'xlsx', { publicationStatus: ['*'] });
      expect(file.sheetName).toBe(L.sheets.operationMine);
      expect(column(file, L.operation.reference)).toEqual(slugsOf(list));
      expect(column(file, L.operation.reference)).toEqual([second.slug, first.slug]);
      const listings = column(file, L.operation.listings);
      expect(listings[1]).toBe(2);
      expect(column(file, L.operation.publicationStatus)[0]).toBe(fr.listing.statuses.Draft);
      expect(String(column(file, L.operation.url)[1])).toMatch(new RegExp(`/fr/operation/view/${first.slug}/$`));

      const csv = await table(owner, 'operation-mine', 'csv', { keyword: 'collecte' });
      expect(column(csv, L.operation.name)).toEqual(['Collecte informatique']);
      const bad = await owner
        .post(url(API.exportStart('operation-mine')), { format: 'xlsx', filters: { publicationStatus: ['Perdue'] } })
        .expect(422);
      expect(Object.keys(bad.body.errors)[0]).toMatch(/^filters\.publicationStatus/);
    });
  });
});
