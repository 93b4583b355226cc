import { lazy, type ReactElement, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_LOCALE, LOCALES, SHELL_PAGES } from '@troc/shared';
import { NotFoundPage, PageSpinner, RemoteBoundary, RequireAuth, TrocProviders } from '@troc/ui';
import { AppLayout } from './layout/AppLayout';
import { LocaleProvider } from './locale';
import { REMOTE_MOUNTS } from './remotes';

// Each page is a chunk of its own, downloaded when its route is first visited.
const HomePage = lazy(() => import('./pages/HomePage').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() => import('./pages/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./register/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ValidateEmailPage = lazy(() =>
  import('./pages/ValidateEmailPage').then((m) => ({ default: m.ValidateEmailPage })),
);
const ResetRequestPage = lazy(() => import('./pages/ResetRequestPage').then((m) => ({ default: m.ResetRequestPage })));
const ResetPasswordPage = lazy(() =>
  import('./pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const AccessibilityPage = lazy(() =>
  import('./pages/AccessibilityPage').then((m) => ({ default: m.AccessibilityPage })),
);
const UnsubscribePage = lazy(() =>
  import('./notification/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })),
);

/** The shell's own pages, one per path of the shared list (the server answers 404 for any other). */
const SHELL_ELEMENTS: Record<(typeof SHELL_PAGES)[number], ReactElement> = {
  '': <HomePage />,
  login: <LoginPage />,
  register: <RegisterPage />,
  'register/validate/:token': <ValidateEmailPage />,
  'reset-password': <ResetRequestPage />,
  'reset-password/:token': <ResetPasswordPage />,
  accessibilite: <AccessibilityPage />,
  'unsubscribe/:token': <UnsubscribePage />,
};

/** The page's spinner while its chunk loads, inside the layout so that the header stays. */
function LazyPages() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/** The router of the whole product: every page lives under /{locale}/. */
export function App() {
  return (
    <LocaleProvider>
      <TrocProviders>
        <Routes>
          <Route path="/:locale/*" element={<LocaleGate />} />
          <Route path="*" element={<Navigate to={`/${DEFAULT_LOCALE}/`} replace />} />
        </Routes>
      </TrocProviders>
    </LocaleProvider>
  );
}

/** Only French exists: any other locale goes to the same page under /fr. */
function LocaleGate() {
  const { locale = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  if (!(LOCALES as readonly string[]).includes(locale)) {
    const known = /^[a-z]{2}(-[A-Za-z]{2})?$/.test(locale);
    const rest = known ? pathname.slice(locale.length + 1) : pathname;
    return <Navigate to={`/${DEFAULT_LOCALE}${rest.startsWith('/') ? rest : `/${rest}`}${search}${hash}`} replace />;
  }
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route element={<LazyPages />}>
          {SHELL_PAGES.map((path) =>
            path === '' ? (
              <Route key="index" index element={SHELL_ELEMENTS[path]} />
            ) : (
              <Route key={path} path={path} element={SHELL_ELEMENTS[path]} />
            ),
          )}
        </Route>
        {REMOTE_MOUNTS.map(({ path, load, public: open }) => (
          <Route
            key={path}
            path={path}
            element={
              open ? (
                <RemoteBoundary load={load} />
              ) : (
                <RequireAuth>
                  <RemoteBoundary load={load} />
                </RequireAuth>
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
