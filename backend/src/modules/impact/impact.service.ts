import { Injectable } from '@nestjs/common';
import {
  type CalculationRuleItem,
  fr,
  type ImpactCategoryResponse,
  type ImpactChoiceView,
  type ImpactDefaultCo2View,
  type ImpactModelView,
  Role,
  t,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { Transactions } from '../../core/database/transactions.js';
import { ConflictError, ForbiddenError, FormError, NotFoundError } from '../../core/errors/index.js';
import { defaultCo2 } from '../../shared/default-factors.js';
import type { ImpactModelFormDto, ImpactSelectDto } from './dto/impact.dto.js';
import type { ImpactCategory } from './entities/impact-category.entity.js';
import type { ImpactModel } from './entities/impact-model.entity.js';
import { ImpactFigures } from './impact-figures.service.js';
import { categoriesOf, modelFields, modelViews, newModelSlug } from './impact-model-fields.js';
import { isImpactUnit, sameDimension } from './impact-rules.js';
import { type ImpactSubject, ImpactSubjects } from './impact-subjects.js';
import { toCategoryView, toChoiceView } from './impact.mapper.js';
import { ImpactQueries } from './impact.queries.js';

/** Search answers stop there: the modal narrows with the tree or more words. */
const SEARCH_LIMIT = 50;

/** The carbon modal's rules (supporting §4 Impact model actions): tree, lists, select, unselect, disable, add, edit. */
@Injectable()
export class ImpactService {
  constructor(
    private readonly queries: ImpactQueries,
    private readonly subjects: ImpactSubjects,
    private readonly figures: ImpactFigures,
    private readonly transactions: Transactions,
  ) {}

  /** 'root' or a category's slug: its children (data.list), or its models at a leaf or with a query. */
  async category(slug: string, actor: Actor, query: string | null): Promise<ImpactCategoryResponse> {
    const category = slug === 'root' ? null : await this.queries.categoryBySlug(slug);
    if (slug !== 'root' && !category)
      throw new NotFoundError('IMPACT_CATEGORY_NOT_FOUND', fr.impact.errors.categoryNotFound);
    const children = await this.queries.children(category?.id ?? null);
    const view = category ? toCategoryView(category, await this.parentsOf([category])) : null;
    if (!query && children.length > 0) {
      const parents = category ? new Map([[category.id, category]]) : new Map<number, ImpactCategory>();
      return { category: view, data: { list: children.map((c) => toCategoryView(c, parents)) } };
    }
    const categoryIds = category ? await this.queries.subtreeIds(category.id) : undefined;
    const [models] = await this.queries.modelsPage(
      { organisationId: actor.organisationId, categoryIds, query: query ?? undefined },
      1,
      SEARCH_LIMIT,
    );
    return { category: view, data: { models: await modelViews(this.queries, models) } };
  }

  async current(mode: string, slug: string, actor: Actor, page: number, size: number) {
    const subject = await this.subjects.resolve(mode, slug, actor);
    const figure = await this.figures.figure(subject);
    const own = figure.from === 'subject' ? figure.choices : [];
    const categories = await categoriesOf(
      this.queries,
      own.map((c) => c.model),
    );
    const data: ImpactChoiceView[] = own
      .slice((page - 1) * size, page * size)
      .map(({ choice, model, perUnit }) => toChoiceView(model, choice.values, perUnit, categories));
    return {
      data,
      total: own.length,
      carbone: figure.carbone,
      from: figure.from,
      canChoose: subject.canChoose,
      defaultFactor: figure.from === null ? await this.defaultOf(subject) : null,
    };
  }

  /** The default a completed exchange would receive: the very function TrackerCo2 records it with. */
  private async defaultOf(subject: ImpactSubject): Promise<ImpactDefaultCo2View | null> {
    const { categoryId, quantity, unitWeightGrams } = subject.byDefault;
    const { factor, kgCo2e } = defaultCo2(categoryId, { quantity, unitWeightGrams });
    if (!factor || categoryId === null) return null;
    const [category] = await this.queries.categoryNames([categoryId]);
    const { key, label, unit, kgCo2ePerUnit, source } = factor;
    return { category: category?.name ?? '', factor: { key, label, unit, kgCo2ePerUnit, source }, kgCo2e };
  }

  async available(
    mode: string,
    slug: string,
    actor: Actor,
    filter: { category?: string | null; query?: string | null; page: number; size: number },
  ) {
    const subject = await this.subjects.resolve(mode, slug, actor);
    let categoryIds: number[] | undefined;
    if (filter.category) {
      const category = await this.queries.categoryBySlug(filter.category);
      if (!category) throw new NotFoundError('IMPACT_CATEGORY_NOT_FOUND', fr.impact.errors.categoryNotFound);
      categoryIds = await this.queries.subtreeIds(category.id);
    }
    const [models, total] = await this.queries.modelsPage(
      {
        organisationId: actor.organisationId,
        categoryIds,
        query: filter.query ?? undefined,
        notChosenFor: { mode: subject.mode, subjectId: subject.id },
      },
      filter.page,
      filter.size,
    );
    return { data: await modelViews(this.queries, models), total };
  }

  async select(mode: string, slug: string, id: number, actor: Actor, form: ImpactSelectDto) {
    const subject = await this.subjects.chooser(mode, slug, actor);
    const model = await this.visibleModel(id, actor);
    if (!model.enabled) throw new NotFoundError('IMPACT_MODEL_NOT_FOUND', fr.impact.errors.modelNotFound);
    if (await this.queries.choice(subject.mode, subject.id, model.id)) {
      throw new ConflictError('IMPACT_MODEL_ALREADY_SELECTED', fr.impact.errors.alreadySelected);
    }
    const values = this.givenValues(model, form.quantity ?? null, form.unit ?? null);
    await this.transactions.run((manager) =>
      this.queries.insertChoice(manager, {
        mode: subject.mode,
        subjectId: subject.id,
        modelId: model.id,
        values,
        createdById: actor.id,
      }),
    );
    return this.answer(subject, fr.impact.selected);
  }

  async unselect(mode: string, slug: string, id: number, actor: Actor) {
    const subject = await this.subjects.chooser(mode, slug, actor);
    const model = await this.visibleModel(id, actor);
    if (!(await this.queries.choice(subject.mode, subject.id, model.id))) {
      throw new NotFoundError('IMPACT_MODEL_NOT_SELECTED', fr.impact.errors.notSelected);
    }
    await this.transactions.run((manager) => this.queries.deleteChoice(manager, subject.mode, subject.id, model.id));
    return this.answer(subject, fr.impact.unselected);
  }

  /** An own model is disabled by its organisation's members; a library model by platform admins only. */
  async disable(mode: string, slug: string, id: number, actor: Actor) {
    const subject = await this.subjects.chooser(mode, slug, actor);
    const model = await this.visibleModel(id, actor);
    if (model.organisationId === null && !actor.roles.includes(Role.PlatformAdmin)) {
      throw new ForbiddenError('IMPACT_LIBRARY_ADMIN_ONLY', fr.impact.errors.libraryAdmin);
    }
    await this.transactions.run((manager) => this.queries.updateModel(manager, model.id, { enabled: false }));
    return this.answer(subject, fr.impact.disabled);
  }

  /** add: the organisation's own model, in a category of the tree, chosen at once for the subject. */
  async add(mode: string, slug: string, categoryId: number, actor: Actor, form: ImpactModelFormDto) {
    const subject = await this.subjects.chooser(mode, slug, actor);
    const category = await this.queries.categoryById(categoryId);
    if (!category) throw new NotFoundError('IMPACT_CATEGORY_NOT_FOUND', fr.impact.errors.categoryNotFound);
    const fields = modelFields(form);
    const values = this.givenValues(fields, form.quantity ?? null, null);
    const model = await this.transactions.run(async (manager) => {
      const created = await this.queries.insertModel(manager, {
        ...fields,
        slug: newModelSlug(fields.title),
        categoryId: category.id,
        organisationId: actor.organisationId,
        enabled: true,
      });
      await this.queries.insertChoice(manager, {
        mode: subject.mode,
        subjectId: subject.id,
        modelId: created.id,
        values,
        createdById: actor.id,
      });
      return created;
    });
    return { ...(await this.answer(subject, fr.impact.added)), model: (await modelViews(this.queries, [model]))[0]! };
  }

  /** edit: own models only (404 for another organisation's, 403 for the library's). */
  async edit(id: number, actor: Actor, form: ImpactModelFormDto): Promise<{ model: ImpactModelView; message: string }> {
    const model = await this.visibleModel(id, actor);
    if (model.organisationId === null) throw new ForbiddenError('IMPACT_MODEL_NOT_OWN', fr.impact.errors.notOwn);
    const fields = modelFields(form);
    await this.transactions.run((manager) => this.queries.updateModel(manager, model.id, fields));
    const saved = (await this.queries.modelById(model.id))!;
    return { model: (await modelViews(this.queries, [saved]))[0]!, message: fr.impact.edited };
  }

  private async answer(subject: ImpactSubject, message: string) {
    return { carbone: (await this.figures.figure(subject)).carbone, message };
  }

  /** The library's and the actor's organisation's models; another organisation's answer 404. */
  async visibleModel(id: number, actor: Actor): Promise<ImpactModel> {
    const model = await this.queries.modelById(id);
    if (!model || (model.organisationId !== null && model.organisationId !== actor.organisationId)) {
      throw new NotFoundError('IMPACT_MODEL_NOT_FOUND', fr.impact.errors.modelNotFound);
    }
    return model;
  }

  /** The quantity given for the first input, in a unit of its dimension (the model's own by default). */
  private givenValues(
    model: Pick<ImpactModel, 'inputUnit1'>,
    quantity: number | null,
    unit: string | null,
  ): CalculationRuleItem[] {
    if (quantity === null || quantity === undefined) return [];
    const given = unit && isImpactUnit(unit) ? unit : model.inputUnit1;
    if (!sameDimension(given, model.inputUnit1)) {
      const label = t(fr.impact.errors.unitMismatch, { unit: model.inputUnit1 });
      throw new FormError({ unit: [label] });
    }
    return [{ unit: given, value: quantity }];
  }

  private async parentsOf(categories: ImpactCategory[]): Promise<Map<number, ImpactCategory>> {
    const ids = categories.map((c) => c.parentId).filter((id): id is number => id !== null);
    return new Map((await this.queries.categoriesByIds(ids)).map((c) => [c.id, c]));
  }
}
