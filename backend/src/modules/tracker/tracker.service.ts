import { Inject, Injectable } from '@nestjs/common';
import {
  BeneficiaryType,
  type ConventionStatus,
  fr,
  type ListingExchangeInfo,
  PublicationStatus,
  readId,
  readNumber,
  readText,
  type RegularisationValues,
  type ReservationValues,
  RequestType,
  ROUTES,
  SwapType,
  ThreadType,
  TRACKER_START,
  type TrackerCreatedResponse,
  TrackerStatus,
  validateRegularisation,
  validateReservation,
  withLocale,
} from '@troc/shared';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../core/database/transactions.js';
import { AuditService } from '../../core/audit/audit.service.js';
import type { Actor } from '../../core/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { Transactions } from '../../core/database/transactions.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { ConflictError, ForbiddenError, FormError, NotFoundError } from '../../core/errors/index.js';
import { UsersService } from '../identity/index.js';
import { InboxService } from '../inbox/index.js';
import type { Troc } from '../troc/index.js';
import { TrocReadService } from '../troc/index.js';
import { TrocStockService } from '../troc/index.js';
import type { Tracker } from './entities/tracker.entity.js';
import { isParty, trackerRoles } from './tracker-access.js';
import { TRACKER_AUDIT, type TrackerEvent } from './tracker-events.js';
import { isLoan, TrackerHooks } from './tracker-hooks.js';
import { TrackerTimers } from './tracker-timers.js';
import { TrackerQueries } from './tracker.queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where exchanges start: a reservation request from the listing view, or a regularisation by the manager. */
@Injectable()
export class TrackerService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queries: TrackerQueries,
    private readonly trocs: TrocReadService,
    private readonly stock: TrocStockService,
    private readonly inbox: InboxService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly transactions: Transactions,
    private readonly events: DomainEvents,
    private readonly timers: TrackerTimers,
    private readonly hooks: TrackerHooks,
  ) {}

  /** What the listing view shows of exchanges to this viewer (core §2 listing view buttons, §6). */
  async exchangeInfo(troc: Troc, actor: Actor | null): Promise<ListingExchangeInfo | null> {
    if (!actor) return null;
    const manages = this.trocs.canManage(troc, actor);
    const quantity = this.stock.bounds(troc);
    // A borrower books as many periods of a loan as they need; the calendar lists them.
    const pending = manages || isLoan(troc) ? null : await this.queries.pendingOf(troc.id, actor.id);
    const live = troc.publicationStatus === PublicationStatus.Published;
    return {
      canRequest: !manages && live && quantity.remaining > 0 && !pending && troc.swapType !== null,
      canRegularize:
        manages &&
        troc.requestType === RequestType.Offer &&
        (live || troc.publicationStatus === PublicationStatus.ToPublish) &&
        quantity.remaining > 0,
      quantity,
      beneficiaryChoice:
        !manages &&
        troc.swapType === SwapType.Vente &&
        troc.visExternal &&
        troc.organisationId === actor.organisationId,
      pendingTracker: pending?.slug ?? null,
    };
  }

  /** POST /api/troc/inbox/reservation/{slug}/: a request (or, on a Demand, a proposal) with its thread. */
  async request(slug: string, actor: Actor, values: ReservationValues): Promise<TrackerCreatedResponse> {
    const troc = await this.trocs.visible(slug, actor);
    if (this.trocs.canManage(troc, actor)) throw new ConflictError('TRACKER_OWN_LISTING', fr.tracker.errors.ownListing);
    const info = (await this.exchangeInfo(troc, actor))!;
    if (info.pendingTracker) throw new ConflictError('TRACKER_ALREADY_PENDING', fr.tracker.errors.alreadyPending);
    if (!info.canRequest) {
      throw new ConflictError(
        'TRACKER_NOT_TRACKABLE',
        info.quantity.remaining === 0 ? fr.tracker.errors.nothingLeft : fr.tracker.errors.notTrackable,
      );
    }
    const errors = validateReservation(values, info.quantity, { beneficiaryChoice: info.beneficiaryChoice });
    if (Object.keys(errors).length) throw new FormError(errors);
    // A loan asks for its days: the calendar checks them now and books them with the exchange.
    const loan = isLoan(troc) && this.hooks.loan ? this.hooks.loan : null;
    const plan = loan ? await loan.prepare(troc, actor, values) : null;
    const quantity = readNumber(values.quantity)!;
    const { tracker, thread } = await this.transactions.run(async (manager) => {
      const tracker = await this.insertRequest(manager, troc, actor, quantity, {
        beneficiaryType: info.beneficiaryChoice ? (readText(values.beneficiaryType) as BeneficiaryType) : null,
      });
      if (loan) await loan.attach(manager, troc, tracker, plan);
      const thread = await this.inbox.open(
        manager,
        {
          threadType: ThreadType.ReservationDemand,
          title: tracker.name,
          fromUserId: actor.id,
          toUserId: troc.managerId,
          trocId: troc.id,
          trackerId: tracker.id,
        },
        { userId: actor.id, content: readText(values.message) },
      );
      return { tracker, thread };
    });
    await this.afterRequest(tracker, actor.id);
    return { tracker: tracker.slug, thread: thread.slug, redirect: withLocale(ROUTES.trackerThread(tracker.slug)) };
  }

  /**
   * A request in the caller's transaction (the reservation modal, a cart line): it waits for the
   * manager until it expires. The caller has checked the quantity and opens or reuses a thread.
   */
  async insertRequest(
    manager: Tx,
    troc: Troc,
    actor: Actor,
    quantity: number,
    extra: Partial<Tracker> = {},
  ): Promise<Tracker> {
    const now = new Date();
    const tracker = await this.queries.insert(manager, {
      ...this.fromListing(troc, actor, quantity),
      status: TRACKER_START.request,
      userId: actor.id,
      userOrganisationId: actor.organisationId,
      expiresAt: new Date(now.getTime() + this.config.tracker.requestExpiryDays * DAY_MS),
      lastActionAt: now,
      createdById: actor.id,
      ...extra,
    });
    await this.audit.record(
      {
        entityType: TRACKER_AUDIT,
        entityId: tracker.id,
        action: 'create',
        from: '',
        to: tracker.status,
        actorId: actor.id,
      },
      manager,
    );
    return tracker;
  }

  /** Once the request has committed: its expiry and reminder are scheduled, the event told. */
  async afterRequest(tracker: Tracker, actorId: number): Promise<void> {
    await this.timers.scheduleRequest(tracker);
    await this.publish(tracker, actorId, 'create', null);
  }

  /** The convention module keeps the exchange's copy of its convention status (cards, lists). */
  async setConventionStatus(trackerId: number, status: ConventionStatus | null): Promise<void> {
    await this.queries.update(null, trackerId, { conventionStatus: status });
  }

  /** Whether the actor is a party of this exchange (its manager's side or its requester). */
  async isParty(trackerId: number, actor: Actor): Promise<boolean> {
    const tracker = await this.queries.byId(trackerId);
    if (!tracker) return false;
    const troc = (await this.trocs.byIds([tracker.trocId])).get(tracker.trocId);
    return isParty(trackerRoles(tracker, this.trocs.canManage(troc, actor), actor));
  }

  /** The viewer's exchange still going on this listing, if any. */
  pendingOf(trocId: number, userId: number): Promise<Tracker | null> {
    return this.queries.pendingOf(trocId, userId);
  }

  /** Of these listings, those where the user has an exchange still going. */
  pendingTrocIds(trocIds: readonly number[], userId: number): Promise<Set<number>> {
    return this.queries.pendingTrocIds(trocIds, userId);
  }

  /**
   * POST /api/tracker/add/{slug}/: an exchange agreed elsewhere, for a member or a guest. It
   * starts approved (its quantity is reserved at once) and is marked regularised.
   */
  async regularize(
    slug: string,
    actor: Actor,
    values: RegularisationValues,
    trackerSlug?: string,
  ): Promise<TrackerCreatedResponse> {
    const troc = await this.trocs.visible(slug, actor);
    if (!this.trocs.canManage(troc, actor)) throw new ForbiddenError('TROC_FORBIDDEN', fr.auth.forbidden);
    const info = (await this.exchangeInfo(troc, actor))!;
    if (!info.canRegularize) {
      throw new ConflictError(
        'TRACKER_NOT_TRACKABLE',
        info.quantity.remaining === 0 ? fr.tracker.errors.nothingLeft : fr.tracker.errors.notRegulable,
      );
    }
    const errors = validateRegularisation(values, info.quantity, troc.swapType);
    const userId = readId(values.user);
    const taker = userId === null ? null : await this.users.findById(userId);
    if (userId !== null && (!taker || !taker.enabled)) errors.user = [fr.tracker.errors.userUnknown];
    if (taker && taker.id === actor.id) errors.user = [fr.tracker.errors.ownListing];
    if (Object.keys(errors).length) throw new FormError(errors);
    const quantity = readNumber(values.quantity)!;
    const now = new Date();
    const guest = taker === null;
    const { tracker } = await this.transactions.run(async (manager) => {
      const tracker = await this.queries.insert(manager, {
        ...this.fromListing(troc, actor, quantity),
        // An import chooses the slug beforehand: a resumed line finds the exchange it created.
        ...(trackerSlug ? { slug: trackerSlug } : {}),
        status: TRACKER_START.regularisation,
        regularized: true,
        userId: taker?.id ?? null,
        userOrganisationId: taker?.organisationId ?? null,
        guestEmail: guest ? readText(values.guestEmail).toLowerCase() : null,
        guestOrganismType: guest ? readText(values.guestOrganismType) || null : null,
        guestOrganismName: guest ? readText(values.guestOrganismName) || null : null,
        guestServiceName: guest ? readText(values.guestServiceName) || null : null,
        lastActionAt: now,
        createdById: actor.id,
      });
      if (!isLoan(troc)) await this.stock.move(manager, troc.id, 'reserve', quantity, actor.id);
      if (taker) {
        const thread = await this.inbox.open(manager, {
          threadType: ThreadType.ReservationDemand,
          title: tracker.name,
          fromUserId: taker.id,
          toUserId: troc.managerId,
          trocId: troc.id,
          trackerId: tracker.id,
        });
        await this.inbox.postAutomatic(
          manager,
          thread.id,
          'message.tracker.regularized',
          {
            user: `${await this.nameOf(actor.id, manager)}`,
          },
          actor.id,
        );
        const message = readText(values.message);
        if (message) await this.inbox.postIn(manager, thread.id, actor.id, message);
      }
      await this.audit.record(
        {
          entityType: TRACKER_AUDIT,
          entityId: tracker.id,
          action: 'create',
          from: '',
          to: tracker.status,
          actorId: actor.id,
          message: fr.tracker.regularizedNote,
        },
        manager,
      );
      return { tracker };
    });
    await this.timers.scheduleRecordReminder(tracker);
    await this.publish(tracker, actor.id, 'create', null);
    return { tracker: tracker.slug, thread: null, redirect: withLocale(ROUTES.trackerEdit(tracker.slug)) };
  }

  /** The exchange as a copy of the listing: the recording form starts filled. */
  private fromListing(troc: Troc, actor: Actor, quantity: number): Partial<Tracker> {
    const sale = troc.swapType === SwapType.Vente;
    const unitPrice = sale ? troc.currentPriceCents : null;
    return {
      slug: randomBytes(8).toString('hex'),
      trocId: troc.id,
      swapType: troc.swapType,
      requestedQuantity: quantity,
      unit: troc.unit,
      managerId: troc.managerId,
      ownerId: troc.ownerId,
      organisationId: troc.organisationId,
      name: troc.name ?? fr.fallback.notProvided,
      description: troc.description,
      itemState: troc.itemState,
      weightGrams: troc.weightGrams,
      purchasePriceCents: troc.purchasePriceCents,
      totalPriceCents: unitPrice === null ? (sale ? null : 0) : unitPrice * quantity,
      originalPriceCents: unitPrice === null ? null : unitPrice * quantity,
      serviceId: troc.serviceId,
      categoryId: troc.categoryId,
      operationId: troc.operationId,
      postal: troc.postal,
      cityCode: troc.cityCode,
      cityName: troc.cityName,
      conventionStatus: null,
      regularized: false,
      cartId: null,
      createdById: actor.id,
    };
  }

  private async nameOf(userId: number, manager?: Tx): Promise<string> {
    const user = await this.users.findById(userId, manager);
    return user ? `${user.firstname} ${user.lastname}` : fr.fallback.unknown;
  }

  private async publish(
    tracker: Tracker,
    actorId: number | null,
    action: TrackerEvent['action'],
    from: TrackerStatus | null,
  ) {
    await this.events.publish({
      type: 'tracker.transition',
      trackerId: tracker.id,
      action,
      from,
      to: tracker.status,
      actorId,
    } satisfies TrackerEvent);
  }

  async bySlug(slug: string): Promise<Tracker> {
    const tracker = await this.queries.bySlug(slug);
    if (!tracker) throw new NotFoundError('TRACKER_NOT_FOUND', fr.http.notFound);
    return tracker;
  }
}
