import { Injectable } from '@nestjs/common';
import {
  type CartLineTracker,
  formatDate,
  type TrackerAction,
  type TrackerCard,
  type TrackerHistoryEntry,
  type TrackerStatus,
  TrackerStatus as S,
  type TrackerTrocRef,
  type TrackerView,
  type ThreadView,
} from '@troc/shared';
import { AuditService } from '../../core/audit/audit.service.js';
import type { Actor } from '../../core/auth/actor.js';
import { OrganisationsService } from '../identity/index.js';
import { UsersService } from '../identity/index.js';
import { InboxService } from '../inbox/index.js';
import type { Troc } from '../troc/index.js';
import { TrocCardsService } from '../troc/index.js';
import { TrocReadService } from '../troc/index.js';
import { TrocStockService } from '../troc/index.js';
import type { Tracker } from './entities/tracker.entity.js';
import { trackerRoles } from './tracker-access.js';
import { isLoan, TrackerHooks } from './tracker-hooks.js';
import { BILANS_STATUSES } from './tracker-savings.js';
import { TRACKER_AUDIT } from './tracker-events.js';
import type { LoadedTracker } from './tracker-transitions.service.js';
import { type TrackerMapContext, toTrackerCard, toTrackerView } from './tracker.mapper.js';

/** Exchanges mapped to the spec's shapes: cards for the lists, the full view, the thread. */
@Injectable()
export class TrackerViewService {
  constructor(
    private readonly trocs: TrocReadService,
    private readonly trocCards: TrocCardsService,
    private readonly stock: TrocStockService,
    private readonly users: UsersService,
    private readonly organisations: OrganisationsService,
    private readonly inbox: InboxService,
    private readonly audit: AuditService,
    private readonly hooks: TrackerHooks,
  ) {}

  async cards(trackers: Tracker[], viewer: Actor, known: Map<number, Troc> = new Map()): Promise<TrackerCard[]> {
    const ctx = await this.context(trackers, viewer, known);
    const periods = await this.periods(trackers);
    return trackers.map((k) => ({ ...toTrackerCard(k, ctx), calendarPeriod: periods.get(k.id) ?? null }));
  }

  /** The loans' days, told by the calendar when it is there. */
  private periods(trackers: Tracker[]) {
    return this.hooks.loan && trackers.length
      ? this.hooks.loan.periods(trackers.map((k) => k.id))
      : Promise.resolve(new Map());
  }

  /** Status and allowed actions of exchanges, for pages that show them in their own shape (cart lines). */
  async briefs(trackers: Tracker[], viewer: Actor): Promise<Map<number, CartLineTracker>> {
    const ctx = await this.context(trackers, viewer, new Map());
    return new Map(
      trackers.map((k) => {
        const card = toTrackerCard(k, ctx);
        return [
          k.id,
          {
            slug: card.slug,
            trackerStatus: card.trackerStatus,
            actions: card.actions,
            itemPurchasePrice: k.purchasePriceCents === null ? null : k.purchasePriceCents / 100,
            itemPurchasePriceUnknown: k.purchasePriceUnknown,
            purchasePriceEditable: card.currentManager,
          },
        ];
      }),
    );
  }

  async view({ tracker, troc, roles }: LoadedTracker, viewer: Actor): Promise<TrackerView> {
    const ctx = await this.context([tracker], viewer, new Map([[troc.id, troc]]));
    const services = tracker.serviceId ? await this.organisations.findServices([tracker.serviceId]) : new Map();
    const service = tracker.serviceId ? services.get(tracker.serviceId) : undefined;
    const holding = tracker.status === S.ReservationApproved || tracker.status === S.SwapInitiated;
    const periods = await this.periods([tracker]);
    const view = toTrackerView(tracker, ctx, {
      service: service ? { id: service.id, name: service.name } : null,
      quantity: this.stock.bounds(troc, holding && !isLoan(troc) ? tracker.requestedQuantity : 0),
      history: await this.history(tracker),
      editable: roles.includes('manager') && tracker.status === S.ReservationApproved,
      bilansEditable: roles.includes('manager') && BILANS_STATUSES.includes(tracker.status),
    });
    return { ...view, calendarPeriod: periods.get(tracker.id) ?? null };
  }

  async thread({ tracker }: LoadedTracker, viewer: Actor): Promise<ThreadView | null> {
    const thread = await this.inbox.forTracker(tracker);
    if (!thread) return null;
    const troc = await this.trocs.byId(tracker.trocId);
    return { ...(await this.inbox.view(thread, viewer.id)), tracker: tracker.slug, troc: troc.slug };
  }

  private async context(trackers: Tracker[], viewer: Actor, known: Map<number, Troc>): Promise<TrackerMapContext> {
    const missing = trackers.map((k) => k.trocId).filter((id) => !known.has(id));
    const loaded = await this.trocs.byIds(missing);
    const trocs = new Map([...known, ...loaded]);
    const list = [...trocs.values()];
    const [visible, files, users, threads] = await Promise.all([
      this.trocs.visibleIds(
        list.map((t) => t.id),
        viewer,
      ),
      this.trocCards.uploads.findByIds(list.flatMap((t) => (t.image0Id ? [t.image0Id] : []))),
      this.users.findByIds(
        trackers.flatMap((k) => [k.managerId, ...(k.userId ? [k.userId] : [])]).concat(list.map((t) => t.managerId)),
      ),
      this.inbox.slugsForTrackers(trackers),
    ]);
    const trocRefs = new Map<number, TrackerTrocRef>(
      list.map((t) => [
        t.id,
        {
          slug: t.slug,
          name: t.name ?? '',
          thumbnail: t.image0Id ? this.trocCards.uploads.thumbnailUrl(files.get(t.image0Id)) : null,
          requestType: t.requestType,
          readable: visible.has(t.id),
        },
      ]),
    );
    return {
      viewer,
      trocs,
      trocRefs,
      users,
      threads,
      roles: (k) => trackerRoles(k, this.trocs.canManage(trocs.get(k.trocId), viewer), viewer),
    };
  }

  private async history(tracker: Tracker): Promise<TrackerHistoryEntry[]> {
    const entries = await this.audit.history(TRACKER_AUDIT, tracker.id, 50);
    const actors = await this.users.findByIds(entries.flatMap((e) => (e.actorId === null ? [] : [e.actorId])));
    return entries.map((e) => {
      const actor = e.actorId === null ? undefined : actors.get(e.actorId);
      return {
        action: e.action as TrackerAction | 'create',
        from: (e.fromStatus || null) as TrackerStatus | null,
        to: e.toStatus as TrackerStatus,
        by: actor ? `${actor.firstname} ${actor.lastname}` : null,
        displayDate: formatDate(e.createdAt),
        message: e.message,
      };
    });
  }
}
