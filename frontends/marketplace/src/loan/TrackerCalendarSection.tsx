import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const TrackerCalendarPage = lazy(() =>
  import('./TrackerCalendarPage').then((m) => ({ default: m.TrackerCalendarPage })),
);

/**
 * Mounted by the shell at /{locale}/tracker/calendar/ (signed-in only), more specific than the
 * exchanges' tracker/*: one exchange's loan calendar and its return form (#retour).
 */
export default function TrackerCalendarSection() {
  return (
    <SectionRoutes>
      <Route path=":slug" element={<TrackerCalendarPage />} />
    </SectionRoutes>
  );
}
