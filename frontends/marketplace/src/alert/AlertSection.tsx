import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const AlertsPage = lazy(() => import('./AlertsPage').then((m) => ({ default: m.AlertsPage })));
const AlertViewPage = lazy(() => import('./AlertViewPage').then((m) => ({ default: m.AlertViewPage })));

/** Mounted by the shell at /{locale}/troc/alerts/: my alerts and an alert's view (signed in). */
export default function AlertSection() {
  return (
    <SectionRoutes>
      <Route index element={<AlertsPage />} />
      <Route path="view/:slug" element={<AlertViewPage />} />
    </SectionRoutes>
  );
}
