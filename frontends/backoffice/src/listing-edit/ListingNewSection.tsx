import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';
import '../common/modals';

const NewListingPage = lazy(() => import('./NewListingPage').then((m) => ({ default: m.NewListingPage })));

/** Mounted by the shell at /{locale}/troc/new/ */
export default function ListingNewSection() {
  return (
    <SectionRoutes>
      <Route index element={<NewListingPage />} />
    </SectionRoutes>
  );
}
