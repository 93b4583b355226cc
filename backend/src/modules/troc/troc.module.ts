import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryModule } from '../category/index.js';
import { EstablishmentModule } from '../establishment/index.js';
import { ExportModule } from '../export/index.js';
import { GeoModule } from '../geo/index.js';
import { DelegationsService, IdentityModule } from '../identity/index.js';
import { UploadModule } from '../upload/index.js';
import { TrocFavorite } from './entities/troc-favorite.entity.js';
import { TrocInvitation } from './entities/troc-invitation.entity.js';
import { TrocPerimeter } from './entities/troc-perimeter.entity.js';
import { Troc } from './entities/troc.entity.js';
import { PublicationScheduler } from './publication.scheduler.js';
import { TrocCardsService } from './troc-cards.service.js';
import { TrocEditService } from './troc-edit.service.js';
import { TrocExporter } from './troc-exporter.js';
import { TrocFilesController } from './troc-files.controller.js';
import { TrocListsController } from './troc-lists.controller.js';
import { TrocListsService } from './troc-lists.service.js';
import { TrocImportService } from './troc-import.service.js';
import { TrocMassService } from './troc-mass.service.js';
import { TrocModerationController } from './troc-moderation.controller.js';
import { TrocPublicationService } from './troc-publication.service.js';
import { TrocQueries } from './troc.queries.js';
import { TrocAudienceQueries } from './troc-audience.queries.js';
import { TrocOperationQueries } from './troc-operations.queries.js';
import { TrocSearchQueries } from './troc-search.queries.js';
import { TrocReadService } from './troc-read.service.js';
import { TrocStockService } from './troc-stock.service.js';
import { TrocOperationsService } from './troc-operations.service.js';
import { TrocSearchService } from './troc-search.service.js';
import { TrocViewService } from './troc-view.service.js';
import { TrocController } from './troc.controller.js';
import { TrocInvitations } from './troc-invitations.js';
import { TrocVisibility } from './troc-visibility.queries.js';

/** Listings: edit forms, publication machine, visibility, pictures, favourites, search. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Troc, TrocInvitation, TrocPerimeter, TrocFavorite]),
    IdentityModule,
    CategoryModule,
    GeoModule,
    UploadModule,
    ExportModule,
    EstablishmentModule,
  ],
  // The moderation routes come first: 'moderation/approve/x' must not read as an action on a slug.
  controllers: [TrocModerationController, TrocListsController, TrocFilesController, TrocController],
  providers: [
    TrocQueries,
    TrocAudienceQueries,
    TrocOperationQueries,
    TrocSearchQueries,
    TrocInvitations,
    TrocReadService,
    TrocCardsService,
    TrocViewService,
    TrocEditService,
    TrocPublicationService,
    TrocSearchService,
    TrocListsService,
    TrocStockService,
    TrocOperationsService,
    PublicationScheduler,
    TrocExporter,
    TrocMassService,
    TrocImportService,
    TrocVisibility,
  ],
  exports: [
    TrocInvitations,
    TrocReadService,
    TrocEditService,
    TrocCardsService,
    TrocPublicationService,
    TrocStockService,
    TrocViewService,
    TrocOperationsService,
    TrocSearchService,
    TrocMassService,
    TrocImportService,
    TrocVisibility,
  ],
})
export class TrocModule implements OnModuleInit {
  constructor(
    private readonly delegations: DelegationsService,
    private readonly read: TrocReadService,
    private readonly queries: TrocQueries,
  ) {}

  /** What this module plugs into the others' extension points. */
  onModuleInit(): void {
    const { read, queries } = this;
    // The delegation routes (identity) read listings and keep their copy of the delegates here.
    this.delegations.provide('troc', {
      managed: (slug, actor) => read.managed(slug, actor),
      byId: async (id) => (await read.byIds([id])).get(id),
      writeDelegates: (manager, id, delegates) => queries.setDelegates(manager, id, delegates),
    });
  }
}
