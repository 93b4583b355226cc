import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';

/** Mounted by the shell at /{locale}/search/ */
export default function SearchSection() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
