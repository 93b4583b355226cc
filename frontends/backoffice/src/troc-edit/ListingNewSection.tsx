import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';
import { NewListingPage } from './NewListingPage';

/** Mounted by the shell at /{locale}/troc/new/ */
export default function ListingNewSection() {
  return (
    <Routes>
      <Route index element={<NewListingPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
