import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';
import '../common/modals';

const MyListingsPage = lazy(() => import('./MyListingsPage').then((m) => ({ default: m.MyListingsPage })));

/** Mounted by the shell at /{locale}/troc/mine/ */
export default function MyListingsSection() {
  return (
    <SectionRoutes>
      <Route index element={<MyListingsPage />} />
    </SectionRoutes>
  );
}
