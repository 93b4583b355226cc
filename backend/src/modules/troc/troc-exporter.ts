import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { fr } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { CategoryService } from '../category/index.js';
import { type ExportCell, type ExportPlan, ExportRegistry } from '../export/index.js';
import { OrganisationsService } from '../identity/index.js';
import { UsersService } from '../identity/index.js';
import { MyListingsFormDto, SearchFormDto } from './dto/search.dto.js';
import {
  LISTING_EXPORT_FIELDS,
  type ListingExportRow,
  MINE_COLUMNS,
  mineRow,
  SEARCH_COLUMNS,
  searchRow,
} from './troc-export-rows.js';
import { TrocSearchService } from './troc-search.service.js';
import { TrocListsService } from './troc-lists.service.js';
import { TrocQueries } from './troc.queries.js';

/**
 * The listing lists as files (supporting §2, §7): « Mes annonces » and the search results. Each
 * reads its list's own query with the reader's rights: the ids in the list's order, then the rows
 * 500 at a time, so that the writer streams them.
 */
@Injectable()
export class TrocExporter implements OnModuleInit {
  constructor(
    private readonly registry: ExportRegistry,
    private readonly queries: TrocQueries,
    private readonly lists: TrocListsService,
    private readonly search: TrocSearchService,
    private readonly categories: CategoryService,
    private readonly users: UsersService,
    private readonly organisations: OrganisationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.registerForm({
      kind: 'troc-mine',
      formats: ['xlsx', 'csv'],
      form: MyListingsFormDto,
      // The services filter is checked at the request: a bad choice is a 422, not a failed job.
      check: async (form, actor) => void (await this.lists.scopeOf(actor, form)),
      plan: (form, actor) => this.minePlan(form, actor),
    });
    this.registry.registerForm({
      kind: 'search',
      formats: ['xlsx', 'csv'],
      form: SearchFormDto,
      plan: (form, actor) => this.searchPlan(form, actor),
    });
  }

  private async minePlan(form: MyListingsFormDto, actor: Actor): Promise<ExportPlan> {
    const ids = await this.lists.mineIds(actor, form);
    return {
      fileBase: fr.exports.files['troc-mine'],
      nbLines: ids.length,
      sheets: [{ name: fr.exports.lists.sheets.trocMine, columns: MINE_COLUMNS, rows: () => this.mineBatches(ids) }],
    };
  }

  private async searchPlan(form: SearchFormDto, actor: Actor): Promise<ExportPlan> {
    const ids = await this.search.resultIds(form, actor);
    return {
      fileBase: fr.exports.files.search,
      nbLines: ids.length,
      sheets: [{ name: fr.exports.lists.sheets.search, columns: SEARCH_COLUMNS, rows: () => this.searchBatches(ids) }],
    };
  }

  private async *searchBatches(ids: number[]): AsyncGenerator<ExportCell[][]> {
    const names = new RefNames();
    for await (const trocs of this.queries.fieldsInBatches(ids, LISTING_EXPORT_FIELDS)) {
      yield trocs.map((troc) =>
        searchRow(troc, { category: this.categoryOf(troc.categoryId, names) }, this.config.publicUrl),
      );
    }
  }

  /** « Mes annonces » batch by batch: the managers and services not met in an earlier batch read in two queries. */
  private async *mineBatches(ids: number[]): AsyncGenerator<ExportCell[][]> {
    const names = new RefNames();
    for await (const trocs of this.queries.fieldsInBatches(ids, LISTING_EXPORT_FIELDS)) {
      yield await this.mineRows(trocs, names);
    }
  }

  private async mineRows(trocs: ListingExportRow[], names: RefNames): Promise<ExportCell[][]> {
    const managerIds = names.missing(
      names.managers,
      trocs.map((t) => t.managerId),
    );
    const serviceIds = names.missing(
      names.services,
      trocs.flatMap((t) => (t.serviceId === null ? [] : [t.serviceId])),
    );
    const [users, services] = await Promise.all([
      this.users.findByIds(managerIds),
      this.organisations.findServices(serviceIds),
    ]);
    for (const id of managerIds) {
      const user = users.get(id);
      names.managers.set(id, user ? `${user.firstname} ${user.lastname}`.trim() : null);
    }
    for (const id of serviceIds) names.services.set(id, services.get(id)?.name ?? null);
    return trocs.map((troc) =>
      mineRow(
        troc,
        {
          category: this.categoryOf(troc.categoryId, names),
          service: troc.serviceId === null ? null : (names.services.get(troc.serviceId) ?? null),
          manager: names.managers.get(troc.managerId) ?? null,
        },
        this.config.publicUrl,
      ),
    );
  }

  private categoryOf(id: number | null, names: RefNames): string {
    let path = names.categories.get(id);
    if (path === undefined) {
      path = this.categories
        .hierarchy(id)
        .map((c) => c.name)
        .join(' > ');
      names.categories.set(id, path);
    }
    return path;
  }
}

/**
 * The names an export's rows refer to, kept for the whole export: a manager, a service or a
 * category path is read once, not once per batch or per row (an export is a snapshot anyway).
 */
class RefNames {
  readonly managers = new Map<number, string | null>();
  readonly services = new Map<number, string | null>();
  readonly categories = new Map<number | null, string>();

  /** The ids not read yet, each once. */
  missing(known: Map<number, unknown>, ids: number[]): number[] {
    return [...new Set(ids)].filter((id) => !known.has(id));
  }
}
