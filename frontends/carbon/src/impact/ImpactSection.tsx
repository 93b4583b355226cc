import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageSpinner } from '@troc/ui';

const ImpactPage = lazy(() => import('./ImpactPage').then((m) => ({ default: m.ImpactPage })));

/** Mounted by the shell at /{locale}/impact/. */
export default function ImpactSection() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<ImpactPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
