import { fr } from '../messages/fr.js';
import fc from 'fast-check';
import {
  isIsoDate,
  readId,
  priceDifferenceInPercent,
  readNumber,
  remainingQuantity,
  validateListingAddress,
  validateListingDetails,
  validateListingManage,
} from './listing.js';
import { isPharmacy, listingFieldLabels } from './listing-labels.js';

const offer = {
  requestType: 'Offer',
  category: 12,
  name: 'Fauteuil de bureau',
  description: 'Fauteuil ergonomique en bon état',
  itemTotalQuantity: 4,
  itemMinQuantity: 1,
  itemState: 'VeryGood',
  itemWeight: '12,5',
};

describe('listing details rules', () => {
  it('accepts a complete offer with its first picture', () => {
    expect(validateListingDetails(offer, [true])).toEqual({});
  });

  it('requires the first picture of an offer but not of a demand', () => {
    expect(validateListingDetails(offer, [false])).toEqual({ image0: [fr.listing.errors.imageRequired] });
    const demand = {
      ...offer,
      requestType: 'Demand',
      itemTotalQuantity: '',
      itemMinQuantity: '',
      itemRequestQuantity: 2,
    };
    expect(validateListingDetails(demand, [])).toEqual({});
  });

  it('requires the requested quantity of a demand and the quantities of an offer', () => {
    expect(validateListingDetails({ ...offer, requestType: 'Demand' }, []).itemRequestQuantity).toEqual([
      fr.validation.required,
    ]);
    const errors = validateListingDetails({ ...offer, itemTotalQuantity: '', itemMinQuantity: 0 }, [true]);
    expect(errors.itemTotalQuantity).toEqual([fr.validation.required]);
    expect(errors.itemMinQuantity).toEqual(['Cette valeur doit être supérieure ou égale à 1.']);
  });

  it('keeps the maximum quantity above the minimum', () => {
    const errors = validateListingDetails({ ...offer, itemMinQuantity: 3, itemMaxQuantity: 2 }, [true]);
    expect(errors.itemMaxQuantity).toEqual(['Cette valeur doit être supérieure ou égale à 3.']);
  });

  it('checks lengths, weight, dimensions and taxonomy', () => {
    const errors = validateListingDetails(
      { ...offer, name: 'A', description: '', itemWeight: 0, itemHeight: '0,001', taxonomy: 'ab' },
      [true],
    );
    expect(errors.name).toEqual(['Cette valeur est trop courte. Elle doit contenir au moins 2 caractères.']);
    expect(errors.description).toEqual([fr.validation.required]);
    expect(errors.itemWeight).toEqual(['Cette valeur doit être supérieure ou égale à 0,01.']);
    expect(errors.itemHeight).toEqual(['Cette valeur doit être supérieure ou égale à 0,01.']);
    expect(errors.taxonomy).toEqual(['Cette valeur est trop courte. Elle doit contenir au moins 3 caractères.']);
    const long = validateListingDetails({ ...offer, possibleUses: 'x'.repeat(513) }, [true]);
    expect(long.possibleUses).toEqual(['Cette valeur est trop longue. Elle doit contenir au plus 512 caractères.']);
  });

  it('asks to choose a category and an item state', () => {
    const errors = validateListingDetails({ ...offer, category: '', itemState: '' }, [true]);
    expect(errors.category).toEqual([fr.listing.errors.chooseCategory]);
    expect(errors.itemState).toEqual([fr.listing.errors.chooseItemState]);
  });
});

const manage = {
  swapType: 'Don',
  manager: 4,
  service: 7,
  visibility: ['External', 'Group', 'Internal'],
  availabilityStartDate: '2026-11-22',
  availabilityEndDate: '2027-01-31',
};

describe('listing manage rules', () => {
  it('accepts a donation open to every organisation', () => {
    expect(validateListingManage(manage)).toEqual({});
  });

  it('requires a swap type once the listing leaves the organisation', () => {
    expect(validateListingManage({ ...manage, swapType: '' }).swapType).toEqual([fr.listing.errors.chooseSwapType]);
    expect(validateListingManage({ ...manage, swapType: '', visibility: ['Internal'] })).toEqual({});
  });

  it('requires a price type and a price for a sale, except make-an-offer', () => {
    const sale = validateListingManage({ ...manage, swapType: 'Vente' });
    expect(sale.itemPriceType).toEqual([fr.listing.errors.choosePriceType]);
    expect(validateListingManage({ ...manage, swapType: 'Vente', itemPriceType: 'NegotiablePrice' })).toEqual({
      rawItemCurrentPrice: [fr.validation.required],
    });
    expect(validateListingManage({ ...manage, swapType: 'Vente', itemPriceType: 'MakeAnOffer' })).toEqual({});
    expect(
      validateListingManage({ ...manage, swapType: 'Vente', itemPriceType: 'NegotiablePrice', rawItemCurrentPrice: 0 })
        .rawItemCurrentPrice,
    ).toEqual(['Cette valeur doit être supérieure ou égale à 0,01.']);
  });

  it('asks for manager, service, a visibility and both dates in order', () => {
    const errors = validateListingManage({ visibility: [] });
    expect(errors.manager).toEqual([fr.listing.errors.chooseManager]);
    expect(errors.service).toEqual([fr.listing.errors.chooseService]);
    expect(errors.visibility).toEqual([fr.listing.errors.chooseVisibility]);
    expect(errors.availabilityStartDate).toEqual([fr.validation.required]);
    const reversed = validateListingManage({ ...manage, availabilityEndDate: '2026-11-01' });
    expect(reversed.availabilityEndDate).toEqual([fr.listing.errors.endBeforeStart]);
  });

  it('blocks a private listing without invitations', () => {
    expect(validateListingManage({ ...manage, visibility: ['Private'] }).invitations).toEqual([
      fr.listing.errors.invitationRequired,
    ]);
    expect(validateListingManage({ ...manage, visibility: ['Private'], invitations: ['a@b.fr'] })).toEqual({});
    expect(validateListingManage({ ...manage, visibility: ['Private', 'Internal'] }).visibility).toEqual([
      fr.listing.errors.privateExclusive,
    ]);
  });
});

describe('listing address rules', () => {
  it('requires postal code and city and bounds the delivery texts', () => {
    expect(validateListingAddress({ postal: '33000', city: '33063' })).toEqual({});
    const errors = validateListingAddress({ postal: '', city: '', deliveryNotes: 'x'.repeat(256) });
    expect(errors.postal).toEqual([fr.validation.required]);
    expect(errors.city).toEqual([fr.validation.required]);
    expect(errors.deliveryNotes).toHaveLength(1);
  });
});

describe('quantities, prices and labels', () => {
  it('computes the remaining quantity from the new total, never below 0', () => {
    expect(remainingQuantity({ itemTotalQuantity: 10, reserved: 3, out: 2 })).toBe(5);
    expect(remainingQuantity({ itemTotalQuantity: 10, itemNewQuantity: 4, reserved: 0, out: 0 })).toBe(4);
    expect(remainingQuantity({ itemTotalQuantity: 2, reserved: 3, out: 1 })).toBe(0);
    expect(remainingQuantity({ itemTotalQuantity: null, reserved: 0, out: 0 })).toBe(0);
  });

  it('reads French decimals and computes the sale discount', () => {
    expect(readNumber('12,5')).toBe(12.5);
    expect(readNumber('')).toBeNull();
    expect(readNumber('abc')).toBeNaN();
    expect(priceDifferenceInPercent(2500, 10000)).toBe(75);
    expect(priceDifferenceInPercent(2500, null)).toBeNull();
  });

  it('relabels the fields of pharmacy listings', () => {
    expect(isPharmacy([{ name: 'Pharmacie et parapharmacie', slug: 'pharmacie' }])).toBe(true);
    expect(
      isPharmacy([
        { name: 'Mobilier', slug: 'mobilier' },
        { name: 'Pharmacie', slug: 'x' },
      ]),
    ).toBe(false);
    expect(listingFieldLabels(true).quantity).toBe("Nombre d'unités");
    expect(listingFieldLabels(false)).toEqual({
      quantity: 'Quantité totale',
      name: "Titre de l'annonce",
      price: 'Prix neuf estimé',
      manufacturer: 'Marque',
      date: "Date d'expiration",
    });
  });

  it('bounds every number by the limits of shared/, never storing Infinity', () => {
    const details = validateListingDetails(
      { itemWeight: 1e308, itemHeight: '100001', itemTotalQuantity: 1_000_001, itemVolume: 1e6 },
      [true],
    );
    expect(details.itemWeight).toEqual(['Cette valeur doit être inférieure ou égale à 1000000.']);
    expect(details.itemHeight).toBeDefined();
    expect(details.itemTotalQuantity).toBeDefined();
    expect(details.itemVolume).toBeUndefined();
    const manage = validateListingManage({
      swapType: 'Vente',
      itemPriceType: 'NegotiablePrice',
      rawItemCurrentPrice: 1e9 + 0.01,
      manager: 1e20,
      service: '2,5',
    });
    expect(manage.rawItemCurrentPrice).toBeDefined();
    expect(manage.manager).toEqual([fr.listing.errors.chooseManager]);
    expect(manage.service).toEqual([fr.listing.errors.chooseService]);
    expect(readId('42')).toBe(42);
    expect(readId(2 ** 31)).toBeNull();
  });
});

describe('isIsoDate', () => {
  // What the calendar says, through Date: the rule must answer the same for every such string.
  const byDate = (value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  };
  const pad = (n: number, width: number) => String(n).padStart(width, '0');

  it('accepts the days of the calendar and nothing else', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-1-10')).toBe(false);
    expect(isIsoDate(' 2026-01-10')).toBe(false);
  });

  it('answers as the calendar does, for any year, month and day written with their digits', () => {
    fc.assert(
      fc.property(fc.nat(9999), fc.nat(19), fc.nat(39), (y, m, d) => {
        const value = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
        expect(isIsoDate(value)).toBe(byDate(value));
      }),
      { numRuns: 20_000 },
    );
    fc.assert(fc.property(fc.string(), (value) => expect(isIsoDate(value)).toBe(byDate(value))));
  });
});
