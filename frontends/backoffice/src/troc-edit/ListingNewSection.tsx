import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageSpinner } from '@troc/ui';

const NewListingPage = lazy(() => import('./NewListingPage').then((m) => ({ default: m.NewListingPage })));

/** Mounted by the shell at /{locale}/troc/new/ */
export default function ListingNewSection() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<NewListingPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
