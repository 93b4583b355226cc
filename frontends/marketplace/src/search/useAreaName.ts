import { useEffect, useState } from 'react';
import { suggestAreas } from './api';
import type { SearchArea } from './searchForm';

/** Names of the areas met in this visit, so an address read back shows "Bordeaux (33)" at once. */
const known = new Map<string, string>();
const keyOf = (area: SearchArea) => `${area.type}/${area.slug}`;

export function rememberArea(area: SearchArea, name: string): void {
  known.set(keyOf(area), name);
}

/** 'saint-emilion-33394' → 'Saint Emilion': what to show until the real name is known. */
export function nameFromSlug(area: SearchArea): string {
  const words = (area.type === 'city' ? area.slug.replace(/-[0-9ab]{5}$/i, '') : area.slug).split('-');
  return words
    .filter(Boolean)
    .map((w) => w.charAt(0).toLocaleUpperCase('fr-FR') + w.slice(1))
    .join(' ');
}

/**
 * The name of the area of an address (/search/city/bordeaux-33063/): asked of the geo-area
 * autocomplete with the words of the slug, then matched on the slug itself.
 */
export function useAreaName(area: SearchArea | null): string | null {
  const key = area ? keyOf(area) : null;
  const [, setResolved] = useState(0);

  useEffect(() => {
    if (!area || known.has(keyOf(area))) return undefined;
    const controller = new AbortController();
    suggestAreas(nameFromSlug(area), controller.signal)
      .then((suggestions) => {
        const match = suggestions.find((s) => s.data.type === area.type && s.data.slug === area.slug);
        if (match) {
          rememberArea(area, match.value);
          setResolved((n) => n + 1);
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
    // The key says everything the area does.
  }, [key]);

  return area ? (known.get(keyOf(area)) ?? nameFromSlug(area)) : null;
}
