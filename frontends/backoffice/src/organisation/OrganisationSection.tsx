import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';
import { ServicesPage } from './ServicesPage';

/** Mounted by the shell at /{locale}/organisation/. */
export default function OrganisationSection() {
  return (
    <Routes>
      <Route index element={<Navigate to="services/" replace />} />
      <Route path="services" element={<ServicesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
