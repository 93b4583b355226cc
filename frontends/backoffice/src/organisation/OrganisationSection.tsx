import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const ServicesPage = lazy(() => import('./ServicesPage').then((m) => ({ default: m.ServicesPage })));

/** Mounted by the shell at /{locale}/organisation/. */
export default function OrganisationSection() {
  return (
    <SectionRoutes>
      <Route index element={<Navigate to="services/" replace />} />
      <Route path="services" element={<ServicesPage />} />
    </SectionRoutes>
  );
}
