import { fr, type TransactionDirection } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import { FormError } from '../../core/errors/index.js';
import type { SavingsGroup, SavingsGroupBy } from '../tracker/index.js';
import { monthLabel, SavingsDashboardService } from './savings-dashboard.service.js';

// The savings dashboard with the exchanges' sums, the monthly rollup and the names it shows
// faked: no database.
const actor = anActor({ organisationId: 4, organisationName: 'CHU de Nantes' });

const group = (key: SavingsGroup['key'], over: Partial<SavingsGroup> = {}): SavingsGroup => ({
  key,
  count: 1,
  items: 1,
  grams: 1_000,
  economyCents: 1_000,
  co2Grams: 1_000,
  co2Unknown: 0,
  ...over,
});

type Call = [SavingsGroupBy, number, TransactionDirection, string | null, string | null];

function world(
  rollup: Partial<Record<SavingsGroupBy, SavingsGroup[]>>,
  days: Partial<Record<SavingsGroupBy, SavingsGroup[]>> = {},
) {
  const seen = { rollup: [] as Call[], days: [] as Call[], users: [] as number[][], services: [] as number[][] };
  const trackers = {
    // The days of one month hold that month's exchanges only.
    savingsGroups: async (...call: Call) => (
      seen.days.push(call),
      (days[call[0]] ?? []).filter((g) => call[0] !== 'month' || g.key === call[3]!.slice(0, 7))
    ),
  };
  const queries = {
    groups: async (...call: Call) => (seen.rollup.push(call), rollup[call[0]] ?? []),
  };
  const organisations = {
    findServices: async (ids: number[]) => (
      seen.services.push(ids),
      new Map([
        [31, { id: 31, name: 'Pharmacie' }],
        [32, { id: 32, name: 'Radiologie' }],
      ])
    ),
  };
  const users = {
    findByIds: async (ids: number[]) => (
      seen.users.push(ids),
      new Map([
        [7, { id: 7, serviceId: 31 }],
        [8, { id: 8, serviceId: 31 }],
        [9, { id: 9, serviceId: null }],
      ])
    ),
  };
  const categories = {
    hierarchy: (id: number) => (id === 12 ? [{ name: 'Mobilier' }, { name: 'Chaises' }] : []),
  };
  const operations = { namesOf: async () => new Map([[50, 'Déménagement du bâtiment B']]) };
  const service = new SavingsDashboardService(
    ...([trackers, queries, organisations, users, categories, operations] as never as ConstructorParameters<
      typeof SavingsDashboardService
    >),
  );
  return { service, seen };
}

describe('the savings period', () => {
  it('refuses an end before the start, on the end field, before reading anything', async () => {
    const { service, seen } = world({});
    const reading = service.dashboard(actor, { direction: 'given', from: '2026-03-10', to: '2026-03-09' });
    await expect(reading).rejects.toBeInstanceOf(FormError);
    await expect(reading).rejects.toMatchObject({
      code: 'FORM_INVALID',
      errors: { to: [fr.savings.errors.periodOrder] },
    });
    expect([...seen.rollup, ...seen.days]).toEqual([]);
    expect(() => service.checkPeriod('2026-03-10', '2026-03-10')).not.toThrow();
    expect(() => service.checkPeriod(null, '2026-01-01')).not.toThrow();
  });

  it('reads whole months from the rollup and the cut months day by day from the exchanges, in month order', async () => {
    const { service, seen } = world({ month: [group('2026-04')] }, { month: [group('2026-05'), group('2026-03')] });
    const groups = await service.groups('month', 4, 'given', '2026-03-15', '2026-05-20');
    expect(seen.days).toEqual([
      ['month', 4, 'given', '2026-03-15', '2026-03-31'],
      ['month', 4, 'given', '2026-05-01', '2026-05-20'],
    ]);
    expect(seen.rollup).toEqual([['month', 4, 'given', '2026-04', '2026-04']]);
    expect(groups.map((g) => g.key)).toEqual(['2026-03', '2026-04', '2026-05']);
  });

  it('reads « depuis toujours » from the rollup alone, and a few days within a month from the exchanges alone', async () => {
    const always = world({});
    await always.service.groups('categoryId', 4, 'received', null, null);
    expect(always.seen.rollup).toEqual([['categoryId', 4, 'received', null, null]]);
    expect(always.seen.days).toEqual([]);
    const fewDays = world({});
    await fewDays.service.groups('serviceId', 4, 'given', '2026-03-05', '2026-03-20');
    expect(fewDays.seen.days).toEqual([['serviceId', 4, 'given', '2026-03-05', '2026-03-20']]);
    expect(fewDays.seen.rollup).toEqual([]);
  });
});

describe('the savings dashboard', () => {
  it('sums the totals in euros and kilograms, and shows every month of the period, zeros included', async () => {
    const { service } = world({
      month: [
        group('2026-01', { count: 2, items: 5, economyCents: 12_345, grams: 2_500, co2Grams: 1_234 }),
        group('2026-03', { economyCents: null, grams: null, co2Grams: null, co2Unknown: 1 }),
      ],
    });
    const answer = await service.dashboard(actor, { direction: 'given', from: '2026-01-01', to: '2026-04-30' });
    expect(answer).toMatchObject({ organisation: 'CHU de Nantes', direction: 'given', from: '2026-01-01' });
    expect(answer.totals).toEqual({
      nbTrackers: 3,
      items: 6,
      economy: 123.45,
      weightKg: 2.5,
      co2Kg: 1.23,
      co2Unknown: 1,
    });
    expect(answer.byMonth.map((row) => [row.key, row.label, row.nbTrackers, row.economy])).toEqual([
      ['2026-01', 'janvier 2026', 2, 123.45],
      ['2026-02', 'février 2026', 0, null],
      ['2026-03', 'mars 2026', 1, null],
      ['2026-04', 'avril 2026', 0, null],
    ]);
  });

  it('labels the given exchanges by their recorded service, a deleted or missing one said so', async () => {
    const { service, seen } = world({
      serviceId: [group(31, { co2Grams: 5_000 }), group(33), group(null, { co2Grams: null })],
    });
    const answer = await service.dashboard(actor, { direction: 'given', from: null, to: null });
    expect(seen.rollup.map((call) => call[0])).toEqual(['month', 'serviceId', 'categoryId', 'operationId']);
    expect(seen.users).toEqual([]);
    expect(seen.services).toEqual([[31, 33]]);
    // Sorted by CO2 avoided, the unknown last.
    expect(answer.byService.map((row) => [row.key, row.label, row.co2Kg])).toEqual([
      ['31', 'Pharmacie', 5],
      ['33', fr.savings.unknownService, 1],
      [null, fr.savings.noService, null],
    ]);
  });

  it("labels the received exchanges by the taker's service today, two takers of one service on one row", async () => {
    const { service, seen } = world({ userId: [group(7), group(8, { count: 3 }), group(9), group(null)] });
    const answer = await service.dashboard(actor, { direction: 'received', from: null, to: null });
    expect(seen.rollup.map((call) => call[0])).toContain('userId');
    expect(seen.users).toEqual([[7, 8, 9]]);
    expect(seen.services).toEqual([[31, 31]]);
    expect(answer.byService).toMatchObject([
      { key: '31', label: 'Pharmacie', nbTrackers: 4, co2Kg: 2 },
      { key: null, label: fr.savings.noService, nbTrackers: 2, co2Kg: 2 },
    ]);
  });

  it('labels categories by their path and operations by their name, the others gathered', async () => {
    const { service } = world({
      categoryId: [group(12, { co2Grams: 3_000 }), group(99), group(null)],
      operationId: [group(50, { co2Grams: 3_000 }), group(null)],
    });
    const answer = await service.dashboard(actor, { direction: 'given', from: null, to: null });
    expect(answer.byCategory.map((row) => [row.key, row.label, row.nbTrackers])).toEqual([
      ['12', 'Mobilier › Chaises', 1],
      [null, fr.savings.noCategory, 2],
    ]);
    expect(answer.byOperation.map((row) => [row.key, row.label])).toEqual([
      ['50', 'Déménagement du bâtiment B'],
      [null, fr.savings.noOperation],
    ]);
  });

  it('shows no month when nothing was completed and the period is open', async () => {
    const { service } = world({});
    const answer = await service.dashboard(actor, { direction: 'given', from: null, to: null });
    expect(answer.byMonth).toEqual([]);
    expect(answer.totals).toMatchObject({ nbTrackers: 0, economy: null, weightKg: null });
  });

  it('names a month in French', () => {
    expect(monthLabel('2026-08')).toBe('août 2026');
  });
});
