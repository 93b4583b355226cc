import { CATEGORY_TREE } from '../modules/category/category-tree.data.js';
import { DEFAULT_FACTORS, DEFAULT_FACTORS_SOURCE } from './default-factors.data.js';
import { co2Avoided, defaultFactor, type DefaultFactor } from './default-factors.js';

const everyCategory = CATEGORY_TREE.flatMap((top) => [top, ...(top.children ?? [])]);

/** The top categories left without a default on purpose (docs/design/facteurs-d-emission-par-defaut.md). */
const TOPS_WITHOUT_DEFAULT = [2, 3, 4, 6, 7, 8, 9, 10, 11];

const perItem = (kgCo2ePerUnit: number): DefaultFactor => ({
  key: 'test',
  label: 'test',
  unit: 'item',
  kgCo2ePerUnit,
  source: DEFAULT_FACTORS_SOURCE,
});
const perKg = (kgCo2ePerUnit: number): DefaultFactor => ({ ...perItem(kgCo2ePerUnit), unit: 'kg' });

describe('default emission factors', () => {
  it('decides every category of the tree, and nothing else', () => {
    expect(Object.keys(DEFAULT_FACTORS).map(Number).sort()).toEqual(everyCategory.map((c) => c.id).sort());
  });

  it('resolves every top category to its generated default, or to null where none is defensible', () => {
    for (const top of CATEGORY_TREE) {
      const factor = defaultFactor(top.id);
      expect(factor).toBe(DEFAULT_FACTORS[top.id]);
      if (TOPS_WITHOUT_DEFAULT.includes(top.id)) expect(factor).toBeNull();
      else expect(factor).not.toBeNull();
    }
  });

  it('gives positive, finite values read from the ADEME model, with their source', () => {
    const factors = everyCategory.map((c) => defaultFactor(c.id)).filter((f) => f !== null);
    expect(factors.length).toBeGreaterThan(20);
    for (const f of factors) {
      expect(Number.isFinite(f.kgCo2ePerUnit) && f.kgCo2ePerUnit > 0).toBe(true);
      expect(['item', 'kg']).toContain(f.unit);
      expect(f.key).toMatch(/\S \. \S/);
      expect(f.label.length).toBeGreaterThan(0);
      expect(f.source).toEqual({
        label: 'ADEME — Nos Gestes Climat (Base Carbone / Base Empreinte)',
        package: '@incubateur-ademe/nosgestesclimat',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      });
    }
    // A few figures as the model gives them (per object, or per kg of furniture).
    expect(defaultFactor(201)).toMatchObject({ unit: 'item', key: expect.stringContaining('ordinateur portable') });
    expect(defaultFactor(703)).toMatchObject({ unit: 'item', key: expect.stringContaining('lave-linge') });
    expect(defaultFactor(1)).toMatchObject({ unit: 'kg', key: expect.stringContaining('meuble par kg') });
  });

  it('lets a child without its own value inherit its parent, and a closer value win', () => {
    expect(defaultFactor(103)).toEqual(defaultFactor(1));
    expect(defaultFactor(502)).toEqual(defaultFactor(5));
    expect(defaultFactor(101)).not.toEqual(defaultFactor(1));
    expect(defaultFactor(601)).toBeNull();
  });

  it('falls back to the parent for a category the table does not know, and to nothing otherwise', () => {
    expect(defaultFactor(199)).toBe(defaultFactor(1));
    expect(defaultFactor(10199)).toBe(defaultFactor(101));
    expect(defaultFactor(299)).toBeNull();
    expect(defaultFactor(99)).toBeNull();
    expect(defaultFactor(null)).toBeNull();
    expect(defaultFactor(0)).toBeNull();
    expect(defaultFactor(-1)).toBeNull();
    expect(defaultFactor(1.5)).toBeNull();
  });
});

describe('co2Avoided', () => {
  it('multiplies a per-object factor by the quantity, weight or not', () => {
    expect(co2Avoided(perItem(60.1), { quantity: 3, unitWeightGrams: null })).toEqual({ kgCo2e: 180.3 });
    expect(co2Avoided(perItem(60.1), { quantity: 3, unitWeightGrams: 12_000 })).toEqual({ kgCo2e: 180.3 });
    expect(co2Avoided(perItem(5.35), { quantity: 0 })).toEqual({ kgCo2e: 0 });
  });

  it('needs the unit weight for a per-kg factor', () => {
    expect(co2Avoided(perKg(1.833), { quantity: 4, unitWeightGrams: 25_000 })).toEqual({ kgCo2e: 183.3 });
    expect(co2Avoided(perKg(1.833), { quantity: 4, unitWeightGrams: 500 })).toEqual({ kgCo2e: 3.666 });
    expect(co2Avoided(perKg(1.833), { quantity: 4, unitWeightGrams: null })).toEqual({ kgCo2e: null });
    expect(co2Avoided(perKg(1.833), { quantity: 4 })).toEqual({ kgCo2e: null });
    expect(co2Avoided(perKg(1.833), { quantity: 4, unitWeightGrams: 0 })).toEqual({ kgCo2e: null });
  });

  it('knows nothing without a factor or with a meaningless quantity', () => {
    expect(co2Avoided(null, { quantity: 2, unitWeightGrams: 1000 })).toEqual({ kgCo2e: null });
    expect(co2Avoided(perItem(10), { quantity: Number.NaN })).toEqual({ kgCo2e: null });
    expect(co2Avoided(perItem(10), { quantity: -1 })).toEqual({ kgCo2e: null });
  });

  it('works on the generated table: two laptops, a 30 kg medical bed', () => {
    const laptop = defaultFactor(201)!;
    expect(co2Avoided(laptop, { quantity: 2, unitWeightGrams: null }).kgCo2e).toBeCloseTo(2 * laptop.kgCo2ePerUnit, 3);
    const bed = defaultFactor(301)!;
    expect(co2Avoided(bed, { quantity: 1, unitWeightGrams: 30_000 }).kgCo2e).toBeCloseTo(30 * bed.kgCo2ePerUnit, 3);
    expect(co2Avoided(bed, { quantity: 1, unitWeightGrams: null }).kgCo2e).toBeNull();
  });
});
