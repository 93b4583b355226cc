import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server';

const FRONTENDS = join(ROOT, 'frontends');

/**
 * Every page of the product, read from the front ends' own route declarations: the shell's routes
 * (frontends/shell/src/App.tsx), its remote mounts (frontends/shell/src/remotes.ts), each remote's
 * exposed section (webpack.config.cjs) and that section's <Route> elements. A page added to any of
 * them is listed here without anyone touching the journeys. Patterns are relative to /{locale}, with
 * their parameters (`/troc/view/:slug/`); a section's catch-all is `*`; redirects are left out.
 */
export function declaredPages(): string[] {
  const pages = new Set<string>();
  const shell = readFileSync(join(FRONTENDS, 'shell/src/App.tsx'), 'utf8');
  // The pages of the locale's router (LocaleGate), not the two outer routes that only redirect.
  const localeRoutes = shell.slice(shell.indexOf('function LocaleGate'));
  for (const route of routeElements(localeRoutes)) pages.add(route === '*' ? '/*' : join('/', route, '/'));

  const remotes = readFileSync(join(FRONTENDS, 'shell/src/remotes.ts'), 'utf8');
  const mount = /\{\s*path:\s*'([^']+)',\s*load:\s*\(\)\s*=>\s*import\('(\w+)\/(\w+)'\)/g;
  for (const [, path = '', remote = '', exposed = ''] of remotes.matchAll(mount)) {
    const base = path.replace(/\/?\*$/, '');
    for (const route of routeElements(readFileSync(sectionFile(remote, exposed), 'utf8'))) {
      pages.add(route === '*' ? `/${base}/*` : join('/', base, route, '/'));
    }
  }
  return [...pages].sort();
}

/** The paths of the <Route> elements of a file: `''` for an index route; redirects (Navigate) skipped. */
function routeElements(source: string): string[] {
  const found: string[] = [];
  for (const [element] of source.matchAll(/<Route\s[^>]*?\/>/g)) {
    if (/element=\{<Navigate/.test(element)) continue;
    if (/\sindex[\s/]/.test(element)) found.push('');
    const path = /path="([^"]+)"/.exec(element)?.[1];
    if (path !== undefined && !path.startsWith('/')) found.push(path);
  }
  return found;
}

function sectionFile(remote: string, exposed: string): string {
  const config = readFileSync(join(FRONTENDS, remote, 'webpack.config.cjs'), 'utf8');
  const file = new RegExp(`'\\./${exposed}':\\s*'\\./([^']+)'`).exec(config)?.[1];
  if (!file) throw new Error(`Le module « ${remote}/${exposed} » n'est pas exposé par frontends/${remote}`);
  return join(FRONTENDS, remote, file);
}
