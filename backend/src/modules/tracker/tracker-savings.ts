import {
  type SavingsTotals,
  economicGain,
  formatCents,
  type TrackerBilans,
  type TrackerSavings,
  TrackerStatus,
} from '@troc/shared';
import type { Co2Estimate } from './tracker-co2.js';
import type { Tracker } from './entities/tracker.entity.js';

/** The bilans form as the tracker holds it, in the calculator's terms. */
export function bilansValues(tracker: Tracker) {
  return {
    accountingUnit: tracker.accountingUnit,
    accountingValue: tracker.accountingValueCents === null ? null : tracker.accountingValueCents / 100,
    accountingValueUnknown: tracker.accountingValueUnknown,
    accountingTransportFee:
      tracker.accountingTransportFeeCents === null ? null : tracker.accountingTransportFeeCents / 100,
    accountingTransportFeeUnknown: tracker.accountingTransportFeeUnknown,
    itemPurchasePrice: tracker.purchasePriceCents === null ? null : tracker.purchasePriceCents / 100,
    itemPurchasePriceUnknown: tracker.purchasePriceUnknown,
  };
}

/**
 * What a completed exchange saved: the economic gain of its bilans, the weight handed over
 * (unit weight × quantity), the CO2 avoided with the factor(s) that produced it (estimated beforehand: it may read the chosen models). Unknown stays null.
 */
export function computeSavings(
  tracker: Tracker,
  co2: Co2Estimate | null,
): Pick<Tracker, 'economicGainCents' | 'savedWeightGrams' | 'co2Grams' | 'co2Source' | 'co2Sources'> {
  const gain = economicGain(bilansValues(tracker), tracker.requestedQuantity).economic_gain;
  return {
    economicGainCents: gain === null ? null : Math.round(gain * 100),
    savedWeightGrams: tracker.weightGrams === null ? null : tracker.weightGrams * tracker.requestedQuantity,
    co2Grams: co2?.grams ?? null,
    co2Source: co2?.sources[0] ?? null,
    co2Sources: co2?.sources ?? null,
  };
}

export function bilansView(tracker: Tracker, editable: boolean): TrackerBilans {
  const values = bilansValues(tracker);
  return {
    accountingUnit: values.accountingUnit,
    accountingValue: values.accountingValue,
    accountingValueUnknown: values.accountingValueUnknown,
    accountingTransportFee: values.accountingTransportFee,
    accountingTransportFeeUnknown: values.accountingTransportFeeUnknown,
    itemPurchasePriceUnknown: values.itemPurchasePriceUnknown,
    editable,
  };
}

export function savingsView(tracker: Tracker): TrackerSavings | null {
  if (tracker.status !== TrackerStatus.SwapCompleted) return null;
  return {
    economicGainInEuros: tracker.economicGainCents === null ? null : formatCents(tracker.economicGainCents),
    economicGain: tracker.economicGainCents === null ? null : tracker.economicGainCents / 100,
    weightInKg: tracker.savedWeightGrams === null ? null : tracker.savedWeightGrams / 1000,
    co2InKg: tracker.co2Grams === null ? null : tracker.co2Grams / 1000,
    co2Source: tracker.co2Source,
    co2Sources: tracker.co2Sources ?? (tracker.co2Source ? [tracker.co2Source] : []),
  };
}

/** Bilans may be filled from the acceptance on, by the manager's side. */
export const BILANS_STATUSES: readonly TrackerStatus[] = [
  TrackerStatus.ReservationApproved,
  TrackerStatus.SwapInitiated,
  TrackerStatus.SwapCompleted,
];

/** Sums of months of savings; a sum over no known value stays null (« N/A »). */
export function savingsTotals(
  months: {
    count: number;
    items: number;
    grams: number | null;
    economyCents: number | null;
    co2Grams: number | null;
  }[],
): SavingsTotals {
  const sum = (pick: (m: (typeof months)[number]) => number | null) =>
    months.reduce<number | null>((total, m) => (pick(m) === null ? total : (total ?? 0) + pick(m)!), null);
  const grams = sum((m) => m.grams);
  const economy = sum((m) => m.economyCents);
  const co2 = sum((m) => m.co2Grams);
  return {
    nbTrackers: months.reduce((n, m) => n + m.count, 0),
    totalItemSaved: months.reduce((n, m) => n + m.items, 0),
    totalEconomyInEuros: economy === null ? null : formatCents(economy),
    totalAvoidedWeightInKg: grams === null ? null : Math.round(grams / 10) / 100,
    totalCo2InKg: co2 === null ? null : Math.round(co2 / 10) / 100,
  };
}
