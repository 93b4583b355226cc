import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { QueueService } from '../../core/queue/queue.service.js';
import { aligned } from '../../core/queue/schedules.js';
import { GeoModule } from '../geo/index.js';
import { DelegationsService, IdentityModule } from '../identity/index.js';
import { TrackerModule } from '../tracker/index.js';
import { TrocCardsService, TrocReadService } from '../troc/index.js';
import { TrocSearchService } from '../troc/index.js';
import { TrocModule } from '../troc/index.js';
import { ExportModule } from '../export/index.js';
import { OperationExporter } from './operation-exporter.js';
import { OperationInvitation, OperationPerimeter } from './entities/operation-audience.entity.js';
import { Operation } from './entities/operation.entity.js';
import { OperationViewService } from './operation-view.service.js';
import { OperationController, OperationListingController } from './operation.controller.js';
import { OperationQueries } from './operation.queries.js';
import { OperationService } from './operation.service.js';
import { OperationInvitations } from './operation-invitations.js';

const OPERATION_QUEUE = 'operation';
const OPERATION_TICK = 'tick';

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
  controllers: [OperationListingController, OperationController],
  providers: [OperationQueries, OperationService, OperationViewService, OperationExporter, OperationInvitations],
  exports: [OperationService, OperationInvitations],
})
export class OperationModule implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly operations: OperationService,
    private readonly queue: QueueService,
    private readonly queries: OperationQueries,
    private readonly cards: TrocCardsService,
    private readonly search: TrocSearchService,
    private readonly trocs: TrocReadService,
    private readonly delegations: DelegationsService,
  ) {}

  /** What this module plugs into the others' extension points, and its timed job, all in one place. */
  onModuleInit(): void {
    const { queries, cards, search, trocs } = this;
    // Listing cards name their operation (the link shows only when writable); the search filters by it.
    cards.useOperationRefs(async (ids, viewer) => {
      const found = await queries.byIds(ids);
      return new Map(
        [...found.values()].map((o) => [
          o.id,
          { name: o.name ?? '', slug: o.slug, writable: trocs.canManage(o, viewer) },
        ]),
      );
    });
    search.useOperations((slug) => queries.idBySlug(slug));
    // The delegation routes (identity) read operations and keep their copy of the delegates here.
    this.delegations.provide('operation', {
      managed: (slug, actor) => this.operations.managed(slug, actor),
      byId: async (id) => (await queries.byIds([id])).get(id),
      writeDelegates: (manager, id, delegates) => queries.setDelegates(manager, id, delegates),
    });
    // The same period as the listings' publication job: operations start and expire on their dates.
    // A repeatable job of the queue, so that each occurrence runs once for all the instances.
    const seconds = this.config.publicationTickSeconds;
    if (seconds <= 0) return;
    this.queue.register(OPERATION_QUEUE, OPERATION_TICK, () => this.operations.tick());
    this.queue.schedule(OPERATION_QUEUE, OPERATION_TICK, aligned(seconds * 1000));
  }
}
