import type {
  ConventionStatus,
  ItemState,
  QuantityUnit,
  RequestType,
  SwapType,
  ThreadType,
  TrackerStatus,
} from '../enums/marketplace.js';
import type { ConventionAction } from '../machines/convention.js';
import type { TrackerAction } from '../machines/tracker.js';
import type { TrackerCalendarPeriod } from './calendar.js';
import type { PerimeterFilterForm, UserPerimeterType } from './perimeter.js';

/** Who chose the purchase on a sale: an internal buyer says whether it is for the service or for themself. */
export enum BeneficiaryType {
  Service = 'Service',
  Personal = 'Personal',
}

/** given: the viewer is on the cédant's side; received: the viewer asked. */
export type TransactionDirection = 'given' | 'received';

/** A party of an exchange as the other party sees it. */
export interface TrackerPartyRef {
  slug: string;
  firstname: string;
  lastname: string;
  organisation: string;
  service: string | null;
  /** Whether the viewer may open the public profile (the link shows only then). */
  readable: boolean;
}

/** The listing an exchange is about, as its cards show it. */
export interface TrackerTrocRef {
  slug: string;
  name: string;
  thumbnail: string | null;
  requestType: RequestType;
  /** The listing is still visible to the viewer (the link shows only then). */
  readable: boolean;
}

/** Tracker card of « Mes échanges » (core §2 Other cards). */
export interface TrackerCard {
  slug: string;
  id: number;
  name: string;
  trackerStatus: TrackerStatus;
  /** Filled by the conventions; null until one exists. */
  conventionStatus: string | null;
  swapType: SwapType | null;
  requestedQuantity: number;
  requestedQuantityUnit: QuantityUnit;
  totalPriceInEuros: string | null;
  originalPriceInEuros: string | null;
  regularized: boolean;
  cart: boolean;
  troc: TrackerTrocRef;
  manager: TrackerPartyRef;
  /** The repreneur when a member; null for a guest. */
  user: TrackerPartyRef | null;
  guestEmail: string | null;
  guestOrganismType: string | null;
  guestOrganismName: string | null;
  guestServiceName: string | null;
  currentManager: boolean;
  currentUser: boolean;
  direction: TransactionDirection;
  /** What the viewer may do now, from the shared table. */
  actions: TrackerAction[];
  lastActionDisplayDate: string;
  thread: string | null;
  /** The loan's booked days (core §3 calendarPeriod), for an exchange of a loan listing. */
  calendarPeriod?: TrackerCalendarPeriod | null;
}

export interface TrackerHistoryEntry {
  action: TrackerAction | 'create';
  from: TrackerStatus | null;
  to: TrackerStatus;
  by: string | null;
  displayDate: string;
  message: string | null;
}

/** GET /api/tracker/info/{slug}/ and the summary: every field of core §3 the exchange owns so far. */
export interface TrackerView extends TrackerCard {
  description: string | null;
  itemState: ItemState | null;
  /** kg */
  itemWeight: number | null;
  /** Euros: the purchase (new) price of one item. */
  itemPurchasePrice: number | null;
  /** Euros, the form's value. */
  totalPrice: number | null;
  service: { id: number; name: string } | null;
  beneficiaryType: BeneficiaryType | null;
  address: { city: string; cityName: string; postal: string } | null;
  /** The manager may still fill and record the exchange. */
  editable: boolean;
  /** What the listing has left to give, and the bounds a quantity must respect now. */
  quantity: QuantityBounds;
  history: TrackerHistoryEntry[];
  expiresDisplayDate: string | null;
  bilans: TrackerBilans;
  /** Filled once the exchange is completed. */
  savings: TrackerSavings | null;
}

/** min..max, or exactly `max` when what remains is at most the minimum (the field is then disabled). */
export interface QuantityBounds {
  min: number;
  max: number;
  fixed: boolean;
  remaining: number;
}

/** What the listing view needs to show the reservation and regularisation buttons. */
export interface ListingExchangeInfo {
  /** The reservation (or proposal, on a Demand) button shows. */
  canRequest: boolean;
  /** The regularisation button shows (managers of a trackable offer). */
  canRegularize: boolean;
  quantity: QuantityBounds;
  /** The beneficiary choice shows: an internal member, a sale, external visibility on. */
  beneficiaryChoice: boolean;
  /** The viewer's exchange still going on this listing, if any. */
  pendingTracker: string | null;
}

export interface ReservationRequest {
  message: string;
  quantity: number | string;
  beneficiaryType?: BeneficiaryType;
}

export interface TrackerCreatedResponse {
  tracker: string;
  thread: string | null;
  redirect: string;
}

export interface TrackerActionResponse {
  tracker: TrackerView;
}

export interface ThreadMessageView {
  id: number;
  /** null for the platform's automatic messages. */
  user: { firstname: string; lastname: string; organisation: string } | null;
  content: string;
  automatic: boolean;
  displayDate: string;
  currentUser: boolean;
  /** Deleted by its author: the content reads « Message supprimé ». */
  deleted?: boolean;
}

export interface ThreadView {
  slug: string;
  threadType: ThreadType;
  title: string;
  archived: boolean;
  messages: ThreadMessageView[];
  tracker: string | null;
  troc: string | null;
}

/** tracker_filter_form (supporting §7). */
export interface TrackerFilterForm extends PerimeterFilterForm {
  userPerimeterType?: UserPerimeterType;
  trackerStatus?: TrackerStatus[];
  swapType?: SwapType[];
  transactionDirection?: TransactionDirection[];
  keyword?: string;
}

/** The manager's recording form: details and manage together (core §5 Tracker details, Tracker manage). */
export interface TrackerRecordForm {
  name?: string;
  itemState?: ItemState | string;
  itemWeight?: number | string;
  service?: number | string;
  description?: string;
  itemPurchasePrice?: number | string;
  swapType?: SwapType | string;
  requestedQuantity?: number | string;
  user?: number | string | null;
  guestEmail?: string;
  guestOrganismType?: string;
  guestOrganismName?: string;
  guestServiceName?: string;
  totalPrice?: number | string;
  postal?: string;
  city?: string;
}

/** POST /api/tracker/add/{slug}/: an exchange agreed elsewhere, recorded by the manager. */
export interface RegularisationRequest {
  quantity: number | string;
  user?: number | string | null;
  guestEmail?: string;
  guestOrganismType?: string;
  guestOrganismName?: string;
  guestServiceName?: string;
  message?: string;
}

/** The factor a CO2 figure was computed with, kept beside it so that it can be traced back. */
export interface Co2Source {
  key: string;
  label: string;
  unit: 'item' | 'kg';
  kgCo2ePerUnit: number;
  source: { label: string; package: string; version: string };
  /**
   * When a chosen impact model produced it: the model, its factor per input unit and the input
   * quantity per item (kgCo2ePerUnit is then the model's figure per item).
   */
  model?: { id: number; slug: string; emissionFactor: number; inputUnit: string; quantity: number };
}

/** What a completed exchange saved (core §1: euros, kilograms, CO2), null where unknown. */
export interface TrackerSavings {
  economicGainInEuros: string | null;
  economicGain: number | null;
  weightInKg: number | null;
  co2InKg: number | null;
  co2Source: Co2Source | null;
  /** Every factor summed into co2InKg (the chosen models), the first one being co2Source. */
  co2Sources: Co2Source[];
}

/** The bilans form's values as the tracker holds them (euros). */
export interface TrackerBilans {
  accountingUnit: string | null;
  accountingValue: number | null;
  accountingValueUnknown: boolean;
  accountingTransportFee: number | null;
  accountingTransportFeeUnknown: boolean;
  itemPurchasePriceUnknown: boolean;
  /** The bilans may be filled (by the manager, once the request is accepted). */
  editable: boolean;
}

/** Sums of what completed exchanges saved; null where none knew the value (« N/A »). */
export interface SavingsTotals {
  nbTrackers: number;
  totalItemSaved: number;
  totalEconomyInEuros: string | null;
  totalAvoidedWeightInKg: number | null;
  totalCo2InKg: number | null;
}

/** POST /api/tracker/savings/: an organisation's savings over a period, in total and per month. */
export interface SavingsResponse {
  direction: TransactionDirection;
  from: string | null;
  to: string | null;
  totals: SavingsTotals;
  byMonth: (SavingsTotals & { month: string })[];
}

/** The convention of an exchange (core §3 Convention form, §4 convention status). */
export interface ConventionView {
  status: ConventionStatus | null;
  number: string | null;
  title: string | null;
  generatedDisplayDate: string | null;
  signedDisplayDate: string | null;
  rejectedReason: string | null;
  /** Where the parties download the generated document and the signed copy. */
  downloadUrl: string | null;
  signedUrl: string | null;
  regularizedConvention: boolean;
  cerfaUserCompanyAddress: { city: string | null; postal: string | null };
  actions: ConventionAction[];
}
