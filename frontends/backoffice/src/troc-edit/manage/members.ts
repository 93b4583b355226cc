import { useEffect, useState } from 'react';
import {
  API,
  LIMITS,
  type AutocompleteResponse,
  type ListResponse,
  type ListingView,
  type ServiceRef,
} from '@troc/shared';
import { api, useSession } from '@troc/ui';

/** A member of the organisation as the members source answers: { value: 'Prénom Nom', data: id }. */
export interface MemberOption {
  value: string;
  data: string;
  service: string | null;
}

export function searchMembers(query: string, signal?: AbortSignal): Promise<MemberOption[]> {
  return api
    .post<AutocompleteResponse<MemberOption>>(API.organisationMembers, { form: { query } }, { handles: true, signal })
    .then((answer) => answer.data);
}

/**
 * The id of the listing's manager: given by the server to the people in charge; otherwise the
 * signed-in user when they manage it, else the member of that exact name. undefined while looking.
 */
export function useManagerId(listing: ListingView): number | null | undefined {
  const { user } = useSession();
  const [id, setId] = useState<number | null | undefined>(undefined);
  const name = `${listing.manager.firstname} ${listing.manager.lastname}`.trim();

  useEffect(() => {
    if (typeof listing.managerId === 'number') return setId(listing.managerId);
    if (listing.currentManager && user) return setId(user.id);
    const controller = new AbortController();
    searchMembers(name, controller.signal)
      .then((members) => {
        const match = members.filter((member) => member.value === name);
        setId(match.length === 1 ? Number(match[0]!.data) : null);
      })
      .catch(() => !controller.signal.aborted && setId(null));
    return () => controller.abort();
  }, [listing.slug, listing.managerId, listing.currentManager, user, name]);

  return id;
}

/** Every service of the organisation, in tree order (the source pages by at most 100). */
export function useOrganisationServices(): ServiceRef[] | null {
  const [services, setServices] = useState<ServiceRef[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const size = LIMITS.page.maxSize;
    (async () => {
      const all: ServiceRef[] = [];
      for (let page = 1; ; page++) {
        const answer = await api.get<ListResponse<ServiceRef>>(API.organisationServices, {
          query: { page, size },
          signal: controller.signal,
        });
        all.push(...answer.data);
        if (answer.data.length < size || all.length >= answer.total_results) break;
      }
      setServices(all);
    })().catch(() => !controller.signal.aborted && setServices([]));
    return () => controller.abort();
  }, []);
  return services;
}

/** Depth of a service in its tree, from its materialised path (/1/4/9/). */
export const serviceDepth = (service: ServiceRef) =>
  Math.max(0, service.hierarchy.split('/').filter(Boolean).length - 1);
