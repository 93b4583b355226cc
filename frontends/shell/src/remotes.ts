import type { ComponentType } from 'react';
import { REMOTE_SECTIONS, type RemoteSectionPath } from '@troc/shared';

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

/** One loader per section of the shared list: a section without its loader does not compile. */
const LOADERS: Record<RemoteSectionPath, () => Promise<ComponentType>> = {
  'user/profile/*': () => import('marketplace/profile').then(component),
  'user/notifications/*': () => import('marketplace/notifications').then(component),
  'search/*': () => import('marketplace/search').then(component),
  'search/operation/*': () => import('marketplace/operationSearch').then(component),
  'operation/view/*': () => import('marketplace/operation').then(component),
  'cart/*': () => import('marketplace/cart').then(component),
  'troc/view/*': () => import('marketplace/listingView').then(component),
  'troc/favorites/*': () => import('marketplace/favorites').then(component),
  'tracker/*': () => import('marketplace/tracker').then(component),
  'tracker/calendar/*': () => import('marketplace/trackerCalendar').then(component),
  'calendar/loans/*': () => import('marketplace/loans').then(component),
  'user/inbox/*': () => import('marketplace/inbox').then(component),
  'troc/questions/*': () => import('marketplace/questions').then(component),
  'troc/alerts/*': () => import('marketplace/alerts').then(component),
  'troc/alerts/unsubscribe/*': () => import('marketplace/alertUnsubscribe').then(component),
  'user/invitations/*': () => import('backoffice/invitations').then(component),
  'troc/edit/*': () => import('backoffice/listingEdit').then(component),
  'troc/new/*': () => import('backoffice/listingNew').then(component),
  'troc/mine/*': () => import('backoffice/myListings').then(component),
  'troc/moderation/*': () => import('backoffice/moderation').then(component),
  'operation/mine/*': () => import('backoffice/myOperations').then(component),
  'operation/edit/*': () => import('backoffice/operationEdit').then(component),
  'import/mine/*': () => import('backoffice/myImports').then(component),
  'import/new/*': () => import('backoffice/importNew').then(component),
  'import/view/*': () => import('backoffice/importView').then(component),
  'organisation/*': () => import('backoffice/organisation').then(component),
  'admin/shipping/*': () => import('backoffice/shippingAdmin').then(component),
  'impact/*': () => import('carbon/impact').then(component),
  'impact/dashboard/*': () => import('carbon/dashboard').then(component),
  'impact/library/*': () => import('carbon/library').then(component),
};

export const REMOTE_MOUNTS: readonly RemoteMount[] = REMOTE_SECTIONS.map((section) => ({
  ...section,
  load: LOADERS[section.path],
}));
