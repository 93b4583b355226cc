import { ConventionStatus, TrackerStatus as S } from '../enums/marketplace.js';
import { TRACKER_START, TRACKER_TRANSITIONS, trackerTransition, type TrackerAction } from './tracker.js';

/**
 * The way of an exchange as its pages show it (request → accepted → convention → recorded →
 * taken back, and a loan's return). The statuses come from the tracker table itself: following
 * its forward actions from where a request starts; the convention sits before the recording,
 * which the server refuses until the convention is generated.
 */
export type TrackerStepKey = 'request' | 'accepted' | 'convention' | 'recorded' | 'takenBack' | 'returned';

export type TrackerStepState = 'done' | 'current' | 'waiting' | 'error';

export interface TrackerStep {
  key: TrackerStepKey;
  state: TrackerStepState;
}

export interface TrackerStepsInput {
  status: S;
  conventionStatus: string | null;
  /** A loan: its return closes the way. */
  loan: boolean;
  /** The loan's return was recorded. */
  returned: boolean;
  /** For an exchange that ended early: the status it left (its history's last `from`). */
  endedFrom?: S | null;
}

/** The forward actions, in order; each step of the status path is the status it reaches. */
const FORWARD: readonly TrackerAction[] = ['approve', 'record', 'complete'];
const STATUS_STEPS: readonly TrackerStepKey[] = ['request', 'accepted', 'recorded', 'takenBack'];

/** The statuses of the way, from the table: the start, then where each forward action leads. */
export const TRACKER_PATH: readonly S[] = FORWARD.reduce<S[]>(
  (path, action) => {
    const next = trackerTransition(path[path.length - 1]!, action);
    return next ? [...path, next.to] : path;
  },
  [TRACKER_START.request],
);

/** A generated (or deposited) convention lets the manager record the exchange. */
const CONVENTION_READY: readonly string[] = [ConventionStatus.PendingSignature, ConventionStatus.DocumentSigned];

export function trackerSteps(input: TrackerStepsInput): TrackerStep[] {
  const keys: TrackerStepKey[] = ['request', 'accepted', 'convention', 'recorded', 'takenBack'];
  if (input.loan) keys.push('returned');

  // An exchange that ended early failed at the step after the status it left.
  let reached = TRACKER_PATH.indexOf(input.status);
  let failedAt: TrackerStepKey | null = null;
  if (reached < 0) {
    const from = TRACKER_TRANSITIONS.filter((t) => t.to === input.status).map((t) => t.from);
    const left =
      input.endedFrom && from.includes(input.endedFrom) ? input.endedFrom : (from[0] ?? TRACKER_START.request);
    reached = Math.max(0, TRACKER_PATH.indexOf(left));
    failedAt = reached === TRACKER_PATH.indexOf(S.ReservationApproved) ? 'recorded' : STATUS_STEPS[reached + 1]!;
  }

  const conventionDone =
    reached >= TRACKER_PATH.indexOf(S.SwapInitiated) || CONVENTION_READY.includes(input.conventionStatus ?? '');
  const done = (key: TrackerStepKey): boolean => {
    if (key === 'convention') return conventionDone;
    if (key === 'returned') return input.returned;
    return STATUS_STEPS.indexOf(key) <= reached;
  };

  let current = failedAt === null;
  return keys.map((key) => {
    if (failedAt !== null) {
      if (key === failedAt) return { key, state: 'error' };
      return { key, state: done(key) && !isAfter(keys, key, failedAt) ? 'done' : 'waiting' };
    }
    if (done(key)) return { key, state: 'done' };
    if (current) {
      current = false;
      const refused = key === 'convention' && input.conventionStatus === ConventionStatus.DocumentRejected;
      return { key, state: refused ? 'error' : 'current' };
    }
    return { key, state: 'waiting' };
  });
}

const isAfter = (keys: TrackerStepKey[], key: TrackerStepKey, than: TrackerStepKey) =>
  keys.indexOf(key) > keys.indexOf(than);
