import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const DashboardPage = lazy(() => import('./DashboardPage').then((m) => ({ default: m.DashboardPage })));

/** Mounted by the shell at /{locale}/impact/dashboard/ (signed-in only): the savings dashboard. */
export default function DashboardSection() {
  return (
    <SectionRoutes>
      <Route index element={<DashboardPage />} />
    </SectionRoutes>
  );
}
