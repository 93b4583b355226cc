import { fr, t } from '../messages/fr.js';
import { quantityBounds, validateRegularisation, validateReservation, validateTrackerRecord } from './tracker.js';

describe('exchange quantities', () => {
  it('bounds a request between the minimum and the lesser of what remains and the maximum', () => {
    expect(quantityBounds({ remaining: 10, min: 2, max: 4 })).toEqual({ min: 2, max: 4, fixed: false, remaining: 10 });
    expect(quantityBounds({ remaining: 3, min: 1, max: 6 })).toEqual({ min: 1, max: 3, fixed: false, remaining: 3 });
    expect(quantityBounds({ remaining: 5, min: null, max: null })).toEqual({
      min: 1,
      max: 5,
      fixed: false,
      remaining: 5,
    });
  });

  it('fixes the quantity to what remains once it is at most the minimum', () => {
    expect(quantityBounds({ remaining: 2, min: 3, max: null })).toEqual({ min: 2, max: 2, fixed: true, remaining: 2 });
    expect(quantityBounds({ remaining: 0, min: 1, max: 5 })).toEqual({ min: 0, max: 0, fixed: true, remaining: 0 });
  });

  it('checks the reservation modal: message 10..500 and a quantity within bounds', () => {
    const bounds = quantityBounds({ remaining: 8, min: 2, max: 5 });
    expect(
      validateReservation({ message: 'Bonjour, je suis intéressé.', quantity: '3' }, bounds, {
        beneficiaryChoice: false,
      }),
    ).toEqual({});
    expect(validateReservation({ message: 'Court', quantity: 6 }, bounds, { beneficiaryChoice: true })).toEqual({
      message: [t(fr.validation.minLength, { min: 10 })],
      quantity: [t(fr.tracker.errors.quantityRange, { min: 2, max: 5 })],
      beneficiaryType: [fr.tracker.errors.chooseBeneficiary],
    });
    const fixed = quantityBounds({ remaining: 1, min: 2, max: null });
    expect(
      validateReservation({ message: 'Bonjour, je prends le reste.', quantity: 2 }, fixed, {
        beneficiaryChoice: false,
      }),
    ).toEqual({
      quantity: [t(fr.tracker.errors.quantityFixed, { quantity: 1 })],
    });
    expect(
      validateReservation({ message: 'x'.repeat(20), quantity: 1 }, quantityBounds({ remaining: 0, min: 1, max: 1 }), {
        beneficiaryChoice: false,
      }),
    ).toEqual({
      quantity: [fr.tracker.errors.nothingLeft],
    });
  });

  it('asks a regularisation for a member or a described guest, not both', () => {
    const bounds = quantityBounds({ remaining: 4, min: 1, max: null });
    expect(validateRegularisation({ quantity: 1, user: 12 }, bounds, null)).toEqual({});
    expect(validateRegularisation({ quantity: 1, user: 12, guestEmail: 'a@b.fr' }, bounds, null)).toEqual({
      user: [fr.tracker.errors.userOrGuest],
    });
    expect(validateRegularisation({ quantity: 1, guestEmail: 'a@b.fr' }, bounds, 'TransfertInterne' as never)).toEqual({
      guestServiceName: [fr.tracker.errors.guestServiceRequired],
    });
  });

  it('lets a draft hold some fields but recording needs them all', () => {
    const bounds = quantityBounds({ remaining: 4, min: 1, max: null });
    expect(validateTrackerRecord({ itemWeight: '2,5' }, bounds, { complete: false })).toEqual({});
    const errors = validateTrackerRecord({ itemWeight: '0' }, bounds, { complete: true });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'city',
        'description',
        'itemPurchasePrice',
        'itemState',
        'itemWeight',
        'name',
        'postal',
        'requestedQuantity',
        'service',
        'swapType',
        'totalPrice',
        'user',
      ].sort(),
    );
  });
  it('refuses a value of the wrong type in a draft under its field instead of skipping it', () => {
    const bounds = quantityBounds({ remaining: 4, min: 1, max: null });
    for (const requestedQuantity of [{}, [], true, { $gt: '' }, [1, 2], JSON.parse('{"__proto__": {"x": 1}}')]) {
      expect(validateTrackerRecord({ requestedQuantity }, bounds, { complete: false })).toEqual({
        requestedQuantity: [fr.validation.integer],
      });
    }
    expect(validateTrackerRecord({ requestedQuantity: ' ', name: null } as never, bounds, { complete: false })).toEqual(
      {},
    );
    expect(validateTrackerRecord({ name: {}, swapType: ['Don'] } as never, bounds, { complete: false })).toEqual({
      name: [fr.validation.text],
      swapType: [fr.validation.choice],
    });
  });
});
