import { GeoService } from './geo.service.js';

const geo = new GeoService();

describe('GeoService', () => {
  it('finds the communes of a postal code, most populated first', () => {
    const cities = geo.citiesByPostal('33000');
    expect(cities[0]).toMatchObject({ data: '33063', value: 'Bordeaux' });
    expect(geo.citiesByPostal('75011').map((c) => c.value)).toEqual(['Paris']);
  });

  it('pads four-digit codes and refuses malformed ones', () => {
    expect(geo.citiesByPostal('1000').map((c) => c.value)).toContain('Bourg-en-Bresse');
    expect(geo.citiesByPostal('abcde')).toEqual([]);
    expect(geo.citiesByPostal('99999')).toEqual([]);
  });

  it('matches a city to its postal code by INSEE code or name', () => {
    expect(geo.findCity('69001', 'lyon')?.data).toBe('69123');
    expect(geo.findCity('69001', 'Marseille')).toBeNull();
  });
});
