export const DEFAULT_LOCALE = 'fr';
export const LOCALES = ['fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Browser routes, without the locale prefix. */
export const ROUTES = {
  home: '/',
  login: '/login/',
  register: '/register/',
  resetPassword: '/reset-password/',
  resetPasswordToken: (token: string) => `/reset-password/${encodeURIComponent(token)}/`,
  validateEmail: (token: string) => `/register/validate/${encodeURIComponent(token)}/`,
  profile: '/user/profile/',
  publicProfile: (slug: string) => `/user/profile/${encodeURIComponent(slug)}/`,
  search: '/search/',
  myListings: '/troc/mine/',
  carbon: '/impact/',
  organisationServices: '/organisation/services/',
} as const;

/** Logout lives outside the locale, as in the specification. */
export const LOGOUT_PATH = '/logout/';

export const API = {
  me: '/api/auth/me',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  register: '/api/auth/register',
  validateEmail: '/api/auth/validate-email',
  resendValidation: '/api/auth/validate-email/resend',
  resetRequest: '/api/auth/reset-password/request',
  reset: '/api/auth/reset-password',
  acceptTerms: '/api/auth/terms',
  organismAutocomplete: '/api/organism/autocomplete/',
  organisationServices: '/api/organisation/services/',
  profile: '/api/user/profile/',
  publicProfile: (slug: string) => `/api/user/profile/${encodeURIComponent(slug)}/`,
  cityByPostal: '/api/geo/city-by-postal/',
  notificationsCount: '/api/user/notifications/count',
  health: '/api/health',
} as const;

export function withLocale(path: string, locale: string = DEFAULT_LOCALE): string {
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}
