/**
 * Establishment selects (supporting §2, §4, §7): a type, then a région, then a site of the
 * public-establishment directory. The lookups live outside /api, at
 * /{locale}/establishment_regions/0 and /{locale}/establishment_sites/0, and answer only
 * requests carrying `X-Requested-With: XMLHttpRequest`.
 */
export const ESTABLISHMENT_TYPES = ['hospital', 'ministry', 'regional', 'university', 'local'] as const;
export type EstablishmentType = (typeof ESTABLISHMENT_TYPES)[number];

export const isEstablishmentType = (value: unknown): value is EstablishmentType =>
  typeof value === 'string' && (ESTABLISHMENT_TYPES as readonly string[]).includes(value);

/** Lengths of the lookups' parameters and of the stored site value. */
export const ESTABLISHMENT_LIMITS = {
  typeMax: 32,
  regionMax: 100,
  /** A site's value (a directory code), as stored on a user or a listing. */
  valueMax: 64,
} as const;

/** The header the lookups require, as the old product's selects sent it. */
export const XHR_HEADER = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** GET /establishment_regions/0?establishmentType={type}: région names, in French order. */
export type EstablishmentRegionsResponse = string[];

/**
 * GET /establishment_sites/0?establishmentType={type}&region={region}: site label → value,
 * in French order of the labels; without a région, the sites of every région.
 */
export type EstablishmentSitesResponse = Record<string, string>;

/** GET /api/establishment/site/{value}/: one site of the directory (to show a saved choice). */
export interface EstablishmentSiteView {
  type: EstablishmentType;
  /** The région's name, as the régions lookup lists it. */
  region: string;
  /** INSEE code of the région. */
  regionCode: string;
  label: string;
  value: string;
  city: string;
}
