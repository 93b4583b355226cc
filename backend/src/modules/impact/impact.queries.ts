import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ImpactMode } from '@troc/shared';
import { type EntityManager, In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { escapeLike } from '../../core/database/like.js';
import { ImpactCategory } from './entities/impact-category.entity.js';
import { ImpactChoice } from './entities/impact-choice.entity.js';
import { ImpactModel } from './entities/impact-model.entity.js';

/** Which models a list reads: those the organisation sees (the library and its own), enabled. */
export interface ModelFilter {
  organisationId: number;
  categoryIds?: number[];
  query?: string;
  /** Leave out the models already chosen for this subject (the available list). */
  notChosenFor?: { mode: ImpactMode; subjectId: number };
  /** The library page: whose models, and the disabled ones too (enabled only by default). */
  owner?: 'all' | 'own' | 'library';
  includeDisabled?: boolean;
}

/** One source of the platform library, as grouped in the database. */
export interface LibrarySourceRow {
  label: string;
  version: string | null;
  models: number;
  enabledModels: number;
  loadedAt: Date | null;
}

/** The impact module's reads and writes, in one place (the carbon pages' aggregations will join them). */
@Injectable()
export class ImpactQueries {
  constructor(
    @InjectRepository(ImpactCategory) private readonly categories: Repository<ImpactCategory>,
    @InjectRepository(ImpactModel) private readonly models: Repository<ImpactModel>,
    @InjectRepository(ImpactChoice) private readonly choices: Repository<ImpactChoice>,
  ) {}

  async hasLibraryVersion(version: string): Promise<boolean> {
    const found = await this.models
      .createQueryBuilder('m')
      .where('m.organisationId IS NULL AND m.sourceVersion = :version', { version })
      .getCount();
    return found > 0;
  }

  async upsertCategory(
    manager: EntityManager,
    values: { slug: string; title: string; parentId: number | null; position: number },
  ): Promise<number> {
    const found = await manager.findOneBy(ImpactCategory, { slug: values.slug });
    if (found) {
      await manager.update(ImpactCategory, { id: found.id }, { title: values.title, parentId: values.parentId });
      return found.id;
    }
    return (await manager.save(manager.create(ImpactCategory, values))).id;
  }

  async disableOlderLibrary(manager: EntityManager, version: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(ImpactModel)
      .set({ enabled: false })
      .where('organisationId IS NULL AND (sourceVersion IS NULL OR sourceVersion <> :version)', { version })
      .execute();
  }

  async insertModels(manager: EntityManager, rows: Partial<ImpactModel>[]): Promise<void> {
    // By chunks: SQLite limits the variables of one statement.
    for (let i = 0; i < rows.length; i += 50) await manager.insert(ImpactModel, rows.slice(i, i + 50));
  }

  categoryBySlug(slug: string): Promise<ImpactCategory | null> {
    return this.categories.findOneBy({ slug });
  }

  categoryById(id: number): Promise<ImpactCategory | null> {
    return this.categories.findOneBy({ id });
  }

  categoriesByIds(ids: number[]): Promise<ImpactCategory[]> {
    return ids.length ? this.categories.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  /** The children of a node (null: the roots), each with whether it has children of its own. */
  async children(parentId: number | null): Promise<(ImpactCategory & { hasChildren: boolean })[]> {
    const qb = this.categories
      .createQueryBuilder('c')
      .addSelect('(SELECT COUNT(*) FROM impact_category k WHERE k.parentId = c.id)', 'kids')
      .orderBy('c.position', 'ASC')
      .addOrderBy('c.id', 'ASC');
    if (parentId === null) qb.where('c.parentId IS NULL');
    else qb.where('c.parentId = :parentId', { parentId });
    const { entities, raw } = await qb.getRawAndEntities<{ kids: string | number }>();
    return entities.map((c, i) => Object.assign(c, { hasChildren: Number(raw[i]?.kids ?? 0) > 0 }));
  }

  /** A node and every node under it. */
  async subtreeIds(rootId: number): Promise<number[]> {
    const ids = [rootId];
    for (let level = [rootId]; level.length > 0;) {
      const next = (await this.categories.findBy({ parentId: In(level) })).map((c) => c.id);
      ids.push(...next);
      level = next;
    }
    return ids;
  }

  private visible(filter: ModelFilter): SelectQueryBuilder<ImpactModel> {
    const qb = this.models
      .createQueryBuilder('m')
      .where(
        filter.owner === 'own'
          ? 'm.organisationId = :org'
          : filter.owner === 'library'
            ? 'm.organisationId IS NULL'
            : '(m.organisationId IS NULL OR m.organisationId = :org)',
        { org: filter.organisationId },
      );
    if (!filter.includeDisabled) qb.andWhere('m.enabled = :enabled', { enabled: true });
    if (filter.categoryIds) qb.andWhere('m.categoryId IN (:...cats)', { cats: [...filter.categoryIds, -1] });
    if (filter.query) {
      qb.andWhere("(LOWER(m.title) LIKE :q ESCAPE '!' OR LOWER(m.description) LIKE :q ESCAPE '!')", {
        q: `%${escapeLike(filter.query.toLowerCase())}%`,
      });
    }
    if (filter.notChosenFor) {
      qb.andWhere(
        'NOT EXISTS (SELECT 1 FROM impact_choice ch WHERE ch.modelId = m.id AND ch.mode = :mode AND ch.subjectId = :subject)',
        { mode: filter.notChosenFor.mode, subject: filter.notChosenFor.subjectId },
      );
    }
    return qb;
  }

  /** Own models first, then by title. */
  modelsPage(filter: ModelFilter, page: number, size: number): Promise<[ImpactModel[], number]> {
    return this.visible(filter)
      .orderBy('CASE WHEN m.organisationId IS NULL THEN 1 ELSE 0 END', 'ASC')
      .addOrderBy('m.title', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .skip((page - 1) * size)
      .take(size)
      .getManyAndCount();
  }

  modelById(id: number): Promise<ImpactModel | null> {
    return this.models.findOneBy({ id });
  }

  modelsByIds(ids: number[]): Promise<ImpactModel[]> {
    return ids.length ? this.models.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  choice(mode: ImpactMode, subjectId: number, modelId: number): Promise<ImpactChoice | null> {
    return this.choices.findOneBy({ mode, subjectId, modelId });
  }

  /** Every choice of a subject whose model is still enabled: what its figure sums. */
  async choicesOf(mode: ImpactMode, subjectId: number): Promise<{ choice: ImpactChoice; model: ImpactModel }[]> {
    const choices = await this.choices.find({ where: { mode, subjectId }, order: { id: 'ASC' } });
    const models = new Map((await this.modelsByIds(choices.map((c) => c.modelId))).map((m) => [m.id, m]));
    return choices
      .map((choice) => ({ choice, model: models.get(choice.modelId)! }))
      .filter(({ model }) => model?.enabled);
  }

  async insertChoice(manager: EntityManager, values: Partial<ImpactChoice>): Promise<void> {
    await manager.insert(ImpactChoice, values);
  }

  async deleteChoice(manager: EntityManager, mode: ImpactMode, subjectId: number, modelId: number): Promise<void> {
    await manager.delete(ImpactChoice, { mode, subjectId, modelId });
  }

  async insertModel(manager: EntityManager, values: Partial<ImpactModel>): Promise<ImpactModel> {
    return manager.save(manager.create(ImpactModel, values));
  }

  async updateModel(manager: EntityManager, id: number, values: Partial<ImpactModel>): Promise<void> {
    await manager.update(ImpactModel, { id }, values);
  }

  /**
   * The platform library's sources (organisationId null only: an organisation's own models stay
   * private), by label and version: how many models, the day they were loaded, whether any is enabled.
   */
  async librarySources(): Promise<LibrarySourceRow[]> {
    const rows = await this.models
      .createQueryBuilder('m')
      .select('m.sourceLabel', 'label')
      .addSelect('m.sourceVersion', 'version')
      .addSelect('COUNT(*)', 'models')
      .addSelect('MIN(m.createdAt)', 'loadedAt')
      .addSelect('SUM(CASE WHEN m.enabled = :enabled THEN 1 ELSE 0 END)', 'enabledModels')
      .where('m.organisationId IS NULL')
      .setParameter('enabled', true)
      .groupBy('m.sourceLabel')
      .addGroupBy('m.sourceVersion')
      .orderBy('MIN(m.createdAt)', 'DESC')
      .addOrderBy('m.sourceLabel', 'ASC')
      .getRawMany<{
        label: string;
        version: string | null;
        models: unknown;
        loadedAt: unknown;
        enabledModels: unknown;
      }>();
    // Drivers differ: counts come back as strings (MariaDB) or numbers, dates as Date or text.
    return rows.map((r) => ({
      label: r.label,
      version: r.version,
      models: Number(r.models),
      enabledModels: Number(r.enabledModels ?? 0),
      loadedAt:
        r.loadedAt instanceof Date
          ? r.loadedAt
          : r.loadedAt
            ? new Date(`${String(r.loadedAt).replace(' ', 'T')}Z`)
            : null,
    }));
  }

  /** The listing categories' names and parents (the default factors are keyed by their ids). */
  categoryNames(ids: number[]): Promise<{ id: number; name: string; parentId: number | null }[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.models.manager
      .createQueryBuilder()
      .select('c.id', 'id')
      .addSelect('c.name', 'name')
      .addSelect('c.parentId', 'parentId')
      .from('category', 'c')
      .where('c.id IN (:...ids)', { ids })
      .getRawMany<{ id: number | string; name: string; parentId: number | string | null }>()
      .then((rows) =>
        rows.map((r) => ({
          id: Number(r.id),
          name: r.name,
          parentId: r.parentId === null ? null : Number(r.parentId),
        })),
      );
  }
}
