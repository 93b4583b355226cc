import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const FavoritesPage = lazy(() => import('./FavoritesPage').then((m) => ({ default: m.FavoritesPage })));

/** Mounted by the shell at /{locale}/troc/favorites/ (signed-in users only). */
export default function FavoritesSection() {
  return (
    <SectionRoutes>
      <Route index element={<FavoritesPage />} />
    </SectionRoutes>
  );
}
