import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const MyQuestionsPage = lazy(() => import('./MyQuestionsPage').then((m) => ({ default: m.MyQuestionsPage })));

/** Mounted by the shell at /{locale}/troc/questions/ (signed-in only): the questions on my listings. */
export default function QuestionsSection() {
  return (
    <SectionRoutes>
      <Route index element={<MyQuestionsPage />} />
    </SectionRoutes>
  );
}
