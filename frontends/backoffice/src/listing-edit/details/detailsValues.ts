import dayjs, { type Dayjs } from 'dayjs';
import {
  RequestType,
  validateListingDetails,
  type CategoryNode,
  type FieldErrors,
  type ItemState,
  type ListingDetailsValues,
  type ListingView,
  type QuantityUnit,
  type UploadedFile,
} from '@troc/shared';
import { categoryPath } from './categories';

/** What the details form holds: the listing's fields, the category by level, the files of the slots. */
export interface DetailsFormValues {
  requestType: RequestType;
  category0?: number;
  category1?: number;
  name?: string;
  description?: string;
  itemTotalQuantity?: number | null;
  itemMinQuantity?: number | null;
  itemMaxQuantity?: number | null;
  itemRequestQuantity?: number | null;
  itemNewQuantity?: number | null;
  unit?: QuantityUnit;
  itemState?: ItemState;
  itemWeight?: number | null;
  itemVolume?: number | null;
  itemHeight?: number | null;
  itemWidth?: number | null;
  itemLength?: number | null;
  taxonomy?: string;
  brand?: string;
  expiryDate?: Dayjs | null;
  associatedConsumables?: string;
  possibleUses?: string;
  mandatorySkills?: string;
  tama?: boolean;
  image0?: UploadedFile | null;
  image1?: UploadedFile | null;
  image2?: UploadedFile | null;
  document?: UploadedFile | null;
}

/** Fields of the details form that a 422 may name (the category shows under its last select). */
export const DETAILS_FIELDS = [
  'requestType',
  'category',
  'name',
  'description',
  'itemTotalQuantity',
  'itemMinQuantity',
  'itemMaxQuantity',
  'itemRequestQuantity',
  'itemNewQuantity',
  'unit',
  'itemState',
  'itemWeight',
  'itemVolume',
  'itemHeight',
  'itemWidth',
  'itemLength',
  'taxonomy',
  'brand',
  'expiryDate',
  'associatedConsumables',
  'possibleUses',
  'mandatorySkills',
  'tama',
  'image0',
  'image1',
  'image2',
  'document',
] as const;

export function detailsInitialValues(listing: ListingView, tree: readonly CategoryNode[]): DetailsFormValues {
  const [top, sub] = categoryPath(tree, listing.category);
  return {
    requestType: listing.requestType,
    category0: top?.id,
    category1: sub?.id,
    name: listing.name ?? '',
    description: listing.description ?? '',
    itemTotalQuantity: listing.itemTotalQuantity,
    itemMinQuantity: listing.itemMinQuantity,
    itemMaxQuantity: listing.itemMaxQuantity,
    itemRequestQuantity: listing.itemRequestQuantity,
    itemNewQuantity: listing.itemNewQuantity,
    unit: listing.unit,
    itemState: listing.itemState ?? undefined,
    itemWeight: listing.itemWeightInKg,
    itemVolume: listing.itemVolume,
    itemHeight: listing.itemHeight,
    itemWidth: listing.itemWidth,
    itemLength: listing.itemLength,
    taxonomy: listing.taxonomy ?? '',
    brand: listing.brand ?? '',
    expiryDate: listing.expiryDate ? dayjs(listing.expiryDate) : null,
    associatedConsumables: listing.associatedConsumables ?? '',
    possibleUses: listing.possibleUses ?? '',
    mandatorySkills: listing.mandatorySkills ?? '',
    tama: listing.tama,
    image0: listing.image0,
    image1: listing.image1,
    image2: listing.image2,
    document: listing.document,
  };
}

const orNull = <T>(value: T | undefined | null): T | null => (value === undefined || value === '' ? null : value);

/** The body of POST edit/{slug}/details: the deepest chosen category, dates as yyyy-mm-dd. */
export function detailsPayload(values: DetailsFormValues): ListingDetailsValues {
  return {
    requestType: values.requestType,
    category: values.category1 ?? values.category0 ?? null,
    name: values.name?.trim() ?? '',
    description: values.description?.trim() ?? '',
    itemTotalQuantity: orNull(values.itemTotalQuantity),
    itemMinQuantity: orNull(values.itemMinQuantity),
    itemMaxQuantity: orNull(values.itemMaxQuantity),
    itemRequestQuantity: orNull(values.itemRequestQuantity),
    itemNewQuantity: orNull(values.itemNewQuantity),
    unit: orNull(values.unit),
    itemState: orNull(values.itemState),
    itemWeight: orNull(values.itemWeight),
    itemVolume: orNull(values.itemVolume),
    itemHeight: orNull(values.itemHeight),
    itemWidth: orNull(values.itemWidth),
    itemLength: orNull(values.itemLength),
    taxonomy: values.taxonomy?.trim() ?? '',
    brand: values.brand?.trim() ?? '',
    expiryDate: values.expiryDate ? values.expiryDate.format('YYYY-MM-DD') : null,
    associatedConsumables: values.associatedConsumables?.trim() ?? '',
    possibleUses: values.possibleUses?.trim() ?? '',
    mandatorySkills: values.mandatorySkills?.trim() ?? '',
    tama: Boolean(values.tama),
  };
}

export function validateDetails(values: DetailsFormValues): FieldErrors {
  return validateListingDetails(detailsPayload(values), [values.image0, values.image1, values.image2].map(Boolean));
}

export const isDemand = (values: Pick<DetailsFormValues, 'requestType'>) => values.requestType === RequestType.Demand;
