import { Injectable, Logger } from '@nestjs/common';
import { Transactions, type Tx } from '../../core/database/transactions.js';
import {
  allowsPublication,
  canPublication,
  fr,
  type PublicationAction,
  PublicationStatus as S,
  publicationTarget,
  t,
  parisDay,
} from '@troc/shared';
import { AuditService } from '../../core/audit/audit.service.js';
import type { TrocDeletedEvent, TrocModeratedEvent } from '../../core/events/catalogue.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { ConflictError, DomainError, FormError, TransitionRefusedError } from '../../core/errors/index.js';
import type { Actor } from '../../core/auth/actor.js';
import { OrganisationsService } from '../identity/index.js';
import type { Troc } from './entities/troc.entity.js';
import { canModerate } from './troc-access.js';
import { TrocCardsService } from './troc-cards.service.js';
import { publicationErrors } from './troc-form-mapping.js';
import { TROC_AUDIT } from './troc-view.service.js';
import { TrocQueries } from './troc.queries.js';

/** Every publication change goes through here: the shared table decides, the audit log remembers. */
@Injectable()
export class TrocPublicationService {
  private readonly logger = new Logger('Publication');

  constructor(
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
    const to = this.publishTarget(
      { troc, invitations: invitations.get(troc.id) ?? [], perimeter: perimeter.get(troc.id) ?? [] },
      actor,
      await this.moderates(troc.organisationId),
    );
    return this.apply(troc, 'publish', to, actor.id, PUBLISHED_FIELDS);
  }

  /**
   * « Publier » on new listings, decided before their insert (an import's batch): `insert` writes
   * them, in the caller's transaction, each accepted one already in the status « Publier » gives it,
   * then their audit entries follow, as a publication writes them for a listing already in the table.
   * Answers each listing's refusal (it stays a draft), or null once published.
   */
  async publishOnInsert(
    manager: Tx,
    listings: readonly PublishCandidate[],
    actor: Actor,
    moderated: ReadonlyMap<number, boolean>,
    insert: () => Promise<void>,
  ): Promise<(DomainError | null)[]> {
    const refusals: (DomainError | null)[] = [];
    const changes: Change[] = [];
    for (const listing of listings) {
      try {
        if (listing.troc.publicationStatus !== S.Draft || listing.troc.id) {
          throw new TransitionRefusedError('TROC_TRANSITION_REFUSED', fr.http.conflict);
        }
        this.assertAllowed(listing.troc, 'publish');
        const to = this.publishTarget(listing, actor, moderated.get(listing.troc.organisationId) ?? true);
        changes.push({ troc: listing.troc, action: 'publish', to, fields: PUBLISHED_FIELDS, message: null });
        refusals.push(null);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refusals.push(error);
      }
    }
    for (const change of changes) settle(change);
    await insert();
    await this.audit.recordMany(
      changes.map(({ troc, action, to }) => ({
        entityType: TROC_AUDIT,
        entityId: troc.id,
        action,
        from: S.Draft,
        to,
        actorId: actor.id,
        message: null,
      })),
      manager,
    );
    return refusals;
  }

  /** Where « Publier » takes a listing, by the publication rules; a 422 or 409 when it may not. */
  private publishTarget({ troc, invitations, perimeter }: PublishCandidate, actor: Actor, moderated: boolean): S {
    const errors = publicationErrors(troc, [...invitations], [...perimeter]);
    if (Object.keys(errors).length) {
      throw new FormError({ _form: [fr.listing.errors.notPublishable], ...errors });
    }
    const today = parisDay();
    if (troc.availabilityEndDate! < today) {
      throw new FormError({ availabilityEndDate: [fr.listing.errors.datesPassed] });
    }
    return publicationTarget({
      needsModeration: moderated && !canModerate(troc, actor),
      availabilityStartDate: troc.availabilityStartDate!,
      today,
    });
  }

  /** Whether the organisation has its members' listings moderated before they go live. */
  async moderates(organisationId: number): Promise<boolean> {
    return Boolean((await this.organisations.findOrganisation(organisationId))?.moderateListings);
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
      availabilityStartDate: troc.availabilityStartDate ?? parisDay(),
      today: parisDay(),
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
  async tick(today: string = parisDay()): Promise<{ started: number; expired: number }> {
    let started = 0;
    let expired = 0;
    const due = await this.queries.dueToStart(today);
    for (const troc of due) {
      if ((troc.availabilityEndDate ?? today) < today) continue;
      if (await this.applyIfStill(troc, 'start', S.Published)) started++;
    }
    const over = await this.queries.pastEnd(today);
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
    const change: Change = { troc, action, to, fields, message };
    const changed = await this.transactions.run((manager) => this.write(manager, change, actorId));
    if (!changed) throw new ConflictError('CONCURRENT_UPDATE', fr.http.conflict);
    return settle(change);
  }

  private async applyIfStill(troc: Troc, action: PublicationAction, to: S): Promise<boolean> {
    if (!allowsPublication(troc, action, to)) return false;
    const change: Change = { troc, action, to, fields: {}, message: null };
    return this.transactions.run((manager) => this.write(manager, change, null));
  }

  /**
   * The change, only if the listing is still in the status it was read in, and its audit entry,
   * in the caller's transaction. Answers whether it moved.
   */
  private async write(manager: Tx, { troc, action, to, fields, message }: Change, actorId: number | null) {
    const update = { ...fields, publicationStatus: to, ...(to === S.Published ? { publishedAt: new Date() } : {}) };
    if (!(await this.queries.setStatusIfStill(manager, troc, update))) return false;
    await this.audit.recordMany(
      [{ entityType: TROC_AUDIT, entityId: troc.id, action, from: troc.publicationStatus, to, actorId, message }],
      manager,
    );
    return true;
  }
}

/** A listing « Publier » is asked for, with its audience as the manage form holds it. */
export interface PublishCandidate {
  troc: Troc;
  invitations: readonly string[];
  perimeter: readonly number[];
}

/** One publication change asked for. */
interface Change {
  troc: Troc;
  action: PublicationAction;
  to: S;
  fields: Partial<Troc>;
  message: string | null;
}

const PUBLISHED_FIELDS: Partial<Troc> = { rejected: false, moderationMessage: null };

/** The listing in memory as its change left it. */
function settle({ troc, to, fields }: Change): Troc {
  return Object.assign(troc, fields, { publicationStatus: to }, to === S.Published ? { publishedAt: new Date() } : {});
}
