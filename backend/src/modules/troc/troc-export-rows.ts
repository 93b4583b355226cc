import { fr, PublicationStatus, RequestType, ROUTES, SwapType, withLocale } from '@troc/shared';
import type { ExportCell, ExportColumn } from '../export/index.js';
import type { Troc } from './entities/troc.entity.js';
import { remaining } from './troc.mapper.js';
import { trocReference } from '../../shared/display.js';

const c = fr.exports.lists.listing;
const MONEY = '#,##0.00';
const KG = '#,##0.000';
const DAY = 'dd/mm/yyyy';

/**
 * The listing's own fields the rows read: an export loads these alone (a listing has some 70 columns,
 * its description and search text among them), which is most of what reading the rows costs.
 */
export const LISTING_EXPORT_FIELDS = [
  'id',
  'slug',
  'name',
  'requestType',
  'swapType',
  'categoryId',
  'publicationStatus',
  'rejected',
  'itemRequestQuantity',
  'itemTotalQuantity',
  'itemNewQuantity',
  'quantityReserved',
  'quantityOut',
  'purchasePriceCents',
  'currentPriceCents',
  'weightGrams',
  'itemState',
  'cityName',
  'postal',
  'serviceId',
  'managerId',
  'organisationName',
  'publishedAt',
  'availabilityEndDate',
] as const satisfies readonly (keyof Troc)[];

/** A listing as an export reads it. */
export type ListingExportRow = Pick<Troc, (typeof LISTING_EXPORT_FIELDS)[number]>;

/** What a listing's row names besides its own columns, loaded once per batch. */
export interface ListingRowRefs {
  /** « Mobilier > Chaises », or '' without a category. */
  category: string;
  service: string | null;
  manager: string | null;
}

/** « Mes annonces »: every column the manager may read of their own listings. */
export const MINE_COLUMNS: ExportColumn[] = [
  { header: c.reference, width: 28 },
  { header: c.name, width: 40 },
  { header: c.requestType },
  { header: c.swapType, width: 18 },
  { header: c.category, width: 34 },
  { header: c.publicationStatus, width: 26 },
  { header: c.totalQuantity },
  { header: c.remaining },
  { header: c.purchasePrice, numFmt: MONEY },
  { header: c.price, numFmt: MONEY },
  { header: c.weight, numFmt: KG },
  { header: c.itemState, width: 16 },
  { header: c.city, width: 24 },
  { header: c.postal },
  { header: c.service, width: 24 },
  { header: c.manager, width: 24 },
  { header: c.publishedAt, numFmt: DAY },
  { header: c.availabilityEnd, width: 20, numFmt: DAY },
  { header: c.url, width: 60 },
];

/** The search results: what their cards tell anyone who may see them (no service, no internal status). */
export const SEARCH_COLUMNS: ExportColumn[] = [
  { header: c.reference, width: 28 },
  { header: c.name, width: 40 },
  { header: c.requestType },
  { header: c.swapType, width: 18 },
  { header: c.category, width: 34 },
  { header: c.remaining },
  { header: c.price, numFmt: MONEY },
  { header: c.weight, numFmt: KG },
  { header: c.itemState, width: 16 },
  { header: c.city, width: 24 },
  { header: c.postal },
  { header: c.organisation, width: 30 },
  { header: c.publishedAt, numFmt: DAY },
  { header: c.availabilityEnd, width: 20, numFmt: DAY },
  { header: c.url, width: 60 },
];

const euros = (cents: number | null) => (cents === null ? null : cents / 100);
const kilos = (grams: number | null) => (grams === null ? null : grams / 1000);
/** 'YYYY-MM-DD' as a day of the spreadsheet. */
const day = (iso: string | null) => (iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : null);

export const listingUrl = (origin: string, slug: string) => `${origin}${withLocale(ROUTES.trocView(slug))}`;

/** The status as the manager's card says it: a listing refused by moderation is told so. */
export function statusLabel(troc: Pick<Troc, 'publicationStatus' | 'rejected'>): string {
  if (troc.rejected && troc.publicationStatus === PublicationStatus.ToModerate) {
    return fr.listing.statuses.ToModerateRejected;
  }
  return fr.listing.statuses[troc.publicationStatus];
}

/** The day it went live: none for a listing never published or back to draft, moderation or schedule. */
export function publishedDay(troc: Pick<Troc, 'publicationStatus' | 'publishedAt'>): Date | null {
  const before = [PublicationStatus.Draft, PublicationStatus.ToModerate, PublicationStatus.ToPublish];
  return troc.publishedAt && !before.includes(troc.publicationStatus) ? troc.publishedAt : null;
}

/** A demand's total is the quantity it asks for. */
export const totalQuantity = (troc: ListingExportRow) =>
  troc.requestType === RequestType.Demand ? troc.itemRequestQuantity : troc.itemTotalQuantity;

/** One row of « Mes annonces », in the order of MINE_COLUMNS. */
export function mineRow(troc: ListingExportRow, refs: ListingRowRefs, origin: string): ExportCell[] {
  return [
    // The reference the pages show (« Réf. TR-000310 »); the address column carries the slug.
    trocReference(troc),
    troc.name ?? '',
    fr.listing.requestTypes[troc.requestType],
    troc.swapType ? fr.listing.swapTypes[troc.swapType] : null,
    refs.category,
    statusLabel(troc),
    totalQuantity(troc),
    remaining(troc),
    euros(troc.purchasePriceCents),
    euros(troc.currentPriceCents),
    kilos(troc.weightGrams),
    troc.itemState ? fr.listing.itemStates[troc.itemState] : null,
    troc.cityName,
    troc.postal,
    refs.service,
    refs.manager,
    publishedDay(troc),
    day(troc.availabilityEndDate),
    listingUrl(origin, troc.slug),
  ];
}

/** One row of the search results, in the order of SEARCH_COLUMNS. */
export function searchRow(
  troc: ListingExportRow,
  refs: Pick<ListingRowRefs, 'category'>,
  origin: string,
): ExportCell[] {
  return [
    // The reference the pages show (« Réf. TR-000310 »); the address column carries the slug.
    trocReference(troc),
    troc.name ?? '',
    fr.listing.requestTypes[troc.requestType],
    troc.swapType ? fr.listing.swapTypes[troc.swapType] : null,
    refs.category,
    remaining(troc),
    // As on the cards: a price only for a sale.
    troc.swapType === SwapType.Vente ? euros(troc.currentPriceCents) : null,
    kilos(troc.weightGrams),
    troc.itemState ? fr.listing.itemStates[troc.itemState] : null,
    troc.cityName,
    troc.postal,
    troc.organisationName,
    publishedDay(troc),
    day(troc.availabilityEndDate),
    listingUrl(origin, troc.slug),
  ];
}
