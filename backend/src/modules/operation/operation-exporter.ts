import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { fr, PublicationStatus, ROUTES, withLocale } from '@troc/shared';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { type ExportCell, type ExportColumn, type ExportPlan, ExportRegistry } from '../export/index.js';
import { TrocOperationsService } from '../troc/index.js';
import { OperationFilterFormDto } from './dto/operation.dto.js';
import type { Operation } from './entities/operation.entity.js';
import { OperationQueries } from './operation.queries.js';
import { PerimeterFilterService } from '../identity/index.js';

const c = fr.exports.lists.operation;
const DAY = 'dd/mm/yyyy';
const BATCH = 500;

export const OPERATION_COLUMNS: ExportColumn[] = [
  { header: c.reference, width: 20 },
  { header: c.name, width: 40 },
  { header: c.publicationStatus, width: 22 },
  { header: c.listings },
  { header: c.availabilityStart, width: 20, numFmt: DAY },
  { header: c.availabilityEnd, width: 20, numFmt: DAY },
  { header: c.city, width: 24 },
  { header: c.postal },
  { header: c.visibility, width: 34 },
  { header: c.views },
  { header: c.publishedAt, numFmt: DAY },
  { header: c.url, width: 60 },
];

const day = (iso: string | null) => (iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : null);

/** One row of « Mes opérations », in the order of OPERATION_COLUMNS. */
export function operationRow(operation: Operation, listings: number, origin: string): ExportCell[] {
  const live =
    operation.publicationStatus !== PublicationStatus.Draft &&
    operation.publicationStatus !== PublicationStatus.ToPublish;
  return [
    operation.slug,
    operation.name ?? '',
    fr.listing.statuses[operation.publicationStatus],
    listings,
    day(operation.availabilityStartDate),
    day(operation.availabilityEndDate),
    operation.cityName,
    operation.postal,
    operation.visibility.map((v) => fr.listing.visibilities[v]).join(', '),
    operation.viewTotal,
    live ? operation.publishedAt : null,
    `${origin}${withLocale(ROUTES.operationView(operation.slug))}`,
  ];
}

/** « Mes opérations » as a file (supporting §2): the list's own query and filters, the rows 500 at a time. */
@Injectable()
export class OperationExporter implements OnModuleInit {
  constructor(
    private readonly registry: ExportRegistry,
    private readonly queries: OperationQueries,
    private readonly perimeter: PerimeterFilterService,
    private readonly listings: TrocOperationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.registerForm({
      kind: 'operation-mine',
      formats: ['xlsx', 'csv'],
      form: OperationFilterFormDto,
      check: async (form, actor) => {
        await this.perimeter.scopeOf(actor, form, 'filters');
        return { ...form };
      },
      plan: async (form, actor) =>
        this.plan(await this.queries.mineIds(await this.perimeter.scopeOf(actor, form, 'filters'), form)),
    });
  }

  private plan(ids: number[]): ExportPlan {
    return {
      fileBase: fr.exports.files['operation-mine'],
      nbLines: ids.length,
      sheets: [
        { name: fr.exports.lists.sheets.operationMine, columns: OPERATION_COLUMNS, rows: () => this.batches(ids) },
      ],
    };
  }

  private async *batches(ids: number[]): AsyncGenerator<ExportCell[][]> {
    for (let start = 0; start < ids.length; start += BATCH) {
      const slice = ids.slice(start, start + BATCH);
      const [operations, counts] = await Promise.all([this.queries.byIds(slice), this.listings.countsOf(slice)]);
      yield slice.flatMap((id) => {
        const operation = operations.get(id);
        return operation ? [operationRow(operation, counts.get(id) ?? 0, this.config.publicUrl)] : [];
      });
    }
  }
}
