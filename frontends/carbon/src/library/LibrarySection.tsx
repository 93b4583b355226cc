import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const LibraryPage = lazy(() => import('./LibraryPage').then((m) => ({ default: m.LibraryPage })));

/** Mounted by the shell at /{locale}/impact/library/ (signed-in only): the impact model library. */
export default function LibrarySection() {
  return (
    <SectionRoutes>
      <Route index element={<LibraryPage />} />
    </SectionRoutes>
  );
}
