import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';
import '../common/modals';
import { ListingEditPage } from './ListingEditPage';

/** Mounted by the shell at /{locale}/troc/edit/ */
export default function ListingEditSection() {
  return (
    <Routes>
      <Route path=":slug" element={<ListingEditPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
