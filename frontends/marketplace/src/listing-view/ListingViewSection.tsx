import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const ListingViewPage = lazy(() => import('./ListingViewPage').then((m) => ({ default: m.ListingViewPage })));

/** Mounted by the shell at /{locale}/troc/view/: /troc/view/{slug}/. */
export default function ListingViewSection() {
  return (
    <SectionRoutes>
      <Route path=":slug" element={<ListingViewPage />} />
    </SectionRoutes>
  );
}
