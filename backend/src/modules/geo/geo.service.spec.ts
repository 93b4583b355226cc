import { loadCommunes } from './communes.js';
import { boundingBox, distanceKm, foldPlace } from './geo-math.js';
import { GeoService } from './geo.service.js';

const geo = new GeoService();

/** Town-hall coordinates of large communes (published references, rounded to 4 decimals). */
const KNOWN: [code: string, name: string, lat: number, lon: number][] = [
  ['75056', 'Paris', 48.8566, 2.3522],
  ['13055', 'Marseille', 43.2965, 5.3698],
  ['69123', 'Lyon', 45.764, 4.8357],
  ['31555', 'Toulouse', 43.6047, 1.4442],
  ['06088', 'Nice', 43.7102, 7.262],
  ['44109', 'Nantes', 47.2184, -1.5536],
  ['34172', 'Montpellier', 43.6108, 3.8767],
  ['67482', 'Strasbourg', 48.5734, 7.7521],
  ['33063', 'Bordeaux', 44.8378, -0.5792],
  ['59350', 'Lille', 50.6292, 3.0573],
  ['35238', 'Rennes', 48.1173, -1.6778],
  ['51454', 'Reims', 49.2583, 4.0317],
  ['83137', 'Toulon', 43.1242, 5.928],
  ['42218', 'Saint-Étienne', 45.4397, 4.3872],
  ['76351', 'Le Havre', 49.4944, 0.1079],
  ['38185', 'Grenoble', 45.1885, 5.7245],
  ['21231', 'Dijon', 47.322, 5.0415],
  ['49007', 'Angers', 47.4784, -0.5632],
  ['29019', 'Brest', 48.3904, -4.4861],
  ['63113', 'Clermont-Ferrand', 45.7772, 3.087],
  ['87085', 'Limoges', 45.8336, 1.2611],
  ['2A004', 'Ajaccio', 41.9192, 8.7386],
  ['97411', 'Saint-Denis', -20.8823, 55.4504],
  ['97209', 'Fort-de-France', 14.6161, -61.0588],
];

describe('commune coordinates', () => {
  it('locates every current commune and places large cities within a few kilometres', () => {
    const communes = loadCommunes();
    const errors = KNOWN.map(([code, name, lat, lon]) => {
      const c = geo.commune(code);
      expect(c?.name).toBe(name);
      return { name, km: distanceKm(lat, lon, c!.lat, c!.lon) };
    });
    const sorted = errors.map((e) => e.km).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const worst = errors.reduce((a, b) => (b.km > a.km ? b : a));
    console.log(
      `Coordonnées des communes : ${communes.length} communes actuelles localisées ; ` +
        `écart aux ${KNOWN.length} grandes villes de référence : médiane ${median.toFixed(2)} km, ` +
        `maximum ${worst.km.toFixed(2)} km (${worst.name})`,
    );
    expect(communes.length).toBeGreaterThan(34_900);
    expect(communes.every((c) => Number.isFinite(c.lat) && Number.isFinite(c.lon))).toBe(true);
    expect(median).toBeLessThan(2);
    expect(worst.km).toBeLessThan(6);
  });
});

describe('GeoService', () => {
  it('finds the communes of a postal code, most populated first, with their centre', () => {
    const cities = geo.citiesByPostal('33000');
    expect(cities[0]).toMatchObject({ data: '33063', value: 'Bordeaux' });
    expect(cities[0]!.lat).toBeCloseTo(44.84, 1);
    expect(geo.citiesByPostal('75011').map((c) => c.value)).toEqual(['Paris']);
  });

  it('pads four-digit codes and refuses malformed ones', () => {
    expect(geo.citiesByPostal('1000').map((c) => c.value)).toContain('Bourg-en-Bresse');
    expect(geo.citiesByPostal('abcde')).toEqual([]);
    expect(geo.citiesByPostal('99999')).toEqual([]);
  });

  it('matches a city to its postal code by INSEE code or name', () => {
    expect(geo.findCity('69001', 'lyon')?.data).toBe('69123');
    expect(geo.findCity('42000', 'St Etienne')?.data).toBe('42218');
    expect(geo.findCity('69001', 'Marseille')).toBeNull();
  });

  it('suggests cities by name or postal code, the largest first', () => {
    expect(geo.suggestCities('bord')[0]).toMatchObject({
      data: '33063',
      value: 'Bordeaux',
      value_alt: 'Bordeaux (33000)',
    });
    expect(geo.suggestCities('saint-etie')[0]?.value).toBe('Saint-Étienne');
    expect(geo.suggestCities('6900').map((c) => c.data)).toContain('69123');
    expect(geo.suggestCities('x')).toEqual([]);
  });

  it('suggests régions, then départements, then cities, with their type, identifier and slug', () => {
    const gironde = geo.suggestAreas('giron');
    expect(gironde[0]).toEqual({
      value: 'Gironde (33)',
      data: { type: 'departement', identifier: '33', slug: 'gironde' },
    });
    const bretagne = geo.suggestAreas('bretagne');
    expect(bretagne[0]).toEqual({ value: 'Bretagne', data: { type: 'region', identifier: '53', slug: 'bretagne' } });
    expect(geo.suggestAreas('lyon')[0]?.data).toEqual({ type: 'city', identifier: '69123', slug: 'lyon-69123' });
    expect(geo.suggestAreas('2A')[0]?.data.slug).toBe('corse-du-sud');
    expect(geo.suggestAreas('33').map((s) => s.data.identifier)).toEqual(['33']);
  });

  it('reads an area back from its slug or its code', () => {
    expect(geo.area('city', 'lyon-69123')?.identifier).toBe('69123');
    expect(geo.area('city', '69123')?.slug).toBe('lyon-69123');
    expect(geo.area('departement', 'gironde')?.identifier).toBe('33');
    expect(geo.area('region', '75')?.slug).toBe('nouvelle-aquitaine');
    expect(geo.area('departement', 'atlantide')).toBeNull();
  });

  it('answers address lookups with postal, city name, INSEE code and centre', () => {
    const [lyon] = geo.address('69003', 'lyon');
    expect(lyon).toMatchObject({ postal: '69003', city_name: 'Lyon', city_id: '69123' });
    expect(geo.address('69003', 'bordeaux')).toEqual([]);
    expect(geo.address(undefined, 'brest')[0]?.city_id).toBe('29019');
  });
});

describe('geo arithmetic', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(48.8566, 2.3522, 45.764, 4.8357)).toBeCloseTo(392, -1);
    expect(distanceKm(44.8378, -0.5792, 44.8378, -0.5792)).toBe(0);
  });

  it('draws a box that holds every point of the circle', () => {
    const box = boundingBox(45, 5, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      const lat = 45 + (49.9 / 111.32) * Math.cos(rad);
      const lon = 5 + (49.9 / (111.32 * Math.cos((lat * Math.PI) / 180))) * Math.sin(rad);
      expect(distanceKm(45, 5, lat, lon)).toBeLessThan(50.5);
      expect(lat >= box.minLat && lat <= box.maxLat && lon >= box.minLon && lon <= box.maxLon).toBe(true);
    }
  });

  it('folds place names the way people type them', () => {
    expect(foldPlace('Saint-Étienne-du-Rouvray')).toBe('saint etienne du rouvray');
    expect(foldPlace('ste Foy')).toBe('sainte foy');
  });
});
