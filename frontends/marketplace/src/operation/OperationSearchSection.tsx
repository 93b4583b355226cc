import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const OperationSearchPage = lazy(() =>
  import('./OperationSearchPage').then((m) => ({ default: m.OperationSearchPage })),
);

/** Mounted by the shell at /{locale}/search/operation/: the search within an operation. */
export default function OperationSearchSection() {
  return (
    <SectionRoutes>
      <Route path=":slug" element={<OperationSearchPage />} />
    </SectionRoutes>
  );
}
