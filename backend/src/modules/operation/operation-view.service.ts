import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  formatCents,
  formatDate,
  type ListingHistoryEntry,
  type OperationCard,
  operationActions,
  type OperationFigures,
  type OperationView,
  type PublicationAction,
  type PublicationStatus,
  ROUTES,
  TRACKER_HOLDING,
  TrackerStatus,
  truncate,
  withLocale,
} from '@troc/shared';
import { AuditService } from '../../core/audit/audit.service.js';
import type { Actor } from '../../core/auth/actor.js';
import { AudienceService } from '../identity/index.js';
import { OrganisationsService } from '../identity/index.js';
import { UsersService } from '../identity/index.js';
import { TrackerReads } from '../tracker/index.js';
import { availabilityDisplayDates, userRef } from '../../shared/display.js';
import { TrocOperationsService, TrocReadService } from '../troc/index.js';
import type { Operation } from './entities/operation.entity.js';
import { OperationQueries } from './operation.queries.js';
import { Tally } from '../../core/database/tally.js';
import { OPERATION_AUDIT } from './operation.service.js';

/** Operations in the spec's shapes: cards (description cut at 100), the full view with its figures. */
@Injectable()
export class OperationViewService implements OnModuleDestroy {
  private readonly logger = new Logger('OperationViews');
  /** Views are written every few seconds, not one UPDATE per page load. */
  private readonly views = new Tally(
    (increments) => this.queries.addViews(increments),
    (error) => this.logger.warn(`Vues des opérations non enregistrées (nouvel essai) : ${String(error)}`),
  );

  constructor(
    private readonly queries: OperationQueries,
    private readonly listings: TrocOperationsService,
    private readonly trackers: TrackerReads,
    private readonly users: UsersService,
    private readonly organisations: OrganisationsService,
    private readonly audit: AuditService,
    private readonly audience: AudienceService,
    private readonly trocs: TrocReadService,
  ) {}

  /** Counts a view from anyone but its owner and manager; the page shows the views not written yet. */
  countView(operation: Operation, actor: Actor | null): void {
    if (operation.managerId !== actor?.id && operation.ownerId !== actor?.id) this.views.add(operation.id);
    operation.viewTotal += this.views.unwritten(operation.id);
  }

  onModuleDestroy(): Promise<void> {
    return this.views.stop();
  }

  async cards(operations: Operation[], viewer: Actor | null): Promise<OperationCard[]> {
    const [users, services, counts] = await Promise.all([
      this.users.findByIds(operations.map((o) => o.managerId)),
      this.organisations.findServices(operations.flatMap((o) => (o.serviceId ? [o.serviceId] : []))),
      this.listings.countsOf(operations.map((o) => o.id)),
    ]);
    return operations.map((o) => {
      const writable = this.trocs.canManage(o, viewer);
      const service = o.serviceId ? services.get(o.serviceId) : undefined;
      return {
        slug: o.slug,
        id: o.id,
        name: o.name ?? '',
        description: truncate(o.description, 100),
        publicationStatus: o.publicationStatus,
        availabilityDisplayDates: availabilityDisplayDates(o),
        manager: userRef(users.get(o.managerId), viewer),
        service: service ? { id: service.id, name: service.name } : null,
        location: { postal: o.postal ?? '', cityName: o.cityName ?? '' },
        visibility: writable ? o.visibility : [],
        nbTrocs: counts.get(o.id) ?? 0,
        nbViews: o.viewTotal,
        writable,
        actions: writable ? operationActions(o.publicationStatus) : [],
      };
    });
  }

  async view(operation: Operation, viewer: Actor | null, publishable: boolean): Promise<OperationView> {
    const [card] = await this.cards([operation], viewer);
    const writable = card!.writable;
    const [figures, invitations, perimeter, history] = await Promise.all([
      this.figures(operation),
      writable ? this.queries.invitationsOf(operation.id) : Promise.resolve([]),
      writable ? this.queries.perimeterOf(operation.id) : Promise.resolve([]),
      writable ? this.history(operation) : Promise.resolve([]),
    ]);
    return {
      ...card!,
      ...figures,
      fullDescription: operation.description ?? '',
      publishable,
      availabilityStartDate: operation.availabilityStartDate,
      availabilityEndDate: operation.availabilityEndDate,
      address: operation.cityCode
        ? {
            city: operation.cityCode,
            cityName: operation.cityName ?? '',
            postal: operation.postal ?? '',
            deliveryLocation: operation.deliveryLocation,
            lat: operation.lat,
            lon: operation.lon,
          }
        : null,
      managerId: writable ? operation.managerId : null,
      invitations: await this.audience.invitationViews(invitations),
      perimeter: await this.audience.perimeterViews(perimeter),
      history,
      searchUrl: withLocale(ROUTES.operationSearch(operation.slug)),
    };
  }

  /**
   * Counted from the exchanges of its listings: euros, kilograms and CO2 are the sums of what
   * its completed exchanges saved, null (« N/A ») while none of them knows it.
   */
  async figures(operation: Operation): Promise<OperationFigures> {
    const [ids, live] = await Promise.all([
      this.listings.listingIdsOf(operation.id),
      this.listings.countsOf([operation.id]),
    ]);
    const found = await this.trackers.figuresOf(ids);
    const count = (statuses: readonly TrackerStatus[]) =>
      statuses.reduce((sum, status) => sum + (found.byStatus.get(status) ?? 0), 0);
    return {
      nbViews: operation.viewTotal,
      nbTrocs: live.get(operation.id) ?? 0,
      nbTrackersReserved: count(TRACKER_HOLDING),
      nbTrackersReservationRequested: count([TrackerStatus.ReservationRequested]),
      nbTrackersTerminated: count([TrackerStatus.SwapCompleted]),
      totalItemSaved: found.itemsOut,
      totalEconomyInEuros: found.economyCents === null ? null : formatCents(found.economyCents),
      totalAvoidedWeightInKg: found.gramsOut === null ? null : Math.round(found.gramsOut / 10) / 100,
      totalCo2InKg: found.co2Grams === null ? null : Math.round(found.co2Grams / 10) / 100,
    };
  }

  private async history(operation: Operation): Promise<ListingHistoryEntry[]> {
    const entries = await this.audit.history(OPERATION_AUDIT, operation.id, 20);
    const actors = await this.users.findByIds(entries.flatMap((e) => (e.actorId === null ? [] : [e.actorId])));
    return entries.map((e) => {
      const actor = e.actorId === null ? undefined : actors.get(e.actorId);
      return {
        action: e.action as PublicationAction,
        from: e.fromStatus as PublicationStatus,
        to: e.toStatus as PublicationStatus,
        by: actor ? `${actor.firstname} ${actor.lastname}` : null,
        displayDate: formatDate(e.createdAt),
        message: e.message,
      };
    });
  }
}
