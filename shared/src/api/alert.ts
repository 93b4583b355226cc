import type { RequestType, SwapType } from '../enums/marketplace.js';
import type { ListResponse } from './http.js';
import type { ListingCard, ListingInvitation } from './troc.js';

/** A saved search (core §3 Saved search): its criteria as the search form holds them. */
export interface AlertCard {
  slug: string;
  keyword: string | null;
  /** The commune (postal and name), when the alert is around a city. */
  city: { slug: string; postal: string; name: string } | null;
  departement: string | null;
  region: string | null;
  distance: number | null;
  swapType: SwapType[];
  requestType: RequestType[];
  /** The level-0 category's slug and name. */
  category: { slug: string; name: string } | null;
  /** A readable summary of the criteria. */
  summary: string;
  displayDate: string;
  nbSent: number;
  /** False once unsubscribed from its mails: still listed and viewable. */
  active: boolean;
}

/** POST API.alertCreate, the save-alert form (supporting §5). */
export interface AlertCreateRequest {
  alert_form: {
    keyword?: string;
    city?: string;
    departement?: string;
    region?: string;
    distance?: number | string;
    requestType: RequestType[];
    swapType: SwapType[];
    category?: string;
  };
}

export interface AlertCreateResponse {
  alert: AlertCard;
  message: string;
}

/** One-click unsubscribe (API.alertUnsubscribe). */
export interface AlertUnsubscribeResponse {
  message: string;
  alert: { slug: string; summary: string };
}

/** An e-mail invited to one of my private listings or operations (core §3 Invitation). */
export interface InvitationCard extends ListingInvitation {
  slug: string;
  /** What the address is invited to. */
  target: { kind: 'troc' | 'operation'; slug: string; name: string };
}

/** POST API.alertView(slug): the alert and a page of its search's results. */
export interface AlertViewResponse extends ListResponse<ListingCard> {
  alert: AlertCard;
}
