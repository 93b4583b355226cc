import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const ShippingProvidersPage = lazy(() =>
  import('./ShippingProvidersPage').then((m) => ({ default: m.ShippingProvidersPage })),
);

/** Mounted by the shell at /{locale}/admin/shipping/ (platform admins). */
export default function ShippingAdminSection() {
  return (
    <SectionRoutes>
      <Route index element={<ShippingProvidersPage />} />
    </SectionRoutes>
  );
}
