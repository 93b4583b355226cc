import { ItemPriceType, PublicationStatus, RequestType, SwapType } from '@troc/shared';
import type { Troc } from '../troc/index.js';

/** A price may be proposed on a sale whose price is negotiable or left to an offer. */
export const isNegotiable = (troc: Troc): boolean =>
  troc.swapType === SwapType.Vente &&
  (troc.itemPriceType === ItemPriceType.NegotiablePrice || troc.itemPriceType === ItemPriceType.MakeAnOffer);

/** What a cart may hold: live offers with a swap type. */
export const isCartable = (troc: Troc): boolean =>
  troc.requestType === RequestType.Offer &&
  troc.publicationStatus === PublicationStatus.Published &&
  troc.swapType !== null &&
  // A loan is booked on its calendar, with its days: the cart holds what is given or sold.
  troc.swapType !== SwapType.Pret;
