// Names exactly as the specification writes them; the later modules build on these.

export enum RequestType {
  Offer = 'Offer',
  Demand = 'Demand',
}

export enum SwapType {
  TransfertInterne = 'TransfertInterne',
  Vente = 'Vente',
  Don = 'Don',
  Pret = 'Pret',
}

/** Numeric swap type codes used by the calendar and sale flows. */
export const SWAP_TYPE_CODE = { calendarLoan: 120, sale: 130 } as const;

export enum ItemPriceType {
  NegotiablePrice = 'NegotiablePrice',
  MakeAnOffer = 'MakeAnOffer',
}

export enum ItemState {
  New = 'New',
  VeryGood = 'VeryGood',
  Average = 'Average',
  ForParts = 'ForParts',
}

export enum QuantityUnit {
  Unit = 'Unit',
  Meter = 'Meter',
  SquareMeter = 'SquareMeter',
  CubeMeter = 'CubeMeter',
  Kilogram = 'Kilogram',
}

/**
 * Who may see a listing. Individual opens it to everyone, anonymous visitors included;
 * External to every signed-in member; Group to the organisation's group; Internal to the
 * organisation (or the chosen services); Private to the invited e-mail addresses only.
 */
export enum Visibility {
  Individual = 'Individual',
  External = 'External',
  Group = 'Group',
  Internal = 'Internal',
  Private = 'Private',
}

export enum PublicationStatus {
  Draft = 'Draft',
  ToModerate = 'ToModerate',
  ToPublish = 'ToPublish',
  Published = 'Published',
  Unavailable = 'Unavailable',
  Expired = 'Expired',
  Archived = 'Archived',
}

export enum TrackerStatus {
  ReservationRequested = 'ReservationRequested',
  ReservationApproved = 'ReservationApproved',
  ReservationDenied = 'ReservationDenied',
  ReservationCancelled = 'ReservationCancelled',
  SwapCancelled = 'SwapCancelled',
  SwapInitiated = 'SwapInitiated',
  SwapCompleted = 'SwapCompleted',
}

export enum ConventionStatus {
  PendingSignature = 'PendingSignature',
  DocumentSigned = 'DocumentSigned',
  DocumentRejected = 'DocumentRejected',
}

export enum ThreadType {
  BatchDemand = 'BatchDemand',
  ReservationDemand = 'ReservationDemand',
  InformationDemand = 'InformationDemand',
}

export enum ImportStatus {
  ToComplete = 'ToComplete',
  Draft = 'Draft',
  Pending = 'Pending',
  Error = 'Error',
  Terminated = 'Terminated',
}

export enum PeriodStatus {
  None = 'None',
  Validated = 'Validated',
  Ongoing = 'Ongoing',
  Refused = 'Refused',
  Cancelled = 'Cancelled',
}

/** A booking period's status (supporting §4): None is a request still awaiting the manager. */
export enum CalendarPeriodStatus {
  None = 'None',
  Validated = 'Validated',
  Ongoing = 'Ongoing',
  Refused = 'Refused',
  Cancelled = 'Cancelled',
}

/** A reservation lends the good; a maintenance period takes it out of service. */
export enum CalendarPeriodType {
  Reservation = 'Reservation',
  Maintenance = 'Maintenance',
}

/** The state a lent good comes back in (the loan return form). */
export enum ReturnCondition {
  Good = 'Good',
  Worn = 'Worn',
  Damaged = 'Damaged',
  Incomplete = 'Incomplete',
}
