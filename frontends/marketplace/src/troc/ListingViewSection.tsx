import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';
import { ListingViewPage } from './ListingViewPage';

/** Mounted by the shell at /{locale}/troc/view/: /troc/view/{slug}/. */
export default function ListingViewSection() {
  return (
    <Routes>
      <Route path=":slug" element={<ListingViewPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
