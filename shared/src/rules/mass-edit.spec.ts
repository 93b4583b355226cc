import { fr } from '../messages/fr.js';
import {
  filledMassEditFields,
  massReportValue,
  promotedPriceCents,
  promotionOf,
  shouldSubmitMassEdit,
  validateMassEdit,
} from './mass-edit.js';

const M = fr.massAction.errors;

describe('validateMassEdit (supporting §5)', () => {
  it('accepts filled fields that follow the rules, and nothing filled', () => {
    expect(validateMassEdit({})).toEqual({});
    expect(
      validateMassEdit({
        swapType: 'Don',
        userName: 'Marie Curie',
        user: '12',
        visibility: ['Internal'],
        availabilityStartDate: '2030-01-01',
        availabilityEndDate: '2030-01-01',
        promotion: '0,01',
        city: '33063',
        postal: '33000',
      }),
    ).toEqual({});
    expect(validateMassEdit({ promotion: 99.99 })).toEqual({});
  });

  it('keeps the promotion within 0.01..99.99', () => {
    for (const promotion of ['0', '0,001', '100', '99.991', 'abc', -5]) {
      expect(validateMassEdit({ promotion })).toEqual({ promotion: [M.promotion] });
    }
  });

  it('refuses an end before the start, a name without its user reference, and a city without postal code', () => {
    expect(validateMassEdit({ availabilityStartDate: '2030-02-01', availabilityEndDate: '2030-01-31' })).toEqual({
      availabilityEndDate: [fr.listing.errors.endBeforeStart],
    });
    expect(validateMassEdit({ availabilityStartDate: '31/01/2030' })).toEqual({
      availabilityStartDate: [fr.listing.errors.date],
    });
    expect(validateMassEdit({ userName: 'Marie', user: '' })).toEqual({ userName: [M.userReference] });
    expect(validateMassEdit({ city: '33063' })).toEqual({ postal: [M.postalWithoutCity] });
    expect(validateMassEdit({ swapType: 'Troc', visibility: ['Nowhere'] })).toEqual({
      swapType: [fr.validation.choice],
      visibility: [fr.validation.choice],
    });
  });

  it('lists the filled fields only', () => {
    expect(filledMassEditFields({ swapType: '', visibility: [], promotion: '5', city: ' ' })).toEqual(['promotion']);
  });

  it('submits only when more than one form value is non-empty', () => {
    expect(shouldSubmitMassEdit({ selection: '1,2' })).toBe(false);
    expect(shouldSubmitMassEdit({ selection: '1,2', swapType: '', visibility: [] })).toBe(false);
    expect(shouldSubmitMassEdit({ selection: '1,2', swapType: 'Don' })).toBe(true);
  });
});

describe('a mass report value', () => {
  it('reads codes and ISO dates in French, leaves names as they are', () => {
    expect(massReportValue('swapType', 'Pret')).toBe('Prêt');
    expect(massReportValue('visibility', 'External, Group')).toBe('Toutes les organisations, Mon groupe');
    expect(massReportValue('publicationStatus', 'Published')).toBe('Publiée');
    expect(massReportValue('availabilityEndDate', '2028-07-30')).toBe('30/07/2028');
    expect(massReportValue('price', '45.50')).toBe('45,50\u00a0€');
    expect(massReportValue('userName', 'Camille Martin')).toBe('Camille Martin');
    expect(massReportValue('swapType', null)).toBeNull();
  });
});

describe('the sale price of a promotion', () => {
  it('takes the percentage off a price, to the cent', () => {
    expect(promotedPriceCents(12_000, 25)).toBe(9_000);
    expect(promotedPriceCents(12_000, 0.01)).toBe(11_999);
    expect(promotedPriceCents(12_000, 99.99)).toBe(1);
    expect(promotedPriceCents(999, 33.33)).toBe(666);
    // Floating-point percentages do not drift: 0.1 + 0.2 is read as 0.3 %.
    expect(promotedPriceCents(100_000, 0.1 + 0.2)).toBe(99_700);
  });
});

describe('promotionOf: a promotion on one listing', () => {
  const sale = (currentPriceCents: number | null) => ({ swapType: 'Vente', currentPriceCents });

  it('lowers the current sale price, whatever the new price (32 € less 25 % is 24 €, not 97,50 €)', () => {
    expect(promotionOf(sale(3_200), 25)).toEqual({ ok: true, priceCents: 2_400 });
    expect(promotionOf(sale(9_000), 37.5)).toEqual({ ok: true, priceCents: 5_625 });
  });

  it('never raises nor keeps the price: a rounding that would is refused', () => {
    expect(promotionOf(sale(1), 10)).toEqual({ ok: false, message: M.promotionRaises });
    expect(promotionOf(sale(2), 99.99)).toEqual({ ok: false, message: M.promotionTooLow });
    for (let cents = 1; cents < 500; cents += 7) {
      for (const percent of [0.01, 1, 33.33, 50, 99.99]) {
        const outcome = promotionOf(sale(cents), percent);
        if (outcome.ok) expect(outcome.priceCents).toBeLessThan(cents);
      }
    }
  });

  it('refuses a listing not for sale, a sale without a price, and a percentage out of range', () => {
    expect(promotionOf({ swapType: 'Don', currentPriceCents: null }, 10)).toEqual({
      ok: false,
      message: M.promotionNotSale,
    });
    expect(promotionOf(sale(null), 10)).toEqual({ ok: false, message: M.promotionNotSale });
    expect(promotionOf(sale(1_000), 100)).toEqual({ ok: false, message: M.promotion });
    expect(promotionOf(sale(1_000), Number.NaN)).toEqual({ ok: false, message: M.promotion });
  });
});
