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
  { path: 'user/notifications/*', load: () => import('marketplace/notifications').then(component) },
  { path: 'search/*', load: () => import('marketplace/search').then(component), public: true },
  // More specific than search/*: the search within an operation.
  {
    path: 'search/operation/*',
    load: () => import('marketplace/operationSearch').then(component),
    public: true,
  },
  { path: 'operation/view/*', load: () => import('marketplace/operation').then(component), public: true },
  { path: 'cart/*', load: () => import('marketplace/cart').then(component) },
  // Anonymous visitors may read the listings open to everyone; the server decides which.
  { path: 'troc/view/*', load: () => import('marketplace/trocView').then(component), public: true },
  { path: 'troc/favorites/*', load: () => import('marketplace/favorites').then(component) },
  { path: 'tracker/*', load: () => import('marketplace/tracker').then(component) },
  // More specific than tracker/*: an exchange's loan calendar lives with the loans.
  { path: 'tracker/calendar/*', load: () => import('marketplace/trackerCalendar').then(component) },
  { path: 'calendar/loans/*', load: () => import('marketplace/loans').then(component) },
  { path: 'user/inbox/*', load: () => import('marketplace/inbox').then(component) },
  { path: 'troc/questions/*', load: () => import('marketplace/questions').then(component) },
  { path: 'troc/alerts/*', load: () => import('marketplace/alerts').then(component) },
  // The mail's one-click unsubscribe needs no sign-in (the signed token is the proof).
  {
    path: 'troc/alerts/unsubscribe/*',
    load: () => import('marketplace/alertUnsubscribe').then(component),
    public: true,
  },
  { path: 'user/invitations/*', load: () => import('backoffice/invitations').then(component) },
  { path: 'troc/edit/*', load: () => import('backoffice/trocEdit').then(component) },
  { path: 'troc/new/*', load: () => import('backoffice/trocNew').then(component) },
  { path: 'troc/mine/*', load: () => import('backoffice/myListings').then(component) },
  { path: 'troc/moderation/*', load: () => import('backoffice/moderation').then(component) },
  { path: 'operation/mine/*', load: () => import('backoffice/myOperations').then(component) },
  { path: 'operation/edit/*', load: () => import('backoffice/operationEdit').then(component) },
  // Listings imported from a CSV or XLSX file: « Mes imports », a new import, one import's report.
  { path: 'import/mine/*', load: () => import('backoffice/myImports').then(component) },
  { path: 'import/new/*', load: () => import('backoffice/importNew').then(component) },
  { path: 'import/view/*', load: () => import('backoffice/importView').then(component) },
  { path: 'organisation/*', load: () => import('backoffice/organisation').then(component) },
  { path: 'admin/shipping/*', load: () => import('backoffice/shippingAdmin').then(component) },
  { path: 'impact/*', load: () => import('carbon/impact').then(component), public: true },
  // More specific than impact/*: the carbon tools of an organisation's members.
  { path: 'impact/dashboard/*', load: () => import('carbon/dashboard').then(component) },
  { path: 'impact/library/*', load: () => import('carbon/library').then(component) },
];
