import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';
import { ProfilePage } from './ProfilePage';
import { PublicProfilePage } from './PublicProfilePage';

/** Mounted by the shell at /{locale}/user/profile/. */
export default function ProfileSection() {
  return (
    <Routes>
      <Route index element={<ProfilePage />} />
      <Route path=":slug" element={<PublicProfilePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
