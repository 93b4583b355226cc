import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';

/** Mounted by the shell at /{locale}/troc/new/ */
export default function ListingNewSection() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
