import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const CartPage = lazy(() => import('./CartPage').then((m) => ({ default: m.CartPage })));

/** Mounted by the shell at /{locale}/cart/ (signed-in only): /cart/view/{slug}/. */
export default function CartSection() {
  return (
    <SectionRoutes>
      <Route path="view/:slug" element={<CartPage />} />
    </SectionRoutes>
  );
}
