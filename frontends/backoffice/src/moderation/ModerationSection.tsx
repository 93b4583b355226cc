import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';
import '../common/modals';

const ModerationQueuePage = lazy(() =>
  import('./ModerationQueuePage').then((m) => ({ default: m.ModerationQueuePage })),
);

/** Mounted by the shell at /{locale}/troc/moderation/ */
export default function ModerationSection() {
  return (
    <SectionRoutes>
      <Route index element={<ModerationQueuePage />} />
    </SectionRoutes>
  );
}
