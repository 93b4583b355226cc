import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  CalendarPeriodType,
  fr,
  type LoanListResponse,
  type LoanScope,
  ROUTES,
  t,
  withLocale,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { Clock } from '../../core/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { actorOf } from '../../core/auth/actor.js';
import { UsersService } from '../identity/index.js';
import { feedToken, readFeedToken, renderFeed } from './calendar-feed.js';
import { CalendarViews } from './calendar-views.js';
import { CalendarQueries, type LoanStatusFilter } from './calendar.queries.js';
import { NotFoundError } from '../../core/errors/index.js';

/** « Mes prêts » (what I borrowed, what I lend, the late ones) and the iCalendar feed. */
@Injectable()
export class CalendarLoansService {
  constructor(
    private readonly queries: CalendarQueries,
    private readonly views: CalendarViews,
    private readonly users: UsersService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(
    actor: Actor,
    scope: LoanScope,
    status: LoanStatusFilter,
    page: number,
    size: number,
    url: string,
  ): Promise<LoanListResponse> {
    const today = this.clock.today();
    const [[rows, filtered], total, overdue] = await Promise.all([
      this.queries.loans(actor.id, scope, status, today, page, size),
      this.queries.countLoans(actor.id, scope, '', today),
      this.queries.countLoans(actor.id, scope, 'overdue', today),
    ]);
    return { data: await this.views.periods(rows, actor, today), total, total_results: filtered, url, overdue };
  }

  feedUrl(actor: Actor): { url: string } {
    const token = feedToken(actor.id, this.config.sessionSecret);
    return { url: `${this.config.publicUrl}${withLocale(`/api/calendar/ics/${token}.ics`)}` };
  }

  /** The .ics of a signed token: 404 for a forged one or a disabled account. */
  async feed(token: string): Promise<string> {
    const userId = readFeedToken(token, this.config.sessionSecret);
    const user = userId === null ? null : await this.users.findById(userId);
    if (!user || !user.enabled) throw new NotFoundError('CALENDAR_FEED_TOKEN_INVALID', fr.calendar.errors.feedToken);
    const today = this.clock.today();
    const actor = actorOf(user);
    const periods = await this.views.periods(await this.queries.feed(user.id, addDays(today, -90)), actor, today);
    const f = fr.calendar.feed;
    const events = periods.map((period) => {
      const name = period.troc.name;
      const summary =
        period.periodType === CalendarPeriodType.Maintenance
          ? t(f.maintenance, { name })
          : period.currentUser && !period.currentManager
            ? t(f.borrowed, { name })
            : t(f.lent, { name, user: period.user ? `${period.user.firstname} ${period.user.lastname}` : '' });
      const path = period.tracker ? ROUTES.trackerCalendar(period.tracker) : ROUTES.trocView(period.troc.slug);
      return { period, summary, url: `${this.config.publicUrl}${withLocale(path)}` };
    });
    return renderFeed(f.name, new URL(this.config.publicUrl).host, events, this.clock.now());
  }
}
