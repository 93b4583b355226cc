import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const NewImportPage = lazy(() => import('./NewImportPage').then((m) => ({ default: m.NewImportPage })));

/** Mounted by the shell at /{locale}/import/new/ */
export default function ImportNewSection() {
  return (
    <SectionRoutes>
      <Route index element={<NewImportPage />} />
    </SectionRoutes>
  );
}
