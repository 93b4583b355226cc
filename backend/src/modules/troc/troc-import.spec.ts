import { fr, ItemState, RequestType, SwapType, Visibility } from '@troc/shared';
import { columnOfField, readDate, readListingRow } from './troc-import.js';

describe('a listing import line', () => {
  it('reads the French labels people type into the forms’ values', () => {
    const row = readListingRow({
      requestType: 'demande',
      name: ' Armoire haute ',
      unit: 'kg',
      itemState: 'TRÈS BON ÉTAT',
      swapType: 'pret',
      visibility: 'Toutes les organisations; Mon groupe',
      availabilityStartDate: '1/2/2030',
      postal: '33000',
      city: 'Bordeaux',
      images: 'a.jpg, b.jpg;c.jpg',
    });
    expect(row.requestType).toBe(RequestType.Demand);
    expect(row.details).toMatchObject({ name: 'Armoire haute', unit: 'Kilogram', itemState: ItemState.VeryGood });
    // A demand has no minimum quantity by default; an offer takes 1.
    expect(row.details.itemMinQuantity).toBe('');
    expect(row.manage).toEqual({
      swapType: SwapType.Pret,
      visibility: [Visibility.External, Visibility.Group],
      availabilityStartDate: '2030-02-01',
    });
    expect(row.address).toEqual({ postal: '33000', city: 'Bordeaux', deliveryLocation: '' });
    expect(row.pictures).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(row.issues.size).toBe(0);
  });

  it('defaults to an offer of at least one item, with no address of its own', () => {
    const row = readListingRow({ name: 'Chaise' });
    expect(row.requestType).toBe(RequestType.Offer);
    expect(row.details.itemMinQuantity).toBe('1');
    expect(row.address).toBeNull();
    expect(row.manage).toEqual({});
  });

  it('names what it cannot read instead of guessing, Private visibility included', () => {
    const row = readListingRow({
      requestType: 'Peut-être',
      itemState: 'cassé',
      visibility: 'Privée (sur invitation)',
      availabilityEndDate: '31/02/2030',
    });
    expect(row.requestType).toBeNull();
    expect([...row.issues.keys()].sort()).toEqual(['availabilityEndDate', 'itemState', 'requestType', 'visibility']);
    expect(row.issues.get('availabilityEndDate')).toEqual([fr.imports.errors.date]);
    expect(row.issues.get('itemState')![0]).toContain('Très bon état');
  });

  it('reads dates as French spreadsheets write them, and refuses impossible ones', () => {
    expect(readDate('2030-01-15')).toBe('2030-01-15');
    expect(readDate('15/01/2030')).toBe('2030-01-15');
    expect(readDate('5.1.2030')).toBe('2030-01-05');
    expect(readDate('29/02/2029')).toBeNull();
    expect(readDate('01/15/2030')).toBeNull();
    expect(readDate('demain')).toBeNull();
  });

  it('reports the pictures’ form errors under the « Photos » column', () => {
    expect(columnOfField('image0')).toBe('images');
    expect(columnOfField('itemWeight')).toBe('itemWeight');
  });
});
