import { Injectable } from '@nestjs/common';
import {
  addDays,
  type CalendarItem,
  type CalendarPeriodView,
  type CalendarTrocRef,
  type Day,
  LIMITS,
  PublicationStatus,
  type TrackerCalendarPeriod,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { UsersService } from '../identity/index.js';
import { TrackerReads } from '../tracker/index.js';
import type { Troc } from '../troc/index.js';
import { TrocCardsService } from '../troc/index.js';
import { TrocReadService } from '../troc/index.js';
import { CalendarBooking } from './calendar-booking.js';
import { type PeriodMapContext, toPeriodView, toTrackerCalendarPeriod } from './calendar.mapper.js';
import { CalendarQueries } from './calendar.queries.js';
import type { Calendar } from './entities/calendar.entity.js';
import type { CalendarPeriod } from './entities/calendar-period.entity.js';

/** Periods and calendars mapped to the spec's shapes, with what they need loaded once per page. */
@Injectable()
export class CalendarViews {
  constructor(
    private readonly queries: CalendarQueries,
    private readonly booking: CalendarBooking,
    private readonly trocs: TrocReadService,
    private readonly trocCards: TrocCardsService,
    private readonly users: UsersService,
    private readonly trackers: TrackerReads,
  ) {}

  async periods(
    periods: CalendarPeriod[],
    viewer: Actor | null,
    today: Day,
    known: Troc[] = [],
  ): Promise<CalendarPeriodView[]> {
    const ctx = await this.context(periods, viewer, today, known);
    return periods.map((p, index) => toPeriodView(p, index, ctx));
  }

  async period(period: CalendarPeriod, viewer: Actor | null, today: Day): Promise<CalendarPeriodView> {
    return (await this.periods([period], viewer, today))[0]!;
  }

  /** The calendar item of a window: every day with its units left, the days with none. */
  async item(troc: Troc, calendar: Calendar | null, viewer: Actor | null, from: Day, to: Day, today: Day) {
    const days = await this.booking.availability(troc, from, to, today);
    const slots = [...days].map(([date, available]) => ({ date, available: Math.max(available, 0) }));
    const manages = this.trocs.canManage(troc, viewer);
    return {
      token: troc.slug,
      format: LIMITS.calendar.format,
      start_date: from,
      end_date: to,
      time_start: calendar?.timeStart ?? null,
      time_end: calendar?.timeEnd ?? null,
      name: troc.name ?? '',
      total: this.booking.lendable(troc),
      slots,
      reverse_slots: slots.filter((s) => s.available <= 0).map((s) => s.date),
      availability: { start: troc.availabilityStartDate, end: troc.availabilityEndDate },
      currentManager: manages,
      canBook: Boolean(viewer) && (manages || troc.publicationStatus === PublicationStatus.Published),
    } satisfies CalendarItem;
  }

  /** The loans' days of exchanges (their cards and pages). */
  async ofTrackers(trackerIds: number[], today: Day): Promise<Map<number, TrackerCalendarPeriod>> {
    const periods = await this.queries.byTrackers(trackerIds);
    const users = await this.users.findByIds(periods.flatMap((p) => (p.returnedById ? [p.returnedById] : [])));
    return new Map(periods.map((p) => [p.trackerId!, toTrackerCalendarPeriod(p, today, users)]));
  }

  /** The window a loader reads when none is asked: the weeks of the current month's grid. */
  static defaultWindow(today: Day): { from: Day; to: Day } {
    const first = `${today.slice(0, 7)}-01`;
    return { from: addDays(first, -7), to: addDays(first, 41) };
  }

  private async context(periods: CalendarPeriod[], viewer: Actor | null, today: Day, known: Troc[]) {
    const trocIds = [...new Set(periods.map((p) => p.trocId))];
    const missing = trocIds.filter((id) => !known.some((t) => t.id === id));
    const trocs = new Map([...known.map((t) => [t.id, t] as const), ...(await this.trocs.byIds(missing))]);
    const list = [...trocs.values()];
    const trackerIds = periods.flatMap((p) => (p.trackerId === null ? [] : [p.trackerId]));
    const [users, trackers, files, calendars] = await Promise.all([
      this.users.findByIds(periods.flatMap((p) => [p.userId, ...(p.returnedById ? [p.returnedById] : [])])),
      this.trackers.byIds(trackerIds),
      this.trocCards.uploads.findByIds(list.flatMap((t) => (t.image0Id ? [t.image0Id] : []))),
      this.queries.calendarsOf(trocIds),
    ]);
    const trocRefs = new Map<number, CalendarTrocRef>(
      list.map((t) => [
        t.id,
        {
          id: t.id,
          slug: t.slug,
          name: t.name ?? '',
          thumbnail: t.image0Id ? this.trocCards.uploads.thumbnailUrl(files.get(t.image0Id)) : null,
        },
      ]),
    );
    return {
      viewer,
      today,
      trocs,
      managed: new Set(list.filter((t) => this.trocs.canManage(t, viewer)).map((t) => t.id)),
      trocRefs,
      users,
      trackerSlugs: new Map(trackers.map((k) => [k.id, k.slug])),
      calendars: new Map(calendars.map((c) => [c.trocId, c])),
    } satisfies PeriodMapContext;
  }
}
