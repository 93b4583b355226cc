import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageSpinner } from '@troc/ui';

const ProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })));
const PublicProfilePage = lazy(() => import('./PublicProfilePage').then((m) => ({ default: m.PublicProfilePage })));

/** Mounted by the shell at /{locale}/user/profile/. */
export default function ProfileSection() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<ProfilePage />} />
        <Route path=":slug" element={<PublicProfilePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
