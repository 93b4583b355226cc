import { Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { addDays, CalendarPeriodStatus as S, displayDay, fr, LIMITS, NotificationType, ROUTES, t } from '@troc/shared';
import { Clock } from '../../core/clock/clock.js';
import { Transactions } from '../../core/database/transactions.js';
import { QueueService } from '../../core/queue/queue.service.js';
import { dailyAt } from '../../core/queue/schedules.js';
import { UsersService } from '../identity/index.js';
import { Notifier, type NotifyInput } from '../notification/index.js';
import { TrackerReads } from '../tracker/index.js';
import { TrocReadService } from '../troc/index.js';
import { CalendarQueries } from './calendar.queries.js';
import type { CalendarPeriod } from './entities/calendar-period.entity.js';

export const CALENDAR_QUEUE = 'calendar';
export const DAILY_JOB = 'daily';

export interface CalendarDayResult {
  started: number;
  dueSoon: number;
  overdue: number;
}

/**
 * The calendars' day, each morning at 7:30 Paris time and once at boot (a server stopped
 * overnight catches up): validated loans whose first day has come start, borrowers whose loan
 * ends within two days are reminded « bientôt dû », late ones « en retard » with their
 * manager. Each reminder goes once (its flag is set before the notification leaves).
 */
@Injectable()
export class CalendarJobs implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly queue: QueueService,
    private readonly queries: CalendarQueries,
    private readonly trocs: TrocReadService,
    private readonly trackers: TrackerReads,
    private readonly users: UsersService,
    private readonly notifier: Notifier,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.queue.register(CALENDAR_QUEUE, DAILY_JOB, () => this.run());
    this.queue.schedule(CALENDAR_QUEUE, DAILY_JOB, dailyAt(7, 30));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.enqueue(CALENDAR_QUEUE, DAILY_JOB, {});
  }

  async run(): Promise<CalendarDayResult> {
    const today = this.clock.today();
    const started = await this.start(today);
    const soon = await this.queries.dueSoon(today, addDays(today, LIMITS.calendar.dueSoonDays));
    await this.queries.markReminded(
      soon.map((p) => p.id),
      'remindedDueSoon',
    );
    const late = await this.queries.overdue(today);
    await this.queries.markReminded(
      late.map((p) => p.id),
      'remindedOverdue',
    );
    await this.remind(soon, 'dueSoon');
    await this.remind(late, 'overdue');
    return { started, dueSoon: soon.length, overdue: late.length };
  }

  /** The system's transition: Validated → Ongoing on the first day. */
  private async start(today: string): Promise<number> {
    let started = 0;
    for (const period of await this.queries.toStart(today)) {
      const moved = await this.transactions.run((manager) =>
        this.queries.setStatusIfStill(manager, period.id, S.Validated, { status: S.Ongoing }),
      );
      if (moved) started += 1;
    }
    return started;
  }

  private async remind(periods: CalendarPeriod[], kind: 'dueSoon' | 'overdue'): Promise<void> {
    if (!periods.length) return;
    const r = fr.calendar.reminders;
    const [trocs, trackers, users] = await Promise.all([
      this.trocs.byIds(periods.map((p) => p.trocId)),
      this.trackers.byIds(periods.flatMap((p) => (p.trackerId ? [p.trackerId] : []))),
      this.users.findByIds(periods.map((p) => p.userId)),
    ]);
    const slugs = new Map(trackers.map((k) => [k.id, k.slug]));
    const inputs: NotifyInput[] = [];
    for (const period of periods) {
      const name = trocs.get(period.trocId)?.name ?? fr.fallback.notProvided;
      const end = displayDay(period.endDate);
      const slug = period.trackerId ? slugs.get(period.trackerId) : undefined;
      const path = slug ? ROUTES.trackerCalendar(slug) : ROUTES.myLoans;
      const object = slug ? { type: 'tracker', slug } : null;
      const title = t(kind === 'dueSoon' ? r.dueSoonTitle : r.overdueTitle, { name });
      const body = t(kind === 'dueSoon' ? r.dueSoonBody : r.overdueBody, { name, end });
      // The borrower's mail leads to the return form (core §2 loan return, outside the locale).
      const action = slug ? { action: r.action } : {};
      inputs.push({
        userId: period.userId,
        type: NotificationType.LoanReminder,
        title,
        body,
        path,
        object,
        mail: action,
      });
      if (kind === 'overdue' && period.managerId !== period.userId) {
        const borrower = users.get(period.userId);
        const user = borrower ? `${borrower.firstname} ${borrower.lastname}` : fr.fallback.unknown;
        inputs.push({
          userId: period.managerId,
          type: NotificationType.LoanReminder,
          title,
          body: t(r.overdueManagerBody, { name, user, end }),
          path: ROUTES.myLoans,
          object,
        });
      }
    }
    await this.notifier.notify(inputs);
  }
}
