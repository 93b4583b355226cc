import type { DelegationView } from '@troc/shared';
import { api } from '@troc/ui';

/** Listings and operations hand their management on through the same calls (core §7). */
export type DelegationSubject = 'troc' | 'operation';

const path = (subject: DelegationSubject, rest: string) => `/api/${subject}/delegation/${rest}`;

export const delegationKeys = (subject: DelegationSubject, slug: string) => [subject, 'delegations', slug] as const;

export function fetchDelegations(
  subject: DelegationSubject,
  slug: string,
  signal?: AbortSignal,
): Promise<DelegationView[]> {
  return api.get<DelegationView[]>(path(subject, `${encodeURIComponent(slug)}/`), {
    signal,
    handles: (e) => e.status === 403,
  });
}

/** The suggestions source of the delegation search (POST { form: { query } } → { data }). */
export const delegationSuggestions = (subject: DelegationSubject, slug: string) =>
  path(subject, `autocomplete/${encodeURIComponent(slug)}/`);

export function addDelegation(subject: DelegationSubject, slug: string, user: number): Promise<DelegationView[]> {
  return api.post<DelegationView[]>(path(subject, `add/${encodeURIComponent(slug)}/`), { user });
}

export function removeDelegation(subject: DelegationSubject, id: number): Promise<DelegationView[]> {
  return api.post<DelegationView[]>(path(subject, `delete/${id}/`), {});
}
