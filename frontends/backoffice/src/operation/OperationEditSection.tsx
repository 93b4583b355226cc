import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';
import '../common/modals';

const OperationEditPage = lazy(() => import('./OperationEditPage').then((m) => ({ default: m.OperationEditPage })));

/** Mounted by the shell at /{locale}/operation/edit/ */
export default function OperationEditSection() {
  return (
    <SectionRoutes>
      <Route path=":slug" element={<OperationEditPage />} />
    </SectionRoutes>
  );
}
