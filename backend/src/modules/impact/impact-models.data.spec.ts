import { IMPACT_UNITS } from '@troc/shared';
import { IMPACT_LIBRARY } from './impact-models.data.js';
import { librarySlug } from './impact-library.js';

describe('the ADEME library extract', () => {
  const { source, categories, models } = IMPACT_LIBRARY;

  it('names its source and version', () => {
    expect(source).toEqual({
      label: expect.stringContaining('ADEME'),
      package: '@incubateur-ademe/nosgestesclimat',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('holds several hundred models, each with its original rule, a positive factor and a known unit', () => {
    expect(models.length).toBeGreaterThan(200);
    const units = new Set<string>(IMPACT_UNITS.map((u) => u.code));
    for (const model of models) {
      expect(model.sourceUniqueId).toMatch(/\S \. \S/);
      expect(model.title.trim().length).toBeGreaterThan(1);
      expect(Number.isFinite(model.emissionFactor) && model.emissionFactor > 0).toBe(true);
      expect(units.has(model.inputUnit1)).toBe(true);
    }
  });

  it('covers furniture, appliances, IT equipment and textiles, per object and per kg', () => {
    const of = (prefix: string) => models.filter((m) => m.sourceUniqueId.startsWith(prefix));
    for (const prefix of [
      'divers . ameublement',
      'divers . électroménager',
      'divers . numérique',
      'divers . textile',
    ]) {
      expect(of(prefix).length).toBeGreaterThan(5);
    }
    expect(models.some((m) => m.inputUnit1 === 'kg')).toBe(true);
    expect(models.some((m) => m.inputUnit1 === 'unit')).toBe(true);
  });

  it('never leaves out a rule nor gives two models one slug, and files each in a known category', () => {
    const slugs = new Set(models.map((m) => librarySlug(m.sourceUniqueId, source.version)));
    expect(slugs.size).toBe(models.length);
    const known = new Set(categories.map((c) => c.slug));
    expect(models.every((m) => known.has(m.category))).toBe(true);
    expect(categories.every((c) => c.parent === null || known.has(c.parent))).toBe(true);
  });
});
