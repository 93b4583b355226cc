import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const MyImportsPage = lazy(() => import('./MyImportsPage').then((m) => ({ default: m.MyImportsPage })));

/** Mounted by the shell at /{locale}/import/mine/ */
export default function MyImportsSection() {
  return (
    <SectionRoutes>
      <Route index element={<MyImportsPage />} />
    </SectionRoutes>
  );
}
