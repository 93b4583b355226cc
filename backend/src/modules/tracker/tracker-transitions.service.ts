import { Injectable } from '@nestjs/common';
import {
  fr,
  padPostalCode,
  PublicationStatus,
  readId,
  readNumber,
  readText,
  type StockMove,
  SwapType,
  t,
  type TrackerAction,
  type TrackerRecordForm,
  TrackerStatus,
  type TrackerTransition,
  trackerTransition,
  toCents,
  toGrams,
  validateTrackerRecord,
  type ItemState,
} from '@troc/shared';
import type { Tx } from '../../core/database/transactions.js';
import { AuditService } from '../../core/audit/audit.service.js';
import type { Actor } from '../../core/auth/actor.js';
import { Transactions } from '../../core/database/transactions.js';
import type { TrocDeletedEvent } from '../../core/events/catalogue.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import {
  ConflictError,
  ForbiddenError,
  FormError,
  NotFoundError,
  TransitionRefusedError,
} from '../../core/errors/index.js';
import { GeoService } from '../geo/index.js';
import { OrganisationsService } from '../identity/index.js';
import { UsersService } from '../identity/index.js';
import { type AutomaticKey, InboxService } from '../inbox/index.js';
import type { Troc } from '../troc/index.js';
import { TrocReadService } from '../troc/index.js';
import { TrocStockService } from '../troc/index.js';
import type { Tracker } from './entities/tracker.entity.js';
import { isParty, trackerRoles } from './tracker-access.js';
import { TRACKER_AUDIT, type TrackerEvent } from './tracker-events.js';
import { isLoan, TrackerHooks } from './tracker-hooks.js';
import { TrackerTimers } from './tracker-timers.js';
import { TrackerCo2 } from './tracker-co2.js';
import { computeSavings } from './tracker-savings.js';
import { TrackerQueries } from './tracker.queries.js';

const AUTOMATIC: Record<TrackerAction, AutomaticKey> = {
  approve: 'message.tracker.approved',
  deny: 'message.tracker.denied',
  cancel: 'message.tracker.cancelled',
  expire: 'message.tracker.expired',
  withdraw: 'message.tracker.withdrawn',
  record: 'message.tracker.recorded',
  complete: 'message.tracker.swap.completed',
  swapCancel: 'message.tracker.swap.cancelled',
};

/** One exchange with its listing and what the actor may do on it. */
export interface LoadedTracker {
  tracker: Tracker;
  troc: Troc;
  roles: ReturnType<typeof trackerRoles>;
}

/**
 * Every change of an exchange goes through here: the shared table decides, the listing's
 * stock follows in the same transaction, the thread and the audit log remember, and an
 * event tells the rest of the application once it has committed.
 */
@Injectable()
export class TrackerTransitionsService {
  constructor(
    private readonly queries: TrackerQueries,
    private readonly trocs: TrocReadService,
    private readonly stock: TrocStockService,
    private readonly inbox: InboxService,
    private readonly users: UsersService,
    private readonly organisations: OrganisationsService,
    private readonly geo: GeoService,
    private readonly audit: AuditService,
    private readonly transactions: Transactions,
    private readonly events: DomainEvents,
    private readonly timers: TrackerTimers,
    private readonly co2: TrackerCo2,
    private readonly hooks: TrackerHooks,
  ) {
    events.on<TrocDeletedEvent>('troc.deleted', async (event) => {
      await this.withdrawRequests(event.trocId, event.actorId);
    });
  }

  /** What must be true before an exchange is recorded, told by the modules that know (the convention). */
  private recordGate: (tracker: Tracker) => Promise<Record<string, string[]> | null> = async () => null;

  useRecordGate(gate: (tracker: Tracker) => Promise<Record<string, string[]> | null>): void {
    this.recordGate = gate;
  }

  /** The exchange for one of its parties; 404 for anyone else (its existence is not revealed). */
  async load(slug: string, actor: Actor): Promise<LoadedTracker> {
    const tracker = await this.queries.bySlug(slug);
    if (!tracker) throw new NotFoundError('TRACKER_NOT_FOUND', fr.http.notFound);
    const troc = await this.trocs.byId(tracker.trocId);
    const roles = trackerRoles(tracker, this.trocs.canManage(troc, actor), actor);
    if (!isParty(roles)) throw new NotFoundError('TRACKER_NOT_FOUND', fr.http.notFound);
    return { tracker, troc, roles };
  }

  /** approve, deny, cancel, complete, swapCancel by a party (409 when the table refuses, 403 when the role may not). */
  async act(slug: string, action: TrackerAction, actor: Actor): Promise<LoadedTracker> {
    const loaded = await this.load(slug, actor);
    const transition = this.allowed(loaded, action);
    await this.apply(loaded, transition, actor.id);
    return this.load(slug, actor);
  }

  /** Saves the manager's recording form without moving the exchange (save-draft). */
  async saveDraft(slug: string, actor: Actor, form: TrackerRecordForm): Promise<LoadedTracker> {
    const loaded = await this.load(slug, actor);
    this.assertEditable(loaded);
    const fields = await this.readForm(loaded, form, false);
    await this.transactions.run((manager) => this.writeForm(manager, loaded, fields, actor.id));
    return this.load(slug, actor);
  }

  /** Saves the complete recording form and moves the exchange to SwapInitiated. */
  async record(slug: string, actor: Actor, form: TrackerRecordForm): Promise<LoadedTracker> {
    const loaded = await this.load(slug, actor);
    const transition = this.allowed(loaded, 'record');
    const fields = await this.readForm(loaded, form, true);
    // The convention-required modal (core §5 Tracker manage): no recording without the convention.
    const blocked = await this.recordGate(loaded.tracker);
    if (blocked) throw new FormError(blocked);
    await this.apply(loaded, transition, actor.id, { fields });
    return this.load(slug, actor);
  }

  /**
   * A deleted listing's pending requests are cancelled through the table's system transition, each
   * with its reason, thread message and mail: nothing is left to approve. `actorId` deleted it.
   */
  async withdrawRequests(trocId: number, actorId: number): Promise<number> {
    const troc = await this.trocs.byId(trocId);
    let withdrawn = 0;
    for (const tracker of await this.queries.requestedOf(trocId)) {
      const transition = trackerTransition(tracker.status, 'withdraw')!;
      try {
        await this.apply({ tracker, troc, roles: ['system'] }, transition, actorId, {
          reason: fr.tracker.reasons.withdrawn,
        });
        withdrawn += 1;
      } catch (error) {
        // Answered or cancelled meanwhile: that exchange has moved on by itself.
        if (!(error instanceof ConflictError)) throw error;
      }
    }
    return withdrawn;
  }

  /** The system's expiry of an unanswered request (a delayed job). False when it had moved on. */
  async expire(trackerId: number, reason: string): Promise<boolean> {
    const tracker = await this.queries.byId(trackerId);
    if (!tracker || tracker.status !== TrackerStatus.ReservationRequested) return false;
    const troc = await this.trocs.byId(tracker.trocId);
    const transition = trackerTransition(tracker.status, 'expire')!;
    try {
      await this.apply({ tracker, troc, roles: ['system'] }, transition, null, { reason });
      return true;
    } catch (error) {
      if (error instanceof ConflictError) return false;
      throw error;
    }
  }

  private allowed({ tracker, troc, roles }: LoadedTracker, action: TrackerAction): TrackerTransition {
    const transition = trackerTransition(tracker.status, action);
    if (!transition) {
      throw new TransitionRefusedError(
        'TRACKER_TRANSITION_REFUSED',
        t(fr.tracker.errors.transitionRefused, { status: fr.tracker.statuses[tracker.status] }),
      );
    }
    if (!transition.by.some((role) => roles.includes(role)))
      throw new ForbiddenError('TRACKER_FORBIDDEN', fr.tracker.errors.notAllowed);
    // A request caught between a deletion and its withdrawal: nothing is left to approve.
    if (action === 'approve' && troc.publicationStatus === PublicationStatus.Archived) {
      throw new ConflictError('TRACKER_LISTING_DELETED', fr.tracker.errors.listingDeleted);
    }
    return transition;
  }

  private assertEditable({ tracker, roles }: LoadedTracker): void {
    if (!roles.includes('manager')) throw new ForbiddenError('TRACKER_FORBIDDEN', fr.tracker.errors.notAllowed);
    if (tracker.status !== TrackerStatus.ReservationApproved) {
      throw new TransitionRefusedError(
        'TRACKER_TRANSITION_REFUSED',
        t(fr.tracker.errors.transitionRefused, { status: fr.tracker.statuses[tracker.status] }),
      );
    }
  }

  private async apply(
    loaded: LoadedTracker,
    transition: TrackerTransition,
    actorId: number | null,
    options: { reason?: string; fields?: Partial<Tracker> } = {},
  ): Promise<void> {
    const { tracker } = loaded;
    const thread = await this.inbox.forTracker(tracker);
    const actorName = actorId === null ? fr.tracker.automatic.system : await this.nameOf(actorId);
    // Read before the transaction (SQLite has one connection): the chosen impact models, or the default.
    const done = { ...tracker, ...options.fields, status: transition.to };
    const co2 = transition.to === TrackerStatus.SwapCompleted ? await this.co2.estimate(loaded.troc, done) : null;
    await this.transactions.run(async (manager) => {
      if (isLoan(loaded.troc) && this.hooks.loan) {
        await this.hooks.loan.onTransition(manager, tracker, loaded.troc, transition, loaded.roles);
      }
      if (options.fields) await this.writeForm(manager, loaded, options.fields, actorId);
      const moved = await this.queries.setStatusIfStill(manager, tracker, {
        status: transition.to,
        lastActionAt: new Date(),
        expiresAt: null,
      });
      if (!moved) throw new ConflictError('CONCURRENT_UPDATE', fr.http.conflict);
      const quantity = options.fields?.requestedQuantity ?? tracker.requestedQuantity;
      if (transition.stock && !isLoan(loaded.troc)) {
        await this.stock.move(manager, tracker.trocId, transition.stock, quantity, actorId);
      }
      if (transition.to === TrackerStatus.SwapCompleted) {
        await this.queries.update(manager, tracker.id, computeSavings(done, co2));
      }
      if (thread) {
        await this.inbox.postAutomatic(manager, thread.id, AUTOMATIC[transition.action], { user: actorName }, actorId);
      }
      await this.audit.record(
        {
          entityType: TRACKER_AUDIT,
          entityId: tracker.id,
          action: transition.action,
          from: transition.from,
          to: transition.to,
          actorId,
          message: options.reason ?? null,
        },
        manager,
      );
    });
    if (transition.to === TrackerStatus.ReservationApproved) await this.timers.scheduleRecordReminder(tracker);
    await this.events.publish({
      type: 'tracker.transition',
      trackerId: tracker.id,
      action: transition.action,
      from: transition.from,
      to: transition.to,
      actorId,
      reason: options.reason ?? null,
    } satisfies TrackerEvent);
  }

  /** Validates the recording form against the listing and the actor's organisation; returns the columns. */
  private async readForm(loaded: LoadedTracker, sent: TrackerRecordForm, complete: boolean): Promise<Partial<Tracker>> {
    const { tracker, troc } = loaded;
    // What was saved before (draft, prefill from the listing) counts; what is sent now wins.
    const form: TrackerRecordForm = { ...storedForm(tracker), ...definedOnly(sent) };
    const bounds = this.stock.bounds(troc, tracker.requestedQuantity);
    const errors = validateTrackerRecord(form, bounds, { complete });
    const serviceId = readId(form.service);
    if (serviceId !== null && !errors.service) {
      const [service] = await this.organisations.servicesOf(troc.organisationId, [serviceId]);
      if (!service) errors.service = [fr.listing.errors.serviceUnknown];
    }
    const userId = readId(form.user);
    const taker = userId === null ? null : await this.users.findById(userId);
    if (userId !== null && !errors.user && (!taker || !taker.enabled)) errors.user = [fr.tracker.errors.userUnknown];
    let place: { postal: string; cityCode: string; cityName: string } | null = null;
    if (readText(form.postal) && readText(form.city) && !errors.postal && !errors.city) {
      const postal = padPostalCode(readText(form.postal));
      const option = this.geo.findCity(postal, readText(form.city), readText(form.city));
      const commune = option ? this.geo.commune(option.data) : null;
      if (!commune) errors.city = [fr.listing.errors.cityUnknown];
      else place = { postal, cityCode: commune.code, cityName: commune.name };
    }
    if (Object.keys(errors).length) throw new FormError(errors);

    const fields: Partial<Tracker> = {};
    const text = (value: unknown) => readText(value) || undefined;
    const number = (value: unknown) => readNumber(value) ?? undefined;
    if (text(form.name)) fields.name = text(form.name);
    if (text(form.description)) fields.description = text(form.description);
    if (text(form.itemState)) fields.itemState = text(form.itemState) as ItemState;
    if (number(form.itemWeight) !== undefined) fields.weightGrams = toGrams(number(form.itemWeight)!);
    if (number(form.itemPurchasePrice) !== undefined)
      fields.purchasePriceCents = toCents(number(form.itemPurchasePrice)!);
    if (number(form.totalPrice) !== undefined) fields.totalPriceCents = toCents(number(form.totalPrice)!);
    if (serviceId !== null) fields.serviceId = serviceId;
    if (text(form.swapType)) fields.swapType = text(form.swapType) as SwapType;
    if (number(form.requestedQuantity) !== undefined) fields.requestedQuantity = number(form.requestedQuantity);
    if (taker) {
      Object.assign(fields, {
        userId: taker.id,
        userOrganisationId: taker.organisationId,
        guestEmail: null,
        guestOrganismType: null,
        guestOrganismName: null,
        guestServiceName: null,
      });
    } else if (text(form.guestEmail)) {
      Object.assign(fields, {
        userId: null,
        userOrganisationId: null,
        guestEmail: text(form.guestEmail)!.toLowerCase(),
        guestOrganismType: text(form.guestOrganismType) ?? null,
        guestOrganismName: text(form.guestOrganismName) ?? null,
        guestServiceName: text(form.guestServiceName) ?? null,
      });
    }
    if (place) Object.assign(fields, place);
    // A requester who asked keeps the exchange: recording may not hand it to someone else.
    if (tracker.userId !== null && !tracker.regularized && 'userId' in fields && fields.userId !== tracker.userId) {
      throw new FormError({ user: [fr.tracker.errors.notAllowed] });
    }
    return fields;
  }

  /** Writes the form's columns; a new quantity gives back the old one and reserves the new. */
  private async writeForm(manager: Tx, loaded: LoadedTracker, fields: Partial<Tracker>, actorId: number | null) {
    const { tracker } = loaded;
    if (Object.keys(fields).length === 0) return;
    const quantity = fields.requestedQuantity;
    if (quantity !== undefined && quantity !== tracker.requestedQuantity && !isLoan(loaded.troc)) {
      const moves: [StockMove, number][] = [
        ['release', tracker.requestedQuantity],
        ['reserve', quantity],
      ];
      for (const [move, q] of moves) await this.stock.move(manager, tracker.trocId, move, q, actorId);
    }
    await this.queries.update(manager, tracker.id, { ...fields, lastActionAt: new Date() });
  }

  private async nameOf(userId: number): Promise<string> {
    const user = await this.users.findById(userId);
    return user ? `${user.firstname} ${user.lastname}` : fr.fallback.unknown;
  }
}

/** The recording form as the exchange holds it now. */
function storedForm(tracker: Tracker): TrackerRecordForm {
  return {
    name: tracker.name,
    itemState: tracker.itemState ?? undefined,
    itemWeight: tracker.weightGrams === null ? undefined : tracker.weightGrams / 1000,
    service: tracker.serviceId ?? undefined,
    description: tracker.description ?? undefined,
    itemPurchasePrice: tracker.purchasePriceCents === null ? undefined : tracker.purchasePriceCents / 100,
    swapType: tracker.swapType ?? undefined,
    requestedQuantity: tracker.requestedQuantity,
    user: tracker.userId ?? undefined,
    guestEmail: tracker.guestEmail ?? undefined,
    guestOrganismType: tracker.guestOrganismType ?? undefined,
    guestOrganismName: tracker.guestOrganismName ?? undefined,
    guestServiceName: tracker.guestServiceName ?? undefined,
    totalPrice: tracker.totalPriceCents === null ? undefined : tracker.totalPriceCents / 100,
    postal: tracker.postal ?? undefined,
    city: tracker.cityCode ?? undefined,
  };
}

const definedOnly = (form: TrackerRecordForm): TrackerRecordForm =>
  Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined)) as TrackerRecordForm;
