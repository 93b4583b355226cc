import { Injectable } from '@nestjs/common';
import {
  fr,
  GOODS_IMPACT_CATEGORIES,
  type ImpactLibraryActionResponse,
  type ImpactModelView,
  Role,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { Transactions } from '../../core/database/transactions.js';
import type { ImpactLibraryFilterDto, ImpactModelFormDto } from './dto/impact.dto.js';
import { modelFields, modelViews, newModelSlug } from './impact-model-fields.js';
import { ImpactQueries } from './impact.queries.js';
import { ImpactService } from './impact.service.js';
import { ForbiddenError, NotFoundError } from '../../core/errors/index.js';

/**
 * The model library of the carbon tools: browse the tree's models (the organisation's own
 * included), create own models outside any listing, disable and enable them. An organisation's
 * models are its own; the platform's are managed by platform admins.
 */
@Injectable()
export class ImpactModels {
  constructor(
    private readonly queries: ImpactQueries,
    private readonly impact: ImpactService,
    private readonly transactions: Transactions,
  ) {}

  async page(actor: Actor, filter: ImpactLibraryFilterDto, page: number, size: number) {
    let categoryIds: number[] | undefined;
    if (filter.category) {
      const category = await this.queries.categoryBySlug(filter.category);
      if (!category) throw new NotFoundError('IMPACT_CATEGORY_NOT_FOUND', fr.impact.errors.categoryNotFound);
      categoryIds = await this.queries.subtreeIds(category.id);
    } else if (filter.scope === 'goods') {
      categoryIds = await this.goodsCategoryIds();
    }
    const [models, total] = await this.queries.modelsPage(
      {
        organisationId: actor.organisationId,
        categoryIds,
        query: filter.query ?? undefined,
        owner: filter.owner,
        includeDisabled: filter.disabled,
      },
      page,
      size,
    );
    return { data: await modelViews(this.queries, models), total, canManageLibrary: canManageLibrary(actor) };
  }

  /** The subtrees of the categories whose models apply to goods (a category not loaded yet is skipped). */
  private async goodsCategoryIds(): Promise<number[]> {
    const ids: number[] = [];
    for (const { slug } of GOODS_IMPACT_CATEGORIES) {
      const category = await this.queries.categoryBySlug(slug);
      if (category) ids.push(...(await this.queries.subtreeIds(category.id)));
    }
    return ids;
  }

  async create(categoryId: number, actor: Actor, form: ImpactModelFormDto): Promise<ImpactLibraryActionResponse> {
    const category = await this.queries.categoryById(categoryId);
    if (!category) throw new NotFoundError('IMPACT_CATEGORY_NOT_FOUND', fr.impact.errors.categoryNotFound);
    const fields = modelFields(form);
    const created = await this.transactions.run((manager) =>
      this.queries.insertModel(manager, {
        ...fields,
        slug: newModelSlug(fields.title),
        categoryId: category.id,
        organisationId: actor.organisationId,
        enabled: true,
      }),
    );
    return { message: fr.impact.created, model: await this.view(created.id) };
  }

  /** Disabled models leave the lists and the figures; the choices made stay, to come back when enabled. */
  async setEnabled(id: number, enabled: boolean, actor: Actor): Promise<ImpactLibraryActionResponse> {
    const model = await this.impact.visibleModel(id, actor);
    if (model.organisationId === null && !canManageLibrary(actor)) {
      throw new ForbiddenError('IMPACT_LIBRARY_ADMIN_ONLY', fr.impact.errors.libraryAdmin);
    }
    await this.transactions.run((manager) => this.queries.updateModel(manager, model.id, { enabled }));
    return { message: enabled ? fr.impact.enabled : fr.impact.disabled, model: await this.view(model.id) };
  }

  private async view(id: number): Promise<ImpactModelView> {
    return (await modelViews(this.queries, [(await this.queries.modelById(id))!]))[0]!;
  }
}

const canManageLibrary = (actor: Actor) => actor.roles.includes(Role.PlatformAdmin);
