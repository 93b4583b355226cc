import { fr, t } from '../messages/fr.js';
import { AccountingUnit, economicGain, validateBilans, validatePurchasePrice } from './bilans.js';

describe('bilans', () => {
  it('requires the unit and each amount from 0.01, unless declared unknown', () => {
    expect(validateBilans({})).toEqual({
      accountingUnit: [fr.bilans.errors.chooseAccountingUnit],
      accountingValue: [fr.validation.required],
      accountingTransportFee: [fr.validation.required],
      itemPurchasePrice: [fr.validation.required],
    });
    expect(
      validateBilans({
        accountingUnit: AccountingUnit.Total,
        accountingValueUnknown: true,
        accountingTransportFee: '0',
        itemPurchasePriceUnknown: 'on',
      }),
    ).toEqual({ accountingTransportFee: [t(fr.listing.errors.minDecimal, { min: '0,01' })] });
  });

  it('computes new value × quantity − accounting value − transport fee, in cents', () => {
    const values = {
      accountingUnit: AccountingUnit.PerUnit,
      accountingValue: '20,5',
      accountingTransportFee: 15,
      itemPurchasePrice: 180,
    };
    expect(economicGain(values, 3)).toEqual({ economic_gain: 540 - 61.5 - 15, errors: [] });
    expect(economicGain({ ...values, accountingUnit: AccountingUnit.Total }, 3)).toEqual({
      economic_gain: 540 - 20.5 - 15,
      errors: [],
    });
    // 0.1 + 0.2 stays exact in cents.
    expect(
      economicGain(
        { accountingUnit: 'Total', accountingValue: 0.1, accountingTransportFee: 0.2, itemPurchasePrice: 0.3 },
        1,
      ).economic_gain,
    ).toBe(0);
  });

  it('leaves the gain unknown and names what is missing; an unknown transport fee counts as none', () => {
    expect(economicGain({ accountingValueUnknown: true, itemPurchasePriceUnknown: true }, 2)).toEqual({
      economic_gain: null,
      errors: ['accounting_value', 'purchase_price'],
    });
    expect(
      economicGain(
        { accountingUnit: 'Total', accountingValue: 10, accountingTransportFeeUnknown: true, itemPurchasePrice: 50 },
        1,
      ),
    ).toEqual({
      economic_gain: 40,
      errors: [],
    });
  });
});

describe('validatePurchasePrice', () => {
  it('requires a new value from 0,01 unless it is declared unknown', () => {
    expect(validatePurchasePrice({})).toHaveProperty('itemPurchasePrice');
    expect(validatePurchasePrice({ itemPurchasePrice: '0' }).itemPurchasePrice?.[0]).toContain('0,01');
    expect(validatePurchasePrice({ itemPurchasePrice: '120,5' })).toEqual({});
    expect(validatePurchasePrice({ itemPurchasePriceUnknown: true })).toEqual({});
    expect(validatePurchasePrice({ itemPurchasePrice: 'abc', itemPurchasePriceUnknown: 'false' })).toHaveProperty(
      'itemPurchasePrice',
    );
  });
});
