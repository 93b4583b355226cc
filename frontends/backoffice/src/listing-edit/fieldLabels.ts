import { t, type ListingEditForm, type ListingFieldLabels } from '@troc/shared';
import { m } from '../common/labels';
import { DETAILS_FIELDS } from './details/detailsValues';
import { MANAGE_FIELDS } from './manage/manageValues';

const d = m.details;
const g = m.manage;
const a = m.address;

export const ADDRESS_FIELDS = ['postal', 'city', 'deliveryLocation', 'deliveryNotes'] as const;

/** Which tab of the page holds a field named in a 422. */
export function tabOf(field: string): ListingEditForm | null {
  if ((DETAILS_FIELDS as readonly string[]).includes(field)) return 'details';
  if ((MANAGE_FIELDS as readonly string[]).includes(field)) return 'manage';
  if ((ADDRESS_FIELDS as readonly string[]).includes(field)) return 'address';
  return null;
}

/** The label a field has on screen (pharmacy listings rename some). */
export function fieldLabel(field: string, labels: ListingFieldLabels): string {
  const known: Record<string, string> = {
    requestType: d.requestType,
    category: d.category,
    name: labels.name,
    description: d.description,
    itemTotalQuantity: labels.quantity,
    itemMinQuantity: d.itemMinQuantity,
    itemMaxQuantity: d.itemMaxQuantity,
    itemRequestQuantity: d.itemRequestQuantity,
    itemNewQuantity: d.itemNewQuantity,
    unit: d.unit,
    itemState: d.itemState,
    itemWeight: d.itemWeight,
    itemVolume: d.itemVolume,
    itemHeight: d.itemHeight,
    itemWidth: d.itemWidth,
    itemLength: d.itemLength,
    taxonomy: d.taxonomy,
    brand: labels.manufacturer,
    expiryDate: labels.date,
    associatedConsumables: d.associatedConsumables,
    possibleUses: d.possibleUses,
    mandatorySkills: d.mandatorySkills,
    tama: d.tama,
    image0: m.images.mainSlot,
    image1: t(m.images.slot, { number: 2 }),
    image2: t(m.images.slot, { number: 3 }),
    document: d.document,
    visibility: g.visibility,
    swapType: g.swapType,
    itemPriceType: g.itemPriceType,
    rawItemCurrentPrice: g.rawItemCurrentPrice,
    rawItemPurchasePrice: labels.price,
    manager: g.manager,
    service: g.service,
    perimeter: g.perimeter,
    invitations: g.invitations,
    availabilityStartDate: g.availabilityStartDate,
    availabilityEndDate: g.availabilityEndDate,
    postal: a.postal,
    city: a.city,
    deliveryLocation: a.deliveryLocation,
    deliveryNotes: a.deliveryNotes,
  };
  return known[field] ?? field;
}
