import { fillPlurals } from '../format/plural.js';
import { auth, delegation, mail, organism, password, profile } from './identity.js';
import { fallback, modal, remote } from './layout.js';
import { listing } from './listing.js';
import { inbox } from './inbox.js';
import { cart } from './cart.js';
import { operation } from './operation.js';
import { bilans } from './bilans.js';
import { shipping } from './shipping.js';
import { convention } from './convention.js';
import { tracker } from './tracker.js';
import { ui } from './ui.js';
import { alert, invitation } from './alert.js';
import { notification } from './notification.js';
import { impact } from './impact.js';
import { calendar } from './calendar.js';
import { exportMessages } from './export.js';
import { savings } from './savings.js';
import { http, validation } from './validation.js';
import { establishment } from './establishment.js';
import { massActionMessages } from './mass-action.js';
import { importMessages } from './import.js';
import { perimeter } from './perimeter.js';
import { proconnect } from './proconnect.js';
import { jobs } from './jobs.js';

/**
 * The French catalogue: every string the server answers with and the interface shows,
 * assembled from one file per domain. Placeholders are written {name} and filled by `t()`.
 */
export const fr = {
  validation,
  organism,
  password,
  auth,
  http,
  modal,
  remote,
  fallback,
  profile,
  delegation,
  listing,
  tracker,
  inbox,
  cart,
  operation,
  bilans,
  shipping,
  convention,
  mail,
  ui,
  alert,
  invitation,
  notification,
  impact,
  calendar,
  exports: exportMessages,
  savings,
  establishment,
  massAction: massActionMessages,
  imports: importMessages,
  perimeter,
  proconnect,
  jobs,
} as const;

export type FrCatalogue = typeof fr;

/**
 * Fills the {placeholders} of a catalogue string, and its plural choices: « {count} {count:annonce
 * trouvée|annonces trouvées} » agrees with the count (Intl.PluralRules).
 */
export function t(message: string, params: Record<string, string | number> = {}): string {
  return fillPlurals(message, params).replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
