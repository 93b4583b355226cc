import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SwapType } from '@troc/shared';
import { Clock } from '../../core/clock/clock.js';
import { IdentityModule } from '../identity/index.js';
import { InboxModule } from '../inbox/index.js';
import { NotificationModule } from '../notification/index.js';
import { TrackerHooks } from '../tracker/index.js';
import { TrackerModule } from '../tracker/index.js';
import { TrocModule } from '../troc/index.js';
import { TrocEditService } from '../troc/index.js';
import { TrocViewService } from '../troc/index.js';
import { CalendarBooking } from './calendar-booking.js';
import { CalendarJobs } from './calendar-jobs.js';
import { CalendarLoansService } from './calendar-loans.service.js';
import { CalendarTrackerLink } from './calendar-tracker-link.js';
import { CalendarViews } from './calendar-views.js';
import { CalendarController, LoanReturnRedirectController, TrackerCalendarController } from './calendar.controller.js';
import { CalendarQueries } from './calendar.queries.js';
import { CalendarService } from './calendar.service.js';
import { CalendarPeriod } from './entities/calendar-period.entity.js';
import { Calendar } from './entities/calendar.entity.js';

/** Booking calendars of loan listings: periods, availability, loans and their return, reminders, the feed. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Calendar, CalendarPeriod]),
    IdentityModule,
    TrocModule,
    TrackerModule,
    InboxModule,
    NotificationModule,
  ],
  controllers: [CalendarController, TrackerCalendarController, LoanReturnRedirectController],
  providers: [
    Clock,
    CalendarQueries,
    CalendarBooking,
    CalendarViews,
    CalendarService,
    CalendarLoansService,
    CalendarTrackerLink,
    CalendarJobs,
  ],
  exports: [CalendarService, CalendarJobs, Clock],
})
export class CalendarModule implements OnModuleInit {
  constructor(
    private readonly hooks: TrackerHooks,
    private readonly link: CalendarTrackerLink,
    private readonly views: TrocViewService,
    private readonly calendars: CalendarService,
    private readonly edits: TrocEditService,
    private readonly booking: CalendarBooking,
    private readonly clock: Clock,
  ) {}

  /** What this module plugs into the others' extension points, all in one place. */
  onModuleInit(): void {
    const { hooks, link, views, calendars, edits, booking, clock } = this;
    // The exchanges of loan listings book their days here; the tracker module does not know calendars.
    hooks.loan = link;
    // A loan listing's quantity never drops below what its approved loans hold on a day to come.
    edits.guardQuantity((manager, troc) =>
      troc.swapType === SwapType.Pret ? booking.lowered(manager, troc, clock.today()) : Promise.resolve(null),
    );
    views.extend(async (troc, actor) => ({ loan: await calendars.loanInfo(troc, actor) }));
  }
}
