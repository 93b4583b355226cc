import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';
import { FavoritesPage } from './FavoritesPage';

/** Mounted by the shell at /{locale}/troc/favorites/ (signed-in users only). */
export default function FavoritesSection() {
  return (
    <Routes>
      <Route index element={<FavoritesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
