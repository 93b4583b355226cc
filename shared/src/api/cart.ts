import type { ItemPriceType, QuantityUnit, SwapType } from '../enums/marketplace.js';
import type { TrackerAction } from '../machines/tracker.js';
import type { TrackerStatus } from '../enums/marketplace.js';
import type { QuantityBounds } from './tracker.js';

export type CartStatus = 'open' | 'submitted';

/** Cart line (core §3): a quantity of one listing, with its negotiated price on a sale. */
export interface CartLineView {
  id: number;
  troc: {
    slug: string;
    name: string;
    thumbnail: string | null;
    swapType: SwapType | null;
    itemPriceType: ItemPriceType | null;
    itemCurrentPriceInEuros: string | null;
  };
  quantity: number;
  quantityUnit: QuantityUnit;
  startDateString: string | null;
  endDateString: string | null;
  /** The requester may still change it (open cart, listing still available). */
  editable: boolean;
  /** A price may be proposed (a sale with a negotiable price or make-an-offer). */
  negotiable: boolean;
  negotiatedPriceInEuros: string | null;
  negotiatedTotalPriceInEuros: string | null;
  originalTotalPriceInEuros: string | null;
  priceDifferenceInPercent: number | null;
  /** The exchange created at submission. */
  tracker: CartLineTracker | null;
  available: boolean;
  unavailableReason: string | null;
  quantityBounds: QuantityBounds;
}

/** The exchange of a submitted line, with its new value (the purchase-price fragment). */
export interface CartLineTracker {
  slug: string;
  trackerStatus: TrackerStatus;
  actions: TrackerAction[];
  /** Valeur neuve per unit, euros; null while unknown or not given. */
  itemPurchasePrice: number | null;
  itemPurchasePriceUnknown: boolean;
  /** The viewer may set it (the cédant's side). */
  purchasePriceEditable: boolean;
}

export interface CartTotals {
  nbLines: number;
  totalQuantity: number;
  originalTotalInEuros: string;
  negotiatedTotalInEuros: string;
}

/** GET /api/cart/view/{slug}/ and the list calls. */
export interface CartView {
  slug: string;
  status: CartStatus;
  /** The cédant organisation the cart is addressed to. */
  organisation: string;
  requester: { firstname: string; lastname: string; organisation: string };
  currentUser: boolean;
  currentManager: boolean;
  lines: CartLineView[];
  /** Lines beyond those given (list with offset). */
  nbLines: number;
  totals: CartTotals;
  thread: string | null;
  submittedDisplayDate: string | null;
}

/** Saving a line answers the line and its parent's prices (supporting §3: data.parent). */
export interface CartLineResponse {
  data: CartLineView & { parent: CartTotals };
}

export interface CartAddResponse {
  cart: string;
  line: number;
  total_in_cart: number;
}

export interface CartSubmitResponse {
  trackers: string[];
  thread: string;
  /** Lines left out (listing gone, not enough left), with their reason. */
  skipped: { line: number; reason: string }[];
  redirect: string;
}
