import type { DomainEvent } from '../../core/events/domain-events.js';
import type { TrackerAction, TrackerStatus } from '@troc/shared';

export const TRACKER_AUDIT = 'tracker';

/**
 * Published after every change of an exchange has committed: its creation and each
 * transition. Mails subscribe now; notifications will.
 */
export interface TrackerEvent extends DomainEvent {
  type: 'tracker.transition';
  trackerId: number;
  action: TrackerAction | 'create';
  from: TrackerStatus | null;
  to: TrackerStatus;
  /** null for the system (a request that expired). */
  actorId: number | null;
  reason?: string | null;
}
