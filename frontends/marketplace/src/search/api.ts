import { API, type AutocompleteResponse, type GeoAreaSuggestion } from '@troc/shared';
import { api } from '@troc/ui';

/** Areas (cities, departments, regions) matching typed words; silent: the search does without. */
export function suggestAreas(query: string, signal?: AbortSignal): Promise<GeoAreaSuggestion[]> {
  return api
    .post<AutocompleteResponse<GeoAreaSuggestion>>(API.geoArea, { form: { query } }, { signal, handles: true })
    .then((answer) => answer.data);
}
