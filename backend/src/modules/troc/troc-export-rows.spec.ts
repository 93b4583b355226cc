import { fr, ItemState, PublicationStatus as S, QuantityUnit, RequestType, SwapType } from '@troc/shared';
import type { Troc } from './entities/troc.entity.js';
import { MINE_COLUMNS, mineRow, publishedDay, SEARCH_COLUMNS, searchRow, statusLabel } from './troc-export-rows.js';

const c = fr.exports.lists.listing;
const ORIGIN = 'https://troc.exemple.fr';
const PUBLISHED = new Date('2026-03-04T10:20:30Z');

const troc = (over: Partial<Troc> = {}): Troc =>
  ({
    id: 7,
    slug: 'chaise-bleue-ab12',
    name: 'Chaise bleue',
    requestType: RequestType.Offer,
    swapType: SwapType.Vente,
    publicationStatus: S.Published,
    rejected: false,
    itemTotalQuantity: 10,
    itemRequestQuantity: null,
    itemNewQuantity: null,
    quantityReserved: 2,
    quantityOut: 3,
    unit: QuantityUnit.Unit,
    purchasePriceCents: 12_050,
    currentPriceCents: 2_500,
    weightGrams: 4_250,
    itemState: ItemState.VeryGood,
    cityName: 'Bordeaux',
    postal: '33000',
    organisationName: 'CHU de Bordeaux',
    publishedAt: PUBLISHED,
    availabilityEndDate: '2026-12-31',
    ...over,
  }) as Troc;

const refs = { category: 'Mobilier > Chaises', service: 'Achats', manager: 'Jeanne Martin' };
const byHeader = (columns: { header: string }[], row: unknown[]) =>
  Object.fromEntries(columns.map((column, i) => [column.header, row[i]]));

describe('the listing export rows', () => {
  it('writes a manager’s listing in French, amounts in euros and kilograms, days as dates', () => {
    const row = mineRow(troc(), refs, ORIGIN);
    expect(row).toHaveLength(MINE_COLUMNS.length);
    expect(byHeader(MINE_COLUMNS, row)).toEqual({
      [c.reference]: 'TR-000007',
      [c.name]: 'Chaise bleue',
      [c.requestType]: 'Offre',
      [c.swapType]: 'Vente',
      [c.category]: 'Mobilier > Chaises',
      [c.publicationStatus]: 'Publiée',
      [c.totalQuantity]: 10,
      [c.remaining]: 5,
      [c.purchasePrice]: 120.5,
      [c.price]: 25,
      [c.weight]: 4.25,
      [c.itemState]: 'Très bon état',
      [c.city]: 'Bordeaux',
      [c.postal]: '33000',
      [c.service]: 'Achats',
      [c.manager]: 'Jeanne Martin',
      [c.publishedAt]: PUBLISHED,
      [c.availabilityEnd]: new Date('2026-12-31T00:00:00Z'),
      [c.url]: 'https://troc.exemple.fr/fr/troc/view/chaise-bleue-ab12/',
    });
  });

  it('leaves unknown values empty and counts a demand by the quantity it asks for', () => {
    const row = byHeader(
      MINE_COLUMNS,
      mineRow(
        troc({
          requestType: RequestType.Demand,
          itemTotalQuantity: null,
          itemRequestQuantity: 4,
          quantityReserved: 0,
          quantityOut: 0,
          swapType: null,
          purchasePriceCents: null,
          currentPriceCents: null,
          weightGrams: null,
          itemState: null,
          availabilityEndDate: null,
          name: null,
        }),
        { category: '', service: null, manager: null },
        ORIGIN,
      ),
    );
    expect(row).toMatchObject({
      [c.name]: '',
      [c.requestType]: 'Demande',
      [c.swapType]: null,
      [c.totalQuantity]: 4,
      [c.remaining]: 4,
      [c.purchasePrice]: null,
      [c.price]: null,
      [c.weight]: null,
      [c.itemState]: null,
      [c.service]: null,
      [c.availabilityEnd]: null,
    });
  });

  it('tells a listing refused by moderation, and a publication day only once it went live', () => {
    expect(statusLabel({ publicationStatus: S.ToModerate, rejected: true })).toBe(
      fr.listing.statuses.ToModerateRejected,
    );
    expect(statusLabel({ publicationStatus: S.Archived, rejected: false })).toBe(fr.listing.statuses.Archived);
    expect(publishedDay({ publicationStatus: S.Draft, publishedAt: PUBLISHED })).toBeNull();
    expect(publishedDay({ publicationStatus: S.Expired, publishedAt: PUBLISHED })).toBe(PUBLISHED);
    expect(publishedDay({ publicationStatus: S.Published, publishedAt: null })).toBeNull();
  });

  it('writes a search result without the internal columns, a price only for a sale', () => {
    const row = byHeader(SEARCH_COLUMNS, searchRow(troc({ swapType: SwapType.Don }), refs, ORIGIN));
    expect(Object.keys(row)).not.toContain(c.service);
    expect(Object.keys(row)).not.toContain(c.purchasePrice);
    expect(row).toMatchObject({ [c.price]: null, [c.organisation]: 'CHU de Bordeaux', [c.remaining]: 5 });
    expect(byHeader(SEARCH_COLUMNS, searchRow(troc(), refs, ORIGIN))[c.price]).toBe(25);
  });
});
