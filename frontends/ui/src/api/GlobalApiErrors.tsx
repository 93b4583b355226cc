import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIMITS } from '@troc/shared';
import { useModals } from '../modals/ModalProvider';
import { useSession } from '../session/SessionProvider';
import { isLoginPage, loginUrl } from '../navigation';
import { api } from './client';

/**
 * The error catalogue (core §8, supporting §8) for every failure handed to api.report() — the
 * client's calls nobody handles themselves, uploads and form-encoded saves alike:
 * 403 opens the disconnected modal then goes to the login page after LIMITS.loginRedirectDelayMs,
 * any other failure opens the default-error modal.
 */
export function GlobalApiErrors() {
  const { open, close } = useModals();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Read at failure time, not at subscription time.
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    let redirect: number | undefined;
    const unsubscribe = api.onFailure((error) => {
      if (error.status !== 403) {
        open('default-error', { message: error.status >= 500 || error.status === 0 ? undefined : error.message });
        return;
      }
      open('disconnected-error');
      // Learn whether the session is really gone, so the login page shows its form.
      void refresh();
      const { pathname, search } = here.current;
      if (isLoginPage(pathname) || redirect !== undefined) return;
      redirect = window.setTimeout(() => {
        redirect = undefined;
        close();
        navigate(loginUrl(`${pathname}${search}`));
      }, LIMITS.loginRedirectDelayMs);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(redirect);
    };
  }, [open, close, refresh, navigate]);

  return null;
}
