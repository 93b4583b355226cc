import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const TrackerListPage = lazy(() => import('./TrackerListPage').then((m) => ({ default: m.TrackerListPage })));
const ThreadPage = lazy(() => import('./ThreadPage').then((m) => ({ default: m.ThreadPage })));
const EditPage = lazy(() => import('./EditPage').then((m) => ({ default: m.EditPage })));
const SummaryPage = lazy(() => import('./SummaryPage').then((m) => ({ default: m.SummaryPage })));
const RegularisationPage = lazy(() => import('./RegularisationPage').then((m) => ({ default: m.RegularisationPage })));

/** Mounted by the shell at /{locale}/tracker/ (signed-in only): the exchanges. */
export default function TrackerSection() {
  return (
    <SectionRoutes>
      <Route path="mine" element={<TrackerListPage key="mine" terminated={false} />} />
      <Route path="terminated/mine" element={<TrackerListPage key="terminated" terminated />} />
      <Route path="thread/:slug" element={<ThreadPage />} />
      <Route path="edit/:slug" element={<EditPage />} />
      <Route path="summary/:slug" element={<SummaryPage />} />
      <Route path="add/:slug" element={<RegularisationPage />} />
    </SectionRoutes>
  );
}
