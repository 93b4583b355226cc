import { Steps } from 'antd';
import {
  ConventionStatus,
  TrackerStatus,
  trackerSteps,
  type TrackerStep,
  type TrackerStepState,
  type TrackerView,
} from '@troc/shared';
import { ui } from './labels';

const s = ui.steps;

const ANTD_STATUS: Record<TrackerStepState, 'finish' | 'process' | 'wait' | 'error'> = {
  done: 'finish',
  current: 'process',
  waiting: 'wait',
  error: 'error',
};

/**
 * Where the exchange stands, from the shared tracker table: request, acceptance, convention,
 * recording, taking back (and a loan's return). The convention step links to its panel when the
 * page shows it, so it is met before « Enregistrer l'échange », not through a refusal.
 */
export function TrackerSteps({ tracker, conventionPanelId }: { tracker: TrackerView; conventionPanelId?: string }) {
  const steps = trackerSteps({
    status: tracker.trackerStatus,
    conventionStatus: tracker.conventionStatus,
    loan: Boolean(tracker.calendarPeriod),
    returned: Boolean(tracker.calendarPeriod?.returned),
    endedFrom: tracker.history.at(-1)?.from ?? null,
  });
  // Every step done: the last one is where the exchange stands.
  const active = steps.findIndex((step) => step.state === 'current' || step.state === 'error');
  const current = active < 0 ? steps.length - 1 : active;
  return (
    <nav aria-label={s.label} className="troc-tracker-steps">
      <Steps
        size="small"
        current={current}
        items={steps.map((step) => ({
          title: (
            <>
              {s.titles[step.key]}
              <span className="troc-sr-only"> ({s.stateLabels[step.state]})</span>
            </>
          ),
          status: ANTD_STATUS[step.state],
          content: description(step, tracker, conventionPanelId),
        }))}
      />
    </nav>
  );
}

function description(step: TrackerStep, tracker: TrackerView, panelId: string | undefined) {
  if (step.state === 'error') {
    if (step.key === 'convention' && tracker.conventionStatus === ConventionStatus.DocumentRejected) {
      return panelId ? <a href={`#${panelId}`}>{s.conventionRefused}</a> : s.conventionRefused;
    }
    return tracker.trackerStatus === TrackerStatus.ReservationDenied ? s.denied : s.stopped;
  }
  if (step.state !== 'current') return null;
  if (step.key === 'convention' && panelId) return <a href={`#${panelId}`}>{s.current.convention}</a>;
  return s.current[step.key];
}
