import { ESTABLISHMENT_LIMITS, ESTABLISHMENT_TYPES } from '@troc/shared';
import { ESTABLISHMENT_DIRECTORY, ESTABLISHMENT_REGIONS, siteValue } from './establishment-directory.data.js';

describe('the public-establishment directory', () => {
  it('covers the 18 régions, each with hospitals, State services, universities and local authorities', () => {
    expect(ESTABLISHMENT_REGIONS).toHaveLength(18);
    expect(new Set(ESTABLISHMENT_REGIONS.map((r) => r.code)).size).toBe(18);
    for (const region of ESTABLISHMENT_REGIONS) {
      const sites = ESTABLISHMENT_DIRECTORY.filter((s) => s.regionCode === region.code);
      for (const type of ['hospital', 'regional', 'university', 'local'] as const)
        expect({ region: region.name, type, any: sites.some((s) => s.type === type) }).toEqual({
          region: region.name,
          type,
          any: true,
        });
    }
    expect(ESTABLISHMENT_DIRECTORY.length).toBeGreaterThan(400);
    expect(new Set(ESTABLISHMENT_DIRECTORY.map((s) => s.type))).toEqual(new Set(ESTABLISHMENT_TYPES));
  });

  it('has one prefecture per département (101)', () => {
    const prefectures = ESTABLISHMENT_DIRECTORY.filter(
      (s) => s.label.startsWith('Préfecture ') && s.type === 'regional',
    );
    expect(new Set(prefectures.map((s) => s.departement)).size).toBe(101);
  });

  it('gives every site a distinct value that fits the columns, and distinct labels within a type and région', () => {
    const values = ESTABLISHMENT_DIRECTORY.map((s) => s.value);
    expect(new Set(values).size).toBe(values.length);
    for (const site of ESTABLISHMENT_DIRECTORY) {
      expect(site.value.length).toBeLessThanOrEqual(ESTABLISHMENT_LIMITS.valueMax);
      expect(site.value).toMatch(/^(ES|AC|SD|UN|CT)-(\d{2,3}|2[AB])-[a-z0-9-]+$/);
      expect(site.label.length).toBeLessThanOrEqual(255);
      expect(site.city.trim()).not.toBe('');
    }
    const keys = ESTABLISHMENT_DIRECTORY.map((s) => `${s.type}|${s.regionCode}|${s.label}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('derives stable codes, shortened with a fingerprint when the label is long', () => {
    expect(siteValue('hospital', '33', 'CHU de Bordeaux')).toBe('ES-33-chu-de-bordeaux');
    const long = siteValue('ministry', '75', 'x'.repeat(100));
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long).not.toBe(siteValue('ministry', '75', `${'x'.repeat(99)}y`));
  });
});
