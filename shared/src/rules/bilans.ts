import { LIMITS } from '../limits.js';
import { fr } from '../messages/fr.js';
import { Collector, type FieldErrors, readBoolean, readNumber, readText } from './listing.js';

export enum AccountingUnit {
  PerUnit = 'PerUnit',
  Total = 'Total',
}

/** The bilans form (core §5 Bilans) as sent: each amount may be declared unknown instead. */
export interface BilansValues {
  accountingUnit?: unknown;
  accountingValue?: unknown;
  accountingValueUnknown?: unknown;
  accountingTransportFee?: unknown;
  accountingTransportFeeUnknown?: unknown;
  itemPurchasePrice?: unknown;
  itemPurchasePriceUnknown?: unknown;
}

const AMOUNT = { min: LIMITS.listing.decimalMin, max: LIMITS.numbers.moneyMaxEuros, decimal: true } as const;

/**
 * accountingUnit required; the accounting value, the transport fee and the purchase (new)
 * price required from 0.01, each unless its « inconnu » box is ticked.
 */
export function validateBilans(values: BilansValues): FieldErrors {
  const c = new Collector();
  c.choice(
    'accountingUnit',
    values.accountingUnit,
    Object.values(AccountingUnit),
    fr.bilans.errors.chooseAccountingUnit,
  );
  const amount = (field: keyof BilansValues, unknown: keyof BilansValues) =>
    c.number(field, values[field], { ...AMOUNT, required: !readBoolean(values[unknown]) });
  amount('accountingValue', 'accountingValueUnknown');
  amount('accountingTransportFee', 'accountingTransportFeeUnknown');
  amount('itemPurchasePrice', 'itemPurchasePriceUnknown');
  return c.errors;
}

/** The purchase-price fragment of a cart line (supporting §5): the new value, or « inconnu ». */
export function validatePurchasePrice(values: Pick<BilansValues, 'itemPurchasePrice' | 'itemPurchasePriceUnknown'>) {
  const c = new Collector();
  c.number('itemPurchasePrice', values.itemPurchasePrice, {
    ...AMOUNT,
    required: !readBoolean(values.itemPurchasePriceUnknown),
  });
  return c.errors;
}

export type EcoGainError = 'accounting_value' | 'purchase_price';

/** The answer of the eco-gain calculator (core §7): a number of euros, or the missing values. */
export interface EcoGain {
  economic_gain: number | null;
  errors: EcoGainError[];
}

/**
 * The economic gain of an exchange, in euros (docs/design/bilans-et-economies.md: formula): the new value of the quantity
 * taken, less its accounting value and the transport fee. An unknown new or accounting value
 * leaves the gain unknown and says which; an unknown transport fee counts as none.
 */
export function economicGain(values: BilansValues, quantity: number): EcoGain {
  const amount = (field: keyof BilansValues, unknown: keyof BilansValues): number | null => {
    if (readBoolean(values[unknown])) return null;
    const n = readNumber(values[field]);
    return n === null || Number.isNaN(n) || n < 0 ? null : n;
  };
  const purchase = amount('itemPurchasePrice', 'itemPurchasePriceUnknown');
  const accounting = amount('accountingValue', 'accountingValueUnknown');
  const transport = amount('accountingTransportFee', 'accountingTransportFeeUnknown') ?? 0;
  const errors: EcoGainError[] = [];
  if (accounting === null) errors.push('accounting_value');
  if (purchase === null) errors.push('purchase_price');
  if (errors.length) return { economic_gain: null, errors };
  const accountingTotal =
    readText(values.accountingUnit) === AccountingUnit.PerUnit ? accounting! * quantity : accounting!;
  const cents =
    Math.round(purchase! * quantity * 100) - Math.round(accountingTotal * 100) - Math.round(transport * 100);
  return { economic_gain: cents / 100, errors: [] };
}

/** The spec's two messages for the calculator's errors. */
export const ECO_GAIN_MESSAGES: Record<EcoGainError, string> = {
  accounting_value: fr.bilans.errors.accountingValueNeeded,
  purchase_price: fr.bilans.errors.purchasePriceNeeded,
};
