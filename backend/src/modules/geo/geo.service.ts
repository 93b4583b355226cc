import { Injectable } from '@nestjs/common';
import { type CityOption, padPostalCode } from '@troc/shared';
import { type Commune, loadCommunes } from './communes.js';

/** French communes by postal code, held in memory (about 35,000 entries, built on first use). */
@Injectable()
export class GeoService {
  private byPostal: Map<string, Commune[]> | null = null;

  private index(): Map<string, Commune[]> {
    if (!this.byPostal) {
      const index = new Map<string, Commune[]>();
      for (const commune of loadCommunes()) {
        for (const postal of commune.codesPostaux) {
          const list = index.get(postal) ?? [];
          list.push(commune);
          index.set(postal, list);
        }
      }
      for (const list of index.values()) list.sort((a, b) => (b.population ?? 0) - (a.population ?? 0));
      this.byPostal = index;
    }
    return this.byPostal;
  }

  /** Communes of a postal code; a 4-digit code is padded ("1000" → "01000"). */
  citiesByPostal(zipcode: string): CityOption[] {
    const postal = padPostalCode(zipcode.trim());
    if (!/^\d{5}$/.test(postal)) return [];
    return (this.index().get(postal) ?? []).map((c) => ({ data: c.code, value: c.nom, lat: null, lon: null }));
  }

  /** The commune of that postal code with this INSEE code, or failing that this exact name. */
  findCity(postal: string, city: string, inseeCode?: string): CityOption | null {
    const options = this.citiesByPostal(postal);
    const folded = city.trim().toLocaleLowerCase('fr-FR');
    return (
      options.find((o) => inseeCode && o.data === inseeCode) ??
      options.find((o) => o.value.toLocaleLowerCase('fr-FR') === folded) ??
      null
    );
  }
}
