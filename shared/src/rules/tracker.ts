import { BeneficiaryType, type QuantityBounds, type TrackerRecordForm } from '../api/tracker.js';
import { ItemState, SwapType } from '../enums/marketplace.js';
import { LIMITS } from '../limits.js';
import { fr, t } from '../messages/fr.js';
import { isEmail } from './email.js';
import { Collector, type FieldErrors, isGiven, readId, readNumber, readText } from './listing.js';

const E = fr.tracker.errors;
const L = LIMITS.listing;
const N = LIMITS.numbers;

/**
 * What a request may take from a listing now (core §5 Tracker manage): between the listing's
 * minimum and the lesser of what remains and its maximum; when what remains is at most the
 * minimum, exactly what remains (the field is disabled).
 */
export function quantityBounds(q: { remaining: number; min: number | null; max: number | null }): QuantityBounds {
  const min = Math.max(1, q.min ?? 1);
  const remaining = Math.max(0, q.remaining);
  if (remaining <= min) return { min: remaining, max: remaining, fixed: true, remaining };
  return { min, max: Math.min(remaining, q.max ?? remaining), fixed: false, remaining };
}

/** The quantity field of the reservation modal, the cart and the recording form. */
export function checkQuantity(c: Collector, field: string, value: unknown, bounds: QuantityBounds): number | null {
  if (bounds.remaining === 0) {
    c.add(field, E.nothingLeft);
    return null;
  }
  const n = readNumber(value);
  if (n === null) {
    c.add(field, E.quantityRequired);
    return null;
  }
  if (Number.isNaN(n) || !Number.isInteger(n)) {
    c.add(field, fr.validation.integer);
    return null;
  }
  if (bounds.fixed && n !== bounds.max) {
    c.add(field, t(E.quantityFixed, { quantity: bounds.max }));
    return null;
  }
  if (n < bounds.min || n > bounds.max) {
    c.add(field, t(E.quantityRange, { min: bounds.min, max: bounds.max }));
    return null;
  }
  return n;
}

export interface ReservationValues {
  message?: unknown;
  quantity?: unknown;
  beneficiaryType?: unknown;
  /** A loan listing's request carries its days (the calendar module reads them). */
  startDate?: unknown;
  endDate?: unknown;
  itemUsage?: unknown;
}

/** The reservation modal (core §5 Buy, reservation … modals): message 10..500, quantity in bounds. */
export function validateReservation(
  values: ReservationValues,
  bounds: QuantityBounds,
  options: { beneficiaryChoice: boolean },
): FieldErrors {
  const c = new Collector();
  c.text('message', values.message, { required: true, min: LIMITS.message.min, max: LIMITS.message.max });
  checkQuantity(c, 'quantity', values.quantity, bounds);
  if (options.beneficiaryChoice) {
    c.choice('beneficiaryType', values.beneficiaryType, Object.values(BeneficiaryType), E.chooseBeneficiary);
  }
  return c.errors;
}

/** A thread message (the inbox reply form: 4..500). */
export function validateThreadMessage(values: { message?: unknown }): FieldErrors {
  const c = new Collector();
  c.text('message', values.message, { required: true, min: LIMITS.inboxMessage.min, max: LIMITS.inboxMessage.max });
  return c.errors;
}

/** The taker's fields as forms send them (any shape: the checks read them). */
export interface TakerValues {
  user?: unknown;
  guestEmail?: unknown;
  guestOrganismType?: unknown;
  guestOrganismName?: unknown;
  guestServiceName?: unknown;
}

/** The regularisation form as sent. */
export interface RegularisationValues extends TakerValues {
  quantity?: unknown;
  message?: unknown;
}

/** Who takes the goods: a member chosen by autocomplete, or a guest described by hand. */
function checkTaker(c: Collector, values: TakerValues, swapType: SwapType | null): void {
  const user = readId(values.user);
  const guestEmail = readText(values.guestEmail);
  if (user !== null && guestEmail) {
    c.add('user', E.userOrGuest);
    return;
  }
  if (user !== null) return;
  if (!guestEmail) {
    c.add('user', E.chooseUser);
    return;
  }
  if (!isEmail(guestEmail) || guestEmail.length > LIMITS.registration.emailMax)
    c.add('guestEmail', fr.validation.email);
  if (swapType === SwapType.TransfertInterne) {
    c.text('guestServiceName', values.guestServiceName, { max: L.nameMax });
    if (!readText(values.guestServiceName)) c.add('guestServiceName', E.guestServiceRequired);
  } else {
    c.text('guestOrganismName', values.guestOrganismName, { max: L.nameMax });
    if (!readText(values.guestOrganismName)) c.add('guestOrganismName', E.guestOrganismRequired);
  }
}

/** The regularisation form: quantity in bounds and a taker. */
export function validateRegularisation(
  values: RegularisationValues,
  bounds: QuantityBounds,
  swapType: SwapType | null,
): FieldErrors {
  const c = new Collector();
  checkQuantity(c, 'quantity', values.quantity, bounds);
  checkTaker(c, values, swapType);
  return c.errors;
}

/**
 * The recording form (core §5 Tracker details and Tracker manage). A draft may be saved with
 * any subset of valid fields; recording needs them all (`complete`).
 */
export function validateTrackerRecord(
  values: TrackerRecordForm,
  bounds: QuantityBounds,
  options: { complete: boolean },
): FieldErrors {
  const c = new Collector();
  const required = options.complete;
  c.text('name', values.name, { required, min: L.nameMin, max: L.nameMax });
  c.choice('itemState', values.itemState, Object.values(ItemState), fr.listing.errors.chooseItemState, required);
  c.number('itemWeight', values.itemWeight, { required, min: L.decimalMin, max: N.weightMaxKg, decimal: true });
  if (readId(values.service) === null && (required || isGiven(values.service))) {
    c.add('service', fr.listing.errors.chooseService);
  }
  c.text('description', values.description, { required, min: L.descriptionMin, max: L.descriptionMax });
  c.number('itemPurchasePrice', values.itemPurchasePrice, {
    required,
    min: L.decimalMin,
    max: N.moneyMaxEuros,
    decimal: true,
  });
  const swapType = c.choice(
    'swapType',
    values.swapType,
    Object.values(SwapType),
    fr.listing.errors.chooseSwapType,
    required,
  );
  if (required || isGiven(values.requestedQuantity)) {
    checkQuantity(c, 'requestedQuantity', values.requestedQuantity, bounds);
  }
  if (required || isGiven(values.user) || isGiven(values.guestEmail)) checkTaker(c, values, swapType);
  const price = c.number('totalPrice', values.totalPrice, { min: 0, max: N.moneyMaxEuros, decimal: true });
  if (price === null && required && !c.has('totalPrice')) c.add('totalPrice', E.totalPriceRequired);
  if (required || isGiven(values.postal) || isGiven(values.city)) {
    if (!/^\d{5}$/.test(readText(values.postal)))
      c.add('postal', required && !readText(values.postal) ? fr.validation.required : fr.validation.postalCode);
    if (!readText(values.city)) c.add('city', fr.validation.required);
  }
  return c.errors;
}
