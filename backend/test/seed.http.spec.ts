import { CalendarPeriodStatus, CalendarPeriodType, SwapType, TrackerStatus } from '@troc/shared';
import { CalendarPeriod } from '../src/modules/calendar/entities/calendar-period.entity.js';
import { DataSource } from 'typeorm';
import { Tracker } from '../src/modules/tracker/entities/tracker.entity.js';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

describe.each(targets())('demo data on $name', (target) => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startApp(target);
    expect(await seedIfEmpty(t0.app)).toBe(true);
    // 320 listings with their pictures: minutes on a busy two-core machine.
  }, 180_000);
  afterAll(() => t0?.close());

  it('holds demo exchanges in every status, their stock on the listings', async () => {
    const ds = t0.app.get(DataSource);
    const rows = await ds.getRepository(Tracker).find();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(Object.values(TrackerStatus)));
    // Loans hold days on their calendar, not stock.
    const held = rows.filter(
      (r) =>
        [TrackerStatus.ReservationApproved, TrackerStatus.SwapInitiated].includes(r.status) &&
        r.swapType !== SwapType.Pret,
    );
    const troc = await ds.getRepository(Troc).findOneByOrFail({ id: held[0]!.trocId });
    expect(troc.quantityReserved).toBeGreaterThanOrEqual(held[0]!.requestedQuantity);
  });

  it('holds demo loans waiting, ahead, under way, and a maintenance', async () => {
    const periods = await t0.app.get(DataSource).getRepository(CalendarPeriod).find();
    expect(new Set(periods.map((p) => p.status))).toEqual(
      new Set([CalendarPeriodStatus.None, CalendarPeriodStatus.Validated, CalendarPeriodStatus.Ongoing]),
    );
    expect(periods.filter((p) => p.type === CalendarPeriodType.Maintenance)).toHaveLength(1);
    expect(periods.filter((p) => p.trackerId !== null)).toHaveLength(3);
  });

  it('holds two published operations with their listings, and open carts', async () => {
    const client = await t0.client();
    await client
      .post('/fr/api/auth/login', { email: 'camille.martin@chu-bordeaux.demo', password: DEMO_PASSWORD })
      .expect(200);
    await client.refreshCsrf();
    const mine = (await client.post('/fr/api/operation/mine/', {}).expect(200)).body;
    expect(mine.data).toEqual([
      expect.objectContaining({ publicationStatus: 'Published', nbTrocs: expect.any(Number) }),
    ]);
    expect(mine.data[0].nbTrocs).toBeGreaterThan(0);
    const buyer = await t0.client();
    await buyer
      .post('/fr/api/auth/login', { email: 'lucas.blanc@recyclerie-pentes.demo', password: DEMO_PASSWORD })
      .expect(200);
    await buyer.refreshCsrf();
    const carts = (await buyer.get('/fr/api/cart/mine/').expect(200)).body;
    expect(carts.data[0].lines.length).toBeGreaterThan(0);
  });

  it('loads once only', async () => {
    expect(await seedIfEmpty(t0.app)).toBe(false);
  });

  it('lets the documented accounts sign in, with their organisation and service tree', async () => {
    const client = await t0.client();
    const res = await client
      .post('/fr/api/auth/login', { email: 'camille.martin@chu-bordeaux.demo', password: DEMO_PASSWORD })
      .expect(200);
    expect(res.body.user).toMatchObject({
      roles: ['ROLE_USER', 'ROLE_ORGANISATION_ADMIN'],
      emailValidated: true,
      termsAccepted: true,
      organisation: { name: 'CHU de Bordeaux', kind: 'public_service' },
      service: { name: 'Direction des achats et de la logistique', nbChildren: 2 },
      city: 'Bordeaux',
    });
    client.csrf = res.body.csrfToken;
    const services = await client.get('/fr/api/organisation/services/?size=50').expect(200);
    expect(services.body.total).toBe(6);
    const root = services.body.data.find((s: { name: string }) => s.name === 'Direction générale');
    const magasin = services.body.data.find((s: { name: string }) => s.name === 'Magasin central de Pellegrin');
    expect(root.nbChildren).toBe(3);
    expect(magasin.hierarchy.startsWith(root.hierarchy)).toBe(true);
    expect(magasin.altInternalCode).toBe('UF4120');
  });

  it('keeps the onboarding accounts at their step', async () => {
    const client = await t0.client();
    const fresh = await client
      .post('/fr/api/auth/login', { email: 'nouveau@troc.demo', password: DEMO_PASSWORD })
      .expect(200);
    expect(fresh.body.user).toMatchObject({ emailValidated: false, termsAccepted: false });
  });

  it('suggests directory organisations', async () => {
    const res = await (
      await t0.client()
    )
      .post('/fr/api/organism/autocomplete/', { form: { query: 'chu', type: 'gouv' } })
      .expect(200);
    expect(res.body.data.map((s: { value: string }) => s.value)).toEqual(
      expect.arrayContaining(['CHU de Bordeaux', 'CHU de Lille']),
    );
  });
});
