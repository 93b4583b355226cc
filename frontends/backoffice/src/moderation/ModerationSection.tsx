import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageSpinner } from '@troc/ui';
import '../common/modals';

const ModerationQueuePage = lazy(() =>
  import('./ModerationQueuePage').then((m) => ({ default: m.ModerationQueuePage })),
);

/** Mounted by the shell at /{locale}/troc/moderation/ */
export default function ModerationSection() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<ModerationQueuePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
