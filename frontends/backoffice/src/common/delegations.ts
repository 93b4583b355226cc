import { API, type DelegationView } from '@troc/shared';
import { api } from '@troc/ui';

/** Listings and operations hand their management on through the same calls (core §7). */
export type DelegationSubject = 'troc' | 'operation';

export const delegationKeys = (subject: DelegationSubject, slug: string) => [subject, 'delegations', slug] as const;

export function fetchDelegations(
  subject: DelegationSubject,
  slug: string,
  signal?: AbortSignal,
): Promise<DelegationView[]> {
  return api.get<DelegationView[]>(API.delegations(subject, slug), {
    signal,
    handles: (e) => e.status === 403,
  });
}

/** The suggestions source of the delegation search (POST { form: { query } } → { data }). */
export const delegationSuggestions = (subject: DelegationSubject, slug: string) =>
  API.delegationAction(subject, 'autocomplete', slug);

export function addDelegation(subject: DelegationSubject, slug: string, user: number): Promise<DelegationView[]> {
  return api.post<DelegationView[]>(API.delegationAction(subject, 'add', slug), { user });
}

export function removeDelegation(subject: DelegationSubject, id: number): Promise<DelegationView[]> {
  return api.post<DelegationView[]>(API.delegationDelete(subject, id), {});
}
