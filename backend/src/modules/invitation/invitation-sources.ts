import { Injectable } from '@nestjs/common';
import type { InvitationOwner, InvitedRow } from '../../shared/invitation-rows.js';
import { OperationInvitations } from '../operation/index.js';
import { TrocInvitations } from '../troc/index.js';

export interface InvitationRow extends InvitedRow {
  kind: 'troc' | 'operation';
}

/**
 * The invitations of listings and operations read together, as one list of what a person
 * invited; each owner keeps its tables behind its facade (and writes them with its manage forms).
 */
@Injectable()
export class InvitationSources {
  private readonly owners: ReadonlyArray<readonly ['troc' | 'operation', InvitationOwner]>;

  constructor(trocs: TrocInvitations, operations: OperationInvitations) {
    this.owners = [
      ['troc', trocs],
      ['operation', operations],
    ];
  }

  /** The invitations of the listings and operations I own or manage, newest first. */
  async mine(userId: number, page: number, size: number): Promise<{ rows: InvitationRow[]; total: number }> {
    // Each owner's first page × size rows hold the merged page; it is cut once they are merged.
    const [lists, counts] = await Promise.all([
      Promise.all(
        this.owners.map(async ([kind, owner]) =>
          (await owner.invitationsManagedBy(userId, page * size)).map((row) => ({ ...row, kind })),
        ),
      ),
      Promise.all(this.owners.map(([, owner]) => owner.countInvitationsManagedBy(userId))),
    ]);
    const rows = lists.flat().sort(newestFirst);
    return { rows: rows.slice((page - 1) * size, page * size), total: counts.reduce((a, b) => a + b, 0) };
  }

  async bySlug(slug: string): Promise<InvitationRow | null> {
    for (const [kind, owner] of this.owners) {
      const row = await owner.invitationBySlug(slug);
      if (row) return { ...row, kind };
    }
    return null;
  }

  async remove(row: InvitationRow): Promise<void> {
    await this.owner(row.kind).deleteInvitation(row.id);
  }

  async ensureSlugs(rows: InvitationRow[]): Promise<void> {
    for (const [kind, owner] of this.owners) await owner.ensureInvitationSlugs(rows.filter((r) => r.kind === kind));
  }

  private owner(kind: InvitationRow['kind']): InvitationOwner {
    return this.owners.find(([k]) => k === kind)![1];
  }
}

/** Newest first; at the same instant operations before listings, then the highest id. */
function newestFirst(a: InvitationRow, b: InvitationRow): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || a.kind.localeCompare(b.kind) || b.id - a.id;
}
