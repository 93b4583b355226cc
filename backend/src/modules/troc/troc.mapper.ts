import {
  formatCents,
  formatDate,
  fr,
  type ListingCard,
  type ListingManagerCard,
  PublicationStatus,
  publicationActions,
  priceDifferenceInPercent,
  remainingQuantity,
  RequestType,
  SwapType,
  t,
  truncateCardDescription,
} from '@troc/shared';
import type { Service } from '../identity/index.js';
import type { UserRef } from '../identity/index.js';
import type { CategoryService } from '../category/index.js';
import type { UploadService } from '../upload/index.js';
import type { UploadedFileRecord } from '../upload/index.js';
import type { Troc } from './entities/troc.entity.js';
import type { Actor } from '../../core/auth/actor.js';
import { canManage } from './troc-access.js';
import { availabilityDisplayDates, userRef } from '../../shared/display.js';

/** What mapping a page of listings needs, loaded once per page. */
export interface MapContext {
  viewer: Actor | null;
  categories: CategoryService;
  uploads: UploadService;
  files: Map<number, UploadedFileRecord>;
  users: Map<number, UserRef>;
  services: Map<number, Service>;
  favorites: Set<number> | null;
  /** The operations of the page's listings, as their cards show them. */
  operations: Map<number, { name: string; slug: string; writable: boolean }>;
  /** Kilometres from the reference point of the search, when there is one. */
  distance: (troc: Troc) => number | null;
  publishable: (troc: Troc) => boolean;
}

export function publicationDisplayDate(troc: Troc): string {
  if (troc.publicationStatus === PublicationStatus.ToPublish) {
    return t(fr.listing.toPublishOn, { date: formatDate(troc.availabilityStartDate) });
  }
  const live =
    troc.publicationStatus === PublicationStatus.Published || troc.publicationStatus === PublicationStatus.Unavailable;
  if (live && troc.publishedAt) return t(fr.listing.publishedOn, { date: formatDate(troc.publishedAt) });
  if (troc.publicationStatus === PublicationStatus.Expired && troc.availabilityEndDate) {
    return t(fr.listing.expiredOn, { date: formatDate(troc.availabilityEndDate) });
  }
  // A listing taken back to draft keeps its first publication date, but is not published.
  return troc.publishedAt ? fr.listing.notPublished : fr.listing.notYetPublished;
}

/** The fields a listing's remaining quantity is computed from. */
export type StockFields = Pick<
  Troc,
  'requestType' | 'itemRequestQuantity' | 'itemTotalQuantity' | 'itemNewQuantity' | 'quantityReserved' | 'quantityOut'
>;

export const remaining = (troc: StockFields) =>
  remainingQuantity({
    itemTotalQuantity: troc.requestType === RequestType.Demand ? troc.itemRequestQuantity : troc.itemTotalQuantity,
    itemNewQuantity: troc.itemNewQuantity,
    reserved: troc.quantityReserved,
    out: troc.quantityOut,
  });

export function toCard(troc: Troc, ctx: MapContext): ListingCard {
  const owner = ctx.users.get(troc.ownerId);
  const distance = ctx.distance(troc);
  const sale = troc.swapType === SwapType.Vente;
  const card: ListingCard = {
    slug: troc.slug,
    id: troc.id,
    name: troc.name ?? '',
    description: truncateCardDescription(troc.description),
    thumbnail: troc.image0Id ? ctx.uploads.thumbnailUrl(ctx.files.get(troc.image0Id)) : null,
    categoryHierarchy: ctx.categories.hierarchy(troc.categoryId),
    requestType: troc.requestType,
    swapType: troc.swapType,
    publicSwapType: troc.swapType,
    itemPriceType: troc.itemPriceType,
    itemCurrentPriceInEuros: sale && troc.currentPriceCents !== null ? formatCents(troc.currentPriceCents) : null,
    itemPriceDifferenceInPercent: sale
      ? priceDifferenceInPercent(troc.currentPriceCents, troc.purchasePriceCents)
      : null,
    itemRemainingQuantity: remaining(troc),
    unit: troc.unit,
    itemState: troc.itemState,
    location: { postal: troc.postal ?? '', cityName: troc.cityName ?? fr.fallback.notProvided, distance },
    distance,
    availabilityDisplayDates: availabilityDisplayDates(troc),
    publicationDisplayDate: publicationDisplayDate(troc),
    user: { firstname: owner?.firstname ?? fr.fallback.unknown, lastname: owner?.lastname ?? '' },
    organisation: troc.organisationName,
    operation: troc.operationId ? (ctx.operations.get(troc.operationId) ?? null) : null,
  };
  if (ctx.favorites) card.favorite = ctx.favorites.has(troc.id);
  return card;
}

export function toManagerCard(troc: Troc, ctx: MapContext): ListingManagerCard {
  const service = troc.serviceId ? ctx.services.get(troc.serviceId) : undefined;
  const manages = canManage(troc, ctx.viewer);
  return {
    ...toCard(troc, ctx),
    publicationStatus: troc.publicationStatus,
    rejected: troc.rejected,
    publishable: ctx.publishable(troc),
    viewTotal: troc.viewTotal,
    manager: userRef(ctx.users.get(troc.managerId), ctx.viewer),
    service: service ? { id: service.id, name: service.name } : null,
    visibility: troc.visibility,
    availabilityStartDate: troc.availabilityStartDate,
    availabilityEndDate: troc.availabilityEndDate,
    itemTotalQuantity: troc.itemTotalQuantity,
    rawItemCurrentPrice:
      troc.swapType === SwapType.Vente && troc.currentPriceCents !== null ? troc.currentPriceCents / 100 : null,
    actions: manages ? publicationActions(troc, 'owner') : [],
    editable: manages && troc.publicationStatus !== PublicationStatus.Archived,
    trackable:
      troc.requestType === RequestType.Offer &&
      (troc.publicationStatus === PublicationStatus.Published ||
        troc.publicationStatus === PublicationStatus.ToPublish),
  };
}
