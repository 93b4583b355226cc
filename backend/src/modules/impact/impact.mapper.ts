import type {
  CalculationRuleItem,
  Co2Source,
  ImpactCategoryView,
  ImpactChoiceView,
  ImpactModelView,
} from '@troc/shared';
import { fr } from '@troc/shared';
import type { ImpactCategory } from './entities/impact-category.entity.js';
import type { ImpactModel } from './entities/impact-model.entity.js';
import { IMPACT_LIBRARY } from './impact-models.data.js';

export function toCategoryView(
  category: ImpactCategory & { hasChildren?: boolean },
  parents: Map<number, ImpactCategory> = new Map(),
): ImpactCategoryView {
  return {
    id: category.id,
    slug: category.slug,
    title: category.title,
    parentSlug: category.parentId === null ? null : (parents.get(category.parentId)?.slug ?? null),
    hasChildren: category.hasChildren ?? false,
  };
}

export function toModelView(model: ImpactModel, categories: Map<number, ImpactCategory>): ImpactModelView {
  const category = model.categoryId === null ? undefined : categories.get(model.categoryId);
  return {
    id: model.id,
    slug: model.slug,
    title: model.title,
    sourceUniqueId: model.sourceUniqueId,
    description: model.description,
    outputUnit: model.outputUnit,
    inputUnit1: model.inputUnit1,
    inputUnit2: model.inputUnit2,
    emissionFactor: model.emissionFactor,
    sourceLabel: model.sourceLabel,
    sourceVersion: model.sourceVersion,
    displayDate: model.displayDate,
    calculationRule: model.calculationRule,
    resultRule: model.resultRule,
    category: category ? { id: category.id, slug: category.slug, title: category.title } : null,
    own: model.organisationId !== null,
    enabled: model.enabled,
  };
}

export function toChoiceView(
  model: ImpactModel,
  values: CalculationRuleItem[],
  carbonePerUnit: number | null,
  categories: Map<number, ImpactCategory>,
): ImpactChoiceView {
  return { ...toModelView(model, categories), values, carbonePerUnit };
}

/**
 * The source kept with a completed exchange's CO2 for one chosen model: its figure per item
 * (kgCo2ePerUnit) and the factor, input unit and quantity it came from.
 */
export function toCo2Source(model: ImpactModel, perUnit: number, quantity: number): Co2Source {
  const library = model.organisationId === null;
  return {
    key: model.sourceUniqueId ?? model.slug,
    label: model.title,
    unit: 'item',
    kgCo2ePerUnit: perUnit,
    source: {
      label: model.sourceLabel,
      package: library ? IMPACT_LIBRARY.source.package : fr.impact.ownSource,
      version: model.sourceVersion ?? '',
    },
    model: {
      id: model.id,
      slug: model.slug,
      emissionFactor: model.emissionFactor,
      inputUnit: model.inputUnit1,
      quantity,
    },
  };
}
