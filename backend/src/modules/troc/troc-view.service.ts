import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  formatCents,
  formatDate,
  type ListingHistoryEntry,
  type ListingInvitation,
  type ListingView,
  type PublicationAction,
  publicationActions,
  type PublicationStatus,
  RequestType,
  SwapType,
} from '@troc/shared';
import { AuditService } from '../../core/audit/audit.service.js';
import type { Actor } from '../../core/auth/actor.js';
import { AudienceService } from '../identity/index.js';
import { UsersService } from '../identity/index.js';
import type { Troc } from './entities/troc.entity.js';
import { canManage, canModerate } from './troc-access.js';
import { TrocAudienceQueries } from './troc-audience.queries.js';
import { TrocCardsService } from './troc-cards.service.js';
import { TrocQueries } from './troc.queries.js';
import { remaining, toManagerCard } from './troc.mapper.js';
import { trocReference } from '../../shared/display.js';
import { Tally } from '../../core/database/tally.js';

export const TROC_AUDIT = 'troc';

/** What another module adds to the listing view (the exchange buttons), without the listing module knowing it. */
export type ListingViewExtension = (troc: Troc, actor: Actor | null) => Promise<Partial<ListingView>>;

/** The full listing of GET /api/troc/view/{slug}/, with the spec's field names. */
@Injectable()
export class TrocViewService implements OnModuleDestroy {
  private readonly extensions: ListingViewExtension[] = [];
  private readonly logger = new Logger('ListingViews');
  /** Views are written every few seconds, not one UPDATE per page load. */
  private readonly views = new Tally(
    (increments) => this.queries.addViews(increments),
    (error) => this.logger.warn(`Vues des annonces non enregistrées (nouvel essai) : ${String(error)}`),
  );
  constructor(
    private readonly cards: TrocCardsService,
    private readonly users: UsersService,
    private readonly audience: AudienceService,
    private readonly audit: AuditService,
    private readonly queries: TrocQueries,
    private readonly rows: TrocAudienceQueries,
  ) {}

  /** Registered at start-up by the modules that build on listings. */
  extend(extension: ListingViewExtension): void {
    this.extensions.push(extension);
  }

  /** Counts a view from anyone but the people in charge of the listing. */
  countView(troc: Troc, actor: Actor | null): void {
    if (!canManage(troc, actor)) this.views.add(troc.id);
    // The stored figure lags by the views not written yet: the page shows them too.
    troc.viewTotal += this.views.unwritten(troc.id);
  }

  /** Writes the views counted so far (at stop; tests). */
  flushViews(): Promise<void> {
    return this.views.flush();
  }

  onModuleDestroy(): Promise<void> {
    return this.views.stop();
  }

  async view(troc: Troc, actor: Actor | null): Promise<ListingView> {
    const manages = canManage(troc, actor);
    const home = this.cards.homeOf(actor?.cityCode);
    const ctx = await this.cards.context([troc], actor, { reference: home, manager: true, allImages: true });
    const card = toManagerCard(troc, ctx);
    const file = (id: number | null) => {
      const record = id === null ? undefined : ctx.files.get(id);
      return record ? this.cards.uploads.toResponse(record) : null;
    };
    const moderator = canModerate(troc, actor);
    const sale = troc.swapType === SwapType.Vente;
    const left = remaining(troc);
    const extra = await Promise.all(this.extensions.map((extension) => extension(troc, actor)));
    return {
      ...card,
      // Who else may see the listing is the manager's business only.
      visibility: manages ? card.visibility : [],
      actions: manages ? card.actions : [],
      trocReference: trocReference(troc),
      category: troc.categoryId,
      itemCurrentPrice: sale ? troc.currentPriceCents : null,
      rawItemCurrentPrice: sale && troc.currentPriceCents !== null ? troc.currentPriceCents / 100 : null,
      rawItemPurchasePrice: troc.purchasePriceCents === null ? null : troc.purchasePriceCents / 100,
      totalPriceInEuros: sale && troc.currentPriceCents !== null ? formatCents(troc.currentPriceCents * left) : null,
      itemTotalQuantity: troc.itemTotalQuantity,
      itemMinQuantity: troc.itemMinQuantity,
      itemMaxQuantity: troc.itemMaxQuantity,
      itemRequestQuantity: troc.itemRequestQuantity,
      itemNewQuantity: troc.itemNewQuantity,
      itemWeight: troc.weightGrams,
      itemWeightInKg: troc.weightGrams === null ? null : troc.weightGrams / 1000,
      itemVolume: hundredths(troc.volumeHundredths),
      itemHeight: hundredths(troc.heightHundredths),
      itemWidth: hundredths(troc.widthHundredths),
      itemLength: hundredths(troc.lengthHundredths),
      taxonomy: troc.taxonomy,
      brand: troc.brand,
      expiryDate: troc.expiryDate,
      associatedConsumables: troc.associatedConsumables,
      possibleUses: troc.possibleUses,
      mandatorySkills: troc.mandatorySkills,
      image0: file(troc.image0Id),
      image1: file(troc.image1Id),
      image2: file(troc.image2Id),
      document: file(troc.documentId),
      tama: troc.tama,
      visibilityExternal: troc.visExternal,
      shippable: false,
      regulableAsDemand: false,
      nbLines: 0,
      currentUser: actor !== null && troc.ownerId === actor.id,
      currentManager: actor !== null && troc.managerId === actor.id,
      // The manage form's value; only the people in charge edit it, only they get it.
      managerId: manages ? troc.managerId : null,
      moderator,
      moderatorActions: moderator ? publicationActions(troc, 'moderator') : [],
      moderationMessage: manages || moderator ? troc.moderationMessage : null,
      address: troc.cityCode
        ? {
            city: troc.cityCode,
            cityName: troc.cityName ?? '',
            postal: troc.postal ?? '',
            deliveryLocation: troc.deliveryLocation,
            deliveryNotes: manages ? troc.deliveryNotes : null,
            establishment: troc.establishmentValue,
            lat: troc.lat,
            lon: troc.lon,
          }
        : null,
      invitations: manages ? await this.invitationList(troc) : [],
      perimeter: manages ? await this.perimeterList(troc) : [],
      history: manages || moderator ? await this.history(troc) : [],
      requestType: troc.requestType ?? RequestType.Offer,
      // Last: the modules building on listings say what only they know (exchange buttons, cart, shipping).
      ...Object.assign({}, ...extra),
    };
  }

  private async invitationList(troc: Troc): Promise<ListingInvitation[]> {
    return this.audience.invitationViews(await this.rows.invitationRows(troc.id));
  }

  private async perimeterList(troc: Troc) {
    return this.audience.perimeterViews((await this.cards.perimeterOf([troc.id])).get(troc.id) ?? []);
  }

  private async history(troc: Troc): Promise<ListingHistoryEntry[]> {
    const entries = await this.audit.history(TROC_AUDIT, troc.id, 20);
    const actors = await this.users.refsByIds(entries.map((e) => e.actorId).filter((id): id is number => id !== null));
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

const hundredths = (value: number | null) => (value === null ? null : value / 100);
