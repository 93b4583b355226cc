import type { TrackerRecordForm, TrackerView } from '@troc/shared';

/** The recording form's fields, as antd holds them. */
export interface RecordValues {
  name?: string;
  itemState?: string;
  itemWeight?: number | null;
  service?: number;
  description?: string;
  itemPurchasePrice?: number | null;
  swapType?: string;
  requestedQuantity?: number | null;
  guestEmail?: string;
  guestOrganismType?: string;
  guestOrganismName?: string;
  guestServiceName?: string;
  totalPrice?: number | null;
  postal?: string;
  /** INSEE code of the commune. */
  city?: string;
}

export const RECORD_FIELDS = [
  'name',
  'itemState',
  'itemWeight',
  'service',
  'description',
  'itemPurchasePrice',
  'swapType',
  'requestedQuantity',
  'guestEmail',
  'guestOrganismType',
  'guestOrganismName',
  'guestServiceName',
  'totalPrice',
  'postal',
  'city',
] as const;

export function initialRecordValues(tracker: TrackerView): RecordValues {
  return {
    name: tracker.name ?? '',
    itemState: tracker.itemState ?? undefined,
    itemWeight: tracker.itemWeight,
    service: tracker.service?.id,
    description: tracker.description ?? '',
    itemPurchasePrice: tracker.itemPurchasePrice,
    swapType: tracker.swapType ?? undefined,
    requestedQuantity: tracker.requestedQuantity,
    guestEmail: tracker.guestEmail ?? '',
    guestOrganismType: tracker.guestOrganismType ?? undefined,
    guestOrganismName: tracker.guestOrganismName ?? '',
    guestServiceName: tracker.guestServiceName ?? '',
    totalPrice: tracker.totalPrice,
    postal: tracker.address?.postal ?? '',
    city: tracker.address?.city ?? undefined,
  };
}

/**
 * What is sent: the filled fields only (the server keeps what it holds for the others). A member
 * taker is kept as is; the guest fields are sent only when there is no member.
 */
export function recordPayload(values: RecordValues, hasMember: boolean): TrackerRecordForm {
  const form: Record<string, string | number> = {};
  RECORD_FIELDS.forEach((field) => {
    if (hasMember && field.startsWith('guest')) return;
    const value = values[field];
    if (value === null || value === undefined) return;
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== '') form[field] = text;
  });
  return form as TrackerRecordForm;
}
