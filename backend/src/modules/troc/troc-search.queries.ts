import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PublicationStatus } from '@troc/shared';
import { type Repository, type SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../core/auth/actor.js';
import { SearchReader } from '../../core/database/search-reader.js';
import { GeoService } from '../geo/index.js';
import { Troc } from './entities/troc.entity.js';
import type { GeoPoint } from './troc-cards.service.js';
import { type Condition, type FulltextRules, fulltextRules, keywordConditions } from './troc-search-keyword.queries.js';
import { whereVisible } from './troc-visibility.queries.js';
import { TrocQueries } from './troc.queries.js';

/** Kilometres per degree of latitude; longitude degrees shrink with cos(latitude). */
const KM_PER_DEGREE = 111.32;
export const SEARCHABLE = [PublicationStatus.Published] as const;

/** Circles tried, in km, before sorting everything visible by distance (see pageIds). */
const NEAREST_RADII = [15, 60, 250];
const REUSE = { reuse: true };

/** Where a saved search's mails stopped: a publication date, then an id within that second. */
export interface PublicationMark {
  publishedAt: Date;
  id: number;
}

export interface Filters {
  where: Condition[];
  /** Keyword words: every candidate's text is read, so the page counts its results as it goes. */
  keyword: boolean;
  /** A category or an area: few enough candidates to sort them all by distance. */
  narrow: boolean;
  radiusKm: number | null;
}

/**
 * The search's SQL: the visible searchable listings narrowed by the filters' conditions, read
 * from the search indexes of the troc table (status with area, category, bounding box or date,
 * then every column the visibility rule, the distance and the sort read): a page is first found
 * as ids without reading a row, then only its rows are loaded, and the counts never read a row
 * either. The distance is an equirectangular expression, exact enough at these ranges and
 * computable by SQLite and MySQL alike.
 */
@Injectable()
export class TrocSearchQueries {
  private rules: Promise<FulltextRules | null> | null = null;

  constructor(
    @InjectRepository(Troc) private readonly trocs: Repository<Troc>,
    private readonly geo: GeoService,
    private readonly reader: SearchReader,
    private readonly listings: TrocQueries,
  ) {}

  /**
   * How many searchable listings the actor may see under these conditions. Reused on SQLite: the
   * same statement gives the same rows until something is written, and a crowd repeats the same
   * few searches (everything visible is counted by every search).
   */
  count(actor: Actor | null, where: readonly Condition[] = []): Promise<number> {
    return this.reader.count(this.matching(actor, where), REUSE);
  }

  /**
   * The page's ids in order, read from the indexes alone. A keyword search must read every
   * candidate's text anyway: it counts its results in the same pass (`counted`).
   */
  async pageIds(
    actor: Actor | null,
    filters: Filters,
    sortBy: string,
    reference: GeoPoint | null,
    offset: number,
    size: number,
  ): Promise<{ ids: number[]; counted: number | null }> {
    const qb = this.matching(actor, filters.where);
    const run = async (q: SelectQueryBuilder<Troc>) => {
      const ids = q.clone().select('t.id', 'id');
      if (filters.keyword) ids.addSelect('COUNT(*) OVER ()', 'n');
      this.sort(ids, sortBy, reference);
      const rows = await this.reader.rawMany<{ id: number | string; n?: number | string }>(
        ids.offset(offset).limit(size),
        REUSE,
      );
      const n = rows[0]?.n;
      return { ids: rows.map((r) => Number(r.id)), counted: n === undefined ? null : Number(n) };
    };
    if (!sortBy.startsWith('distance') || !reference || filters.keyword || filters.narrow) return run(qb);
    // Nearest first: when a circle already holds a full page, that page is the answer, since
    // everything outside the circle is farther than everything inside. Most searches stop at
    // the first circle, read from the bounding-box index, instead of sorting all France.
    for (const km of NEAREST_RADII.filter((r) => filters.radiusKm === null || r < filters.radiusKm)) {
      const circle = qb.clone().andWhere(...this.within(reference, km, `n${km}`));
      const found = await run(circle);
      if (found.ids.length === size) return found;
    }
    return run(qb);
  }

  /** Every matching id, in the order of the pages, without a page's limit. */
  async allIds(actor: Actor | null, where: readonly Condition[], sortBy: string, reference: GeoPoint | null) {
    const qb = this.matching(actor, where).select('t.id', 'id');
    this.sort(qb, sortBy, reference);
    const rows = await qb.getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /**
   * The matches published after the mark (publication date, then id for the same second), newest
   * first, at most `limit`, and how many there are. `among`: candidate ids in publication order,
   * read by primary key; else the date index reads only what follows the mark.
   */
  async idsSince(
    actor: Actor,
    where: readonly Condition[],
    mark: PublicationMark,
    limit: number,
    among?: number[],
  ): Promise<{ ids: number[]; count: number }> {
    const qb = this.matching(actor, [
      [
        '(t.publishedAt > :markAt OR (t.publishedAt = :markAt AND t.id > :markId))',
        { markAt: mark.publishedAt, markId: mark.id },
      ],
      ...where,
    ]);
    if (among) {
      // Every match, read by primary key (no sort for the planner to prefer an index for);
      // `among` is in publication order, so the newest come last.
      const order = new Map(among.map((id, i) => [id, i]));
      const matched = await qb
        .andWhere('t.id IN (:...among)', { among })
        .select('t.id', 'id')
        .getRawMany<{ id: number | string }>();
      const ids = matched.map((r) => Number(r.id)).sort((a, b) => order.get(b)! - order.get(a)!);
      return { ids: ids.slice(0, limit), count: ids.length };
    }
    const rows = await qb
      .clone()
      .select('t.id', 'id')
      .orderBy('t.publishedAt', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    const ids = rows.map((r) => Number(r.id));
    return { ids, count: ids.length < limit ? ids.length : await qb.getCount() };
  }

  /**
   * The searchable listings published from `after` on (its own second included), with the few columns that tell cheaply
   * which saved searches they might match (the alerts' job skips the others without a query).
   */
  publishedSince(after: Date): Promise<Troc[]> {
    return (
      this.trocs
        .createQueryBuilder('t')
        .select(['t.id', 't.publishedAt', 't.requestType', 't.swapType', 't.categoryId', 't.departement', 't.region'])
        // >=: MySQL keeps whole seconds, so the mark's own second may hold listings after it (by id).
        .where('t.publicationStatus IN (:...statuses) AND t.publishedAt >= :after', { statuses: SEARCHABLE, after })
        .orderBy('t.publishedAt', 'ASC')
        .addOrderBy('t.id', 'ASC')
        .getMany()
    );
  }

  /** The rows of a page, in the page's order (compiled reads: every search reads one, see TrocQueries.byIds). */
  async load(ids: number[]): Promise<Troc[]> {
    if (ids.length === 0) return [];
    const byId = await this.listings.byIds(ids);
    return ids.map((id) => byId.get(id)).filter((t): t is Troc => t !== undefined);
  }

  /**
   * The keyword's folded words as conditions. On a few rows already chosen by id (`onRows`),
   * LIKE on their own text beats narrowing through the keyword index first.
   */
  async keyword(words: string[], onRows = false): Promise<Condition[]> {
    if (!words.length) return [];
    return onRows
      ? keywordConditions(words, null, false)
      : keywordConditions(words, await this.fulltext(), this.sqlite);
  }

  /** Within `km` of the reference: the bounding box (indexed) then the distance itself. */
  within(reference: GeoPoint, km: number, prefix: string): Condition {
    const box = this.geo.boundingBox(reference.lat, reference.lon, km);
    const p = (name: string) => `${prefix}${name}`;
    const [distance, params] = distanceSquared(reference, p('ref'));
    return [
      `t.lat BETWEEN :${p('minLat')} AND :${p('maxLat')} AND t.lon BETWEEN :${p('minLon')} AND :${p('maxLon')} AND ${distance} <= :${p('radius2')}`,
      {
        ...params,
        [p('minLat')]: box.minLat,
        [p('maxLat')]: box.maxLat,
        [p('minLon')]: box.minLon,
        [p('maxLon')]: box.maxLon,
        [p('radius2')]: km * km,
      },
    ];
  }

  /** The searchable listings the actor may see, under these conditions. */
  private matching(actor: Actor | null, where: readonly Condition[]): SelectQueryBuilder<Troc> {
    const qb = whereVisible(this.trocs.createQueryBuilder('t'), 't', actor, { liveOnly: SEARCHABLE });
    for (const [sql, params] of where) qb.andWhere(sql, params);
    return qb;
  }

  private sort(qb: SelectQueryBuilder<Troc>, sortBy: string, reference: GeoPoint | null): void {
    const [key, direction] = sortBy.split('.') as [string, 'asc' | 'desc'];
    if (key === 'distance' && reference) {
      // 'distance.desc' is the default: the nearest listings first, whatever the suffix says.
      const [distance, params] = distanceSquared(reference, 'order');
      qb.addSelect(distance, 'distance2').setParameters(params).orderBy('distance2', 'ASC');
    } else if (key === 'price') {
      qb.addSelect('COALESCE(t.currentPriceCents, 0)', 'price').orderBy('price', direction === 'asc' ? 'ASC' : 'DESC');
    } else {
      const ascending = key === 'publishedAt' && direction === 'asc';
      // Listings published in the same second (MySQL keeps seconds) follow their creation order.
      qb.orderBy('t.publishedAt', ascending ? 'ASC' : 'DESC').addOrderBy('t.id', ascending ? 'ASC' : 'DESC');
      return;
    }
    qb.addOrderBy('t.id', 'DESC');
  }

  private get sqlite(): boolean {
    const type = this.trocs.manager.connection.options.type;
    return type !== 'mysql' && type !== 'mariadb';
  }

  /** Read once: the MySQL server's FULLTEXT settings (see keywordConditions). */
  private fulltext(): Promise<FulltextRules | null> {
    if (this.sqlite) return Promise.resolve(null);
    return (this.rules ??= fulltextRules(this.trocs.manager.connection).catch(() => null));
  }
}

/** The squared distance in km² to the reference, as SQL with its parameters (never written into the text). */
function distanceSquared(reference: GeoPoint, prefix: string): [string, Record<string, number>] {
  const [lat, lon, kx] = [`${prefix}Lat`, `${prefix}Lon`, `${prefix}Kx`];
  return [
    `((t.lat - :${lat}) * ${KM_PER_DEGREE}) * ((t.lat - :${lat}) * ${KM_PER_DEGREE}) + ((t.lon - :${lon}) * :${kx}) * ((t.lon - :${lon}) * :${kx})`,
    {
      [lat]: reference.lat,
      [lon]: reference.lon,
      [kx]: KM_PER_DEGREE * Math.cos((reference.lat * Math.PI) / 180),
    },
  ];
}
