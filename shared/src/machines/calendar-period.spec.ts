import { CalendarPeriodStatus as S } from '../enums/marketplace.js';
import { canPeriod, PERIOD_TRANSITIONS, periodActions, periodTransition } from './calendar-period.js';

describe('calendar period machine', () => {
  it('lets the manager approve or deny a pending period, not the requester', () => {
    expect(canPeriod(S.None, 'approve', ['manager'], true)).toBe(true);
    expect(canPeriod(S.None, 'deny', ['manager'], true)).toBe(true);
    expect(canPeriod(S.None, 'approve', ['requester'], true)).toBe(false);
    expect(periodTransition(S.None, 'approve')?.to).toBe(S.Validated);
    expect(periodTransition(S.None, 'deny')?.to).toBe(S.Refused);
  });

  it('lets the requester cancel a pending period; the manager only when it has no exchange', () => {
    expect(canPeriod(S.None, 'cancel', ['requester'], true)).toBe(true);
    expect(canPeriod(S.None, 'cancel', ['manager'], true)).toBe(false);
    expect(canPeriod(S.None, 'cancel', ['manager'], false)).toBe(true);
  });

  it('lets both cancel a validated period, only the manager an ongoing one', () => {
    expect(canPeriod(S.Validated, 'cancel', ['manager'], true)).toBe(true);
    expect(canPeriod(S.Validated, 'cancel', ['requester'], true)).toBe(true);
    expect(canPeriod(S.Ongoing, 'cancel', ['manager'], true)).toBe(true);
    expect(canPeriod(S.Ongoing, 'cancel', ['requester'], true)).toBe(false);
  });

  it('starts a validated period by the system only, and never moves a final one', () => {
    expect(canPeriod(S.Validated, 'start', ['system'], true)).toBe(true);
    expect(canPeriod(S.Validated, 'start', ['manager'], false)).toBe(false);
    for (const status of [S.Refused, S.Cancelled]) {
      expect(PERIOD_TRANSITIONS.some((t) => t.from === status)).toBe(false);
    }
  });

  it('lists the buttons in the table order without the system transitions', () => {
    expect(periodActions(S.None, ['manager'], true)).toEqual(['approve', 'deny']);
    expect(periodActions(S.None, ['manager', 'requester'], true)).toEqual(['approve', 'deny', 'cancel']);
    expect(periodActions(S.Validated, ['manager'], true)).toEqual(['cancel']);
    expect(periodActions(S.Validated, ['system'], true)).toEqual([]);
  });
});
