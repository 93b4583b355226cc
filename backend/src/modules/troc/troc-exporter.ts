import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { fr } from '@troc/shared';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Actor } from '../../core/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { flattenValidationErrors } from '../../core/http/validation.js';
import { FormError } from '../../core/errors/index.js';
import { CategoryService } from '../category/category.service.js';
import { type ExportCell, type ExportPlan, ExportRegistry } from '../export/export.registry.js';
import { OrganisationsService } from '../identity/organisations.service.js';
import { UsersService } from '../identity/users.service.js';
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
 * The export's filters are the list form's fields (the loader's troc_filter_form or search_form,
 * without the prefix): the same class, the same checks, the same French messages, under `filters.`.
 * Fields the form does not have are left out.
 */
export async function checkedFilters<T extends object>(
  form: new () => T,
  filters: Record<string, unknown>,
): Promise<T> {
  const checked = plainToInstance(form, filters);
  const errors = await validate(checked, { whitelist: true, forbidUnknownValues: false });
  if (errors.length > 0) throw new FormError(flattenValidationErrors(errors, 'filters'));
  return checked;
}

/** The plain fields of a checked form: what the export records and its job reads again. */
const plain = (form: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined));

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
    this.registry.register({
      kind: 'troc-mine',
      formats: ['xlsx', 'csv'],
      check: async (filters, actor) => {
        const form = await checkedFilters(MyListingsFormDto, filters);
        // The services filter is checked at the request: a bad choice is a 422, not a failed job.
        await this.lists.scopeOf(actor, form);
        return plain(form);
      },
      plan: async (filters, actor) => this.minePlan(await checkedFilters(MyListingsFormDto, filters), actor),
    });
    this.registry.register({
      kind: 'search',
      formats: ['xlsx', 'csv'],
      check: async (filters) => plain(await checkedFilters(SearchFormDto, filters)),
      plan: async (filters, actor) => this.searchPlan(await checkedFilters(SearchFormDto, filters), actor),
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
    for await (const trocs of this.queries.fieldsInBatches(ids, LISTING_EXPORT_FIELDS)) {
      yield trocs.map((troc) => searchRow(troc, { category: this.categoryOf(troc) }, this.config.publicUrl));
    }
  }

  /** « Mes annonces » batch by batch: each batch's managers and services read in two queries. */
  private async *mineBatches(ids: number[]): AsyncGenerator<ExportCell[][]> {
    for await (const trocs of this.queries.fieldsInBatches(ids, LISTING_EXPORT_FIELDS)) {
      yield await this.mineRows(trocs);
    }
  }

  private async mineRows(trocs: ListingExportRow[]): Promise<ExportCell[][]> {
    const [users, services] = await Promise.all([
      this.users.findByIds(trocs.map((t) => t.managerId)),
      this.organisations.findServices(trocs.flatMap((t) => (t.serviceId === null ? [] : [t.serviceId]))),
    ]);
    return trocs.map((troc) => {
      const manager = users.get(troc.managerId);
      return mineRow(
        troc,
        {
          category: this.categoryOf(troc),
          service: troc.serviceId === null ? null : (services.get(troc.serviceId)?.name ?? null),
          manager: manager ? `${manager.firstname} ${manager.lastname}`.trim() : null,
        },
        this.config.publicUrl,
      );
    });
  }

  private categoryOf(troc: Pick<ListingExportRow, 'categoryId'>): string {
    return this.categories
      .hierarchy(troc.categoryId)
      .map((c) => c.name)
      .join(' > ');
  }
}
