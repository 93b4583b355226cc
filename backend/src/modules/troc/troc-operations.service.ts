import { Injectable } from '@nestjs/common';
import { fr, PublicationStatus, RequestType, type Visibility } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { Transactions } from '../../core/database/transactions.js';
import { FormError } from '../../core/errors/index.js';
import type { Troc } from './entities/troc.entity.js';
import { canManage } from './troc-access.js';
import { TrocOperationQueries } from './troc-operations.queries.js';
import { TrocEditService } from './troc-edit.service.js';
import { setVisibility } from '../../core/database/visibility.columns.js';

/** What a new listing of an operation copies from it. */
export interface OperationTemplate {
  id: number;
  organisationId: number;
  managerId: number;
  serviceId: number | null;
  visibility: Visibility[];
  perimeterRestricted: boolean;
  invitations: string[];
  perimeter: number[];
  availabilityStartDate: string | null;
  availabilityEndDate: string | null;
  place: Pick<
    Troc,
    'postal' | 'cityCode' | 'cityName' | 'departement' | 'region' | 'lat' | 'lon' | 'deliveryLocation' | 'deliveryNotes'
  >;
}

/**
 * Listings as members of operations: the operation module asks here, since the listing table
 * is this module's. An operation holds the listings its manager chose among theirs.
 */
@Injectable()
export class TrocOperationsService {
  constructor(
    private readonly queries: TrocOperationQueries,
    private readonly edit: TrocEditService,
    private readonly transactions: Transactions,
  ) {}

  /**
   * Every listing of the operation, deleted ones included: their exchanges happened and keep
   * counting in its figures and lists (a deletion withdraws an offer, it does not rewrite history).
   */
  listingIdsOf(operationId: number): Promise<number[]> {
    return this.queries.listingIdsOf(operationId);
  }

  /** Listings (not deleted) per operation, for the cards. */
  countsOf(operationIds: number[]): Promise<Map<number, number>> {
    return this.queries.countsOf(operationIds);
  }

  /** The ads form: exactly these listings (slugs) belong to the operation; each must be the actor's. */
  async assign(actor: Actor, operation: { id: number; organisationId: number }, slugs: string[]): Promise<void> {
    const chosen = await this.queries.bySlugs(slugs);
    const refused =
      chosen.length !== new Set(slugs).size ||
      chosen.some(
        (t) =>
          !canManage(t, actor) ||
          t.organisationId !== operation.organisationId ||
          t.publicationStatus === PublicationStatus.Archived,
      );
    if (refused) throw new FormError({ trocs: [fr.operation.errors.listingNotYours] });
    // Deleted listings cannot be chosen nor left: they stay in the operation with their exchanges.
    await this.transactions.run((manager) =>
      this.queries.assign(
        manager,
        operation.id,
        chosen.map((t) => t.id),
      ),
    );
  }

  /** « Ajouter une annonce »: a new draft offer prefilled from the operation (manager, audience, dates, place). */
  async createIn(actor: Actor, template: OperationTemplate, slug?: string): Promise<Troc> {
    return this.edit.insert(this.draftIn(actor, template, slug), template.invitations, template.perimeter);
  }

  /** That draft, not yet written: an import fills it before its single insert (with the template's audience). */
  draftIn(actor: Actor, template: OperationTemplate, slug?: string): Troc {
    const troc = this.edit.draft(actor, RequestType.Offer, slug);
    Object.assign(troc, {
      operationId: template.id,
      managerId: template.managerId,
      serviceId: template.serviceId ?? troc.serviceId,
      perimeterRestricted: template.perimeterRestricted,
      availabilityStartDate: template.availabilityStartDate ?? troc.availabilityStartDate,
      availabilityEndDate: template.availabilityEndDate ?? troc.availabilityEndDate,
      ...(template.place.cityCode ? template.place : {}),
    });
    setVisibility(troc, template.visibility);
    return troc;
  }
}
