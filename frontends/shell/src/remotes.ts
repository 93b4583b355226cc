import type { ComponentType } from 'react';

/**
 * Where each remote's pages are mounted, relative to /{locale}/. The host owns the router;
 * a remote exposes one module per section, each rendering the <Routes> below its mount point,
 * so a section is downloaded only when it is visited.
 */
export interface RemoteMount {
  path: string;
  load: () => Promise<ComponentType>;
  /** Pages anyone may read; the others send visitors to the login page first. */
  public?: boolean;
}

const component = (module: { default: ComponentType }) => module.default;

export const REMOTE_MOUNTS: readonly RemoteMount[] = [
  { path: 'user/profile/*', load: () => import('marketplace/profile').then(component) },
  { path: 'organisation/*', load: () => import('backoffice/organisation').then(component) },
  { path: 'impact/*', load: () => import('carbon/impact').then(component), public: true },
];
