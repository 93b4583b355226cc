import { useEffect, useRef, useState } from 'react';
import { API, LIMITS, type AutocompleteResponse, type CityOption } from '@troc/shared';
import { api } from '../api/client';

/**
 * Communes of a postal code (POST cityByPostal with zipcode), asked for only when the code is
 * numeric with at least LIMITS.postalLookup.minDigits digits, once typing has paused for
 * LIMITS.postalLookup.debounceMs; the latest answer wins and a failed lookup finds nothing.
 */
export function useCityLookup(postalCode: string | undefined): { cities: CityOption[]; searching: boolean } {
  const [cities, setCities] = useState<CityOption[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    const zipcode = (postalCode ?? '').trim();
    const request = ++latest.current;
    if (!/^\d+$/.test(zipcode) || zipcode.length < LIMITS.postalLookup.minDigits) {
      setCities([]);
      setSearching(false);
      return undefined;
    }
    setSearching(true);
    const timer = window.setTimeout(() => {
      api
        .post<AutocompleteResponse<CityOption>>(API.cityByPostal, { zipcode }, { handles: true })
        .then((answer) => request === latest.current && setCities(answer.data))
        .catch(() => request === latest.current && setCities([]))
        .finally(() => request === latest.current && setSearching(false));
    }, LIMITS.postalLookup.debounceMs);
    return () => window.clearTimeout(timer);
  }, [postalCode]);

  return { cities, searching };
}
