import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MY_LISTINGS_DEFAULT_SORT, PublicationStatus, Visibility, type MyListingsSortField } from '@troc/shared';
import { type EntityManager, In, LessThan, LessThanOrEqual, type Repository } from 'typeorm';
import type { Tx } from '../../core/database/transactions.js';
import type { Actor } from '../../core/auth/actor.js';
import type { ListScope } from '../identity/index.js';
import type { MyListingsFormDto } from './dto/search.dto.js';
import { TrocFavorite } from './entities/troc-favorite.entity.js';
import { Troc } from './entities/troc.entity.js';
import { whereVisible } from './troc-visibility.queries.js';
import { fold } from './troc-text.js';
import { entityReader, fieldsReader } from '../../core/database/fields.js';
import { addCounts } from '../../core/database/tally.js';
import { SearchReader } from '../../core/database/search-reader.js';
import { escapeLike } from '../../core/database/like.js';
import { InvitationTableQueries } from '../../shared/invitation-rows.js';

const VISIBILITY_FLAG: Record<Visibility, string> = {
  [Visibility.Individual]: 'visIndividual',
  [Visibility.External]: 'visExternal',
  [Visibility.Group]: 'visGroup',
  [Visibility.Internal]: 'visInternal',
  [Visibility.Private]: 'visPrivate',
};

/** Rows an export reads at once. */
export const EXPORT_BATCH = 500;
/**
 * On SQLite a query costs no round trip, and smaller batches keep an export's rows from outliving
 * the young heap: the CSV of 100,000 listings peaked at 315 MB with 500 rows a query, 265 MB with 100.
 */
export const SQLITE_EXPORT_BATCH = 100;

/** A page of rows, with the count of what matched and of the whole list. */
export interface RowsPage {
  rows: Troc[];
  total: number;
  totalResults: number;
}

/**
 * The listing module's reads and conditional writes, in one place (the search engine, with
 * its index-aware plans, has its own file: troc-search.service.ts). Services keep the
 * rules; this file keeps the SQL.
 */
@Injectable()
export class TrocQueries {
  /** Whole listings by id, read without TypeORM's builders (pages read them on every visit). */
  private readRows: ((ids: readonly number[]) => Promise<Troc[]>) | null = null;

  constructor(
    @InjectRepository(Troc) private readonly trocs: Repository<Troc>,
    private readonly reader: SearchReader,
  ) {}

  private read(ids: readonly number[]): Promise<Troc[]> {
    this.readRows ??= entityReader(this.trocs.manager, Troc);
    return this.readRows(ids);
  }

  /** The row's copy of its delegates (',4,12,'), rewritten in the delegation's transaction. */
  async setDelegates(manager: EntityManager, id: number, delegates: string | null): Promise<void> {
    await manager.getRepository(Troc).update({ id }, { delegates });
  }

  /** A listing row in memory, not written (a draft, a copy). */
  blank(values: Partial<Troc>): Troc {
    return this.trocs.create(values);
  }

  byId(id: number): Promise<Troc | null> {
    return this.trocs.findOneBy({ id });
  }

  bySlug(slug: string): Promise<Troc | null> {
    return this.trocs.findOneBy({ slug });
  }

  /** Writes the listing as it is in memory (inserted when new): it gets its id and defaults. */
  save(troc: Troc): Promise<Troc> {
    return this.trocs.save(troc);
  }

  async setColumns(id: number, values: Partial<Troc>): Promise<void> {
    await this.trocs.update(id, values);
  }

  /** A file no longer attached: whichever picture or document column held it is emptied. */
  async detachFile(trocId: number, fileId: number, columns: readonly (keyof Troc)[]): Promise<void> {
    for (const column of columns) {
      await this.trocs.update({ id: trocId, [column]: fileId }, { [column]: null });
    }
  }

  /** Views counted in memory since the last write (Tally), added in one statement per count. */
  addViews(increments: ReadonlyMap<number, number>): Promise<void> {
    return addCounts(this.trocs.manager, this.trocs.metadata.tableName, 'viewTotal', increments);
  }

  /** One listing if the viewer may see it (the visibility rule is part of the query). */
  visibleBySlug(slug: string, viewer: Actor | null): Promise<Troc | null> {
    return whereVisible(this.trocs.createQueryBuilder('t').where('t.slug = :slug', { slug }), 't', viewer).getOne();
  }

  /** Ids of the listings the actor owns, manages or was delegated (the manager's questions). */
  async managedIds(actorId: number): Promise<number[]> {
    const rows = await this.managedBy(actorId).select('t.id', 'id').getRawMany<{ id: number }>();
    return rows.map((r) => Number(r.id));
  }

  async byIds(ids: readonly number[], manager?: EntityManager): Promise<Map<number, Troc>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = manager
      ? await manager.getRepository(Troc).createQueryBuilder('t').where('t.id IN (:...ids)', { ids: unique }).getMany()
      : await this.read(unique);
    return new Map(rows.map((t) => [t.id, t]));
  }

  /** Listings this member manages under this exact name (case ignored), deleted ones aside: at most `take`. */
  managedByName(managerId: number, name: string, take = 2): Promise<Troc[]> {
    return this.trocs
      .createQueryBuilder('t')
      .where('t.managerId = :managerId AND LOWER(t.name) = LOWER(:name) AND t.publicationStatus <> :archived', {
        managerId,
        name,
        archived: PublicationStatus.Archived,
      })
      .orderBy('t.id', 'ASC')
      .take(take)
      .getMany();
  }

  /** These listings as the viewer may see them: an unseen one is absent, as a missing one is. */
  async visibleByIds(ids: readonly number[], viewer: Actor | null): Promise<Map<number, Troc>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await whereVisible(
      this.trocs.createQueryBuilder('t').where('t.id IN (:...ids)', { ids: unique }),
      't',
      viewer,
    ).getMany();
    return new Map(rows.map((t) => [t.id, t]));
  }

  /** Which of these listings the viewer may see (links show only for those). */
  async visibleIds(ids: readonly number[], viewer: Actor | null): Promise<Set<number>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const rows = await whereVisible(
      this.trocs.createQueryBuilder('t').select('t.id', 'id').where('t.id IN (:...ids)', { ids: unique }),
      't',
      viewer,
    ).getRawMany<{ id: number }>();
    return new Set(rows.map((r) => Number(r.id)));
  }

  /** « Mes annonces » in the order the reader chose (the id breaks ties, so pages never overlap). */
  private mineSorted(scope: ListScope, form: MyListingsFormDto) {
    const [field, direction] = (form.sortBy ?? MY_LISTINGS_DEFAULT_SORT).split('.') as [MyListingsSortField, string];
    return this.mineQuery(scope, form)
      .orderBy(`t.${field}`, direction === 'asc' ? 'ASC' : 'DESC')
      .addOrderBy('t.id', direction === 'asc' ? 'ASC' : 'DESC');
  }

  /** Listings the actor owns or manages; deleted ones only when asked for. */
  async mine(scope: ListScope, form: MyListingsFormDto, page: number, size: number): Promise<RowsPage> {
    const [[rows, totalResults], total] = await Promise.all([
      this.mineSorted(scope, form)
        .skip((page - 1) * size)
        .take(size)
        .getManyAndCount(),
      this.scoped(scope)
        .andWhere('t.publicationStatus <> :archived', { archived: PublicationStatus.Archived })
        .getCount(),
    ]);
    return { rows, total, totalResults };
  }

  /** The ids of « Mes annonces » for these filters, in the list's order (what an export reads, batch by batch). */
  async mineIds(scope: ListScope, form: MyListingsFormDto): Promise<number[]> {
    const rows = await this.mineSorted(scope, form).select('t.id', 'id').getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /**
   * The listings of these ids, `size` at a time, in the ids' order: a long list is read by primary
   * key, one batch in memory at a time. A listing gone since the ids were read is left out.
   */
  async *inBatches(ids: readonly number[], size = EXPORT_BATCH): AsyncGenerator<Troc[]> {
    yield* inOrder(ids, size, (chunk) => this.byIds(chunk));
  }

  /** As inBatches, these fields alone (with the id), as plain rows: what an export reads of each listing. */
  async *fieldsInBatches<K extends keyof Troc & string>(
    ids: readonly number[],
    fields: readonly K[],
    size = this.trocs.manager.connection.options.type === 'better-sqlite3' ? SQLITE_EXPORT_BATCH : EXPORT_BATCH,
  ): AsyncGenerator<Pick<Troc, K | 'id'>[]> {
    const read = fieldsReader(this.trocs.manager, Troc, [...new Set<K | 'id'>(['id', ...fields])]);
    yield* inOrder(ids, size, async (chunk) => {
      const rows = await read(chunk);
      return new Map(rows.map((row) => [row.id, row]));
    });
  }

  /** Listings the actor owns, manages or was delegated. */
  private managedBy(actorId: number) {
    return this.trocs
      .createQueryBuilder('t')
      .where('(t.ownerId = :uid OR t.managerId = :uid OR t.delegates LIKE :delegate)', {
        uid: actorId,
        delegate: `%,${actorId},%`,
      });
  }

  /** The member's own listings, or their organisation's within the services an admin chose. */
  private scoped(scope: ListScope) {
    if (!scope.organisation) return this.managedBy(scope.userId);
    const { id, services } = scope.organisation;
    const qb = this.trocs.createQueryBuilder('t').where('t.organisationId = :scopeOrg', { scopeOrg: id });
    return services.length
      ? qb.andWhere('t.serviceId IN (:...scopeServices)', { scopeServices: services })
      : qb.andWhere('1 = 0');
  }

  /** « Mes annonces » with the filters of troc_filter_form: the list and its export read this one query. */
  private mineQuery(scope: ListScope, form: MyListingsFormDto) {
    const qb = this.scoped(scope);
    if (form.publicationStatus.length) {
      qb.andWhere('t.publicationStatus IN (:...statuses)', { statuses: form.publicationStatus });
    } else {
      qb.andWhere('t.publicationStatus <> :archived', { archived: PublicationStatus.Archived });
    }
    if (form.requestType.length) qb.andWhere('t.requestType IN (:...requestTypes)', { requestTypes: form.requestType });
    if (form.visibility.length) {
      qb.andWhere(`(${form.visibility.map((v) => `t.${VISIBILITY_FLAG[v]} = 1`).join(' OR ')})`);
    }
    fold(form.keyword ?? '')
      .split(' ')
      .filter(Boolean)
      .slice(0, 8)
      .forEach((word, i) =>
        qb.andWhere(`t.searchText LIKE :kw${i} ESCAPE '!'`, { [`kw${i}`]: `% ${escapeLike(word)}%` }),
      );
    return qb;
  }

  /** The actor's favourites that they may still see, latest starred first. */
  async favorites(actor: Actor, page: number, size: number): Promise<RowsPage> {
    const qb = whereVisible(
      this.trocs.createQueryBuilder('t').innerJoin(TrocFavorite, 'f', 'f.trocId = t.id AND f.userId = :fav', {
        fav: actor.id,
      }),
      't',
      actor,
    );
    // One favourite row per listing: offset/limit are exact, and skip/take's two-query pagination
    // cannot order by a column of a joined table it does not select.
    const [rows, total] = await qb
      .orderBy('f.createdAt', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .offset((page - 1) * size)
      .limit(size)
      .getManyAndCount();
    return { rows, total, totalResults: total };
  }

  /**
   * The latest published listings the viewer may see. Every visit of the home page asks it: its
   * ids and count are reused while nothing is written (SearchReader), then only its rows are read.
   */
  async latest(viewer: Actor | null, page: number, size: number): Promise<RowsPage> {
    const visible = whereVisible(this.trocs.createQueryBuilder('t'), 't', viewer, {
      liveOnly: [PublicationStatus.Published],
    });
    const [found, total] = await Promise.all([
      this.reader.rawMany<{ id: number | string }>(
        visible
          .clone()
          .select('t.id', 'id')
          .orderBy('t.publishedAt', 'DESC')
          .addOrderBy('t.id', 'DESC')
          .offset((page - 1) * size)
          .limit(size),
        { reuse: true },
      ),
      this.reader.count(visible, { reuse: true }),
    ]);
    const ids = found.map((r) => Number(r.id));
    const byId = await this.byIds(ids);
    const rows = ids.map((id) => byId.get(id)).filter((t): t is Troc => t !== undefined);
    return { rows, total, totalResults: total };
  }

  /** Published listings among these categories, those of `closest` first, the listing itself excepted. */
  async similar(
    troc: Troc,
    viewer: Actor | null,
    categories: number[] | null,
    closest: number | null,
    size: number,
  ): Promise<RowsPage> {
    const qb = whereVisible(this.trocs.createQueryBuilder('t'), 't', viewer, {
      liveOnly: [PublicationStatus.Published],
    }).andWhere('t.id <> :self', { self: troc.id });
    if (categories) {
      qb.andWhere('t.categoryId IN (:...categories)', { categories });
      if (closest !== null) {
        qb.addSelect('CASE WHEN t.categoryId = :closest THEN 0 ELSE 1 END', 'closeness').setParameter(
          'closest',
          closest,
        );
        qb.orderBy('closeness', 'ASC');
      }
    }
    const [rows, total] = await qb.addOrderBy('t.publishedAt', 'DESC').take(size).getManyAndCount();
    return { rows, total, totalResults: total };
  }

  /** Listings waiting for a moderator, oldest first; of one organisation, or of all (null). */
  async moderationQueue(organisationId: number | null, page: number, size: number): Promise<RowsPage> {
    const qb = this.trocs
      .createQueryBuilder('t')
      .where('t.publicationStatus = :status AND t.rejected = 0', { status: PublicationStatus.ToModerate });
    if (organisationId !== null) qb.andWhere('t.organisationId = :org', { org: organisationId });
    const [rows, total] = await qb
      .orderBy('t.updatedAt', 'ASC')
      .skip((page - 1) * size)
      .take(size)
      .getManyAndCount();
    return { rows, total, totalResults: total };
  }

  /**
   * Moves a listing to a new status only if it still has the one it was read with: two
   * concurrent transitions cannot both win. Runs in the caller's transaction.
   */
  setStatusIfStill(manager: Tx, troc: Pick<Troc, 'id' | 'publicationStatus'>, update: Partial<Troc>): Promise<boolean> {
    return setStatusIfStill(manager, troc, update);
  }

  /** Scheduled listings whose start date has come (what the periodic job publishes). */
  dueToStart(today: string): Promise<Troc[]> {
    return this.trocs.find({
      where: { publicationStatus: PublicationStatus.ToPublish, availabilityStartDate: LessThanOrEqual(today) },
      select: { id: true, publicationStatus: true, rejected: true, availabilityEndDate: true },
    });
  }

  /** Live or scheduled listings past their end date (what the periodic job expires). */
  pastEnd(today: string): Promise<Troc[]> {
    return this.trocs.find({
      where: {
        publicationStatus: In([
          PublicationStatus.Published,
          PublicationStatus.ToPublish,
          PublicationStatus.Unavailable,
        ]),
        availabilityEndDate: LessThan(today),
      },
      select: { id: true, publicationStatus: true, rejected: true },
    });
  }

  /** The listings' invitations, read and cleaned for « mes invitations » (TrocInvitations). */
  invitationTable(): InvitationTableQueries {
    return new InvitationTableQueries(this.trocs.manager, {
      invitation: 'troc_invitation',
      target: 'troc',
      key: 'trocId',
    });
  }
}

/**
 * Moves a listing to a new status only if it still has the one it was read with: two
 * concurrent transitions cannot both win. Runs in the caller's transaction.
 */
export async function setStatusIfStill(
  manager: Tx,
  troc: Pick<Troc, 'id' | 'publicationStatus'>,
  update: Partial<Troc>,
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(Troc)
    .set(update)
    .where('id = :id AND publicationStatus = :from', { id: troc.id, from: troc.publicationStatus })
    .execute();
  return Boolean(result.affected);
}

/** Rows of these ids, `size` at a time, in the ids' order; an id no longer found is left out. */
async function* inOrder<T>(
  ids: readonly number[],
  size: number,
  read: (chunk: number[]) => Promise<Map<number, T>>,
): AsyncGenerator<T[]> {
  for (let start = 0; start < ids.length; start += size) {
    const chunk = ids.slice(start, start + size);
    const found = await read(chunk);
    yield chunk.flatMap((id) => found.get(id) ?? []);
  }
}
