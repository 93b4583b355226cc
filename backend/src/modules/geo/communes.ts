import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface Commune {
  code: string;
  nom: string;
  departement: string;
  region: string;
  codesPostaux: string[];
  population?: number;
}

interface RawCommune extends Commune {
  type: string;
}

/**
 * Current communes from the official COG data (@etalab/decoupage-administratif, Licence
 * Ouverte). The JSON is read directly: the package's index resolves paths from the cwd.
 */
export function loadCommunes(): Commune[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@etalab/decoupage-administratif/data/communes.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawCommune[];
  return raw
    .filter((c) => c.type === 'commune-actuelle' && Array.isArray(c.codesPostaux))
    .map(({ code, nom, departement, region, codesPostaux, population }) => ({
      code,
      nom,
      departement,
      region,
      codesPostaux,
      population,
    }));
}
