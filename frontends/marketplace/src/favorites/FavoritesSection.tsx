import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';

/** Mounted by the shell at /{locale}/troc/favorites/ */
export default function FavoritesSection() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
