import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageSpinner } from '@troc/ui';

const ListingViewPage = lazy(() => import('./ListingViewPage').then((m) => ({ default: m.ListingViewPage })));

/** Mounted by the shell at /{locale}/troc/view/: /troc/view/{slug}/. */
export default function ListingViewSection() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path=":slug" element={<ListingViewPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
