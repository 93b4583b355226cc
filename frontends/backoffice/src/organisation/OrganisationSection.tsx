import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageSpinner } from '@troc/ui';

const ServicesPage = lazy(() => import('./ServicesPage').then((m) => ({ default: m.ServicesPage })));

/** Mounted by the shell at /{locale}/organisation/. */
export default function OrganisationSection() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<Navigate to="services/" replace />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
