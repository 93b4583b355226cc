import { type CalculationRuleItem, ImpactResultRule, ImpactUnit } from '@troc/shared';
import { randomBytes } from 'node:crypto';
import type { ImpactModelFormDto } from './dto/impact.dto.js';
import type { ImpactCategory } from './entities/impact-category.entity.js';
import type { ImpactModel } from './entities/impact-model.entity.js';
import { toModelView } from './impact.mapper.js';
import type { ImpactQueries } from './impact.queries.js';

/** An own model's columns from its form (carbon modal and library page alike). */
export function modelFields(form: ImpactModelFormDto) {
  const inputUnit1 = form.inputUnit1 as ImpactUnit;
  const inputUnit2 = form.inputUnit2 ? (form.inputUnit2 as ImpactUnit) : null;
  const calculationRule: CalculationRuleItem[] = [
    { unit: inputUnit1, value: inputUnit1 === ImpactUnit.Unit ? 1 : null },
    ...(inputUnit2 ? [{ unit: inputUnit2, value: null }] : []),
  ];
  return {
    title: form.title,
    description: form.description || null,
    outputUnit: ImpactUnit.KgCo2e,
    inputUnit1,
    inputUnit2,
    emissionFactor: form.emissionFactor,
    sourceLabel: form.sourceLabel,
    sourceVersion: form.sourceVersion || null,
    displayDate: form.displayDate || null,
    calculationRule,
    resultRule: inputUnit2 ? ImpactResultRule.FactorTimesInputs : ImpactResultRule.FactorTimesInput,
    sourceUniqueId: null,
  };
}

/** A readable slug made unique by a random suffix. */
export function newModelSlug(title: string): string {
  const base =
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 150) || 'modele';
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/** Models as the screens show them, with their categories read in one query. */
export async function modelViews(queries: ImpactQueries, models: ImpactModel[]) {
  const categories = await categoriesOf(queries, models);
  return models.map((m) => toModelView(m, categories));
}

export async function categoriesOf(
  queries: ImpactQueries,
  models: ImpactModel[],
): Promise<Map<number, ImpactCategory>> {
  const ids = [...new Set(models.map((m) => m.categoryId).filter((id): id is number => id !== null))];
  return new Map((await queries.categoriesByIds(ids)).map((c) => [c.id, c]));
}
