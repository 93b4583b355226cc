import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@troc/ui';

const SearchPage = lazy(() => import('./SearchPage').then((m) => ({ default: m.SearchPage })));

/**
 * Mounted by the shell at /{locale}/search/: /search/, /search/toutes-les-annonces/,
 * /search/category/{slug}/ and the area segments city|departement|region/{slug}/.
 */
export default function SearchSection() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="*" element={<SearchPage />} />
      </Routes>
    </Suspense>
  );
}
