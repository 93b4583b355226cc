import { API, type CurrentUser, type ProfileUpdateRequest, type PublicProfile } from '@troc/shared';
import { api, shownByForm } from '@troc/ui';

export const profileKeys = {
  public: (slug: string) => ['profile', 'public', slug] as const,
};

/** What other members see of an account; a 404 is the page's own. */
export function fetchPublicProfile(slug: string, signal?: AbortSignal): Promise<PublicProfile> {
  return api.get<PublicProfile>(API.publicProfile(slug), { signal, handles: (e) => e.status === 404 });
}

/** Saves the signed-in user's own profile; a 422 is shown on the form's fields. */
export function saveProfile(values: ProfileUpdateRequest): Promise<{ user: CurrentUser; message: string }> {
  return api.post<{ user: CurrentUser; message: string }>(API.profile, values, { handles: shownByForm });
}
