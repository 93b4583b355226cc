import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';
import '../common/modals';
import { MyListingsPage } from './MyListingsPage';

/** Mounted by the shell at /{locale}/troc/mine/ */
export default function MyListingsSection() {
  return (
    <Routes>
      <Route index element={<MyListingsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
