import { Injectable, Logger } from '@nestjs/common';
import { Transactions } from '../../core/database/transactions.js';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  allowsPublication,
  canPublication,
  fr,
  type PublicationAction,
  PublicationStatus as S,
  publicationTarget,
  t,
} from '@troc/shared';
import { DataSource, In, LessThan, LessThanOrEqual } from 'typeorm';
import { AuditService } from '../../core/audit/audit.service.js';
import type { TrocDeletedEvent, TrocModeratedEvent } from '../../core/events/catalogue.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { ConflictError, FormError, TransitionRefusedError } from '../../core/errors/index.js';
import type { Actor } from '../../core/auth/actor.js';
import { OrganisationsService } from '../identity/organisations.service.js';
import { Troc } from './entities/troc.entity.js';
import { canModerate } from './troc-access.js';
import { TrocCardsService } from './troc-cards.service.js';
import { todayInParis } from './troc-dates.js';
import { publicationErrors } from './troc-form-mapping.js';
import { TROC_AUDIT } from './troc-view.service.js';
import { TrocQueries } from './troc.queries.js';

/** Every publication change goes through here: the shared table decides, the audit log remembers. */
@Injectable()
export class TrocPublicationService {
  private readonly logger = new Logger('Publication');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly queries: TrocQueries,
    private readonly audit: AuditService,
    private readonly organisations: OrganisationsService,
    private readonly cards: TrocCardsService,
    private readonly events: DomainEvents,
  ) {}

  async publish(troc: Troc, actor: Actor): Promise<Troc> {
    this.assertAllowed(troc, 'publish');
    const [invitations, perimeter] = await Promise.all([
      this.cards.invitationsOf([troc.id]),
      this.cards.perimeterOf([troc.id]),
    ]);
    const errors = publicationErrors(troc, invitations.get(troc.id) ?? [], perimeter.get(troc.id) ?? []);
    if (Object.keys(errors).length) {
      throw new FormError({ _form: [fr.listing.errors.notPublishable], ...errors });
    }
    const today = todayInParis();
    if (troc.availabilityEndDate! < today) {
      throw new FormError({ availabilityEndDate: [fr.listing.errors.datesPassed] });
    }
    const organisation = await this.organisations.findOrganisation(troc.organisationId);
    const to = publicationTarget({
      needsModeration: Boolean(organisation?.moderateListings) && !canModerate(troc, actor),
      availabilityStartDate: troc.availabilityStartDate!,
      today,
    });
    return this.apply(troc, 'publish', to, actor.id, { rejected: false, moderationMessage: null });
  }

  unpublish(troc: Troc, actor: Actor): Promise<Troc> {
    return this.apply(troc, 'unpublish', S.Draft, actor.id, { rejected: false });
  }

  /** A single or mass deletion; once committed, the exchanges module withdraws the listing's pending requests. */
  async delete(troc: Troc, actor: Actor): Promise<Troc> {
    const deleted = await this.apply(troc, 'delete', S.Archived, actor.id);
    await this.events.publish<TrocDeletedEvent>({ type: 'troc.deleted', trocId: troc.id, actorId: actor.id });
    return deleted;
  }

  async approve(troc: Troc, actor: Actor): Promise<Troc> {
    const to = publicationTarget({
      needsModeration: false,
      availabilityStartDate: troc.availabilityStartDate ?? todayInParis(),
      today: todayInParis(),
    });
    const approved = await this.apply(troc, 'approve', to, actor.id, { rejected: false, moderationMessage: null });
    await this.moderated(approved, actor, 'approved', null);
    return approved;
  }

  async deny(troc: Troc, actor: Actor, message: string): Promise<Troc> {
    const denied = await this.apply(
      troc,
      'deny',
      S.ToModerate,
      actor.id,
      { rejected: true, moderationMessage: message },
      message,
    );
    await this.moderated(denied, actor, 'denied', message);
    return denied;
  }

  /** Tells the listing's manager, after the change has committed. */
  private moderated(troc: Troc, actor: Actor, decision: 'approved' | 'denied', message: string | null) {
    return this.events.publish<TrocModeratedEvent>({
      type: 'troc.moderated',
      trocId: troc.id,
      trocSlug: troc.slug,
      trocName: troc.name ?? '',
      managerId: troc.managerId,
      decision,
      actorId: actor.id,
      message,
    });
  }

  reverseDenial(troc: Troc, actor: Actor): Promise<Troc> {
    return this.apply(troc, 'reverseDenial', S.ToModerate, actor.id, { rejected: false, moderationMessage: null });
  }

  /**
   * The periodic job: scheduled listings go live on their start date, live ones expire the
   * day after their end date. Each row changes only if it is still in the expected status,
   * so two processes running the job at once cannot log a change twice.
   */
  async tick(today: string = todayInParis()): Promise<{ started: number; expired: number }> {
    const repo = this.dataSource.getRepository(Troc);
    let started = 0;
    let expired = 0;
    const due = await repo.find({
      where: { publicationStatus: S.ToPublish, availabilityStartDate: LessThanOrEqual(today) },
      select: { id: true, publicationStatus: true, rejected: true, availabilityEndDate: true },
    });
    for (const troc of due) {
      if ((troc.availabilityEndDate ?? today) < today) continue;
      if (await this.applyIfStill(troc, 'start', S.Published)) started++;
    }
    const over = await repo.find({
      where: {
        publicationStatus: In([S.Published, S.ToPublish, S.Unavailable]),
        availabilityEndDate: LessThan(today),
      },
      select: { id: true, publicationStatus: true, rejected: true },
    });
    for (const troc of over) if (await this.applyIfStill(troc, 'expire', S.Expired)) expired++;
    if (started || expired) this.logger.log(`Annonces publiées : ${started}, expirées : ${expired}`);
    return { started, expired };
  }

  private assertAllowed(troc: Troc, action: PublicationAction): void {
    if (!canPublication(troc, action)) {
      const status = troc.rejected
        ? fr.listing.statuses.ToModerateRejected
        : fr.listing.statuses[troc.publicationStatus];
      throw new TransitionRefusedError('TROC_TRANSITION_REFUSED', t(fr.listing.errors.transitionRefused, { status }));
    }
  }

  private async apply(
    troc: Troc,
    action: PublicationAction,
    to: S,
    actorId: number,
    fields: Partial<Troc> = {},
    message: string | null = null,
  ): Promise<Troc> {
    this.assertAllowed(troc, action);
    if (!allowsPublication(troc, action, to))
      throw new TransitionRefusedError('TROC_TRANSITION_REFUSED', fr.http.conflict);
    const changed = await this.write(troc, action, to, actorId, fields, message);
    if (!changed) throw new ConflictError('CONCURRENT_UPDATE', fr.http.conflict);
    return Object.assign(
      troc,
      fields,
      { publicationStatus: to },
      to === S.Published ? { publishedAt: new Date() } : {},
    );
  }

  private async applyIfStill(troc: Troc, action: PublicationAction, to: S): Promise<boolean> {
    if (!allowsPublication(troc, action, to)) return false;
    return this.write(troc, action, to, null, {}, null);
  }

  /** One conditional update and its audit entry, in one transaction. */
  private write(
    troc: Troc,
    action: PublicationAction,
    to: S,
    actorId: number | null,
    fields: Partial<Troc>,
    message: string | null,
  ): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const update = { ...fields, publicationStatus: to, ...(to === S.Published ? { publishedAt: new Date() } : {}) };
      if (!(await this.queries.setStatusIfStill(manager, troc, update))) return false;
      await this.audit.record(
        { entityType: TROC_AUDIT, entityId: troc.id, action, from: troc.publicationStatus, to, actorId, message },
        manager,
      );
      return true;
    });
  }
}
