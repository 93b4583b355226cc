import { TrackerStatus } from '@troc/shared';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { SavingsRollupService } from '../src/modules/savings/savings-rollup.service.js';
import { SavingsDashboardService } from '../src/modules/savings/savings-dashboard.service.js';
import { SavingsQueries } from '../src/modules/savings/savings.queries.js';
import { Tracker } from '../src/modules/tracker/entities/tracker.entity.js';
import { type SavingsGroup, type SavingsGroupBy, TrackerQueries } from '../src/modules/tracker/tracker.queries.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const ORGS = [1, 2, 3];
/** The dashboard's breakdowns: given by the exchange's service, received by its taker. */
const BY = {
  given: ['month', 'serviceId', 'categoryId', 'operationId'],
  received: ['month', 'userId', 'categoryId', 'operationId'],
} satisfies Record<string, SavingsGroupBy[]>;
const DIRECTIONS = ['given', 'received'] as const;
const S = TrackerStatus;
const START = Date.UTC(2025, 0, 1);
const SPAN_S = 2 * 365 * 24 * 3600;

/** What a generated exchange may hold: few values, so that many land in the same group and month. */
const fields = {
  status: fc.constantFrom(S.ReservationRequested, S.SwapInitiated, S.SwapCompleted, S.SwapCompleted, S.SwapCancelled),
  organisationId: fc.constantFrom(...ORGS),
  taker: fc.option(fc.record({ userId: fc.integer({ min: 1, max: 4 }), userOrganisationId: fc.constantFrom(...ORGS) })),
  serviceId: fc.option(fc.integer({ min: 1, max: 3 })),
  categoryId: fc.option(fc.constantFrom(101, 102, 203)),
  operationId: fc.option(fc.integer({ min: 1, max: 2 })),
  // Whole seconds over two years, month ends included (the driver keeps seconds on both).
  lastActionAt: fc.oneof(
    fc.integer({ min: 0, max: SPAN_S }).map((s) => new Date(START + s * 1000)),
    fc.constantFrom(
      new Date('2025-01-31T23:59:59Z'),
      new Date('2025-02-01T00:00:00Z'),
      new Date('2026-12-31T23:59:59Z'),
    ),
  ),
  requestedQuantity: fc.integer({ min: 1, max: 9 }),
  savedWeightGrams: fc.option(fc.integer({ min: 0, max: 500_000 })),
  economicGainCents: fc.option(fc.integer({ min: -50_000, max: 5_000_000 })),
  co2Grams: fc.option(fc.integer({ min: 0, max: 900_000 })),
};
type Fields = { [K in keyof typeof fields]: (typeof fields)[K] extends fc.Arbitrary<infer T> ? T : never };

const columns = (f: Partial<Fields>): Partial<Tracker> => {
  const { taker, ...rest } = f;
  return {
    ...rest,
    ...(taker !== undefined
      ? { userId: taker?.userId ?? null, userOrganisationId: taker?.userOrganisationId ?? null }
      : {}),
  };
};

/** A history: exchanges created, then changed (completed, bilans, moved), some deleted. */
const command = fc.oneof(
  { weight: 3, arbitrary: fc.record(fields).map((f) => ({ kind: 'insert' as const, f })) },
  {
    weight: 3,
    arbitrary: fc
      // One to three columns at a time: a completion, new bilans, a month moved alone.
      .tuple(
        fc.nat(),
        fc.record(fields),
        fc.subarray(Object.keys(fields) as (keyof Fields)[], { minLength: 1, maxLength: 3 }),
      )
      .map(([at, all, keys]) => ({
        kind: 'update' as const,
        at,
        f: Object.fromEntries(keys.map((k) => [k, all[k]])) as Partial<Fields>,
      })),
  },
  { weight: 1, arbitrary: fc.nat().map((at) => ({ kind: 'delete' as const, at })) },
);

const day = fc
  .integer({ min: 0, max: 2 * 365 })
  .map((d) => new Date(START + d * 86_400_000).toISOString().slice(0, 10));

/** Groups as comparable values: by key, the key's type and order left aside. */
const normal = (groups: SavingsGroup[]) => {
  const merged = new Map<string, SavingsGroup>();
  const add = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);
  for (const g of groups) {
    const key = String(g.key);
    const m = merged.get(key);
    merged.set(
      key,
      m
        ? {
            key,
            count: m.count + g.count,
            items: m.items + g.items,
            grams: add(m.grams, g.grams),
            economyCents: add(m.economyCents, g.economyCents),
            co2Grams: add(m.co2Grams, g.co2Grams),
            co2Unknown: m.co2Unknown + g.co2Unknown,
          }
        : { ...g, key },
    );
  }
  return [...merged.values()].sort((a, b) => String(a.key).localeCompare(String(b.key)));
};

describe.each(targets())('the savings rollup on $name', (target) => {
  let t0: TestApp;
  let ds: DataSource;
  let scan: TrackerQueries;
  let rollup: SavingsQueries;
  let dashboards: SavingsDashboardService;
  beforeAll(async () => {
    t0 = await startApp(target);
    ds = t0.app.get(DataSource);
    scan = t0.app.get(TrackerQueries);
    rollup = t0.app.get(SavingsQueries);
    dashboards = t0.app.get(SavingsDashboardService);
  });
  afterAll(() => t0?.close());

  const rows = async () =>
    (await ds.query('SELECT * FROM savings_rollup WHERE trackers <> 0')).map((r: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]),
      ),
    );
  const sorted = (list: Record<string, unknown>[]) => list.map((r) => JSON.stringify(r)).sort();

  it('sums the same as a scan of the exchanges after any history, and the rebuild finds it again', async () => {
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 40 }),
        fc.tuple(day, day),
        async (commands, period) => {
          const repo = ds.getRepository(Tracker);
          // A failed run may have left its history: each starts from none.
          await ds.query('DELETE FROM tracker');
          await ds.query('DELETE FROM savings_rollup');
          const ids: number[] = [];
          for (const c of commands) {
            if (c.kind === 'insert') {
              const id = (
                await repo.insert({
                  slug: `r${serial++}`,
                  trocId: 1,
                  managerId: 1,
                  ownerId: 1,
                  createdById: 1,
                  name: 'Échange',
                  ...columns(c.f),
                })
              ).identifiers[0]!.id as number;
              ids.push(id);
            } else if (ids.length) {
              const i = c.at % ids.length;
              if (c.kind === 'delete') await repo.delete({ id: ids.splice(i, 1)[0]! });
              else if (Object.keys(c.f).length) await repo.update({ id: ids[i]! }, columns(c.f));
            }
          }
          const [from, to] = period[0] <= period[1] ? period : [period[1], period[0]];
          for (const org of ORGS) {
            for (const direction of DIRECTIONS) {
              for (const by of BY[direction]) {
                const whole = normal(await rollup.groups(by, org, direction, null, null));
                expect(whole).toEqual(normal(await scan.savingsGroups(by, org, direction, null, null)));
                const cut = normal(await dashboards.groups(by, org, direction, from, to));
                expect(cut).toEqual(normal(await scan.savingsGroups(by, org, direction, from, to)));
              }
            }
          }
          const kept = sorted(await rows());
          await t0.app.get(SavingsRollupService).rebuild();
          expect(sorted(await rows())).toEqual(kept);
          // Every exchange deleted takes its share away: nothing is left but zeros.
          await ds.query('DELETE FROM tracker');
          expect(await rows()).toEqual([]);
        },
      ),
      { numRuns: target.name === 'sqlite' ? 40 : 15 },
    );
  }, 120_000);

  it('sums a database from before the rollup at start-up', async () => {
    const repo = ds.getRepository(Tracker);
    await repo.insert({
      slug: 'avant',
      trocId: 1,
      managerId: 1,
      ownerId: 1,
      createdById: 1,
      name: 'Échange',
      status: S.SwapCompleted,
      organisationId: 2,
      requestedQuantity: 3,
      lastActionAt: new Date('2025-06-10T08:00:00Z'),
      co2Grams: 1500,
    });
    await ds.query('DELETE FROM savings_rollup');
    expect(await t0.app.get(SavingsRollupService).needsRebuild()).toBe(true);
    await t0.app.get(SavingsRollupService).onApplicationBootstrap();
    expect(await rollup.groups('month', 2, 'given', null, null)).toEqual([
      { key: '2025-06', count: 1, items: 3, grams: null, economyCents: null, co2Grams: 1500, co2Unknown: 0 },
    ]);
    expect(await t0.app.get(SavingsRollupService).needsRebuild()).toBe(false);
  });
});
