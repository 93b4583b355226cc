import { AccountingUnit, type BilansValues, type TrackerView } from '@troc/shared';

/** The bilans form as antd holds it: each amount beside its « Inconnu » box. */
export interface BilansFormValues {
  accountingUnit?: AccountingUnit | null;
  accountingValue?: number | null;
  accountingValueUnknown?: boolean;
  accountingTransportFee?: number | null;
  accountingTransportFeeUnknown?: boolean;
  itemPurchasePrice?: number | null;
  itemPurchasePriceUnknown?: boolean;
}

/** The three amounts, each with its « Inconnu » box, in the form's order. */
export const BILANS_AMOUNTS = [
  { field: 'accountingValue', unknown: 'accountingValueUnknown' },
  { field: 'accountingTransportFee', unknown: 'accountingTransportFeeUnknown' },
  { field: 'itemPurchasePrice', unknown: 'itemPurchasePriceUnknown' },
] as const;

export const BILANS_FIELDS = ['accountingUnit', ...BILANS_AMOUNTS.flatMap((a) => [a.field, a.unknown])] as const;

export function initialBilans(tracker: TrackerView): BilansFormValues {
  const b = tracker.bilans;
  return {
    accountingUnit: (b.accountingUnit as AccountingUnit | null) ?? AccountingUnit.Total,
    accountingValue: b.accountingValue,
    accountingValueUnknown: b.accountingValueUnknown,
    accountingTransportFee: b.accountingTransportFee,
    accountingTransportFeeUnknown: b.accountingTransportFeeUnknown,
    itemPurchasePrice: tracker.itemPurchasePrice,
    itemPurchasePriceUnknown: b.itemPurchasePriceUnknown,
  };
}

/** What is sent (form and calculator alike): an amount declared unknown is left out. */
export function bilansPayload(values: BilansFormValues): BilansValues {
  const payload: Record<string, unknown> = { accountingUnit: values.accountingUnit ?? undefined };
  for (const { field, unknown } of BILANS_AMOUNTS) {
    const isUnknown = Boolean(values[unknown]);
    payload[unknown] = isUnknown;
    const amount = values[field];
    if (!isUnknown && amount !== null && amount !== undefined) payload[field] = amount;
  }
  return payload as BilansValues;
}
