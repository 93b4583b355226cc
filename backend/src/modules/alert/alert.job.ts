import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { fr, ROUTES, t, withLocale } from '@troc/shared';
import { actorOf } from '../../core/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import type { AlertResultsEvent } from '../../core/events/catalogue.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { MailQueue } from '../../core/mail/mail-queue.js';
import { renderMail } from '../../core/mail/templates.js';
import { QueueService } from '../../core/queue/queue.service.js';
import { aligned } from '../../core/queue/schedules.js';
import type { User } from '../identity/index.js';
import { UsersService } from '../identity/index.js';
import type { Troc } from '../troc/index.js';
import { type NewListing, type PublicationMark, TrocSearchService } from '../troc/index.js';
import { AlertCriteria } from './alert-criteria.js';
import { unsubscribeToken } from './alert-token.js';
import { AlertQueries } from './alert.queries.js';
import type { Alert } from './entities/alert.entity.js';

export const ALERT_QUEUE = 'alert';
export const ALERT_JOB = 'run';
/** Listings written in one mail; the alert's page shows the rest. */
const MAIL_LISTINGS = 10;
const BATCH = 500;
/** Beyond this many candidate listings, an alert's query reads the date index instead of ids. */
const MAX_CANDIDATES = 500;

export interface AlertRunResult {
  alerts: number;
  searched: number;
  mailed: number;
}

/**
 * The repeatable job of saved searches: each alert's owner gets, at most once per run, the
 * listings published since the alert's mark that match it and that they may see (the search
 * runs as them). One read of everything published since the oldest mark (publication-date
 * index) gives the new listings; in memory, each alert keeps those after its own mark that its
 * types, category and area allow, and only alerts left with candidates run the search, on
 * those rows alone, read by id. A run with nothing new costs one query.
 */
@Injectable()
export class AlertJob implements OnModuleInit {
  constructor(
    private readonly queue: QueueService,
    private readonly queries: AlertQueries,
    private readonly criteria: AlertCriteria,
    private readonly search: TrocSearchService,
    private readonly users: UsersService,
    private readonly mails: MailQueue,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.register<Record<string, never>>(ALERT_QUEUE, ALERT_JOB, async (job) => {
      const result = await this.run();
      await job.progress(result.alerts, result.alerts);
      return result;
    });
    if (this.config.alertIntervalMs > 0)
      this.queue.schedule(ALERT_QUEUE, ALERT_JOB, aligned(this.config.alertIntervalMs));
  }

  async run(now: Date = new Date()): Promise<AlertRunResult> {
    const result: AlertRunResult = { alerts: 0, searched: 0, mailed: 0 };
    const oldest = await this.queries.oldestMark();
    if (!oldest) return result;
    const fresh = await this.search.publishedSince(oldest);
    if (fresh.length === 0) return result;
    const last = fresh[fresh.length - 1]!;
    const runMark: PublicationMark = { publishedAt: last.publishedAt!, id: last.id };

    for (let afterId = 0; ;) {
      const alerts = await this.queries.activeAfter(afterId, BATCH);
      if (alerts.length === 0) break;
      afterId = alerts[alerts.length - 1]!.id;
      const worth = alerts
        .map((alert) => ({ alert, candidates: this.candidates(alert, fresh) }))
        .filter((w) => w.candidates.length > 0);
      const owners = await this.users.findByIds(worth.map((w) => w.alert.userId));
      result.alerts += alerts.length;
      for (const { alert, candidates } of worth) {
        const owner = owners.get(alert.userId);
        if (!owner?.enabled) continue;
        result.searched += 1;
        if (await this.runOne(alert, candidates, owner, now)) result.mailed += 1;
      }
      await this.queries.advance(
        alerts.map((a) => a.id),
        runMark,
        now,
      );
    }
    return result;
  }

  /** The listings published after the alert's mark that may match it (the search decides). */
  private candidates(alert: Alert, fresh: Troc[]): number[] {
    const profile = this.criteria.profile(alert);
    const ids: number[] = [];
    for (let i = firstAfter(fresh, alert); i < fresh.length; i += 1) {
      if (this.criteria.mayMatch(profile, fresh[i]!)) ids.push(fresh[i]!.id);
    }
    return ids;
  }

  private async runOne(alert: Alert, candidates: number[], owner: User, now: Date): Promise<boolean> {
    const mark = { publishedAt: alert.markPublishedAt, id: alert.markTrocId };
    // Few candidates are read by id; many (a long pause of the job) through the date index.
    const among = candidates.length <= MAX_CANDIDATES ? candidates : undefined;
    const form = this.criteria.searchForm(alert);
    const found = await this.search.newSince(form, actorOf(owner), mark, MAIL_LISTINGS, among);
    if (!found.newest) return false;
    // The mark moves before the mail leaves: a failed run never mails the same listings twice.
    await this.queries.mailed(alert, found.newest, now);
    const summary = this.criteria.summary(alert);
    await this.mails.send({ to: owner.email, ...this.mail(alert, owner, summary, found.listings, found.count) });
    await this.events.publish<AlertResultsEvent>({
      type: 'alert.results',
      alertId: alert.id,
      alertSlug: alert.slug,
      userId: owner.id,
      title: t(fr.alert.notification, { count: found.count, summary }),
      count: found.count,
    });
    return true;
  }

  private mail(alert: Alert, owner: User, summary: string, listings: NewListing[], count: number) {
    const url = (path: string) => `${this.config.publicUrl}${withLocale(path)}`;
    const unsubscribe = url(ROUTES.alertUnsubscribe(unsubscribeToken(alert.slug, this.config.sessionSecret)));
    const m = fr.alert.mail;
    const lines = listings.map((l) =>
      t(m.line, { name: l.name, place: placeOf(l), url: url(ROUTES.trocView(l.slug)) }),
    );
    const rendered = renderMail({
      title: t(m.subject, { count }),
      paragraphs: [
        t(m.intro, { firstname: owner.firstname, summary }),
        ...lines,
        ...(count > listings.length ? [t(m.more, { count: count - listings.length })] : []),
        t(m.unsubscribe, { url: unsubscribe }),
      ],
      action: { label: m.action, url: url(ROUTES.alertView(alert.slug)) },
    });
    return { subject: t(m.subject, { count }), ...rendered };
  }
}

/** The first listing after the alert's mark (the list is in publication order). */
function firstAfter(fresh: Troc[], alert: Alert): number {
  const at = alert.markPublishedAt.getTime();
  let low = 0;
  let high = fresh.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const troc = fresh[mid]!;
    const time = troc.publishedAt!.getTime();
    if (time < at || (time === at && troc.id <= alert.markTrocId)) low = mid + 1;
    else high = mid;
  }
  return low;
}

function placeOf(listing: NewListing): string {
  return [listing.postal, listing.cityName].filter(Boolean).join(' ') || fr.fallback.unknown;
}
