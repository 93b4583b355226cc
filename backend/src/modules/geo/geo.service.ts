import { Injectable } from '@nestjs/common';
import {
  type AddressOption,
  type CityOption,
  type GeoAreaSuggestion,
  type GeoAreaType,
  padPostalCode,
  slugify,
} from '@troc/shared';
import { type Commune, loadCommunes, loadDepartements, loadRegions } from './communes.js';
import { type BoundingBox, boundingBox, distanceKm, foldPlace } from './geo-math.js';

export interface Area {
  type: GeoAreaType;
  /** INSEE code of the commune, or code of the département or région. */
  identifier: string;
  slug: string;
  label: string;
}

export interface CommuneView {
  code: string;
  name: string;
  departement: string;
  region: string;
  lat: number;
  lon: number;
  postalCodes: string[];
}

interface Indexes {
  byCode: Map<string, Commune>;
  byPostal: Map<string, Commune[]>;
  /** Every area with its folded name, most populated cities first, for the autocompletes. */
  entries: { folded: string; area: Area; commune?: Commune }[];
  areas: Map<string, Area>;
}

const SUGGESTIONS = 10;
const byPopulation = (a: Commune, b: Commune) => b.population - a.population;

/**
 * Communes, départements and régions held in memory (about 35,000 communes, indexed once on
 * first use, a few tens of milliseconds): every lookup is a map read or a scan of short strings.
 */
@Injectable()
export class GeoService {
  private indexes: Indexes | null = null;

  private index(): Indexes {
    if (this.indexes) return this.indexes;
    const communes = loadCommunes().sort(byPopulation);
    const byCode = new Map<string, Commune>();
    const byPostal = new Map<string, Commune[]>();
    const areas = new Map<string, Area>();
    const entries: Indexes['entries'] = [];
    const add = (area: Area, commune?: Commune) => {
      areas.set(`${area.type}:${area.slug}`, area);
      areas.set(`${area.type}:${area.identifier}`, area);
      entries.push({ folded: foldPlace(commune?.nom ?? area.label), area, commune });
    };
    for (const r of loadRegions()) add({ type: 'region', identifier: r.code, slug: slugify(r.nom), label: r.nom });
    for (const d of loadDepartements()) {
      add({ type: 'departement', identifier: d.code, slug: slugify(d.nom), label: `${d.nom} (${d.code})` });
    }
    for (const c of communes) {
      byCode.set(c.code, c);
      for (const postal of c.codesPostaux) {
        const list = byPostal.get(postal) ?? [];
        list.push(c);
        byPostal.set(postal, list);
      }
      const slug = `${slugify(c.nom)}-${c.code.toLowerCase()}`;
      add({ type: 'city', identifier: c.code, slug, label: `${c.nom} (${c.departement})` }, c);
    }
    this.indexes = { byCode, byPostal, entries, areas };
    return this.indexes;
  }

  commune(code: string): CommuneView | null {
    const c = this.index().byCode.get(code);
    return c
      ? {
          code: c.code,
          name: c.nom,
          departement: c.departement,
          region: c.region,
          lat: c.lat,
          lon: c.lon,
          postalCodes: c.codesPostaux,
        }
      : null;
  }

  /** A city, département or région by its slug ('bordeaux-33063', 'gironde') or its code. */
  area(type: GeoAreaType, value: string): Area | null {
    return (
      this.index().areas.get(`${type}:${value.trim().toLowerCase()}`) ??
      this.index().areas.get(`${type}:${value.trim()}`) ??
      null
    );
  }

  /** Communes of a postal code, most populated first; a 4-digit code is padded ("1000" → "01000"). */
  citiesByPostal(zipcode: string): CityOption[] {
    const postal = padPostalCode(zipcode.trim());
    if (!/^\d{5}$/.test(postal)) return [];
    return (this.index().byPostal.get(postal) ?? []).map(cityOption);
  }

  /** The commune of that postal code with this INSEE code, or failing that this exact name. */
  findCity(postal: string, city: string, inseeCode?: string): CityOption | null {
    const options = this.citiesByPostal(postal);
    const folded = foldPlace(city);
    return (
      options.find((o) => inseeCode && o.data === inseeCode) ??
      options.find((o) => foldPlace(o.value) === folded) ??
      null
    );
  }

  /** City autocomplete: names starting with the query (or a postal code starting with it). */
  suggestCities(query: string): (CityOption & { value_alt: string })[] {
    const q = query.trim();
    const communes = /^\d{2,5}$/.test(q)
      ? [...this.index().byPostal.entries()].filter(([postal]) => postal.startsWith(q)).flatMap(([, list]) => list)
      : this.matching(q).flatMap((e) => (e.commune ? [e.commune] : []));
    return [...new Set(communes)]
      .sort(byPopulation)
      .slice(0, SUGGESTIONS)
      .map((c) => ({ ...cityOption(c), value_alt: `${c.nom} (${c.codesPostaux[0]})` }));
  }

  /** Geo-area autocomplete over régions, départements (by name or number) and cities. */
  suggestAreas(query: string): GeoAreaSuggestion[] {
    const q = query.trim();
    const found = /^\d[\dab]?\d?$/i.test(q)
      ? this.index().entries.filter(
          (e) => e.area.type === 'departement' && e.area.identifier.toLowerCase().startsWith(q.toLowerCase()),
        )
      : this.matching(q);
    return found.slice(0, SUGGESTIONS).map(({ area }) => ({
      value: area.label,
      data: { type: area.type, identifier: area.identifier, slug: area.slug },
    }));
  }

  /** Address lookup: the communes matching a postal code and, when given, a name. */
  address(zipcode: string | undefined, city: string | undefined): AddressOption[] {
    const byPostal = zipcode ? this.citiesByPostal(zipcode) : [];
    const folded = city ? foldPlace(city) : '';
    const options = zipcode
      ? byPostal.filter((o) => !folded || foldPlace(o.value).startsWith(folded))
      : folded.length >= 2
        ? this.suggestCities(city!)
        : [];
    return options.map((o) => {
      const c = this.index().byCode.get(o.data)!;
      const postal = zipcode ? padPostalCode(zipcode) : c.codesPostaux[0]!;
      return { postal, city_name: c.nom, city_id: c.code, lat: c.lat, lon: c.lon };
    });
  }

  distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
    return distanceKm(lat1, lon1, lat2, lon2);
  }

  boundingBox(lat: number, lon: number, km: number): BoundingBox {
    return boundingBox(lat, lon, km);
  }

  /** Entries whose name starts with the query, or has a word starting with it; whole-name matches first. */
  private matching(query: string): Indexes['entries'] {
    const q = foldPlace(query);
    if (q.length < 2) return [];
    const starts: Indexes['entries'] = [];
    const words: Indexes['entries'] = [];
    for (const entry of this.index().entries) {
      if (entry.folded.startsWith(q)) starts.push(entry);
      else if (words.length < SUGGESTIONS && entry.folded.includes(` ${q}`)) words.push(entry);
      if (starts.length >= SUGGESTIONS * 4) break;
    }
    return [...starts.sort((a, b) => rank(a) - rank(b) || Number(a.folded !== q) - Number(b.folded !== q)), ...words];
  }
}

function cityOption(c: Commune): CityOption {
  return { data: c.code, value: c.nom, lat: c.lat, lon: c.lon };
}

/** Régions, then départements, then cities (already most populated first). */
function rank(entry: Indexes['entries'][number]): number {
  return entry.area.type === 'region' ? 0 : entry.area.type === 'departement' ? 1 : 2;
}
