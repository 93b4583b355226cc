import { Injectable } from '@nestjs/common';
import type { InvitationOwner, InvitedRow } from '../../shared/invitation-rows.js';
import { TrocQueries } from './troc.queries.js';

/** The invitations of the listings, as the list of « mes invitations » reads and deletes them. */
@Injectable()
export class TrocInvitations implements InvitationOwner {
  constructor(private readonly queries: TrocQueries) {}

  invitationsManagedBy(userId: number, limit: number): Promise<InvitedRow[]> {
    return this.queries.invitationTable().managedBy(userId, limit);
  }

  countInvitationsManagedBy(userId: number): Promise<number> {
    return this.queries.invitationTable().countManagedBy(userId);
  }

  invitationBySlug(slug: string): Promise<InvitedRow | null> {
    return this.queries.invitationTable().bySlug(slug);
  }

  deleteInvitation(id: number): Promise<void> {
    return this.queries.invitationTable().remove(id);
  }

  ensureInvitationSlugs(rows: InvitedRow[]): Promise<void> {
    return this.queries.invitationTable().ensureSlugs(rows);
  }
}
