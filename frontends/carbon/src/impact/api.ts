import { API, type ImpactSourcesResponse } from '@troc/shared';
import { api } from '@troc/ui';

export const impactKeys = {
  sources: ['impact', 'sources'] as const,
};

/** The library's sources and the default factors: public, the same for every reader. */
export function fetchImpactSources(signal?: AbortSignal): Promise<ImpactSourcesResponse> {
  return api.get<ImpactSourcesResponse>(API.impactSources, { signal });
}
