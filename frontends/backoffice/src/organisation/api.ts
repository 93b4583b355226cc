import { API, type ListResponse, type ServiceRef } from '@troc/shared';
import { api } from '@troc/ui';

export const organisationKeys = {
  all: ['organisation'] as const,
  services: (page: { page: number; size: number }) => ['organisation', 'services', page] as const,
};

/** One page of the organisation's service tree. */
export function fetchServices(
  page: { page: number; size: number },
  signal?: AbortSignal,
): Promise<ListResponse<ServiceRef>> {
  return api.get<ListResponse<ServiceRef>>(API.organisationServices, { query: page, signal });
}
