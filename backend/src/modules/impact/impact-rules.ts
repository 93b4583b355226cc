import { type CalculationRuleItem, type ImpactMode, ImpactResultRule, ImpactUnit } from '@troc/shared';

/**
 * The calculation rules of impact models: unit conversions and the figure of a listing or an
 * exchange. Pure functions, so that every rule has a unit test.
 */

/** Each unit's dimension and its size in the dimension's base unit; units of two dimensions never convert. */
const DIMENSIONS: Record<ImpactUnit, [dimension: string, size: number]> = {
  // Counted objects: a device or a vehicle is one unit.
  [ImpactUnit.Unit]: ['count', 1],
  [ImpactUnit.Device]: ['count', 1],
  [ImpactUnit.Vehicle]: ['count', 1],
  [ImpactUnit.A4Sheets100]: ['sheets', 1],
  [ImpactUnit.Euros]: ['money', 1],
  [ImpactUnit.KiloEuros]: ['money', 1000],
  [ImpactUnit.Meter]: ['length', 1],
  [ImpactUnit.Kilometer]: ['length', 1000],
  [ImpactUnit.SquareMeter]: ['area', 1],
  [ImpactUnit.Hectare]: ['area', 10_000],
  [ImpactUnit.CubicMeter]: ['volume', 1000],
  [ImpactUnit.Millilitre]: ['volume', 0.001],
  [ImpactUnit.Litre]: ['volume', 1],
  [ImpactUnit.Milligram]: ['mass', 1e-6],
  [ImpactUnit.Gram]: ['mass', 0.001],
  [ImpactUnit.Kilogram]: ['mass', 1],
  [ImpactUnit.Tonne]: ['mass', 1000],
  // Energy in kWh: 1 kWh = 3.6 MJ.
  [ImpactUnit.Gigajoule]: ['energy', 1000 / 3.6],
  [ImpactUnit.Megajoule]: ['energy', 1 / 3.6],
  [ImpactUnit.KilowattHour]: ['energy', 1],
  [ImpactUnit.MegawattHour]: ['energy', 1000],
  [ImpactUnit.GigawattHour]: ['energy', 1_000_000],
  [ImpactUnit.KgCo2e]: ['co2', 1],
  [ImpactUnit.Percent]: ['percent', 1],
};

export const isImpactUnit = (value: unknown): value is ImpactUnit =>
  typeof value === 'string' && Object.hasOwn(DIMENSIONS, value);

export const sameDimension = (a: ImpactUnit, b: ImpactUnit): boolean => DIMENSIONS[a][0] === DIMENSIONS[b][0];

export const isCount = (unit: ImpactUnit) => DIMENSIONS[unit][0] === 'count';
export const isMass = (unit: ImpactUnit) => DIMENSIONS[unit][0] === 'mass';

/** `value` in `from` expressed in `to`; null between two dimensions (kg and km) or for a non-number. */
export function convert(value: number, from: ImpactUnit, to: ImpactUnit): number | null {
  if (!Number.isFinite(value) || !isImpactUnit(from) || !isImpactUnit(to) || !sameDimension(from, to)) return null;
  if (from === to) return value;
  return (value * DIMENSIONS[from][1]) / DIMENSIONS[to][1];
}

/** What a model's figure needs. */
export interface RuleModel {
  emissionFactor: number;
  outputUnit: ImpactUnit;
  inputUnit1: ImpactUnit;
  inputUnit2: ImpactUnit | null;
  calculationRule: CalculationRuleItem[];
  resultRule: ImpactResultRule;
}

/**
 * The quantity of input `index` for one unit of the listing: the value given with the choice,
 * else the model's, converted into the input's unit; a mass left open takes the listing's unit
 * weight, a count left open is one object. Null when none applies.
 */
export function inputQuantity(
  model: RuleModel,
  index: 0 | 1,
  given: readonly CalculationRuleItem[],
  unitWeightGrams: number | null,
): number | null {
  const unit = index === 0 ? model.inputUnit1 : model.inputUnit2;
  if (!unit) return null;
  const item = [given[index], model.calculationRule[index]].find((i) => i && i.value !== null && i.value !== undefined);
  if (item) return convert(Number(item.value), item.unit, unit);
  if (isMass(unit) && unitWeightGrams !== null && unitWeightGrams > 0) {
    return convert(unitWeightGrams, ImpactUnit.Gram, unit);
  }
  return isCount(unit) ? 1 : null;
}

/** kgCO2e of one model for one unit of the listing; null when it cannot be computed. */
export function carbonPerUnit(
  model: RuleModel,
  given: readonly CalculationRuleItem[],
  unitWeightGrams: number | null,
): number | null {
  if (!Number.isFinite(model.emissionFactor) || model.emissionFactor < 0) return null;
  const first = inputQuantity(model, 0, given, unitWeightGrams);
  if (first === null || first < 0) return null;
  let result = model.emissionFactor * first;
  if (model.resultRule === ImpactResultRule.FactorTimesInputs) {
    const second = inputQuantity(model, 1, given, unitWeightGrams);
    if (second === null || second < 0) return null;
    result *= second;
  }
  return convert(result, model.outputUnit, ImpactUnit.KgCo2e);
}

/**
 * The carbon impact response (supporting §3): the sum of the chosen models per unit in troc
 * mode, × requestedQuantity in tracker mode; null without a model or when one cannot be computed.
 */
export function carbonOf(
  perUnit: readonly (number | null)[],
  mode: ImpactMode,
  requestedQuantity: number | null,
): number | null {
  if (perUnit.length === 0 || perUnit.some((v) => v === null)) return null;
  const sum = (perUnit as number[]).reduce((total, v) => total + v, 0);
  if (mode === 'troc') return round(sum);
  if (requestedQuantity === null || !Number.isFinite(requestedQuantity) || requestedQuantity < 0) return null;
  return round(sum * requestedQuantity);
}

/** To the gram: the figures are stored in grams. */
export const round = (kg: number) => Math.round(kg * 1000) / 1000;
