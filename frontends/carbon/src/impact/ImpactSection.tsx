import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const ImpactPage = lazy(() => import('./ImpactPage').then((m) => ({ default: m.ImpactPage })));

/** Mounted by the shell at /{locale}/impact/. */
export default function ImpactSection() {
  return (
    <SectionRoutes>
      <Route index element={<ImpactPage />} />
    </SectionRoutes>
  );
}
