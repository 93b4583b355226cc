import {
  formatCents,
  formatDate,
  fr,
  type QuantityBounds,
  RequestType,
  type TrackerCard,
  type TrackerHistoryEntry,
  type TrackerPartyRef,
  type TrackerRole,
  type TrackerTrocRef,
  trackerActions,
  type TrackerView,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import type { User } from '../identity/index.js';
import type { Troc } from '../troc/index.js';
import type { Tracker } from './entities/tracker.entity.js';
import { bilansView, savingsView } from './tracker-savings.js';

/** What mapping a page of exchanges needs, loaded once per page. */
export interface TrackerMapContext {
  viewer: Actor;
  trocs: Map<number, Troc>;
  trocRefs: Map<number, TrackerTrocRef>;
  users: Map<number, User>;
  threads: Map<number, string>;
  roles: (tracker: Tracker) => TrackerRole[];
}

export function partyRef(user: User | undefined): TrackerPartyRef {
  return {
    slug: user?.slug ?? '',
    firstname: user?.firstname ?? fr.fallback.unknown,
    lastname: user?.lastname ?? '',
    organisation: user?.organisation?.name ?? fr.fallback.unknown,
    service: user?.service?.name ?? null,
    readable: Boolean(user),
  };
}

const orphanTroc = (tracker: Tracker): TrackerTrocRef => ({
  slug: '',
  name: tracker.name,
  thumbnail: null,
  requestType: RequestType.Offer,
  readable: false,
});

export function toTrackerCard(tracker: Tracker, ctx: TrackerMapContext): TrackerCard {
  const roles = ctx.roles(tracker);
  const manager = ctx.trocs.get(tracker.trocId)?.managerId ?? tracker.managerId;
  return {
    slug: tracker.slug,
    id: tracker.id,
    name: tracker.name,
    trackerStatus: tracker.status,
    conventionStatus: tracker.conventionStatus,
    swapType: tracker.swapType,
    requestedQuantity: tracker.requestedQuantity,
    requestedQuantityUnit: tracker.unit,
    totalPriceInEuros: tracker.totalPriceCents === null ? null : formatCents(tracker.totalPriceCents),
    originalPriceInEuros: tracker.originalPriceCents === null ? null : formatCents(tracker.originalPriceCents),
    regularized: tracker.regularized,
    cart: tracker.cartId !== null,
    troc: ctx.trocRefs.get(tracker.trocId) ?? orphanTroc(tracker),
    manager: partyRef(ctx.users.get(manager)),
    user: tracker.userId === null ? null : partyRef(ctx.users.get(tracker.userId)),
    guestEmail: tracker.guestEmail,
    guestOrganismType: tracker.guestOrganismType,
    guestOrganismName: tracker.guestOrganismName,
    guestServiceName: tracker.guestServiceName,
    currentManager: roles.includes('manager'),
    currentUser: roles.includes('requester'),
    direction: roles.includes('manager') ? 'given' : 'received',
    actions: trackerActions(tracker.status, roles),
    lastActionDisplayDate: formatDate(tracker.lastActionAt),
    thread: ctx.threads.get(tracker.id) ?? null,
  };
}

export function toTrackerView(
  tracker: Tracker,
  ctx: TrackerMapContext,
  extra: {
    service: { id: number; name: string } | null;
    quantity: QuantityBounds;
    history: TrackerHistoryEntry[];
    editable: boolean;
    bilansEditable: boolean;
  },
): TrackerView {
  return {
    ...toTrackerCard(tracker, ctx),
    description: tracker.description,
    itemState: tracker.itemState,
    itemWeight: tracker.weightGrams === null ? null : tracker.weightGrams / 1000,
    itemPurchasePrice: tracker.purchasePriceCents === null ? null : tracker.purchasePriceCents / 100,
    totalPrice: tracker.totalPriceCents === null ? null : tracker.totalPriceCents / 100,
    service: extra.service,
    beneficiaryType: tracker.beneficiaryType,
    address: tracker.cityCode
      ? { city: tracker.cityCode, cityName: tracker.cityName ?? '', postal: tracker.postal ?? '' }
      : null,
    editable: extra.editable,
    quantity: extra.quantity,
    history: extra.history,
    expiresDisplayDate: tracker.expiresAt ? formatDate(tracker.expiresAt) : null,
    bilans: bilansView(tracker, extra.bilansEditable),
    savings: savingsView(tracker),
  };
}
