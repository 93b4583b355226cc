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
  searchAll: '/search/toutes-les-annonces/',
  searchCategory: (slug: string) => `/search/category/${encodeURIComponent(slug)}/`,
  trocView: (slug: string) => `/troc/view/${encodeURIComponent(slug)}/`,
  trocEdit: (slug: string) => `/troc/edit/${encodeURIComponent(slug)}/`,
  trocNew: '/troc/new/',
  myListings: '/troc/mine/',
  favorites: '/troc/favorites/',
  moderation: '/troc/moderation/',
  carbon: '/impact/',
  /** The carbon tools of sustainability officers: the savings dashboard and the model library. */
  savingsDashboard: '/impact/dashboard/',
  impactLibrary: '/impact/library/',
  organisationServices: '/organisation/services/',
  accessibility: '/accessibilite/',
  myTrackers: '/tracker/mine/',
  myTerminatedTrackers: '/tracker/terminated/mine/',
  trackerThread: (slug: string) => `/tracker/thread/${encodeURIComponent(slug)}/`,
  trackerEdit: (slug: string) => `/tracker/edit/${encodeURIComponent(slug)}/`,
  trackerSummary: (slug: string) => `/tracker/summary/${encodeURIComponent(slug)}/`,
  trackerAdd: (slug: string) => `/tracker/add/${encodeURIComponent(slug)}/`,
  cartView: (slug: string) => `/cart/view/${encodeURIComponent(slug)}/`,
  operationView: (slug: string) => `/operation/view/${encodeURIComponent(slug)}/`,
  operationTrackers: (slug: string) => `/operation/view/tracker/${encodeURIComponent(slug)}/`,
  operationTerminatedTrackers: (slug: string) => `/operation/view/tracker/terminated/${encodeURIComponent(slug)}/`,
  operationEdit: (slug: string) => `/operation/edit/${encodeURIComponent(slug)}/`,
  operationSearch: (slug: string) => `/search/operation/${encodeURIComponent(slug)}/`,
  operationAddTroc: (slug: string) => `/troc/add/operation/${encodeURIComponent(slug)}/`,
  myOperations: '/operation/mine/',
  inbox: '/user/inbox/',
  inboxThread: (slug: string) => `/user/inbox/thread/${encodeURIComponent(slug)}/`,
  /** Writes to a user, by their public profile's slug. */
  inboxContact: (slug: string) => `/user/inbox/contact/${encodeURIComponent(slug)}/`,
  notifications: '/user/notifications/',
  invitations: '/user/invitations/',
  /** The one-click unsubscribe of a mail (signed token, no sign-in). */
  unsubscribe: (token: string) => `/unsubscribe/${encodeURIComponent(token)}/`,
  alerts: '/troc/alerts/',
  alertView: (slug: string) => `/troc/alerts/view/${encodeURIComponent(slug)}/`,
  /** One alert's one-click unsubscribe (signed token, no sign-in). */
  alertUnsubscribe: (token: string) => `/troc/alerts/unsubscribe/${encodeURIComponent(token)}/`,
  /** The public questions asked on my listings. */
  myQuestions: '/troc/questions/',
  trackerCalendar: (slug: string) => `/tracker/calendar/${encodeURIComponent(slug)}/`,
  /** Mes prêts: what I borrowed and what I lend, late returns first. */
  myLoans: '/calendar/loans/',
  /** Mes imports, and one import's report (core §2 import view). */
  myImports: '/import/mine/',
  importNew: '/import/new/',
  importView: (id: string) => `/import/view/${encodeURIComponent(id)}/`,
} as const;

/** The loan return lives outside the locale, as in the specification (it opens the tracker calendar's return form). */
export const loanReturnPath = (slug: string) => `/troc/return-from-loan/${encodeURIComponent(slug)}/`;

/**
 * The query of the login and registration pages after a ProConnect callback: `?proconnect=lier` (confirm
 * the link to an account), `?proconnect=inscription` (the organisation step), or an error code.
 */
export const PROCONNECT_PARAM = 'proconnect';
export const PROCONNECT_STEP = { link: 'lier', register: 'inscription' } as const;

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
  /** ProConnect: login and logout are full navigations (redirects to the provider); the rest are calls. */
  proconnectLogin: '/api/auth/proconnect/login',
  proconnectLogout: '/api/auth/proconnect/logout',
  proconnectPending: '/api/auth/proconnect/pending',
  proconnectLink: '/api/auth/proconnect/link',
  proconnectRegister: '/api/auth/proconnect/register',
  proconnectCancel: '/api/auth/proconnect/cancel',
  organismAutocomplete: '/api/organism/autocomplete/',
  organisationServices: '/api/organisation/services/',
  /** The user services filter's dropdown source (supporting §7): form[code], form[hideOrphans]. */
  servicesFilter: '/api/organisation/services/filter/',
  profile: '/api/user/profile/',
  publicProfile: (slug: string) => `/api/user/profile/${encodeURIComponent(slug)}/`,
  cityByPostal: '/api/geo/city-by-postal/',
  geoCity: '/api/geo/city/',
  geoArea: '/api/geo/area/',
  geoAddress: '/api/geo/address/',
  categoryTree: '/api/category/tree/',
  trocCreate: '/api/troc/create/',
  /** The unwritten draft the new-listing page edits until its first save (nothing is stored). */
  trocNew: (requestType: string) => `/api/troc/new/${encodeURIComponent(requestType)}/`,
  trocView: (slug: string) => `/api/troc/view/${encodeURIComponent(slug)}/`,
  trocEdit: (slug: string, form: string) => `/api/troc/edit/${encodeURIComponent(slug)}/${form}/`,
  /** delete, clone, publish, unpublish, favorite */
  trocAction: (action: string, slug: string) => `/api/troc/${action}/${encodeURIComponent(slug)}/`,
  /** approve, deny, reverse (a denial) */
  trocModeration: (action: string, slug: string) => `/api/troc/moderation/${action}/${encodeURIComponent(slug)}/`,
  trocImageUpload: (slug: string, slot: number) => `/api/troc/image/${encodeURIComponent(slug)}/${slot}/`,
  trocDocumentUpload: (slug: string) => `/api/troc/document/${encodeURIComponent(slug)}/`,
  fileDelete: (id: number) => `/api/file/delete/${id}/`,
  imageEdit: (id: number) => `/api/file/image/edit/${id}/`,
  trocSearch: '/api/troc/search/',
  trocLast: '/api/troc/last/',
  trocSimilar: (slug: string) => `/api/troc/similar/${encodeURIComponent(slug)}/`,
  trocHighlight: '/api/troc/highlight/',
  myListings: '/api/troc/mine/',
  favorites: '/api/troc/favorites/',
  moderationQueue: '/api/troc/moderation/',
  organisationMembers: '/api/organisation/members/',
  notificationsCount: '/api/user/notifications/count',
  reservation: (slug: string) => `/api/troc/inbox/reservation/${encodeURIComponent(slug)}/`,
  /** info, save-draft, approve, deny, cancel, edit (record), summary */
  trackerAction: (action: string, slug: string) => `/api/tracker/${action}/${encodeURIComponent(slug)}/`,
  /** cancel, complete */
  trackerSwap: (action: string, slug: string) => `/api/tracker/swap/${action}/${encodeURIComponent(slug)}/`,
  trackerThread: (slug: string) => `/api/tracker/thread/${encodeURIComponent(slug)}/`,
  trackerAdd: (slug: string) => `/api/tracker/add/${encodeURIComponent(slug)}/`,
  myTrackers: '/api/tracker/mine/',
  /** Members of any organisation (the regularisation's taker). */
  trackerUsers: '/api/tracker/users/autocomplete/',
  cartAdd: (slug: string) => `/api/cart/add/${encodeURIComponent(slug)}/`,
  cartLineEdit: (id: number) => `/api/cart/edit/line/${id}/`,
  cartLineRemove: (id: number) => `/api/cart/remove/${id}/`,
  /** view, list (lines from an offset), clear, submit */
  cartAction: (action: string, slug: string) => `/api/cart/${action}/${encodeURIComponent(slug)}/`,
  myCarts: '/api/cart/mine/',
  /** The cart an exchange came from (a thread's preview). */
  cartOfTracker: (slug: string) => `/api/cart/tracker/${encodeURIComponent(slug)}/`,
  operationCreate: '/api/operation/create/',
  operationView: (slug: string) => `/api/operation/view/${encodeURIComponent(slug)}/`,
  /** manage, address, ads */
  operationEdit: (slug: string, form: string) => `/api/operation/edit/${encodeURIComponent(slug)}/${form}/`,
  /** delete, clone, publish, unpublish */
  operationAction: (action: string, slug: string) => `/api/operation/${action}/${encodeURIComponent(slug)}/`,
  operationTrackers: (slug: string) => `/api/operation/trackers/${encodeURIComponent(slug)}/`,
  operationTerminatedTrackers: (slug: string) => `/api/operation/trackers/terminated/${encodeURIComponent(slug)}/`,
  operationAddTroc: (slug: string) => `/api/troc/add/operation/${encodeURIComponent(slug)}/`,
  myOperations: '/api/operation/mine/',
  myTerminatedTrackers: '/api/tracker/terminated/mine/',
  /** The inbox's thread list (POST, form inbox_filter_form). */
  inboxThreads: '/api/user/inbox/',
  /** archive, feed, response — by thread slug. */
  inboxAction: (action: 'archive' | 'feed' | 'response', slug: string) =>
    `/api/user/inbox/${action}/${encodeURIComponent(slug)}/`,
  /** The thread poll (lastUpdateDate, the open thread). */
  inboxPending: '/api/user/inbox/pending/',
  inboxMessageDelete: (id: number) => `/api/user/inbox/message/delete/${id}/`,
  /** The cart preview of a batch thread, from an offset. */
  inboxCartLines: (slug: string) => `/api/user/inbox/cart/${encodeURIComponent(slug)}/`,
  inboxQuestion: (action: 'answer' | 'mask' | 'delete', id: number) => `/api/user/inbox/question/${action}/${id}/`,
  /** info (InformationDemand), question — on a listing; contact — to a user's slug. */
  trocInbox: (kind: 'info' | 'question' | 'contact', slug: string) =>
    `/api/troc/inbox/${kind}/${encodeURIComponent(slug)}/`,
  /** A listing's public questions (GET; the manager also sees the masked ones). */
  trocQuestions: (slug: string) => `/api/troc/questions/${encodeURIComponent(slug)}/`,
  myQuestions: '/api/troc/questions/mine/',
  notificationsList: '/api/user/notifications/list',
  notificationAction: (action: 'read' | 'ignore', id: number) => `/api/user/notifications/${action}/${id}`,
  notificationsReadAll: '/api/user/notifications/read-all',
  notificationPreferences: '/api/user/notifications/preferences',
  unsubscribe: (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}/`,
  alertCreate: '/api/troc/alerts/create/',
  myAlerts: '/api/troc/alerts/mine/',
  alertView: (slug: string) => `/api/troc/alerts/view/${encodeURIComponent(slug)}/`,
  alertDelete: (slug: string) => `/api/troc/alerts/delete/${encodeURIComponent(slug)}/`,
  alertUnsubscribe: (token: string) => `/api/troc/alerts/unsubscribe/${encodeURIComponent(token)}/`,
  invitations: '/api/user/invitations/',
  invitationDelete: (slug: string) => `/api/user/invitation/delete/${encodeURIComponent(slug)}/`,
  /** The purchase-price fragment of a submitted cart line (its exchange's new value). */
  cartLinePurchasePrice: (id: number) => `/api/cart-line/purchase-price/${id}/`,
  /** A shipping quote posted into an exchange's thread. */
  trocInboxShipping: (thread: string) => `/api/troc/inbox/shipping/${encodeURIComponent(thread)}/`,
  /** Carriers and their grids (platform admins). */
  shippingProviders: '/api/shipping/providers/',
  shippingProvider: (id: number) => `/api/shipping/providers/${id}/`,
  shippingProviderDelete: (id: number) => `/api/shipping/providers/delete/${id}/`,
  /** Delegations of a listing or an operation: list (slug), autocomplete (slug), add (slug), delete (id). */
  delegations: (subject: 'troc' | 'operation', slug: string) =>
    `/api/${subject}/delegation/${encodeURIComponent(slug)}/`,
  delegationAction: (subject: 'troc' | 'operation', action: 'autocomplete' | 'add', slug: string) =>
    `/api/${subject}/delegation/${action}/${encodeURIComponent(slug)}/`,
  delegationDelete: (subject: 'troc' | 'operation', id: number) => `/api/${subject}/delegation/delete/${id}/`,
  /** The carbon modal's model category tree (children or models; a query searches titles and descriptions). */
  impactCategory: (category: string) => `/api/impact/category/${encodeURIComponent(category)}/`,
  /** select, unselect, disable (a model's id) and add (a category's id) for a listing or an exchange. */
  impactModelAction: (
    action: 'select' | 'unselect' | 'disable' | 'add',
    mode: 'troc' | 'tracker',
    slug: string,
    id: number,
  ) => `/api/impact/model/${action}/${mode}/${encodeURIComponent(slug)}/${id}/`,
  impactModelEdit: (id: number) => `/api/impact/model/edit/${id}/`,
  /** The public methodology page: the library's sources and the default factors by category (no sign-in). */
  impactSources: '/api/impact/sources/',
  /** The model library (library_form): the tree's models, the organisation's own included, paginated. */
  impactLibrary: '/api/impact/library/',
  /** create: a new own model in a category (its id); enable, disable: a model (its id). */
  impactLibraryAction: (action: 'create' | 'enable' | 'disable', id: number) => `/api/impact/library/${action}/${id}/`,
  /** The organisation's savings per month, service, category and operation (dashboard_form). */
  savingsDashboard: '/api/savings/dashboard/',
  /** Starts an export job (export_form: format and the list's filters). */
  /** An import's template: GET, a filled example line under French headers. */
  importTemplate: (kind: string, format: string) =>
    `/api/import/template/${encodeURIComponent(kind)}/${encodeURIComponent(format)}/`,
  /** Multipart: file (CSV or XLSX), images (ZIP, optional), operation (slug, optional). */
  importUpload: (kind: string) => `/api/import/upload/${encodeURIComponent(kind)}/`,
  /** view, mapping, test, start, delete, lines (the report's loader). */
  importAction: (action: string, id: string) => `/api/import/${action}/${encodeURIComponent(id)}/`,
  importDelete: (id: string) => `/api/import/delete/${encodeURIComponent(id)}/`,
  importCancel: (id: string) => `/api/import/cancel/${encodeURIComponent(id)}/`,
  myImports: '/api/import/mine/',
  exportStart: (kind: string) => `/api/export/start/${encodeURIComponent(kind)}/`,
  /** Polled every 5 s: progress, then the download address. */
  exportPending: (id: string) => `/api/export/pending/${encodeURIComponent(id)}/`,
  exportDownload: (id: string) => `/api/export/download/${encodeURIComponent(id)}/`,
  /** Gives up a pending or running export (it no longer counts toward the three). */
  exportCancel: (id: string) => `/api/export/cancel/${encodeURIComponent(id)}/`,
  /** The models chosen for a subject (current) and those it may choose (available): infinite loaders. */
  impactModelList: (list: 'current' | 'available', mode: 'troc' | 'tracker', slug: string) =>
    `/api/impact/model/${list}/${mode}/${encodeURIComponent(slug)}/`,
  /** The calendar loader (calendar_form) and the calendar modal (calendar_modale_form) of a listing, by its id. */
  calendarTroc: (id: number) => `/api/calendar/troc/${id}/`,
  calendarPeriodTroc: (id: number) => `/api/calendar/period/troc/${id}/`,
  calendarPeriodAction: (action: 'approve' | 'deny' | 'cancel' | 'return', id: number) =>
    `/api/calendar/period/${action}/${id}/`,
  /** The manager's hand-over hours of a loan listing's calendar (calendar_hours_form). */
  calendarHours: (id: number) => `/api/calendar/hours/${id}/`,
  trackerCalendar: (slug: string) => `/api/tracker/calendar/${encodeURIComponent(slug)}/`,
  myLoans: '/api/calendar/loans/',
  calendarFeed: '/api/calendar/feed/',
  calendarIcs: (token: string) => `/api/calendar/ics/${encodeURIComponent(token)}.ics`,
  health: '/api/health',
  /**
   * Establishment selects (supporting §7): outside /api, as in the specification; withLocale()
   * gives /fr/establishment_regions/0?establishmentType=…. Sent with X-Requested-With.
   */
  establishmentRegions: (type: string) => `/establishment_regions/0?establishmentType=${encodeURIComponent(type)}`,
  /** The sites of a type in a région (every région when it is empty): label → value. */
  establishmentSites: (type: string, region: string) =>
    `/establishment_sites/0?establishmentType=${encodeURIComponent(type)}&region=${encodeURIComponent(region)}`,
  /** One site of the directory by its value (its type and région, to show a saved choice). */
  establishmentSite: (value: string) => `/api/establishment/site/${encodeURIComponent(value)}/`,
  /** Starts a mass action on listings (form[selection] or form[selectAll] with troc_filter_form). */
  massActionTroc: (action: 'edit' | 'publish' | 'unpublish' | 'delete') => `/api/mass-action/troc/${action}/`,
  /** Polled every 5 s: status, progress and report of a mass action. */
  massActionPending: (id: string) => `/api/mass-action/pending/${encodeURIComponent(id)}/`,
  /** Gives up a pending mass action: it ends in Error, « Annulé à votre demande. ». */
  massActionCancel: (id: string) => `/api/mass-action/cancel/${encodeURIComponent(id)}/`,
} as const;

export function withLocale(path: string, locale: string = DEFAULT_LOCALE): string {
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}
