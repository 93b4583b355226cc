import { ROUTES, withLocale } from '@troc/shared';

export const loginPath = withLocale(ROUTES.login);

/** The login page, coming back to `returnTo` once signed in. */
export function loginUrl(returnTo?: string): string {
  return returnTo && returnTo !== withLocale(ROUTES.home)
    ? `${loginPath}?redirect=${encodeURIComponent(returnTo)}`
    : loginPath;
}

/** A `redirect` parameter is followed only when it stays on this site. */
export function safeRedirect(value: string | null | undefined, fallback = withLocale(ROUTES.home)): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}

export function isLoginPage(pathname: string): boolean {
  return `${pathname.replace(/\/+$/, '')}/` === loginPath;
}
