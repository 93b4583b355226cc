import { ImpactResultRule, ImpactUnit } from '@troc/shared';
import type { ImpactChoice } from './entities/impact-choice.entity.js';
import type { ImpactModel } from './entities/impact-model.entity.js';
import { ImpactFigures } from './impact-figures.service.js';
import { IMPACT_LIBRARY } from './impact-models.data.js';

// The figures of the chosen models with the choices' table faked: no database.
const model = (id: number, over: Partial<ImpactModel> = {}): ImpactModel =>
  ({
    id,
    slug: `m${id}`,
    title: `Modèle ${id}`,
    sourceUniqueId: `ademe-${id}`,
    outputUnit: ImpactUnit.KgCo2e,
    inputUnit1: ImpactUnit.Unit,
    inputUnit2: null,
    emissionFactor: 50,
    sourceLabel: 'Base Empreinte',
    sourceVersion: '23.0',
    calculationRule: [{ unit: ImpactUnit.Unit, value: 1 }],
    resultRule: ImpactResultRule.FactorTimesInput,
    organisationId: null,
    ...over,
  }) as ImpactModel;
const TABLE = model(1);
/** Per kg, left open: the listing's unit weight applies. */
const PER_KG = model(2, {
  emissionFactor: 2,
  inputUnit1: ImpactUnit.Kilogram,
  calculationRule: [{ unit: ImpactUnit.Kilogram, value: null }],
});
const chosen = (m: ImpactModel, values: ImpactChoice['values'] = []) => ({
  choice: { modelId: m.id, values } as ImpactChoice,
  model: m,
});

function world(choices: Record<string, ReturnType<typeof chosen>[]>) {
  const asked: string[] = [];
  const queries = {
    choicesOf: async (mode: string, id: number) => {
      asked.push(`${mode} ${id}`);
      return choices[`${mode} ${id}`] ?? [];
    },
  };
  return { figures: new ImpactFigures(...([queries] as never as ConstructorParameters<typeof ImpactFigures>)), asked };
}

const listing = { mode: 'troc' as const, id: 40, trocId: null, weightGrams: 17_500, requestedQuantity: null };
const exchange = { mode: 'tracker' as const, id: 5, trocId: 40, weightGrams: 17_500, requestedQuantity: 3 };

describe('the figure of the chosen models', () => {
  it('sums a listing’s models per unit, a per-kg model left open taking the unit weight', async () => {
    const { figures } = world({ 'troc 40': [chosen(TABLE), chosen(PER_KG)] });
    const figure = await figures.figure(listing);
    expect(figure.from).toBe('subject');
    expect(figure.choices.map((c) => c.perUnit)).toEqual([50, 35]);
    expect(figure.carbone).toBe(85);
  });

  it('multiplies an exchange’s by its quantity', async () => {
    const { figures } = world({ 'tracker 5': [chosen(PER_KG, [{ unit: ImpactUnit.Gram, value: 12_000 }])] });
    expect(await figures.figure(exchange)).toMatchObject({ carbone: 72, from: 'subject' });
  });

  it('takes the listing’s choices for an exchange without any, and says so', async () => {
    const { figures, asked } = world({ 'troc 40': [chosen(TABLE)] });
    expect(await figures.figure(exchange)).toMatchObject({ carbone: 150, from: 'listing' });
    expect(asked).toEqual(['tracker 5', 'troc 40']);
  });

  it('has no figure without any choice, and never borrows for a listing', async () => {
    const { figures, asked } = world({});
    expect(await figures.figure(listing)).toEqual({ choices: [], carbone: null, from: null });
    expect(asked).toEqual(['troc 40']);
  });

  it('has no number when one model cannot be computed (per kg without a weight)', async () => {
    const { figures } = world({ 'troc 40': [chosen(TABLE), chosen(PER_KG)] });
    expect(await figures.figure({ ...listing, weightGrams: null })).toMatchObject({ carbone: null, from: 'subject' });
  });
});

describe('the CO2 of a completed exchange', () => {
  const tracker = { id: 5, trocId: 40, requestedQuantity: 3, weightGrams: null };

  it('is in grams, with each chosen model as a source and the quantity it was computed from', async () => {
    const { figures } = world({ 'troc 40': [chosen(PER_KG)] });
    const estimate = await figures.estimate(tracker, { id: 40, weightGrams: 17_500 });
    expect(estimate).toEqual({
      grams: 105_000,
      sources: [
        expect.objectContaining({
          key: 'ademe-2',
          unit: 'item',
          kgCo2ePerUnit: 35,
          source: { label: 'Base Empreinte', package: IMPACT_LIBRARY.source.package, version: '23.0' },
          model: { id: 2, slug: 'm2', emissionFactor: 2, inputUnit: ImpactUnit.Kilogram, quantity: 17.5 },
        }),
      ],
    });
  });

  it('is undefined without any choice (the default applies), null when it cannot be computed', async () => {
    expect(await world({}).figures.estimate(tracker, { id: 40, weightGrams: 17_500 })).toBeUndefined();
    const { figures } = world({ 'troc 40': [chosen(PER_KG)] });
    expect(await figures.estimate(tracker, { id: 40, weightGrams: null })).toBeNull();
  });
});
