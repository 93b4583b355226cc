import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const ImportViewPage = lazy(() => import('./ImportViewPage').then((m) => ({ default: m.ImportViewPage })));

/** Mounted by the shell at /{locale}/import/view/ */
export default function ImportViewSection() {
  return (
    <SectionRoutes>
      <Route path=":id" element={<ImportViewPage />} />
    </SectionRoutes>
  );
}
