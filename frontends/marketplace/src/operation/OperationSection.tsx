import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const OperationViewPage = lazy(() => import('./OperationViewPage').then((m) => ({ default: m.OperationViewPage })));

/**
 * Mounted by the shell at /{locale}/operation/view/: the operation with its listings, and for
 * its managers its exchanges (tracker/{slug}/, tracker/terminated/{slug}/).
 */
export default function OperationSection() {
  return (
    <SectionRoutes>
      <Route path=":slug" element={<OperationViewPage tab="listings" />} />
      <Route path="tracker/:slug" element={<OperationViewPage tab="trackers" />} />
      <Route path="tracker/terminated/:slug" element={<OperationViewPage tab="terminated" />} />
    </SectionRoutes>
  );
}
