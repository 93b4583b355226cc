import {
  fr,
  ItemPriceType,
  PublicationStatus,
  RequestType,
  SwapType,
  t,
  type ListingCard,
  type QuantityUnit,
  quantityWithUnit,
} from '@troc/shared';

const ui = fr.ui.listingBrowse;

/** The card shows the deepest category; 'Non classé' when there is none (core §2). */
export function categoryLabel(card: Pick<ListingCard, 'categoryHierarchy'>): string {
  return card.categoryHierarchy.at(-1)?.name ?? fr.fallback.uncategorised;
}

type PriceFields = Pick<ListingCard, 'swapType' | 'publicSwapType' | 'itemPriceType' | 'itemCurrentPriceInEuros'>;

const swapTypeOf = (card: PriceFields): SwapType | null => card.publicSwapType ?? card.swapType;

/** The price tag: the price of a sale, otherwise the way the good is offered. */
export function priceTag(card: PriceFields): string | null {
  const swapType = swapTypeOf(card);
  if (swapType === SwapType.Vente) {
    if (card.itemCurrentPriceInEuros) return card.itemCurrentPriceInEuros;
    return card.itemPriceType === ItemPriceType.MakeAnOffer ? ui.card.makeAnOffer : fr.fallback.na;
  }
  if (swapType === SwapType.Don) return ui.card.free;
  return swapType ? fr.listing.swapTypes[swapType] : null;
}

/** Sales cheaper than new show their discount (core §2); null otherwise. */
export function discountPercent(card: PriceFields & Pick<ListingCard, 'itemPriceDifferenceInPercent'>): number | null {
  const percent = card.itemPriceDifferenceInPercent;
  return swapTypeOf(card) === SwapType.Vente && percent !== null && percent > 0 ? percent : null;
}

export function quantityLabel(quantity: number | null | undefined, unit: QuantityUnit): string {
  return quantity === null || quantity === undefined ? fr.fallback.notProvided : quantityWithUnit(quantity, unit);
}

/** "33000 Bordeaux · à 12,5 km" */
export function placeLabel(location: ListingCard['location']): string {
  const city = [location.postal, location.cityName].filter(Boolean).join(' ') || fr.fallback.notProvided;
  if (location.distance === null) return city;
  // Places are commune centres: 0 km means the same commune.
  const distance =
    location.distance < 1
      ? ui.card.distanceNear
      : t(ui.card.distance, { km: location.distance.toLocaleString('fr-FR') });
  return `${city} · ${distance}`;
}

export function statusLabel(status: PublicationStatus, rejected: boolean): string {
  return status === PublicationStatus.ToModerate && rejected
    ? fr.listing.statuses.ToModerateRejected
    : fr.listing.statuses[status];
}

export const STATUS_COLORS: Record<PublicationStatus, string> = {
  Draft: 'default',
  ToModerate: 'gold',
  ToPublish: 'blue',
  Published: 'green',
  Unavailable: 'orange',
  Expired: 'default',
  Archived: 'red',
};

export const isDemand = (card: Pick<ListingCard, 'requestType'>) => card.requestType === RequestType.Demand;

/**
 * The publication date line, for the statuses it describes: the server keeps the first
 * publication date of a listing sent back to draft, which would read "Publiée le" wrongly.
 */
export function publicationDate(card: { publicationStatus: PublicationStatus; publicationDisplayDate: string }) {
  const shown: PublicationStatus[] = [
    PublicationStatus.Published,
    PublicationStatus.ToPublish,
    PublicationStatus.Unavailable,
  ];
  return shown.includes(card.publicationStatus) ? card.publicationDisplayDate : null;
}
