import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageSpinner } from '@troc/ui';

const FavoritesPage = lazy(() => import('./FavoritesPage').then((m) => ({ default: m.FavoritesPage })));

/** Mounted by the shell at /{locale}/troc/favorites/ (signed-in users only). */
export default function FavoritesSection() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<FavoritesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
