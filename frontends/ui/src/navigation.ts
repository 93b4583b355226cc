import { ROUTES, withLocale } from '@troc/shared';

export const loginPath = withLocale(ROUTES.login);

/** The login page, coming back to `returnTo` once signed in. */
export function loginUrl(returnTo?: string): string {
  return returnTo && returnTo !== withLocale(ROUTES.home)
    ? `${loginPath}?redirect=${encodeURIComponent(returnTo)}`
    : loginPath;
}

/**
 * A `redirect` parameter is followed only when it is a path of this site: read as the browser
 * would read it (tabs and newlines dropped, backslashes as slashes), it must stay on this origin;
 * what is followed is the path, search and hash it resolves to, never the raw text.
 */
export function safeRedirect(value: string | null | undefined, fallback = withLocale(ROUTES.home)): string {
  if (!value?.startsWith('/') || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20)) {
    return fallback;
  }
  const origin = 'http://troc.invalid';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

export function isLoginPage(pathname: string): boolean {
  return `${pathname.replace(/\/+$/, '')}/` === loginPath;
}
