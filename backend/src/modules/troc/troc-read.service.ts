import { Injectable } from '@nestjs/common';
import { fr } from '@troc/shared';
import type { Tx } from '../../core/database/transactions.js';
import type { Actor } from '../../core/auth/actor.js';
import type { Troc } from './entities/troc.entity.js';
import { canManage, canModerate } from './troc-access.js';
import { TrocQueries } from './troc.queries.js';
import { ForbiddenError, NotFoundError } from '../../core/errors/index.js';

/** Loads one listing for a reader, applying the visibility rules before anything else. */
@Injectable()
export class TrocReadService {
  constructor(private readonly queries: TrocQueries) {}

  /** The listing if the actor may see it; 404 otherwise, whether it exists or not. */
  async visible(slug: string, actor: Actor | null): Promise<Troc> {
    const troc = await this.queries.visibleBySlug(slug, actor);
    if (!troc) throw new NotFoundError('TROC_NOT_FOUND', fr.http.notFound);
    return troc;
  }

  /** The listing for its owner or manager: 404 if unseen, 403 if seen but not theirs. */
  async managed(slug: string, actor: Actor): Promise<Troc> {
    const troc = await this.visible(slug, actor);
    if (!canManage(troc, actor)) throw new ForbiddenError('TROC_FORBIDDEN', fr.auth.forbidden);
    return troc;
  }

  /**
   * One of the member's listings as a file names it (imports): its slug, or its exact name when a single
   * listing they manage bears it; `ambiguous` when several do.
   */
  async managedByRef(ref: string, actor: Actor): Promise<{ troc: Troc | null; ambiguous: boolean }> {
    const bySlug = /^[a-z0-9-]{1,64}$/.test(ref) ? await this.queries.visibleBySlug(ref, actor) : null;
    if (bySlug && canManage(bySlug, actor)) return { troc: bySlug, ambiguous: false };
    const named = await this.queries.managedByName(actor.id, ref);
    return { troc: named.length === 1 ? named[0]! : null, ambiguous: named.length > 1 };
  }

  /** Listings by id, whoever reads them: for modules that authorise on their own rows (exchanges). */
  byIds(ids: readonly number[], manager?: Tx): Promise<Map<number, Troc>> {
    return this.queries.byIds(ids, manager);
  }

  async byId(id: number): Promise<Troc> {
    const troc = (await this.queries.byIds([id])).get(id);
    if (!troc) throw new NotFoundError('TROC_NOT_FOUND', fr.http.notFound);
    return troc;
  }

  managedIds(actorId: number): Promise<number[]> {
    return this.queries.managedIds(actorId);
  }

  visibleIds(ids: readonly number[], actor: Actor | null): Promise<Set<number>> {
    return this.queries.visibleIds(ids, actor);
  }

  /**
   * The rule other modules ask: the owner, the manager or a delegate of a listing — or of an
   * operation, managed the same way. A listing not found is managed by nobody.
   */
  canManage(subject: Pick<Troc, 'ownerId' | 'managerId' | 'delegates'> | undefined, viewer: Actor | null): boolean {
    return subject !== undefined && canManage(subject, viewer);
  }

  /** The listing for a moderator of its organisation. */
  async moderated(slug: string, actor: Actor): Promise<Troc> {
    const troc = await this.visible(slug, actor);
    if (!canModerate(troc, actor)) throw new ForbiddenError('TROC_MODERATOR_ONLY', fr.listing.errors.moderatorOnly);
    return troc;
  }
}
