import { Injectable } from '@nestjs/common';
import { type ReservationValues, SwapType, type TrackerCalendarPeriod, type TrackerTransition } from '@troc/shared';
import type { Tx } from '../../core/database/transactions.js';
import type { Actor } from '../../core/auth/actor.js';
import type { Troc } from '../troc/index.js';
import type { Tracker } from './entities/tracker.entity.js';
import type { TrackerRole } from '@troc/shared';

/**
 * What the exchange of a loan listing needs from the calendar, which the tracker module does
 * not know (the calendar module registers itself here; the reverse import would be a cycle).
 * Every call inside a transaction may throw to refuse the exchange's change as a whole.
 */
export interface LoanHook {
  /** Before a loan request's transaction: reads and checks its days; what `attach` needs. */
  prepare(troc: Troc, actor: Actor, values: ReservationValues): Promise<unknown>;
  /** In the request's transaction, once the exchange exists: its period. */
  attach(manager: Tx, troc: Troc, tracker: Tracker, plan: unknown): Promise<void>;
  /** In each transition's transaction, before its status moves: the period follows. */
  onTransition(
    manager: Tx,
    tracker: Tracker,
    troc: Troc,
    transition: TrackerTransition,
    roles: readonly TrackerRole[],
  ): Promise<void>;
  /** The loans' days of these exchanges, for their cards and pages. */
  periods(trackerIds: number[]): Promise<Map<number, TrackerCalendarPeriod>>;
}

/**
 * A loan listing's units come back: its calendar holds them day by day, the listing's stock
 * (what is given away for good) is not moved by its exchanges.
 */
export const isLoan = (troc: Pick<Troc, 'swapType'>): boolean => troc.swapType === SwapType.Pret;

@Injectable()
export class TrackerHooks {
  loan: LoanHook | null = null;
}
