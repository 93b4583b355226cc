import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '@troc/shared';

const FRONTENDS = ['shell', 'marketplace', 'backoffice', 'carbon'] as const;

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
export function frontendRouter(frontendsDir: string): Router {
  const router = express.Router();
  for (const app of FRONTENDS) {
    const dist = join(frontendsDir, app, 'dist');
    router.use(
      `/static/${app}`,
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
  const shellPage = join(frontendsDir, 'shell', 'dist', 'index.html');
  router.get(/^\/fr(\/(?!api(\/|$)).*)?$/, (_req, res, next) => {
    if (!existsSync(shellPage)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(shellPage);
  });
  return router;
}
