import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const MyLoansPage = lazy(() => import('./MyLoansPage').then((m) => ({ default: m.MyLoansPage })));

/** Mounted by the shell at /{locale}/calendar/loans/ (signed-in only): « Mes prêts ». */
export default function LoansSection() {
  return (
    <SectionRoutes>
      <Route index element={<MyLoansPage />} />
    </SectionRoutes>
  );
}
