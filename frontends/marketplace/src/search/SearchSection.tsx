import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const SearchPage = lazy(() => import('./SearchPage').then((m) => ({ default: m.SearchPage })));

/**
 * Mounted by the shell at /{locale}/search/: /search/, /search/toutes-les-annonces/,
 * /search/category/{slug}/ and the area segments city|departement|region/{slug}/.
 */
export default function SearchSection() {
  return (
    <SectionRoutes notFound={false}>
      <Route path="*" element={<SearchPage />} />
    </SectionRoutes>
  );
}
