import type { PublicationStatus, Visibility } from '../enums/marketplace.js';
import type { OperationAction } from '../machines/operation.js';
import type { ListingHistoryEntry, ListingInvitation, ListingServiceRef, ListingUserRef } from './troc.js';

/** Operation card of « Mes opérations » and of the lists (description cut at 100). */
export interface OperationCard {
  slug: string;
  id: number;
  name: string;
  description: string;
  publicationStatus: PublicationStatus;
  availabilityDisplayDates: string;
  manager: ListingUserRef;
  service: ListingServiceRef | null;
  location: { postal: string; cityName: string };
  visibility: Visibility[];
  nbTrocs: number;
  nbViews: number;
  /** The viewer manages it (edit link and actions show only then). */
  writable: boolean;
  actions: OperationAction[];
}

/**
 * The figures of core §3. The savings (euros, weight, CO2) come with the bilans: until an
 * exchange has them they are null, shown « N/A », never 0 by default.
 */
export interface OperationFigures {
  nbViews: number;
  nbTrocs: number;
  nbTrackersReserved: number;
  nbTrackersReservationRequested: number;
  nbTrackersTerminated: number;
  totalItemSaved: number;
  totalEconomyInEuros: string | null;
  totalAvoidedWeightInKg: number | null;
  totalCo2InKg: number | null;
}

/** GET /api/operation/view/{slug}/ */
export interface OperationView extends OperationCard, OperationFigures {
  fullDescription: string;
  publishable: boolean;
  availabilityStartDate: string | null;
  availabilityEndDate: string | null;
  address: {
    city: string;
    cityName: string;
    postal: string;
    deliveryLocation: string | null;
    lat: number | null;
    lon: number | null;
  } | null;
  /** The manage form's values: given to the people in charge only. */
  managerId: number | null;
  invitations: ListingInvitation[];
  perimeter: ListingServiceRef[];
  history: ListingHistoryEntry[];
  /** The search within the operation: /fr/search/operation/{slug}/ */
  searchUrl: string;
}

export interface OperationCreatedResponse {
  slug: string;
  id: number;
  redirect: string;
}
