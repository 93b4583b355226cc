import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIMITS } from '@troc/shared';
import { useModals } from '../modals/ModalProvider';
import { isLoginPage, loginUrl } from '../navigation';
import { useSession } from '../session/SessionProvider';
import { ApiError } from './errors';

/**
 * The error catalogue for calls made outside the JSON client (uploads, form-encoded saves):
 * 403 opens the disconnected modal and goes to the login page after the usual delay; any
 * other failure opens the default-error modal. Same behaviour as GlobalApiErrors.
 */
export function useReportFailure(): (error: unknown) => void {
  const { open, close } = useModals();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const failure = error instanceof ApiError ? error : new ApiError(0, '');
      if (failure.status !== 403) {
        open('default-error', {
          message: failure.status >= 500 || failure.status === 0 ? undefined : failure.message,
        });
        return;
      }
      open('disconnected-error');
      void refresh();
      const { pathname, search } = here.current;
      if (isLoginPage(pathname) || timer.current !== undefined) return;
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        close();
        navigate(loginUrl(`${pathname}${search}`));
      }, LIMITS.loginRedirectDelayMs);
    },
    [open, close, refresh, navigate],
  );
}
