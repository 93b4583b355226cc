import { API, type ServiceChoice } from '@troc/shared';
import { api } from '../api/client';

/** The cache keys of the services dropdown: a folder's choices, and the names of chosen codes. */
export const servicesFilterKeys = {
  folder: (code: string | null) => ['services-filter', 'folder', code ?? ''] as const,
  named: (codes: readonly string[]) => ['services-filter', 'named', [...codes].sort().join(',')] as const,
  search: (keyword: string) => ['services-filter', 'search', keyword] as const,
};

/** The choices of a folder (supporting §7: form[code], form[hideOrphans]=true); the top of the tree without a code. */
export async function fetchServiceChoices(code: string | null, signal?: AbortSignal): Promise<ServiceChoice[]> {
  const answer = await api.post<{ data: ServiceChoice[] }>(
    API.servicesFilter,
    { form: { code: code ?? '', hideOrphans: true } },
    { signal },
  );
  return answer.data;
}

/** The services of codes already chosen (a list restored from its address), to name them and open their folders. */
export async function fetchNamedServices(codes: readonly string[], signal?: AbortSignal): Promise<ServiceChoice[]> {
  if (codes.length === 0) return [];
  const answer = await api.post<{ data: ServiceChoice[] }>(
    API.servicesFilter,
    { form: { codes: codes.join(','), hideOrphans: true } },
    { signal },
  );
  return answer.data;
}

/** The services whose name or code holds `keyword`, with the path that opens each (the tree's search). */
export async function searchServices(keyword: string, signal?: AbortSignal): Promise<ServiceChoice[]> {
  const answer = await api.post<{ data: ServiceChoice[] }>(
    API.servicesFilter,
    { form: { keyword, hideOrphans: true } },
    { signal },
  );
  return answer.data;
}
