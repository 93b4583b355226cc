import { ConventionStatus, TrackerStatus as S } from '../enums/marketplace.js';
import { TRACKER_PATH, trackerSteps, type TrackerStepsInput } from './tracker-steps.js';

const states = (input: Partial<TrackerStepsInput> & { status: S }) =>
  trackerSteps({ conventionStatus: null, loan: false, returned: false, ...input }).map((s) => `${s.key}:${s.state}`);

describe('the way of an exchange', () => {
  it('follows the forward actions of the tracker table', () => {
    expect(TRACKER_PATH).toEqual([S.ReservationRequested, S.ReservationApproved, S.SwapInitiated, S.SwapCompleted]);
  });

  it('waits for the answer, then for the convention before the recording', () => {
    expect(states({ status: S.ReservationRequested })).toEqual([
      'request:done',
      'accepted:current',
      'convention:waiting',
      'recorded:waiting',
      'takenBack:waiting',
    ]);
    expect(states({ status: S.ReservationApproved })).toEqual([
      'request:done',
      'accepted:done',
      'convention:current',
      'recorded:waiting',
      'takenBack:waiting',
    ]);
    expect(states({ status: S.ReservationApproved, conventionStatus: ConventionStatus.PendingSignature })).toEqual([
      'request:done',
      'accepted:done',
      'convention:done',
      'recorded:current',
      'takenBack:waiting',
    ]);
  });

  it('shows a refused convention as the step to correct', () => {
    expect(states({ status: S.ReservationApproved, conventionStatus: ConventionStatus.DocumentRejected })[2]).toBe(
      'convention:error',
    );
  });

  it('ends with the taking back, and a loan with its return', () => {
    expect(states({ status: S.SwapCompleted }).every((s) => s.endsWith(':done'))).toBe(true);
    expect(states({ status: S.SwapCompleted, loan: true }).at(-1)).toBe('returned:current');
    expect(states({ status: S.SwapCompleted, loan: true, returned: true }).at(-1)).toBe('returned:done');
  });

  it('marks where an exchange stopped', () => {
    expect(states({ status: S.ReservationDenied })).toEqual([
      'request:done',
      'accepted:error',
      'convention:waiting',
      'recorded:waiting',
      'takenBack:waiting',
    ]);
    expect(
      states({
        status: S.ReservationCancelled,
        endedFrom: S.ReservationApproved,
        conventionStatus: 'PendingSignature',
      }),
    ).toEqual(['request:done', 'accepted:done', 'convention:done', 'recorded:error', 'takenBack:waiting']);
    expect(states({ status: S.SwapCancelled }).slice(3)).toEqual(['recorded:done', 'takenBack:error']);
  });
});
