import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const MyOperationsPage = lazy(() => import('./MyOperationsPage').then((m) => ({ default: m.MyOperationsPage })));

/** Mounted by the shell at /{locale}/operation/mine/ */
export default function MyOperationsSection() {
  return (
    <SectionRoutes>
      <Route index element={<MyOperationsPage />} />
    </SectionRoutes>
  );
}
