import { fr } from '../messages/fr.js';
import {
  filledMassEditFields,
  massReportValue,
  promotedPriceCents,
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
  it('takes the percentage off the new price, to the cent', () => {
    expect(promotedPriceCents(12_000, 25)).toBe(9_000);
    expect(promotedPriceCents(12_000, 0.01)).toBe(11_999);
    expect(promotedPriceCents(12_000, 99.99)).toBe(1);
    expect(promotedPriceCents(999, 33.33)).toBe(666);
    // Floating-point percentages do not drift: 0.1 + 0.2 is read as 0.3 %.
    expect(promotedPriceCents(100_000, 0.1 + 0.2)).toBe(99_700);
  });
});
