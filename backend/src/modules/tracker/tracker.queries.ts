import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type PerimeterFilterForm,
  TRACKER_FINAL,
  TRACKER_PENDING,
  TrackerStatus,
  type UserPerimeterType,
} from '@troc/shared';
import type { EntityManager, Repository } from 'typeorm';
import { escapeLike } from '../../core/database/like.js';
import { Tracker } from './entities/tracker.entity.js';
import type { TrackerScope } from './tracker-scope.js';

export interface TrackerListFilter extends PerimeterFilterForm {
  userPerimeterType?: UserPerimeterType;
  trackerStatus: TrackerStatus[];
  swapType: string[];
  transactionDirection: ('given' | 'received')[];
  keyword?: string;
  terminated: boolean;
}

/** The given and received sides of a scope as SQL: the member's own, or an organisation's services. */
function sides(scope: TrackerScope): { given: string; received: string; params: Record<string, unknown> } {
  const org = scope.organisation;
  if (org) {
    // Ids are parameters, never written into the statement's text; an empty list matches nothing.
    const within = (column: string, name: string, list: number[]) =>
      list.length ? `${column} IN (:...${name})` : '1 = 0';
    return {
      given: `(k.organisationId = :scopeOrg AND ${within('k.serviceId', 'scopeServices', org.services)})`,
      received: `(k.userOrganisationId = :scopeOrg AND ${within('k.userId', 'scopeMembers', org.members)})`,
      params: { scopeOrg: org.id, scopeServices: org.services, scopeMembers: org.members },
    };
  }
  // The listings delegated to the member count as theirs (a delegate is a manager).
  const delegated = scope.delegatedTrocIds;
  return {
    given: delegated.length
      ? '(k.managerId = :me OR k.ownerId = :me OR k.trocId IN (:...delegatedTrocs))'
      : '(k.managerId = :me OR k.ownerId = :me)',
    received: 'k.userId = :me',
    params: { me: scope.userId, delegatedTrocs: delegated },
  };
}

export type SavingsGroupBy = 'month' | 'serviceId' | 'userId' | 'categoryId' | 'operationId';

/** One group of completed exchanges' savings, in the stored units (grams, cents). */
export interface SavingsGroup {
  key: string | number | null;
  count: number;
  items: number;
  grams: number | null;
  economyCents: number | null;
  co2Grams: number | null;
  co2Unknown: number;
}

/** The tracker module's SQL, in one place; the services keep the rules. */
@Injectable()
export class TrackerQueries {
  constructor(@InjectRepository(Tracker) private readonly trackers: Repository<Tracker>) {}

  bySlug(slug: string): Promise<Tracker | null> {
    return this.trackers.findOneBy({ slug });
  }

  /** Whether any exchange was ever completed. */
  anyCompleted(): Promise<boolean> {
    return this.trackers.existsBy({ status: TrackerStatus.SwapCompleted });
  }

  byId(id: number, manager?: EntityManager): Promise<Tracker | null> {
    return (manager?.getRepository(Tracker) ?? this.trackers).findOneBy({ id });
  }

  async byIds(ids: readonly number[]): Promise<Tracker[]> {
    if (ids.length === 0) return [];
    return this.trackers
      .createQueryBuilder('k')
      .where('k.id IN (:...ids)', { ids: [...new Set(ids)] })
      .getMany();
  }

  /** The requester's exchange still going on this listing, if any. */
  pendingOf(trocId: number, userId: number): Promise<Tracker | null> {
    return this.trackers
      .createQueryBuilder('k')
      .where('k.trocId = :trocId AND k.userId = :userId AND k.status IN (:...pending)', {
        trocId,
        userId,
        pending: TRACKER_PENDING,
      })
      .orderBy('k.id', 'DESC')
      .getOne();
  }

  /** Of these listings, those where the user has an exchange still going (one query). */
  async pendingTrocIds(trocIds: readonly number[], userId: number): Promise<Set<number>> {
    if (trocIds.length === 0) return new Set();
    const rows = await this.trackers
      .createQueryBuilder('k')
      .select('DISTINCT k.trocId', 'trocId')
      .where('k.trocId IN (:...trocIds) AND k.userId = :userId AND k.status IN (:...pending)', {
        trocIds: [...new Set(trocIds)],
        userId,
        pending: TRACKER_PENDING,
      })
      .getRawMany<{ trocId: number | string }>();
    return new Set(rows.map((r) => Number(r.trocId)));
  }

  async insert(manager: EntityManager, tracker: Partial<Tracker>): Promise<Tracker> {
    const repo = manager.getRepository(Tracker);
    return repo.save(repo.create(tracker));
  }

  /** Moves an exchange only if it is still in the status it was read with: parallel actions cannot both win. */
  async setStatusIfStill(
    manager: EntityManager,
    tracker: Pick<Tracker, 'id' | 'status'>,
    update: Partial<Tracker>,
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Tracker)
      .set(update)
      .where('id = :id AND status = :from', { id: tracker.id, from: tracker.status })
      .execute();
    return Boolean(result.affected);
  }

  async update(manager: EntityManager | null, id: number, fields: Partial<Tracker>): Promise<void> {
    await (manager ? manager.getRepository(Tracker) : this.trackers).update({ id }, fields);
  }

  /**
   * Exchange counts and what completed ones saved, for a group of listings (an operation).
   * A sum over no known value is null (« N/A »), never 0.
   */
  /** The requests of a listing still waiting for an answer, oldest first. */
  requestedOf(trocId: number): Promise<Tracker[]> {
    return this.trackers.find({
      where: { trocId, status: TrackerStatus.ReservationRequested },
      order: { id: 'ASC' },
    });
  }

  async figuresOf(trocIds: number[]) {
    const figures = {
      byStatus: new Map<TrackerStatus, number>(),
      itemsOut: 0,
      gramsOut: null as number | null,
      economyCents: null as number | null,
      co2Grams: null as number | null,
    };
    if (trocIds.length === 0) return figures;
    const rows = await this.trackers
      .createQueryBuilder('k')
      .select('k.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .addSelect('SUM(k.requestedQuantity)', 'items')
      .addSelect('SUM(k.savedWeightGrams)', 'grams')
      .addSelect('SUM(k.economicGainCents)', 'economy')
      .addSelect('SUM(k.co2Grams)', 'co2')
      .where('k.trocId IN (:...ids)', { ids: trocIds })
      .groupBy('k.status')
      .getRawMany<Record<'status' | 'n' | 'items' | 'grams' | 'economy' | 'co2', string | number | null>>();
    const known = (value: string | number | null) => (value === null ? null : Number(value));
    for (const row of rows) {
      figures.byStatus.set(row.status as TrackerStatus, Number(row.n));
      if (row.status === TrackerStatus.SwapCompleted) {
        figures.itemsOut = Number(row.items ?? 0);
        figures.gramsOut = known(row.grams);
        figures.economyCents = known(row.economy);
        figures.co2Grams = known(row.co2);
      }
    }
    return figures;
  }

  /**
   * Savings of an organisation's completed exchanges (given: as cédant; received: as repreneur)
   * completed within [from, to], per month of completion.
   */
  async savingsByMonth(
    organisationId: number,
    direction: 'given' | 'received',
    from: string | null,
    to: string | null,
  ) {
    return (await this.savingsGroups('month', organisationId, direction, from, to)).map(({ key, ...sums }) => ({
      month: String(key),
      ...sums,
    }));
  }

  /**
   * The same sums grouped by month of completion (YYYY-MM), the exchange's service, its taker,
   * its listing's category or operation; key null gathers the exchanges without one.
   */
  async savingsGroups(
    by: SavingsGroupBy,
    organisationId: number,
    direction: 'given' | 'received',
    from: string | null,
    to: string | null,
  ): Promise<SavingsGroup[]> {
    const key =
      by === 'month'
        ? this.trackers.manager.connection.options.type === 'better-sqlite3'
          ? "strftime('%Y-%m', k.lastActionAt)"
          : "DATE_FORMAT(k.lastActionAt, '%Y-%m')"
        : `k.${by}`;
    const qb = this.trackers
      .createQueryBuilder('k')
      .select(key, 'groupKey')
      .addSelect('COUNT(*)', 'n')
      .addSelect('SUM(k.requestedQuantity)', 'items')
      .addSelect('SUM(k.savedWeightGrams)', 'grams')
      .addSelect('SUM(k.economicGainCents)', 'economy')
      .addSelect('SUM(k.co2Grams)', 'co2')
      .addSelect('SUM(CASE WHEN k.co2Grams IS NULL THEN 1 ELSE 0 END)', 'co2Unknown')
      .where(direction === 'given' ? 'k.organisationId = :org' : 'k.userOrganisationId = :org', {
        org: organisationId,
      })
      .andWhere('k.status = :done', { done: TrackerStatus.SwapCompleted });
    if (from) qb.andWhere('k.lastActionAt >= :from', { from: new Date(`${from}T00:00:00Z`) });
    if (to) {
      const end = new Date(`${to}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      qb.andWhere('k.lastActionAt < :to', { to: end });
    }
    const rows = await qb
      .groupBy(key)
      .orderBy(key, 'ASC')
      .getRawMany<
        Record<'groupKey' | 'n' | 'items' | 'grams' | 'economy' | 'co2' | 'co2Unknown', string | number | null>
      >();
    const known = (value: string | number | null) => (value === null ? null : Number(value));
    return rows.map((r) => ({
      key: r.groupKey === null ? null : by === 'month' ? String(r.groupKey) : Number(r.groupKey),
      count: Number(r.n),
      items: Number(r.items ?? 0),
      grams: known(r.grams),
      economyCents: known(r.economy),
      co2Grams: known(r.co2),
      co2Unknown: Number(r.co2Unknown ?? 0),
    }));
  }

  /** The exchanges of a group of listings in these statuses, latest first (an operation's tabs). */
  async ofListings(trocIds: number[], statuses: readonly TrackerStatus[], page: number, size: number) {
    if (trocIds.length === 0) return { rows: [] as Tracker[], total: 0, totalResults: 0 };
    const [rows, total] = await this.trackers
      .createQueryBuilder('k')
      .where('k.trocId IN (:...ids) AND k.status IN (:...statuses)', { ids: trocIds, statuses })
      .orderBy('k.lastActionAt', 'DESC')
      .addOrderBy('k.id', 'DESC')
      .skip((page - 1) * size)
      .take(size)
      .getManyAndCount();
    return { rows, total, totalResults: total };
  }

  /**
   * « Mes échanges » (pending) or « Échanges terminés » (final) of one member: the exchanges
   * of the listings they manage, own or were delegated (given) and those they asked for (received).
   */
  async mine(scope: TrackerScope, filter: TrackerListFilter, page: number, size: number) {
    const { filtered, all } = this.mineQueries(scope, filter);
    const [[rows, totalResults], total] = await Promise.all([
      filtered
        .orderBy('k.lastActionAt', 'DESC')
        .addOrderBy('k.id', 'DESC')
        .skip((page - 1) * size)
        .take(size)
        .getManyAndCount(),
      all.getCount(),
    ]);
    return { rows, total, totalResults };
  }

  /** The ids of the same list for the same filters, in its order (what an export reads, batch by batch). */
  async mineIds(scope: TrackerScope, filter: TrackerListFilter): Promise<number[]> {
    const rows = await this.mineQueries(scope, filter)
      .filtered.select('k.id', 'id')
      .orderBy('k.lastActionAt', 'DESC')
      .addOrderBy('k.id', 'DESC')
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /** The exchanges of these ids, `size` at a time, in the ids' order. */
  async *inBatches(ids: readonly number[], size = 500): AsyncGenerator<Tracker[]> {
    for (let start = 0; start < ids.length; start += size) {
      const chunk = ids.slice(start, start + size);
      const found = new Map((await this.byIds(chunk)).map((k) => [k.id, k]));
      yield chunk.flatMap((id) => found.get(id) ?? []);
    }
  }

  /** The member's list (`all`) and the same with the filters of tracker_filter_form (`filtered`). */
  private mineQueries(scope: TrackerScope, filter: TrackerListFilter) {
    const statuses = filter.terminated ? TRACKER_FINAL : TRACKER_PENDING;
    const { given, received, params } = sides(scope);
    const base = () =>
      this.trackers
        .createQueryBuilder('k')
        .where(`(${given} OR ${received})`, params)
        .andWhere('k.status IN (:...statuses)', { statuses });
    const qb = base();
    const chosen = filter.trackerStatus.filter((s) => statuses.includes(s));
    if (filter.trackerStatus.length)
      qb.andWhere('k.status IN (:...chosen)', { chosen: chosen.length ? chosen : ['-'] });
    if (filter.swapType.length) qb.andWhere('k.swapType IN (:...swapTypes)', { swapTypes: filter.swapType });
    const directions = new Set(filter.transactionDirection);
    if (directions.size === 1) qb.andWhere(directions.has('given') ? given : `${received} AND NOT ${given}`);
    const keyword = filter.keyword?.trim();
    if (keyword) qb.andWhere("k.name LIKE :kw ESCAPE '!'", { kw: `%${escapeLike(keyword)}%` });
    return { filtered: qb, all: base() };
  }
}
