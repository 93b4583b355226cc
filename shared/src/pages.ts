/**
 * The browser's pages under /{locale}/, as the shell's router declares them: one list for the
 * shell (its routes and the remotes' mount points) and the server (a 404 for any other address).
 */

/** The shell's own pages (react-router patterns, relative to /{locale}/). */
export const SHELL_PAGES = [
  '',
  'login',
  'register',
  'register/validate/:token',
  'reset-password',
  'reset-password/:token',
  'accessibilite',
  'unsubscribe/:token',
] as const;

/**
 * Where each remote's section is mounted; the remote renders the pages below it. `public`: anyone
 * may read them, the others send visitors to the login page first.
 */
export const REMOTE_SECTIONS = [
  { path: 'user/profile/*' },
  { path: 'user/notifications/*' },
  { path: 'search/*', public: true },
  { path: 'search/operation/*', public: true },
  { path: 'operation/view/*', public: true },
  { path: 'cart/*' },
  { path: 'troc/view/*', public: true },
  { path: 'troc/favorites/*' },
  { path: 'tracker/*' },
  { path: 'tracker/calendar/*' },
  { path: 'calendar/loans/*' },
  { path: 'user/inbox/*' },
  { path: 'troc/questions/*' },
  { path: 'troc/alerts/*' },
  { path: 'troc/alerts/unsubscribe/*', public: true },
  { path: 'user/invitations/*' },
  { path: 'troc/edit/*' },
  { path: 'troc/new/*' },
  { path: 'troc/mine/*' },
  { path: 'troc/moderation/*' },
  { path: 'operation/mine/*' },
  { path: 'operation/edit/*' },
  { path: 'import/mine/*' },
  { path: 'import/new/*' },
  { path: 'import/view/*' },
  { path: 'organisation/*' },
  { path: 'admin/shipping/*' },
  { path: 'impact/*', public: true },
  { path: 'impact/dashboard/*' },
  { path: 'impact/library/*' },
] as const satisfies readonly { path: `${string}/*`; public?: boolean }[];

export type RemoteSectionPath = (typeof REMOTE_SECTIONS)[number]['path'];

const segments = (path: string) => path.split('/').filter(Boolean);

/** True when a path below /{locale}/ (e.g. "troc/view/abc/") is one of the pages above. */
export function isPagePath(path: string): boolean {
  const parts = segments(path);
  const matches = (pattern: string) => {
    const expected = segments(pattern);
    const open = expected.at(-1) === '*';
    const fixed = open ? expected.slice(0, -1) : expected;
    if (open ? parts.length < fixed.length : parts.length !== fixed.length) return false;
    return fixed.every((p, i) => p.startsWith(':') || p === parts[i]);
  };
  return SHELL_PAGES.some(matches) || REMOTE_SECTIONS.some((s) => matches(s.path));
}
