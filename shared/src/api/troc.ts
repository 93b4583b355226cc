import type {
  ItemPriceType,
  ItemState,
  PublicationStatus,
  QuantityUnit,
  RequestType,
  SwapType,
  Visibility,
} from '../enums/marketplace.js';
import type { PublicationAction } from '../machines/publication.js';
import type { ListingExchangeInfo } from './tracker.js';
import type { PerimeterFilterForm } from './perimeter.js';

/** A category of the tree, children included (GET /api/category/tree/). */
export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  /** Listings of this category carry a document (category id 3). */
  documentField: boolean;
  children: CategoryNode[];
}

/** One level of a listing's category, from the top: the card shows the last, 'Non classé' when empty. */
export interface CategoryRef {
  name: string;
  slug: string;
}

export interface ListingUserRef {
  slug: string;
  firstname: string;
  lastname: string;
  /** Whether the viewer may open the public profile (the link shows only then). */
  readable: boolean;
  avatar: string | null;
}

export interface ImageEditData {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate: number;
  scaleX: number;
  scaleY: number;
}

/** Uploaded file (supporting §3): images carry their edition (original and last crop). */
export interface UploadedFile {
  id: number;
  path: string;
  name: string;
  /** Pictures only: a small version for cards. */
  thumbnail?: string;
  edition?: { id: number; url: string; data: ImageEditData | null };
}

export interface ListingLocation {
  postal: string;
  cityName: string;
  /** Kilometres from the reference city of the search, when there is one. */
  distance: number | null;
}

export interface ListingAddress {
  /** INSEE code of the commune. */
  city: string;
  cityName: string;
  postal: string;
  deliveryLocation: string | null;
  deliveryNotes: string | null;
  /** The site of the establishment directory where the item is, if one was chosen. */
  establishment?: string | null;
  lat: number | null;
  lon: number | null;
}

export interface ListingInvitation {
  email: string;
  creationDisplayDate: string;
  user: { slug: string; firstname: string; lastname: string; service: string | null; organisation: string } | null;
}

export interface ListingServiceRef {
  id: number;
  name: string;
}

/** Public card (core §2 Listing cards). */
export interface ListingCard {
  slug: string;
  id: number;
  name: string;
  description: string;
  thumbnail: string | null;
  categoryHierarchy: CategoryRef[];
  requestType: RequestType;
  swapType: SwapType | null;
  publicSwapType: SwapType | null;
  itemPriceType: ItemPriceType | null;
  itemCurrentPriceInEuros: string | null;
  itemPriceDifferenceInPercent: number | null;
  itemRemainingQuantity: number;
  unit: QuantityUnit;
  itemState: ItemState | null;
  location: ListingLocation;
  distance: number | null;
  availabilityDisplayDates: string;
  publicationDisplayDate: string;
  user: { firstname: string; lastname: string };
  /** The giver's organisation (the listing's), so nobody reserves from their own thinking it another's. */
  organisation: string;
  operation: { name: string; slug: string; writable: boolean } | null;
  /** Present only for signed-in viewers (the star shows only then). */
  favorite?: boolean;
}

/** Manager card: the public card plus status, metrics and the actions the table allows. */
export interface ListingManagerCard extends ListingCard {
  publicationStatus: PublicationStatus;
  rejected: boolean;
  publishable: boolean;
  viewTotal: number;
  manager: ListingUserRef;
  service: ListingServiceRef | null;
  visibility: Visibility[];
  availabilityStartDate: string | null;
  availabilityEndDate: string | null;
  itemTotalQuantity: number | null;
  /** The current sale price in euros (null when not a sale or no price): a promotion's preview starts from it. */
  rawItemCurrentPrice: number | null;
  actions: PublicationAction[];
  editable: boolean;
  trackable: boolean;
}

/** GET /api/troc/view/{slug}/: every field of core §3 the listing owns. */
export interface ListingView extends ListingManagerCard {
  trocReference: string;
  category: number | null;
  itemCurrentPrice: number | null;
  rawItemCurrentPrice: number | null;
  rawItemPurchasePrice: number | null;
  totalPriceInEuros: string | null;
  itemTotalQuantity: number | null;
  itemMinQuantity: number | null;
  itemMaxQuantity: number | null;
  itemRequestQuantity: number | null;
  itemNewQuantity: number | null;
  itemWeight: number | null;
  itemWeightInKg: number | null;
  itemVolume: number | null;
  itemHeight: number | null;
  itemWidth: number | null;
  itemLength: number | null;
  taxonomy: string | null;
  brand: string | null;
  expiryDate: string | null;
  associatedConsumables: string | null;
  possibleUses: string | null;
  mandatorySkills: string | null;
  image0: UploadedFile | null;
  image1: UploadedFile | null;
  image2: UploadedFile | null;
  document: UploadedFile | null;
  tama: boolean;
  visibilityExternal: boolean;
  shippable: boolean;
  regulableAsDemand: boolean;
  nbLines: number;
  currentUser: boolean;
  currentManager: boolean;
  /** The manager's account, for the manage form: given to the people in charge only. */
  managerId?: number | null;
  /** The viewer moderates this listing's organisation. */
  moderator: boolean;
  moderatorActions: PublicationAction[];
  moderationMessage: string | null;
  address: ListingAddress | null;
  invitations: ListingInvitation[];
  perimeter: ListingServiceRef[];
  /** Owner only: the last transitions (who, when, from, to). */
  history: ListingHistoryEntry[];
  /** The exchange buttons (reservation, regularisation): absent for visitors. */
  exchange?: ListingExchangeInfo | null;
  /** The add-to-cart button shows (core §6: only when the flag is present). */
  cart?: boolean;
  /** A loan listing's calendar (Pret): absent otherwise. */
  loan?: ListingLoanInfo | null;
}

/** What the listing view needs of a loan listing's calendar and its loan-return button. */
export interface ListingLoanInfo {
  /** The listing's numeric id, which the calendar paths take. */
  id: number;
  /** The viewer may book dates (the calendar modal), or as manager add a period. */
  canBook: boolean;
  /** The loan the viewer may record the return of (borrower or manager), the earliest first. */
  returnable: { tracker: string | null; period: number; startDateString: string; endDateString: string } | null;
}

export interface ListingHistoryEntry {
  action: PublicationAction;
  from: PublicationStatus;
  to: PublicationStatus;
  by: string | null;
  displayDate: string;
  message: string | null;
}

export type ListingEditForm = 'details' | 'manage' | 'calendar' | 'address';

export interface CreateListingResponse {
  slug: string;
  id: number;
}

/** A copy of a listing, as a new draft: the page moves to its edit form. */
export interface CloneResponse extends CreateListingResponse {
  redirect: string;
}

/** Actions answer the listing as it now is, and a redirect when the page should change. */
export interface ListingActionResponse {
  troc?: ListingView;
  redirect?: string;
}

export interface FavoriteResponse {
  is_favorite: boolean;
}

/** search_form[...] of the search loader (supporting §7); '*' in a list means all. */
export interface SearchForm extends PerimeterFilterForm {
  keyword?: string;
  category?: string | string[];
  departement?: string;
  region?: string;
  city?: string;
  operations?: string;
  sortBy?: SearchSort;
  requestType?: string | string[];
  swapType?: string | string[];
  fromClientName?: string;
  tama?: string | boolean;
  distance?: string | number;
  publishedAfter?: string;
  publishedBefore?: string;
  priceRange?: { rangeMin?: string | number; rangeMax?: string | number };
}

export type SearchSort =
  'distance.desc' | 'distance.asc' | 'publishedAt.desc' | 'publishedAt.asc' | 'price.asc' | 'price.desc';

/** The columns « Mes annonces » sorts by (its table view); the last change first by default. */
export const MY_LISTINGS_SORT_FIELDS = [
  'updatedAt',
  'name',
  'publicationStatus',
  'publishedAt',
  'viewTotal',
  'availabilityStartDate',
] as const;
export type MyListingsSortField = (typeof MY_LISTINGS_SORT_FIELDS)[number];
export type MyListingsSort = `${MyListingsSortField}.${'asc' | 'desc'}`;
export const MY_LISTINGS_SORTS: readonly MyListingsSort[] = MY_LISTINGS_SORT_FIELDS.flatMap((field) => [
  `${field}.asc` as const,
  `${field}.desc` as const,
]);
export const MY_LISTINGS_DEFAULT_SORT: MyListingsSort = 'updatedAt.desc';

/** troc_filter_form[...] of "Mes annonces". */
export interface MyListingsForm extends PerimeterFilterForm {
  requestType?: string | string[];
  publicationStatus?: string | string[];
  visibility?: string | string[];
  keyword?: string;
  sortBy?: MyListingsSort;
}

/** Geo-area autocomplete answer (supporting §3). */
export type GeoAreaType = 'city' | 'departement' | 'region';

export interface GeoAreaSuggestion {
  value: string;
  data: { type: GeoAreaType; identifier: string; slug: string };
}
