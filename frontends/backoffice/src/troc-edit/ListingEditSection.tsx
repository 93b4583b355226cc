import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageSpinner } from '@troc/ui';
import '../common/modals';

const ListingEditPage = lazy(() => import('./ListingEditPage').then((m) => ({ default: m.ListingEditPage })));

/** Mounted by the shell at /{locale}/troc/edit/ */
export default function ListingEditSection() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path=":slug" element={<ListingEditPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
