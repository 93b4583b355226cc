import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@troc/ui';
import '../common/modals';
import { ModerationQueuePage } from './ModerationQueuePage';

/** Mounted by the shell at /{locale}/troc/moderation/ */
export default function ModerationSection() {
  return (
    <Routes>
      <Route index element={<ModerationQueuePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
