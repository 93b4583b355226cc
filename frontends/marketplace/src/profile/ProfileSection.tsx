import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const ProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })));
const PublicProfilePage = lazy(() => import('./PublicProfilePage').then((m) => ({ default: m.PublicProfilePage })));

/** Mounted by the shell at /{locale}/user/profile/. */
export default function ProfileSection() {
  return (
    <SectionRoutes>
      <Route index element={<ProfilePage />} />
      <Route path=":slug" element={<PublicProfilePage />} />
    </SectionRoutes>
  );
}
