import { CalendarPeriodStatus as S } from '../enums/marketplace.js';

/**
 * The booking period machine of supporting §4: the one table the server enforces and the
 * calendars read to decide which buttons to show.
 *
 * Roles are the period's: the listing's manager (or a delegate), the requester who booked it,
 * and the system (a validated period starts on its first day). A period booked without an
 * exchange (the manager's own reservation or maintenance) may be cancelled by the manager
 * whatever its status short of the final ones: `untracked` widens `by` for those.
 */
export type PeriodAction = 'approve' | 'deny' | 'cancel' | 'start';

export type PeriodRole = 'manager' | 'requester' | 'system';

export interface PeriodTransition {
  action: PeriodAction;
  from: S;
  to: S;
  by: readonly PeriodRole[];
  /** Who else may take it when the period has no exchange. */
  untracked?: readonly PeriodRole[];
}

export const PERIOD_TRANSITIONS: readonly PeriodTransition[] = [
  { action: 'approve', from: S.None, to: S.Validated, by: ['manager'] },
  { action: 'deny', from: S.None, to: S.Refused, by: ['manager'] },
  { action: 'cancel', from: S.None, to: S.Cancelled, by: ['requester'], untracked: ['manager'] },
  { action: 'cancel', from: S.Validated, to: S.Cancelled, by: ['manager', 'requester'] },
  { action: 'cancel', from: S.Ongoing, to: S.Cancelled, by: ['manager'] },
  { action: 'start', from: S.Validated, to: S.Ongoing, by: ['system'] },
];

/** The transition `action` takes from `status`, if the table has one. */
export function periodTransition(status: S, action: PeriodAction): PeriodTransition | undefined {
  return PERIOD_TRANSITIONS.find((t) => t.from === status && t.action === action);
}

function allows(t: PeriodTransition, roles: readonly PeriodRole[], tracked: boolean): boolean {
  const by = tracked ? t.by : [...t.by, ...(t.untracked ?? [])];
  return by.some((role) => roles.includes(role));
}

/** Whether someone holding these roles may take `action` on a period in `status`. */
export function canPeriod(status: S, action: PeriodAction, roles: readonly PeriodRole[], tracked: boolean): boolean {
  const transition = periodTransition(status, action);
  return Boolean(transition && allows(transition, roles, tracked));
}

/** The actions these roles may take, in the table's order, each once (the system's are not buttons). */
export function periodActions(status: S, roles: readonly PeriodRole[], tracked: boolean): PeriodAction[] {
  const actions = PERIOD_TRANSITIONS.filter((t) => t.from === status && allows(t, roles, tracked)).map((t) => t.action);
  return [...new Set(actions)].filter((a) => a !== 'start');
}

/** Periods that hold the good on their days (supporting §4 availability). */
export const PERIOD_HOLDING: readonly S[] = [S.Validated, S.Ongoing];

/** Over: nothing can happen to the period any more. */
export const PERIOD_FINAL: readonly S[] = [S.Refused, S.Cancelled];
