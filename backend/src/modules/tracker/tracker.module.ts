import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExportModule } from '../export/index.js';
import { GeoModule } from '../geo/index.js';
import { IdentityModule } from '../identity/index.js';
import { InboxModule } from '../inbox/index.js';
import { NotificationModule } from '../notification/index.js';
import { TrocModule } from '../troc/index.js';
import { TrocViewService } from '../troc/index.js';
import { Tracker } from './entities/tracker.entity.js';
import { TrackerBilansService } from './tracker-bilans.service.js';
import { TrackerCo2 } from './tracker-co2.js';
import { TrackerExporter } from './tracker-exporter.js';
import { TrackerHooks } from './tracker-hooks.js';
import { TrackerJobs } from './tracker-jobs.js';
import { TrackerMails } from './tracker-mails.js';
import { TrackerTimers } from './tracker-timers.js';
import { TrackerTransitionsService } from './tracker-transitions.service.js';
import { TrackerViewService } from './tracker-view.service.js';
import { ReservationController, TrackerController } from './tracker.controller.js';
import { TrackerScopes } from './tracker-scope.js';
import { TrackerQueries } from './tracker.queries.js';
import { TrackerReads } from './tracker-reads.js';
import { TrackerImportService } from './tracker-import.service.js';
import { TrackerService } from './tracker.service.js';
import { ThreadSubjects } from '../inbox/index.js';

/** Exchanges: requests, regularisations, the transition table, stock moves, timed transitions, lists. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Tracker]),
    IdentityModule,
    GeoModule,
    TrocModule,
    InboxModule,
    NotificationModule,
    ExportModule,
  ],
  controllers: [ReservationController, TrackerController],
  providers: [
    TrackerImportService,
    TrackerQueries,
    TrackerReads,
    TrackerService,
    TrackerTransitionsService,
    TrackerViewService,
    TrackerTimers,
    TrackerJobs,
    TrackerMails,
    TrackerCo2,
    TrackerBilansService,
    TrackerHooks,
    TrackerExporter,
    TrackerScopes,
  ],
  exports: [
    TrackerImportService,
    TrackerHooks,
    TrackerService,
    TrackerViewService,
    TrackerReads,
    TrackerTransitionsService,
    TrackerBilansService,
    TrackerCo2,
  ],
})
export class TrackerModule implements OnModuleInit {
  constructor(
    private readonly views: TrocViewService,
    private readonly trackers: TrackerService,
    private readonly subjects: ThreadSubjects,
    private readonly queries: TrackerQueries,
  ) {}

  /** What this module plugs into the others' extension points, all in one place. */
  onModuleInit(): void {
    const { views, trackers, subjects, queries } = this;
    // The listing view shows the exchange buttons; the listing module does not know trackers.
    views.extend(async (troc, actor) => ({ exchange: await trackers.exchangeInfo(troc, actor) }));
    // An exchange's thread is also read by the manager and owner it started with (trackerRoles).
    subjects.provide('tracker', {
      refs: async (ids) => new Map((await queries.byIds(ids)).map((k) => [k.id, { slug: k.slug }])),
      readers: async (id, manager) => {
        const tracker = await queries.byId(id, manager);
        return tracker ? [tracker.managerId, tracker.ownerId] : [];
      },
    });
  }
}
