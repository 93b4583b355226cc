import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';

/** Mounted by the shell at /{locale}/troc/view/ */
export default function ListingViewSection() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
