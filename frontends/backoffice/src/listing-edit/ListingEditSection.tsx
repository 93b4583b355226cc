import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';
import '../common/modals';

const ListingEditPage = lazy(() => import('./ListingEditPage').then((m) => ({ default: m.ListingEditPage })));

/** Mounted by the shell at /{locale}/troc/edit/ */
export default function ListingEditSection() {
  return (
    <SectionRoutes>
      <Route path=":slug" element={<ListingEditPage />} />
    </SectionRoutes>
  );
}
