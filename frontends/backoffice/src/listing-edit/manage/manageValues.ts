import dayjs, { type Dayjs } from 'dayjs';
import {
  SwapType,
  Visibility,
  validateListingManage,
  type FieldErrors,
  type ItemPriceType,
  type ListingManageValues,
  type ListingView,
} from '@troc/shared';

export interface ManageFormValues {
  visibility: Visibility[];
  swapType?: SwapType | null;
  itemPriceType?: ItemPriceType | null;
  rawItemCurrentPrice?: number | null;
  rawItemPurchasePrice?: number | null;
  manager?: number | null;
  service?: number | null;
  perimeter: number[];
  invitations: string[];
  availabilityStartDate?: Dayjs | null;
  availabilityEndDate?: Dayjs | null;
}

export const MANAGE_FIELDS = [
  'visibility',
  'swapType',
  'itemPriceType',
  'rawItemCurrentPrice',
  'rawItemPurchasePrice',
  'manager',
  'service',
  'perimeter',
  'invitations',
  'availabilityStartDate',
  'availabilityEndDate',
] as const;

export function manageInitialValues(listing: ListingView, managerId: number | null): ManageFormValues {
  return {
    visibility: listing.visibility,
    swapType: listing.swapType,
    itemPriceType: listing.itemPriceType,
    rawItemCurrentPrice: listing.rawItemCurrentPrice,
    rawItemPurchasePrice: listing.rawItemPurchasePrice,
    manager: managerId,
    service: listing.service?.id ?? null,
    perimeter: listing.perimeter.map((service) => service.id),
    invitations: listing.invitations.map((invitation) => invitation.email),
    availabilityStartDate: listing.availabilityStartDate ? dayjs(listing.availabilityStartDate) : null,
    availabilityEndDate: listing.availabilityEndDate ? dayjs(listing.availabilityEndDate) : null,
  };
}

const iso = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/**
 * The body of POST edit/{slug}/manage. Prices go only with a sale; invitations only with
 * Private, the perimeter only with Internal (core §4).
 */
export function managePayload(values: ManageFormValues): ListingManageValues {
  const visibility = values.visibility ?? [];
  const sale = values.swapType === SwapType.Vente;
  return {
    visibility,
    swapType: values.swapType ?? null,
    itemPriceType: sale ? (values.itemPriceType ?? null) : null,
    rawItemCurrentPrice: sale ? (values.rawItemCurrentPrice ?? null) : null,
    rawItemPurchasePrice: values.rawItemPurchasePrice ?? null,
    manager: values.manager ?? null,
    service: values.service ?? null,
    perimeter: visibility.includes(Visibility.Internal) ? (values.perimeter ?? []) : [],
    invitations: visibility.includes(Visibility.Private) ? (values.invitations ?? []) : [],
    availabilityStartDate: iso(values.availabilityStartDate),
    availabilityEndDate: iso(values.availabilityEndDate),
  };
}

export const validateManage = (values: ManageFormValues): FieldErrors => validateListingManage(managePayload(values));
