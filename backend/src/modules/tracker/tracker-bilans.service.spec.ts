import { AccountingUnit, fr, t, TrackerStatus as S } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import { ConflictError, ForbiddenError, FormError } from '../../core/errors/index.js';
import type { Troc } from '../troc/entities/troc.entity.js';
import type { Tracker } from './entities/tracker.entity.js';
import { TrackerBilansService } from './tracker-bilans.service.js';
import type { LoadedTracker } from './tracker-transitions.service.js';

// The bilans rules with the exchange's loading, its queries and the CO2 estimate faked: no database.
const actor = anActor();
const troc = { id: 10 } as unknown as Troc;

function world(status: S = S.ReservationApproved, roles: LoadedTracker['roles'] = ['manager']) {
  const tracker = {
    id: 5,
    slug: 'e5',
    status,
    requestedQuantity: 3,
    weightGrams: 2_000,
    purchasePriceCents: 12_000,
    purchasePriceUnknown: false,
  } as unknown as Tracker;
  const loaded = { tracker, troc, roles } as unknown as LoadedTracker;
  const manager = { tx: true };
  const seen = { loads: 0, updates: [] as [unknown, number, Partial<Tracker>][], estimates: [] as Tracker[] };
  const transitions = { load: async () => ((seen.loads += 1), loaded) };
  const queries = {
    update: async (m: unknown, id: number, fields: Partial<Tracker>) => void seen.updates.push([m, id, fields]),
  };
  const transactions = { run: <T>(work: (m: unknown) => Promise<T>) => work(manager) };
  const co2 = {
    estimate: async (_troc: Troc, updated: Tracker) => (
      seen.estimates.push(updated),
      { grams: 4_500, sources: ['ademe'] }
    ),
  };
  const service = new TrackerBilansService(
    ...([transitions, queries, transactions, co2] as never as ConstructorParameters<typeof TrackerBilansService>),
  );
  const written = () => seen.updates[0]![2];
  return { service, seen, manager, loaded, written };
}

const bilans = {
  accountingUnit: AccountingUnit.PerUnit,
  accountingValue: '10',
  accountingValueUnknown: false,
  accountingTransportFee: '5,50',
  accountingTransportFeeUnknown: false,
  itemPurchasePrice: '40',
  itemPurchasePriceUnknown: false,
};

describe('the bilans of an exchange', () => {
  it("refuses the requester's side: only the manager's side fills the bilans", async () => {
    const { service, seen } = world(S.ReservationApproved, ['requester']);
    const saving = service.saveBilans('e5', actor, bilans);
    await expect(saving).rejects.toBeInstanceOf(ForbiddenError);
    await expect(saving).rejects.toMatchObject({ code: 'TRACKER_FORBIDDEN', message: fr.tracker.errors.notAllowed });
    expect(seen.updates).toEqual([]);
  });

  it('refuses the bilans before the request is accepted', async () => {
    const { service, seen } = world(S.ReservationRequested);
    const saving = service.saveBilans('e5', actor, bilans);
    await expect(saving).rejects.toBeInstanceOf(ConflictError);
    await expect(saving).rejects.toMatchObject({ code: 'BILANS_NOT_YET', message: fr.bilans.errors.notYet });
    expect(seen.updates).toEqual([]);
  });

  it('refuses a form without its unit nor its amounts, field by field, in French', async () => {
    const { service, seen } = world();
    const saving = service.saveBilans('e5', actor, {});
    await expect(saving).rejects.toBeInstanceOf(FormError);
    const error = (await saving.catch((e: FormError) => e)) as FormError;
    expect(error.code).toBe('FORM_INVALID');
    expect(error.errors).toEqual({
      accountingUnit: [fr.bilans.errors.chooseAccountingUnit],
      accountingValue: [fr.validation.required],
      accountingTransportFee: [fr.validation.required],
      itemPurchasePrice: [fr.validation.required],
    });
    expect(seen.updates).toEqual([]);
  });

  it('refuses an amount below one cent', async () => {
    const { service } = world();
    const saving = service.saveBilans('e5', actor, { ...bilans, accountingValue: '0' });
    await expect(saving).rejects.toMatchObject({
      errors: { accountingValue: [t(fr.listing.errors.minDecimal, { min: '0,01' })] },
    });
  });

  it('records the amounts in cents in one transaction and answers the exchange reloaded', async () => {
    const { service, seen, manager, loaded } = world();
    await expect(service.saveBilans('e5', actor, bilans)).resolves.toBe(loaded);
    expect(seen.updates[0]).toEqual([
      manager,
      5,
      {
        accountingUnit: AccountingUnit.PerUnit,
        accountingValueUnknown: false,
        accountingValueCents: 1_000,
        accountingTransportFeeUnknown: false,
        accountingTransportFeeCents: 550,
        purchasePriceUnknown: false,
        purchasePriceCents: 4_000,
      },
    ]);
    // Not completed yet: no savings computed.
    expect(seen.estimates).toEqual([]);
    expect(seen.loads).toBe(2);
  });

  it('stores null for each amount declared unknown, whatever value came with it', async () => {
    const { service, written } = world(S.SwapInitiated);
    await service.saveBilans('e5', actor, {
      ...bilans,
      accountingValueUnknown: true,
      accountingTransportFeeUnknown: 'on',
      itemPurchasePriceUnknown: true,
      itemPurchasePrice: '99',
    });
    expect(written()).toMatchObject({
      accountingValueUnknown: true,
      accountingValueCents: null,
      accountingTransportFeeUnknown: true,
      accountingTransportFeeCents: null,
      purchasePriceUnknown: true,
      purchasePriceCents: null,
    });
  });

  it("computes a completed exchange's savings from the new bilans: gain, weight handed over, CO2", async () => {
    const { service, seen, written } = world(S.SwapCompleted);
    await service.saveBilans('e5', actor, bilans);
    // 3 × 40 € new, less 3 × 10 € accounting value (per unit), less 5,50 € transport.
    expect(written()).toMatchObject({
      economicGainCents: 8_450,
      savedWeightGrams: 6_000,
      co2Grams: 4_500,
      co2Source: 'ademe',
      co2Sources: ['ademe'],
    });
    expect(seen.estimates).toMatchObject([{ purchasePriceCents: 4_000, accountingValueCents: 1_000 }]);
  });

  it('leaves the gain unknown when the accounting value is', async () => {
    const { service, written } = world(S.SwapCompleted);
    await service.saveBilans('e5', actor, {
      ...bilans,
      accountingUnit: AccountingUnit.Total,
      accountingValueUnknown: true,
    });
    expect(written()).toMatchObject({ economicGainCents: null, savedWeightGrams: 6_000 });
  });
});

describe('the purchase price of an exchange', () => {
  it("refuses anyone but the manager's side", async () => {
    const { service, seen } = world(S.ReservationApproved, ['requester']);
    await expect(service.savePurchasePrice('e5', actor, { itemPurchasePrice: '12' })).rejects.toMatchObject({
      code: 'TRACKER_FORBIDDEN',
    });
    expect(seen.updates).toEqual([]);
  });

  it('requires a price unless it is declared unknown', async () => {
    const { service, seen } = world();
    await expect(service.savePurchasePrice('e5', actor, {})).rejects.toMatchObject({
      code: 'FORM_INVALID',
      errors: { itemPurchasePrice: [fr.validation.required] },
    });
    expect(seen.updates).toEqual([]);
  });

  it('records the price in cents, at any status, without touching the savings before completion', async () => {
    const { service, seen, manager } = world(S.ReservationRequested);
    await service.savePurchasePrice('e5', actor, { itemPurchasePrice: '12,34' });
    expect(seen.updates[0]).toEqual([manager, 5, { purchasePriceUnknown: false, purchasePriceCents: 1_234 }]);
    expect(seen.estimates).toEqual([]);
  });

  it('records an unknown price as null', async () => {
    const { service, written } = world();
    await service.savePurchasePrice('e5', actor, { itemPurchasePrice: '12', itemPurchasePriceUnknown: true });
    expect(written()).toEqual({ purchasePriceUnknown: true, purchasePriceCents: null });
  });

  it("recomputes a completed exchange's savings with the new price", async () => {
    const { service, written } = world(S.SwapCompleted);
    await service.savePurchasePrice('e5', actor, { itemPurchasePrice: '50' });
    // No accounting value recorded yet: the gain stays unknown; the weight is known.
    expect(written()).toMatchObject({
      purchasePriceCents: 5_000,
      economicGainCents: null,
      savedWeightGrams: 6_000,
      co2Grams: 4_500,
    });
  });
});
