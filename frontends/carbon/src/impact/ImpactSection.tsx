import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';
import { ImpactPage } from './ImpactPage';

/** Mounted by the shell at /{locale}/impact/. */
export default function ImpactSection() {
  return (
    <Routes>
      <Route index element={<ImpactPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
