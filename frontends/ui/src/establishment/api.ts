import {
  API,
  fr,
  withLocale,
  XHR_HEADER,
  type EstablishmentRegionsResponse,
  type EstablishmentSitesResponse,
  type EstablishmentSiteView,
} from '@troc/shared';
import { api } from '../api/client';
import { ApiError, errorCodeOf } from '../api/errors';

/** The establishment selects' cache keys: the directory changes only with a deployment. */
export const establishmentKeys = {
  regions: (type: string) => ['establishment', 'regions', type] as const,
  sites: (type: string, region: string) => ['establishment', 'sites', type, region] as const,
  site: (value: string) => ['establishment', 'site', value] as const,
};

/**
 * GET of a lookup outside /api (supporting §7): with X-Requested-With, as the server requires.
 * A failure is the selects' own (§8: they reset and log), never the global error modals'.
 */
async function lookup<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(withLocale(path), {
    method: 'GET',
    headers: { Accept: 'application/json', ...XHR_HEADER },
    credentials: 'same-origin',
    signal,
  });
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const message =
      typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string'
        ? (payload as { message: string }).message
        : fr.http.internal;
    throw new ApiError(response.status, message, errorCodeOf(payload));
  }
  return payload as T;
}

/** The région names of a type, in French order. */
export const fetchEstablishmentRegions = (type: string, signal?: AbortSignal) =>
  lookup<EstablishmentRegionsResponse>(API.establishmentRegions(type), signal);

/** label → value of the sites of a type in a région (every région when it is empty). */
export const fetchEstablishmentSites = (type: string, region: string, signal?: AbortSignal) =>
  lookup<EstablishmentSitesResponse>(API.establishmentSites(type, region), signal);

/** One site by its value: the type and région of a saved choice. */
export const fetchEstablishmentSite = (value: string, signal?: AbortSignal) =>
  api.get<EstablishmentSiteView>(API.establishmentSite(value), { signal, handles: true });
