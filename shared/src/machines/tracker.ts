import { TrackerStatus as S } from '../enums/marketplace.js';

/**
 * The tracker (exchange) machine of core §4: the one table the server enforces and the
 * interface reads to decide which buttons to show.
 *
 * Roles are the exchange's, not the account's:
 * - manager: the listing's manager or owner (the cédant of an offer), or one of its delegates;
 * - requester: whoever asked (the repreneur of an offer);
 * - system: what follows from elsewhere (an unanswered request expires; a deleted listing's
 *   pending requests are withdrawn, as nothing is left to approve).
 *
 * Both readings of SwapInitiated are kept: the requester reports « Reprise effectuée » and the
 * manager may mark the swap completed as well.
 *
 * `stock` says how the listing's quantities move with the transition: an approval reserves the
 * requested quantity, a hand-over turns what was reserved into what is out, a cancellation of
 * a reserved exchange gives it back.
 */
export type TrackerAction =
  'approve' | 'deny' | 'cancel' | 'record' | 'complete' | 'swapCancel' | 'expire' | 'withdraw';

export type TrackerRole = 'manager' | 'requester' | 'system';

export type StockMove = 'reserve' | 'release' | 'handOver';

export interface TrackerTransition {
  action: TrackerAction;
  from: S;
  to: S;
  by: readonly TrackerRole[];
  stock?: StockMove;
}

export const TRACKER_TRANSITIONS: readonly TrackerTransition[] = [
  { action: 'approve', from: S.ReservationRequested, to: S.ReservationApproved, by: ['manager'], stock: 'reserve' },
  { action: 'deny', from: S.ReservationRequested, to: S.ReservationDenied, by: ['manager'] },
  { action: 'cancel', from: S.ReservationRequested, to: S.ReservationCancelled, by: ['requester'] },
  { action: 'expire', from: S.ReservationRequested, to: S.ReservationCancelled, by: ['system'] },
  { action: 'withdraw', from: S.ReservationRequested, to: S.ReservationCancelled, by: ['system'] },
  { action: 'record', from: S.ReservationApproved, to: S.SwapInitiated, by: ['manager'] },
  {
    action: 'cancel',
    from: S.ReservationApproved,
    to: S.ReservationCancelled,
    by: ['manager', 'requester'],
    stock: 'release',
  },
  { action: 'complete', from: S.SwapInitiated, to: S.SwapCompleted, by: ['requester', 'manager'], stock: 'handOver' },
  { action: 'swapCancel', from: S.SwapInitiated, to: S.SwapCancelled, by: ['manager'], stock: 'release' },
];

/** The transition `action` takes from `status`, if the table has one. */
export function trackerTransition(status: S, action: TrackerAction): TrackerTransition | undefined {
  return TRACKER_TRANSITIONS.find((t) => t.from === status && t.action === action);
}

/** Whether someone holding these roles may take `action` from `status`. */
export function canTracker(status: S, action: TrackerAction, roles: readonly TrackerRole[]): boolean {
  const transition = trackerTransition(status, action);
  return Boolean(transition && transition.by.some((role) => roles.includes(role)));
}

/** The actions these roles may take from `status`, in the table's order, each once. */
export function trackerActions(status: S, roles: readonly TrackerRole[]): TrackerAction[] {
  const actions = TRACKER_TRANSITIONS.filter((t) => t.from === status && t.by.some((r) => roles.includes(r))).map(
    (t) => t.action,
  );
  return [...new Set(actions)].filter((a) => a !== 'expire' && a !== 'withdraw');
}

/** Where an exchange starts: a request waits for the manager; a regularisation was agreed elsewhere. */
export const TRACKER_START = { request: S.ReservationRequested, regularisation: S.ReservationApproved } as const;

/** The exchange is over: nothing can happen to it any more. */
export const TRACKER_FINAL: readonly S[] = [
  S.ReservationDenied,
  S.ReservationCancelled,
  S.SwapCancelled,
  S.SwapCompleted,
];

/** Still going (the « Mes échanges » list); the final ones make « Échanges terminés ». */
export const TRACKER_PENDING: readonly S[] = [S.ReservationRequested, S.ReservationApproved, S.SwapInitiated];

/** Quantities held on the listing while the tracker is in these statuses. */
export const TRACKER_HOLDING: readonly S[] = [S.ReservationApproved, S.SwapInitiated];

export const isTrackerFinal = (status: S): boolean => TRACKER_FINAL.includes(status);
