import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const NotificationsPage = lazy(() => import('./NotificationsPage').then((m) => ({ default: m.NotificationsPage })));

/** Mounted by the shell at /{locale}/user/notifications/ (signed-in only). */
export default function NotificationSection() {
  return (
    <SectionRoutes>
      <Route index element={<NotificationsPage />} />
    </SectionRoutes>
  );
}
