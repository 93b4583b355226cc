import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const UnsubscribePage = lazy(() => import('./UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })));

/** Mounted by the shell at /{locale}/troc/alerts/unsubscribe/ for everyone: the mail's link needs no sign-in. */
export default function UnsubscribeSection() {
  return (
    <SectionRoutes>
      <Route path=":token" element={<UnsubscribePage />} />
    </SectionRoutes>
  );
}
