import { API, type ShippingArea, type ShippingProviderView, type ShippingUnit } from '@troc/shared';
import { api, shownByForm } from '@troc/ui';

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
  return api.get<ShippingProviderView[]>(API.shippingProviders, { signal, handles: (e) => e.status === 403 });
}

/** Creates (id null) or replaces a carrier with its whole grid: every carrier as they now are. */
export function saveProvider(id: number | null, form: ShippingProviderForm): Promise<ShippingProviderView[]> {
  return api.post<ShippingProviderView[]>(id === null ? API.shippingProviders : API.shippingProvider(id), form, {
    handles: shownByForm,
  });
}

export function deleteProvider(id: number): Promise<ShippingProviderView[]> {
  return api.post<ShippingProviderView[]>(API.shippingProviderDelete(id), {});
}
