import { TrackerStatus as S } from '../enums/marketplace.js';
import {
  canTracker,
  isTrackerFinal,
  TRACKER_FINAL,
  TRACKER_HOLDING,
  TRACKER_TRANSITIONS,
  trackerActions,
  trackerTransition,
} from './tracker.js';

describe('tracker machine', () => {
  it('lets the manager approve or deny a request, and the requester cancel it', () => {
    expect(trackerActions(S.ReservationRequested, ['manager'])).toEqual(['approve', 'deny']);
    expect(trackerActions(S.ReservationRequested, ['requester'])).toEqual(['cancel']);
    expect(canTracker(S.ReservationRequested, 'cancel', ['manager'])).toBe(false);
    expect(canTracker(S.ReservationRequested, 'approve', ['requester'])).toBe(false);
  });

  it('lets the manager record an approved exchange, either party cancel it', () => {
    expect(trackerActions(S.ReservationApproved, ['manager'])).toEqual(['record', 'cancel']);
    expect(trackerActions(S.ReservationApproved, ['requester'])).toEqual(['cancel']);
  });

  it('keeps both readings of the hand-over: the requester reports it, the manager may mark it', () => {
    expect(trackerActions(S.SwapInitiated, ['requester'])).toEqual(['complete']);
    expect(trackerActions(S.SwapInitiated, ['manager'])).toEqual(['complete', 'swapCancel']);
  });

  it('offers nothing once the exchange is over', () => {
    for (const status of TRACKER_FINAL) {
      expect(isTrackerFinal(status)).toBe(true);
      expect(trackerActions(status, ['manager', 'requester', 'system'])).toEqual([]);
    }
  });

  it('lets only the system expire a request, and never shows it as a button', () => {
    expect(canTracker(S.ReservationRequested, 'expire', ['system'])).toBe(true);
    expect(canTracker(S.ReservationRequested, 'expire', ['manager', 'requester'])).toBe(false);
    expect(trackerActions(S.ReservationRequested, ['system'])).toEqual([]);
    expect(trackerTransition(S.ReservationRequested, 'expire')?.to).toBe(S.ReservationCancelled);
  });

  it('withdraws a deleted listing’s pending request by the system alone, and only a pending one', () => {
    expect(trackerTransition(S.ReservationRequested, 'withdraw')).toMatchObject({
      to: S.ReservationCancelled,
      by: ['system'],
    });
    expect(canTracker(S.ReservationRequested, 'withdraw', ['manager', 'requester'])).toBe(false);
    // What was agreed or handed over is history: a deletion does not undo it.
    for (const status of [S.ReservationApproved, S.SwapInitiated, ...TRACKER_FINAL]) {
      expect(trackerTransition(status, 'withdraw')).toBeUndefined();
    }
    expect(trackerActions(S.ReservationRequested, ['manager', 'requester', 'system'])).not.toContain('withdraw');
  });

  it('moves stock so that what is held is exactly the approved and initiated exchanges', () => {
    // Walk every transition: holding before and after must match the stock move it declares.
    for (const t of TRACKER_TRANSITIONS) {
      const before = TRACKER_HOLDING.includes(t.from);
      const after = TRACKER_HOLDING.includes(t.to);
      const expected =
        !before && after
          ? 'reserve'
          : before && !after
            ? t.to === S.SwapCompleted
              ? 'handOver'
              : 'release'
            : undefined;
      expect([t.action, t.stock]).toEqual([t.action, expected]);
    }
  });
});
