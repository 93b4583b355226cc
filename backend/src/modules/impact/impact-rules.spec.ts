import { ImpactResultRule, ImpactUnit } from '@troc/shared';
import { carbonOf, carbonPerUnit, convert, inputQuantity, type RuleModel } from './impact-rules.js';

const perObject: RuleModel = {
  emissionFactor: 60.1,
  outputUnit: ImpactUnit.KgCo2e,
  inputUnit1: ImpactUnit.Unit,
  inputUnit2: null,
  calculationRule: [{ unit: ImpactUnit.Unit, value: 1 }],
  resultRule: ImpactResultRule.FactorTimesInput,
};
const perKg: RuleModel = {
  ...perObject,
  emissionFactor: 1.833,
  inputUnit1: ImpactUnit.Kilogram,
  calculationRule: [{ unit: ImpactUnit.Kilogram, value: null }],
};

describe('unit conversions', () => {
  it.each([
    [1500, ImpactUnit.Gram, ImpactUnit.Kilogram, 1.5],
    [2, ImpactUnit.Tonne, ImpactUnit.Kilogram, 2000],
    [250, ImpactUnit.Milligram, ImpactUnit.Gram, 0.25],
    [3.6, ImpactUnit.Megajoule, ImpactUnit.KilowattHour, 1],
    [1, ImpactUnit.Gigajoule, ImpactUnit.KilowattHour, 1000 / 3.6],
    [2, ImpactUnit.MegawattHour, ImpactUnit.KilowattHour, 2000],
    [1, ImpactUnit.GigawattHour, ImpactUnit.MegawattHour, 1000],
    [1, ImpactUnit.CubicMeter, ImpactUnit.Litre, 1000],
    [500, ImpactUnit.Millilitre, ImpactUnit.Litre, 0.5],
    [1, ImpactUnit.Hectare, ImpactUnit.SquareMeter, 10_000],
    [2500, ImpactUnit.Meter, ImpactUnit.Kilometer, 2.5],
    [3, ImpactUnit.KiloEuros, ImpactUnit.Euros, 3000],
    [4, ImpactUnit.Device, ImpactUnit.Unit, 4],
  ])('%d %s is %d %s', (value, from, to, expected) => {
    expect(convert(value, from, to)).toBeCloseTo(expected, 9);
  });

  it('never converts between two dimensions, nor a non-number', () => {
    expect(convert(1, ImpactUnit.Kilogram, ImpactUnit.Kilometer)).toBeNull();
    expect(convert(1, ImpactUnit.Percent, ImpactUnit.Unit)).toBeNull();
    expect(convert(Number.NaN, ImpactUnit.Gram, ImpactUnit.Kilogram)).toBeNull();
    expect(convert(1, 'pound' as ImpactUnit, ImpactUnit.Kilogram)).toBeNull();
  });
});

describe('calculation rules', () => {
  it('a per-object model counts one object per unit of the listing', () => {
    expect(carbonPerUnit(perObject, [], null)).toBeCloseTo(60.1, 9);
  });

  it('a per-kg model takes the quantity given with the choice, in any unit of mass', () => {
    expect(carbonPerUnit(perKg, [{ unit: ImpactUnit.Gram, value: 12_000 }], null)).toBeCloseTo(1.833 * 12, 9);
    expect(inputQuantity(perKg, 0, [{ unit: ImpactUnit.Tonne, value: 0.5 }], null)).toBe(500);
  });

  it('a per-kg model left open takes the unit weight, or cannot be computed', () => {
    expect(carbonPerUnit(perKg, [], 2500)).toBeCloseTo(1.833 * 2.5, 9);
    expect(carbonPerUnit(perKg, [], null)).toBeNull();
    expect(carbonPerUnit(perKg, [{ unit: ImpactUnit.Kilometer, value: 3 }], 2500)).toBeNull();
  });

  it('a two-input model multiplies both (tonnes × km)', () => {
    const freight: RuleModel = {
      ...perObject,
      emissionFactor: 0.1,
      inputUnit1: ImpactUnit.Tonne,
      inputUnit2: ImpactUnit.Kilometer,
      calculationRule: [
        { unit: ImpactUnit.Kilogram, value: 200 },
        { unit: ImpactUnit.Kilometer, value: null },
      ],
      resultRule: ImpactResultRule.FactorTimesInputs,
    };
    expect(carbonPerUnit(freight, [], null)).toBeNull();
    expect(
      carbonPerUnit(
        freight,
        [
          { unit: ImpactUnit.Kilogram, value: 200 },
          { unit: ImpactUnit.Meter, value: 50_000 },
        ],
        null,
      ),
    ).toBeCloseTo(0.1 * 0.2 * 50, 9);
  });

  it('sums the chosen models per unit in troc mode, × requestedQuantity in tracker mode', () => {
    expect(carbonOf([60.1, 4.5825], 'troc', null)).toBe(64.683);
    expect(carbonOf([60.1, 4.5825], 'tracker', 3)).toBe(194.048);
  });

  it('is null without a model, with a model it cannot compute, or without a quantity', () => {
    expect(carbonOf([], 'troc', null)).toBeNull();
    expect(carbonOf([60.1, null], 'troc', null)).toBeNull();
    expect(carbonOf([60.1], 'tracker', null)).toBeNull();
  });
});
