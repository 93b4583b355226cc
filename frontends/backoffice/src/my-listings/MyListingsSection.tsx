import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageSpinner } from '@troc/ui';
import '../common/modals';

const MyListingsPage = lazy(() => import('./MyListingsPage').then((m) => ({ default: m.MyListingsPage })));

/** Mounted by the shell at /{locale}/troc/mine/ */
export default function MyListingsSection() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<MyListingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
