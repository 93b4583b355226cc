import { Injectable } from '@nestjs/common';
import type { TrackerStatus } from '@troc/shared';
import type { Tracker } from './entities/tracker.entity.js';
import { TrackerQueries, type SavingsGroup, type SavingsGroupBy } from './tracker.queries.js';

/**
 * What other modules read of exchanges (a cart line's, a calendar period's, an operation's figures
 * and tabs, the savings dashboard): the tracker's tables stay behind TrackerQueries, which only
 * this module uses.
 */
@Injectable()
export class TrackerReads {
  constructor(private readonly queries: TrackerQueries) {}

  bySlug(slug: string): Promise<Tracker | null> {
    return this.queries.bySlug(slug);
  }

  /** Whether any exchange was ever completed (the savings rollup then has something to sum). */
  anyCompleted(): Promise<boolean> {
    return this.queries.anyCompleted();
  }

  byId(id: number): Promise<Tracker | null> {
    return this.queries.byId(id);
  }

  byIds(ids: readonly number[]): Promise<Tracker[]> {
    return this.queries.byIds(ids);
  }

  /** Status counts and the completed exchanges' sums of a group of listings (an operation's figures). */
  figuresOf(trocIds: number[]): ReturnType<TrackerQueries['figuresOf']> {
    return this.queries.figuresOf(trocIds);
  }

  /** The exchanges of a group of listings in these statuses, latest first, one page. */
  ofListings(
    trocIds: number[],
    statuses: readonly TrackerStatus[],
    page: number,
    size: number,
  ): ReturnType<TrackerQueries['ofListings']> {
    return this.queries.ofListings(trocIds, statuses, page, size);
  }

  /** An organisation's completed exchanges summed per month, service, taker, category or operation. */
  savingsGroups(
    by: SavingsGroupBy,
    organisationId: number,
    direction: 'given' | 'received',
    from: string | null,
    to: string | null,
  ): Promise<SavingsGroup[]> {
    return this.queries.savingsGroups(by, organisationId, direction, from, to);
  }
}
