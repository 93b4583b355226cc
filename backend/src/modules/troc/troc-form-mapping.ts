import {
  type FieldErrors,
  type ItemPriceType,
  type ItemState,
  type ListingAddressValues,
  type ListingDetailsValues,
  type ListingManageValues,
  normaliseVisibility,
  QuantityUnit,
  readBoolean,
  readList,
  readNumber,
  readText,
  RequestType,
  SwapType,
  toCents,
  toGrams,
  toHundredths,
  validateListingAddress,
  validateListingDetails,
  validateListingManage,
  type Visibility,
  visibilityNeedsSwapType,
  Visibility as V,
} from '@troc/shared';
import { setVisibility } from '../../core/database/visibility.columns.js';
import { searchTextOf } from './troc-text.js';
import type { Troc } from './entities/troc.entity.js';

/** The listing as the details form shows it (the shared rules read these values). */
export function detailsValues(troc: Troc): ListingDetailsValues {
  return {
    requestType: troc.requestType,
    category: troc.categoryId,
    name: troc.name,
    description: troc.description,
    itemTotalQuantity: troc.itemTotalQuantity,
    itemMinQuantity: troc.itemMinQuantity,
    itemMaxQuantity: troc.itemMaxQuantity,
    itemRequestQuantity: troc.itemRequestQuantity,
    itemNewQuantity: troc.itemNewQuantity,
    unit: troc.unit,
    itemState: troc.itemState,
    itemWeight: troc.weightGrams === null ? null : troc.weightGrams / 1000,
    itemVolume: fromHundredths(troc.volumeHundredths),
    itemHeight: fromHundredths(troc.heightHundredths),
    itemWidth: fromHundredths(troc.widthHundredths),
    itemLength: fromHundredths(troc.lengthHundredths),
    taxonomy: troc.taxonomy,
    brand: troc.brand,
    expiryDate: troc.expiryDate,
    associatedConsumables: troc.associatedConsumables,
    possibleUses: troc.possibleUses,
    mandatorySkills: troc.mandatorySkills,
    tama: troc.tama,
  };
}

export function manageValues(troc: Troc, invitations: string[], perimeter: number[]): ListingManageValues {
  return {
    swapType: troc.swapType,
    itemPriceType: troc.itemPriceType,
    rawItemCurrentPrice: troc.currentPriceCents === null ? null : troc.currentPriceCents / 100,
    rawItemPurchasePrice: troc.purchasePriceCents === null ? null : troc.purchasePriceCents / 100,
    manager: troc.managerId,
    service: troc.serviceId,
    visibility: troc.visibility,
    invitations,
    perimeter,
    availabilityStartDate: troc.availabilityStartDate,
    availabilityEndDate: troc.availabilityEndDate,
  };
}

export function addressValues(troc: Troc): ListingAddressValues {
  return {
    postal: troc.postal,
    city: troc.cityCode,
    deliveryLocation: troc.deliveryLocation,
    deliveryNotes: troc.deliveryNotes,
  };
}

export const imageSlots = (troc: Troc): boolean[] => [troc.image0Id, troc.image1Id, troc.image2Id].map(Boolean);

/** Every rule of the three forms at once: empty when the listing may be published. */
export function publicationErrors(troc: Troc, invitations: string[], perimeter: number[]): FieldErrors {
  return {
    ...validateListingDetails(detailsValues(troc), imageSlots(troc)),
    ...validateListingManage(manageValues(troc, invitations, perimeter)),
    ...validateListingAddress(addressValues(troc)),
  };
}

const fromHundredths = (value: number | null) => (value === null ? null : value / 100);
const optionalText = (value: unknown) => readText(value) || null;
const optionalInt = (value: unknown) => {
  const n = readNumber(value);
  return n === null || Number.isNaN(n) ? null : Math.trunc(n);
};
const optionalHundredths = (value: unknown) => {
  const n = readNumber(value);
  return n === null || Number.isNaN(n) ? null : toHundredths(n);
};

/** Writes validated details onto the listing (the shared rules ran before). */
export function applyDetails(troc: Troc, values: ListingDetailsValues, categoryId: number): void {
  const demand = readText(values.requestType) === RequestType.Demand;
  troc.requestType = demand ? RequestType.Demand : RequestType.Offer;
  troc.categoryId = categoryId;
  troc.name = readText(values.name);
  troc.description = readText(values.description);
  troc.itemTotalQuantity = optionalInt(values.itemTotalQuantity);
  troc.itemMinQuantity = optionalInt(values.itemMinQuantity);
  troc.itemMaxQuantity = optionalInt(values.itemMaxQuantity);
  troc.itemRequestQuantity = optionalInt(values.itemRequestQuantity);
  troc.itemNewQuantity = optionalInt(values.itemNewQuantity);
  troc.unit = (optionalText(values.unit) as QuantityUnit | null) ?? QuantityUnit.Unit;
  troc.itemState = readText(values.itemState) as ItemState;
  troc.weightGrams = toGrams(readNumber(values.itemWeight) ?? 0);
  troc.volumeHundredths = optionalHundredths(values.itemVolume);
  troc.heightHundredths = optionalHundredths(values.itemHeight);
  troc.widthHundredths = optionalHundredths(values.itemWidth);
  troc.lengthHundredths = optionalHundredths(values.itemLength);
  troc.taxonomy = optionalText(values.taxonomy);
  troc.brand = optionalText(values.brand);
  troc.expiryDate = optionalText(values.expiryDate);
  troc.associatedConsumables = optionalText(values.associatedConsumables);
  troc.possibleUses = optionalText(values.possibleUses);
  troc.mandatorySkills = optionalText(values.mandatorySkills);
  troc.tama = readBoolean(values.tama);
  troc.searchText = searchTextOf(troc);
}

/**
 * Writes validated manage values. Price fields are cleared unless the listing is a sale;
 * a listing kept inside the organisation is an internal transfer.
 */
export function applyManage(troc: Troc, values: ListingManageValues, visibility: Visibility[], perimeter: number[]) {
  let swapType = (optionalText(values.swapType) as SwapType | null) ?? null;
  if (!visibilityNeedsSwapType(visibility) && !swapType) swapType = SwapType.TransfertInterne;
  troc.swapType = swapType;
  const sale = swapType === SwapType.Vente;
  troc.itemPriceType = sale ? (readText(values.itemPriceType) as ItemPriceType) : null;
  const price = sale ? readNumber(values.rawItemCurrentPrice) : null;
  troc.currentPriceCents = price === null || Number.isNaN(price) ? null : toCents(price);
  const purchase = readNumber(values.rawItemPurchasePrice);
  troc.purchasePriceCents = purchase === null || Number.isNaN(purchase) ? null : toCents(purchase);
  troc.managerId = Number(readNumber(values.manager));
  troc.serviceId = Number(readNumber(values.service));
  setVisibility(troc, visibility);
  troc.perimeterRestricted = visibility.includes(V.Internal) && perimeter.length > 0;
  troc.availabilityStartDate = readText(values.availabilityStartDate);
  troc.availabilityEndDate = readText(values.availabilityEndDate);
}

/** The submitted visibility with implied values added; the shared rule already refused bad mixes. */
export function readVisibility(values: ListingManageValues): Visibility[] {
  return normaliseVisibility(readList(values.visibility) as Visibility[]) ?? [];
}
