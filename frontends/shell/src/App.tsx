import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_LOCALE, LOCALES } from '@troc/shared';
import { NotFoundPage, RemoteBoundary, RequireAuth, TrocProviders } from '@troc/ui';
import { AppLayout } from './layout/AppLayout';
import { LocaleProvider } from './locale';
import { AccessibilityPage } from './pages/AccessibilityPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { ResetRequestPage } from './pages/ResetRequestPage';
import { ValidateEmailPage } from './pages/ValidateEmailPage';
import { RegisterPage } from './register/RegisterPage';
import { REMOTE_MOUNTS } from './remotes';

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
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="register/validate/:token" element={<ValidateEmailPage />} />
        <Route path="reset-password" element={<ResetRequestPage />} />
        <Route path="reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="accessibilite" element={<AccessibilityPage />} />
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
