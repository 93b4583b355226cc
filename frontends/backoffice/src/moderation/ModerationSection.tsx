import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';

/** Mounted by the shell at /{locale}/troc/moderation/ */
export default function ModerationSection() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
