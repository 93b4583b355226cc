import { Inject, Injectable } from '@nestjs/common';
import { type AlertCard, fr, type ListingCard } from '@troc/shared';
import { randomBytes } from 'node:crypto';
import type { Actor } from '../../core/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { FormError, NotFoundError } from '../../core/errors/index.js';
import { type SearchPage, TrocSearchService } from '../troc/index.js';
import { AlertCriteria } from './alert-criteria.js';
import { readUnsubscribeToken } from './alert-token.js';
import { AlertQueries } from './alert.queries.js';
import type { AlertFormDto } from './dto/alert.dto.js';
import type { Alert } from './entities/alert.entity.js';

/** Saved searches: save, list, run, delete, and the one-click unsubscribe of their mails. */
@Injectable()
export class AlertService {
  constructor(
    private readonly queries: AlertQueries,
    private readonly criteria: AlertCriteria,
    private readonly search: TrocSearchService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(actor: Actor, form: AlertFormDto): Promise<AlertCard> {
    const errors = this.criteria.check(form);
    if (Object.keys(errors).length) throw new FormError(errors);
    const alert = await this.queries.create({
      slug: randomBytes(6).toString('hex'),
      userId: actor.id,
      keyword: form.keyword ?? null,
      city: form.city ?? null,
      departement: form.departement ?? null,
      region: form.region ?? null,
      distance: form.city ? (form.distance ?? null) : null,
      requestTypes: [...new Set(form.requestType)],
      swapTypes: [...new Set(form.swapType)],
      category: form.category ?? null,
      // Only what is published from now on is mailed.
      markPublishedAt: new Date(),
      markTrocId: 0,
    });
    return this.criteria.card(alert);
  }

  async mine(actor: Actor, page: number, size: number): Promise<{ data: AlertCard[]; total: number }> {
    const [alerts, total] = await this.queries.mine(actor.id, page, size);
    return { data: alerts.map((a) => this.criteria.card(a)), total };
  }

  /** The alert's search, run as its owner (nobody else may read someone's alert: 404). */
  async view(
    slug: string,
    actor: Actor,
    page: number,
    size: number,
  ): Promise<{ alert: AlertCard; found: SearchPage & { data: ListingCard[] } }> {
    const alert = await this.owned(slug, actor);
    const found = await this.search.search(this.criteria.searchForm(alert), page, size, actor);
    return { alert: this.criteria.card(alert), found };
  }

  async delete(slug: string, actor: Actor): Promise<void> {
    await this.queries.remove((await this.owned(slug, actor)).id);
  }

  /** Stops the alert's mails; the alert stays in its owner's list. */
  async unsubscribe(token: string): Promise<{ slug: string; summary: string }> {
    const slug = readUnsubscribeToken(token, this.config.sessionSecret);
    const alert = slug ? await this.queries.bySlug(slug) : null;
    if (!alert) throw new NotFoundError('ALERT_TOKEN_INVALID', fr.alert.errors.tokenInvalid);
    await this.queries.deactivate(alert.id);
    return { slug: alert.slug, summary: this.criteria.summary(alert) };
  }

  private async owned(slug: string, actor: Actor): Promise<Alert> {
    const alert = await this.queries.bySlug(slug);
    if (!alert || alert.userId !== actor.id) throw new NotFoundError('ALERT_NOT_FOUND', fr.alert.errors.notFound);
    return alert;
  }
}
