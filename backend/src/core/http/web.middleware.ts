import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { DEFAULT_LOCALE, fr, isPagePath, LOCALES } from '@troc/shared';
import { errorPage } from './client-error.js';

const FRONTENDS = ['shell', 'marketplace', 'backoffice', 'carbon'] as const;

/** Variants written next to each bundle at build time, in order of preference. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.json', '.svg', '.map', '.txt']);

/**
 * `/` and any other two-letter locale redirect to the same path under /fr.
 * Only the first two letters of a locale count, as in the specification.
 */
export function localeRedirect(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const [path, query] = splitUrl(req.originalUrl);
  if (path === '/') return res.redirect(302, `/${DEFAULT_LOCALE}/${query}`);
  const match = /^\/([a-zA-Z]{2})(?:[-_][a-zA-Z]{2})?(\/.*)?$/.exec(path);
  if (!match) return next();
  const locale = match[1]!.toLowerCase();
  const rest = match[2];
  const exact = match[0].startsWith(`/${locale}/`) || match[0] === `/${locale}`;
  if ((LOCALES as readonly string[]).includes(locale) && exact && rest) return next();
  return res.redirect(302, `/${DEFAULT_LOCALE}${rest ?? '/'}${query}`);
}

function splitUrl(url: string): [string, string] {
  const i = url.indexOf('?');
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

/**
 * The built front ends: each app's files under /static/<app>/, and the shell's page for
 * every browser route under /fr/ (the API excepted).
 */
export function frontendRouter(frontendsDir: string, pageMeta: Record<string, string | null> = {}): Router {
  const router = express.Router();
  for (const app of FRONTENDS) {
    const dist = join(frontendsDir, app, 'dist');
    router.use(
      `/static/${app}`,
      precompressed(dist),
      express.static(dist, {
        index: false,
        fallthrough: false,
        setHeaders: (res, file) => {
          // Hashed bundles never change; entry points must always be revalidated.
          const hashed = /\.[0-9a-f]{8,}\./.test(file);
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
  }
  const shell = shellPage(frontendsDir, pageMeta);
  // The establishment lookups of the selects (supporting §7) live outside /api but are not pages.
  router.get(/^\/fr(\/(?!api(\/|$)|establishment_(regions|sites)(\/|$)).*)?$/, (req, res, next) => {
    // The shell's router and the server read the same list of pages: any other address is a 404.
    const known = isPagePath(req.path.replace(/^\/fr\/?/, ''));
    if (known && !shell.built()) return next();
    shell(res, known ? 200 : 404);
  });
  return router;
}

/**
 * The shell's page with a status: the shell shows the page of the address, or its French
 * not-found page; a page of its own when the front ends are not built.
 */
export function shellPage(frontendsDir: string, pageMeta: Record<string, string | null> = {}) {
  const shellDist = join(frontendsDir, 'shell', 'dist');
  const page = join(shellDist, 'index.html');
  const tags = Object.entries(pageMeta)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`)
    .join('');
  const send = (res: Response, status: 200 | 404): void => {
    res.status(status).setHeader('Cache-Control', 'no-cache');
    if (!existsSync(page)) {
      res.type('html').send(errorPage(fr.ui.common.notFoundTitle, fr.http.notFound));
      return;
    }
    // Relative to its folder: send refuses any dot-directory in an absolute path (e.g. ~/.apps/troc).
    if (!tags) return res.sendFile('index.html', { root: shellDist });
    // Settings the front ends read from the page (the content security policy forbids inline scripts).
    res.type('html').send(readFileSync(page, 'utf8').replace('</head>', `${tags}</head>`));
  };
  return Object.assign(send, { built: () => existsSync(page) });
}

/**
 * After every route: an address nothing answered is a 404 in French, the JSON of the contract
 * for the API and for calls that are not page loads, the not-found page otherwise.
 */
export function notFound(frontendsDir: string, pageMeta: Record<string, string | null> = {}) {
  const shell = shellPage(frontendsDir, pageMeta);
  return (req: Request, res: Response): void => {
    const page =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !/^\/[a-zA-Z]{2}\/api(\/|$)/.test(req.path) &&
      req.accepts(['json', 'html']) === 'html';
    if (page) return shell(res, 404);
    res.status(404).json({ statusCode: 404, message: fr.http.notFound, code: 'NOT_FOUND' });
  };
}

/**
 * Serves the brotli or gzip file written next to a bundle when the request accepts it: the
 * request is pointed at that file for express.static, with the original type and encoding.
 */
function precompressed(dist: string) {
  const root = resolve(dist);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const ext = extname(path);
    if (!COMPRESSIBLE.has(ext)) return next();
    res.vary('Accept-Encoding');
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(root + sep)) return next();
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && isFile(file + e.suffix));
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.type(ext);
    const query = req.url.indexOf('?');
    req.url =
      query === -1
        ? `${req.url}${encoding.suffix}`
        : `${req.url.slice(0, query)}${encoding.suffix}${req.url.slice(query)}`;
    next();
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
