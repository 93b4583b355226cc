import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../layout/PageSpinner';
import { loginUrl } from '../navigation';
import { useSession } from './SessionProvider';

/** Pages for signed-in users only: others go to the login page and come back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  // The hash comes back too: a mailed link to a form (#retour) still opens it after signing in.
  if (!user) return <Navigate to={loginUrl(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <>{children}</>;
}
