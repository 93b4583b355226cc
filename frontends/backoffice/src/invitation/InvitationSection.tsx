import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const InvitationsPage = lazy(() => import('./InvitationsPage').then((m) => ({ default: m.InvitationsPage })));

/** Mounted by the shell at /{locale}/user/invitations/ (signed in). */
export default function InvitationSection() {
  return (
    <SectionRoutes>
      <Route index element={<InvitationsPage />} />
    </SectionRoutes>
  );
}
