import type { ShippingArea, ShippingProviderView, ShippingUnit } from '@troc/shared';
import { api, shownByForm } from '@troc/ui';

/** Carriers and their grids (platform admins only). */
const PROVIDERS = '/api/shipping/providers/';
const provider = (id: number) => `${PROVIDERS}${id}/`;
const providerDelete = (id: number) => `${PROVIDERS}delete/${id}/`;

export const shippingAdminKeys = {
  providers: ['shipping', 'providers'] as const,
};

export interface ShippingRateForm {
  area: ShippingArea;
  unit: ShippingUnit;
  /** kg or km */
  maxThreshold: number;
  /** euros */
  price: number;
}

export interface ShippingProviderForm {
  name: string;
  slug?: string;
  enabled: boolean;
  /** per mille of the declared value */
  insurancePerMille: number;
  rates: ShippingRateForm[];
}

export function fetchProviders(signal?: AbortSignal): Promise<ShippingProviderView[]> {
  return api.get<ShippingProviderView[]>(PROVIDERS, { signal, handles: (e) => e.status === 403 });
}

/** Creates (id null) or replaces a carrier with its whole grid: every carrier as they now are. */
export function saveProvider(id: number | null, form: ShippingProviderForm): Promise<ShippingProviderView[]> {
  return api.post<ShippingProviderView[]>(id === null ? PROVIDERS : provider(id), form, { handles: shownByForm });
}

export function deleteProvider(id: number): Promise<ShippingProviderView[]> {
  return api.post<ShippingProviderView[]>(providerDelete(id), {});
}
