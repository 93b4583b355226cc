import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { GeoModule } from '../geo/geo.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { TrackerModule } from '../tracker/tracker.module.js';
import { canManage } from '../troc/troc-access.js';
import { TrocCardsService } from '../troc/troc-cards.service.js';
import { TrocSearchService } from '../troc/troc-search.service.js';
import { TrocModule } from '../troc/troc.module.js';
import { ExportModule } from '../export/export.module.js';
import { OperationExporter } from './operation-exporter.js';
import { OperationInvitation, OperationPerimeter } from './entities/operation-audience.entity.js';
import { Operation } from './entities/operation.entity.js';
import { OperationDelegationController } from './operation-delegation.controller.js';
import { OperationViewService } from './operation-view.service.js';
import { OperationController, OperationListingController } from './operation.controller.js';
import { OperationQueries } from './operation.queries.js';
import { OperationService } from './operation.service.js';

/** Operations: named groups of listings with their own publication, audience, place and figures. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Operation, OperationInvitation, OperationPerimeter]),
    IdentityModule,
    GeoModule,
    TrocModule,
    ExportModule,
    TrackerModule,
  ],
  controllers: [OperationListingController, OperationDelegationController, OperationController],
  providers: [OperationQueries, OperationService, OperationViewService, OperationExporter],
  exports: [OperationService],
})
export class OperationModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Operations');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly operations: OperationService,
    queries: OperationQueries,
    cards: TrocCardsService,
    search: TrocSearchService,
  ) {
    // Listing cards name their operation (the link shows only when writable); the search filters by it.
    cards.useOperationRefs(async (ids, viewer) => {
      const found = await queries.byIds(ids);
      return new Map(
        [...found.values()].map((o) => [o.id, { name: o.name ?? '', slug: o.slug, writable: canManage(o, viewer) }]),
      );
    });
    search.useOperations((slug) => queries.idBySlug(slug));
  }

  /** The same period as the listings' publication job: operations start and expire on their dates. */
  onApplicationBootstrap(): void {
    const seconds = this.config.publicationTickSeconds;
    if (seconds <= 0) return;
    const run = () =>
      void this.operations
        .tick()
        .catch((error: Error) => this.logger.error(`Tâche des opérations en échec : ${error.message}`));
    run();
    this.timer = setInterval(run, seconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
