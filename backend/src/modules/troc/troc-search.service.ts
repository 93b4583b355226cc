import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fr, hasPerimeter, type ListingCard, PublicationStatus } from '@troc/shared';
import { In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { CategoryService } from '../category/index.js';
import { GeoService } from '../geo/index.js';
import type { Actor } from '../../core/auth/actor.js';
import { PerimeterFilterService } from '../identity/index.js';
import { Troc } from './entities/troc.entity.js';
import type { SearchFormDto } from './dto/search.dto.js';
import { searchUrl } from './troc-search.url.js';
import { escapeLike } from '../../core/database/like.js';
import { whereVisible } from './troc-access.js';
import { type GeoPoint, TrocCardsService } from './troc-cards.service.js';
import { fold } from './troc-text.js';
import { type Condition, type FulltextRules, fulltextRules, keywordConditions } from './troc-search.keyword.js';
import { ForbiddenError } from '../../core/errors/index.js';
import { SqliteReader } from '../../core/database/sqlite-reader.js';
import { Gate } from '../../core/database/gate.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';

// Kept here for the callers of the search's address.
export { searchUrl } from './troc-search.url.js';

/** Kilometres per degree of latitude; longitude degrees shrink with cos(latitude). */
const KM_PER_DEGREE = 111.32;
const SEARCHABLE = [PublicationStatus.Published] as const;
const REUSE = { reuse: true };

/** Where a saved search's mails stopped: a publication date, then an id within that second. */
export interface PublicationMark {
  publishedAt: Date;
  id: number;
}

/** What a saved search's mail says of a new listing. */
export interface NewListing {
  slug: string;
  name: string;
  postal: string | null;
  cityName: string | null;
}

export interface SearchPage {
  data: ListingCard[];
  total: number;
  totalResults: number;
  url: string;
}

interface Filters {
  where: Condition[];
  /** Keyword words: every candidate's text is read, so the page counts its results as it goes. */
  keyword: boolean;
  /** A category or an area: few enough candidates to sort them all by distance. */
  narrow: boolean;
  radiusKm: number | null;
}

type City = GeoPoint & { code: string; departement: string };

/** Circles tried, in km, before sorting everything visible by distance (see page). */
const NEAREST_RADII = [15, 60, 250];

/**
 * The public search. Filters become conditions that the search indexes of the troc table
 * answer on their own (status with area, category, bounding box or date, then every column
 * the visibility rule, the distance and the sort read): the page is first found as ids
 * without reading a row, then only its rows are loaded, and the counts never read a row
 * either. The distance is an equirectangular expression, exact enough at these ranges and
 * computable by SQLite and MySQL alike.
 */
@Injectable()
export class TrocSearchService {
  constructor(
    @InjectRepository(Troc) private readonly trocs: Repository<Troc>,
    private readonly categories: CategoryService,
    private readonly geo: GeoService,
    private readonly cards: TrocCardsService,
    private readonly perimeter: PerimeterFilterService,
    private readonly reader: SqliteReader,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'databaseLimits'>,
  ) {
    const limits = config.databaseLimits;
    this.gate = new Gate(limits.searchConcurrency, limits.acquireTimeoutMs, 'aucun tour de recherche');
  }

  private readonly gate: Gate;

  private rules: Promise<FulltextRules | null> | null = null;
  private operationOf: (slug: string) => Promise<number | null> = async () => null;

  /** The operation module tells which operation a slug names (search_form[operations]). */
  useOperations(resolve: (slug: string) => Promise<number | null>): void {
    this.operationOf = resolve;
  }

  search(form: SearchFormDto, page: number, size: number, actor: Actor | null): Promise<SearchPage> {
    return this.gate.run(() => this.searchNow(form, page, size, actor));
  }

  private async searchNow(form: SearchFormDto, page: number, size: number, actor: Actor | null): Promise<SearchPage> {
    const url = searchUrl(form);
    const { reference, filters, visible } = await this.prepare(form, actor);
    // Reused (SQLite): the same statements give the same rows until something is written, and a
    // crowd repeats the same few searches (everything visible is counted by every search).
    const total = this.reader.count(visible(), REUSE);
    if (filters === null) return { data: [], total: await total, totalResults: 0, url };
    const qb = visible();
    for (const [sql, params] of filters.where) qb.andWhere(sql, params);

    const offset = (page - 1) * size;
    const found = this.page(qb, form.sortBy ?? 'distance.desc', reference, filters, offset, size);
    // Without a filter the results are all that is visible; a short page tells its own count.
    const totalResults =
      filters.where.length === 0
        ? total
        : found.then(
            ({ ids, counted }) =>
              resultsFromPage({ offset, size, found: ids.length, counted }) ?? this.reader.count(qb, REUSE),
          );
    const [{ ids }, all, results] = await Promise.all([found, total, totalResults]);
    const trocs = await this.load(ids);
    return { data: await this.cards.cards(trocs, actor, reference), total: all, totalResults: results, url };
  }

  /**
   * Every result of a search as ids, in the order of its pages: the same filters, visibility rule
   * and sort, without a page's limit. An export reads their rows batch by batch.
   */
  async resultIds(form: SearchFormDto, actor: Actor | null): Promise<number[]> {
    const { reference, filters, visible } = await this.prepare(form, actor);
    if (filters === null) return [];
    const qb = visible().select('t.id', 'id');
    for (const [sql, params] of filters.where) qb.andWhere(sql, params);
    this.sort(qb, form.sortBy ?? 'distance.desc', reference);
    const rows = await qb.getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /** The reference point of distances, the filters (null: nothing can match) and the visible listings. */
  private async prepare(form: SearchFormDto, actor: Actor | null) {
    const city = form.city ? this.cityOf(form.city) : null;
    const reference: GeoPoint | null = city ?? this.cards.homeOf(actor?.cityCode);
    const visible = () => whereVisible(this.trocs.createQueryBuilder('t'), 't', actor, { liveOnly: SEARCHABLE });
    const keyword = await this.keyword(form);
    const operationId = form.operations ? await this.operationOf(form.operations) : undefined;
    const services = await this.servicesOf(form, actor);
    const filters =
      operationId === null || services?.length === 0 ? null : this.filters(form, city, reference, keyword, operationId);
    if (filters && services) {
      // The services filter: listings of the admin's organisation published by the chosen services.
      filters.where.push([
        't.organisationId = :perimeterOrg AND t.serviceId IN (:...perimeterServices)',
        { perimeterOrg: actor!.organisationId, perimeterServices: services },
      ]);
    }
    return { reference, filters, visible };
  }

  /** The services chosen in the search's services filter, null when none (admins of an organisation only). */
  private async servicesOf(form: SearchFormDto, actor: Actor | null): Promise<number[] | null> {
    if (!hasPerimeter(form)) return null;
    if (!actor) throw new ForbiddenError('PERIMETER_ADMIN_ONLY', fr.perimeter.errors.adminOnly);
    return this.perimeter.resolve(actor, form, 'search_form');
  }

  /**
   * What a saved search finds among the listings published after its mark (publication date,
   * then id for the same second), newest first, as `actor` may see them: the alerts' job runs
   * the search's own filters and visibility rule. `among` narrows it to candidate ids the job
   * already knows are new, so that the rows are read by primary key; else the date index
   * reads only what follows the mark.
   */
  async newSince(
    form: SearchFormDto,
    actor: Actor,
    mark: PublicationMark,
    limit: number,
    among?: number[],
  ): Promise<{ listings: NewListing[]; count: number; newest: PublicationMark | null }> {
    const none = { listings: [], count: 0, newest: null };
    if (among?.length === 0) return none;
    const city = form.city ? this.cityOf(form.city) : null;
    const reference: GeoPoint | null = city ?? this.cards.homeOf(actor.cityCode);
    const filters = this.filters(form, city, reference, await this.keyword(form, among !== undefined));
    if (filters === null) return none;
    const qb = whereVisible(this.trocs.createQueryBuilder('t'), 't', actor, { liveOnly: SEARCHABLE }).andWhere(
      '(t.publishedAt > :markAt OR (t.publishedAt = :markAt AND t.id > :markId))',
      { markAt: mark.publishedAt, markId: mark.id },
    );
    for (const [sql, params] of filters.where) qb.andWhere(sql, params);
    let ids: number[];
    let count: number;
    if (among) {
      // Every match, read by primary key (no sort for the planner to prefer an index for);
      // `among` is in publication order, so the newest come last.
      const order = new Map(among.map((id, i) => [id, i]));
      const matched = await qb
        .andWhere('t.id IN (:...among)', { among })
        .select('t.id', 'id')
        .getRawMany<{ id: number | string }>();
      ids = matched.map((r) => Number(r.id)).sort((a, b) => order.get(b)! - order.get(a)!);
      count = ids.length;
      ids = ids.slice(0, limit);
    } else {
      const rows = await qb
        .clone()
        .select('t.id', 'id')
        .orderBy('t.publishedAt', 'DESC')
        .addOrderBy('t.id', 'DESC')
        .limit(limit)
        .getRawMany<{ id: number | string }>();
      ids = rows.map((r) => Number(r.id));
      count = ids.length < limit ? ids.length : await qb.getCount();
    }
    if (ids.length === 0) return none;
    const trocs = await this.load(ids);
    const first = trocs[0]!;
    return {
      listings: trocs.map((t) => ({ slug: t.slug, name: t.name ?? '', postal: t.postal, cityName: t.cityName })),
      count,
      newest: { publishedAt: first.publishedAt ?? mark.publishedAt, id: first.id },
    };
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

  /**
   * The keyword's words as conditions (none without a keyword). On a few rows already chosen
   * by id (`onRows`), LIKE on their own text beats narrowing through the keyword index first.
   */
  private async keyword(form: SearchFormDto, onRows = false): Promise<Condition[]> {
    const words = fold(form.keyword ?? '')
      .split(' ')
      .filter(Boolean)
      .slice(0, 8);
    if (!words.length) return [];
    return onRows
      ? keywordConditions(words, null, false)
      : keywordConditions(words, await this.fulltext(), this.sqlite);
  }

  /**
   * The page's ids in order, read from the indexes alone. A keyword search must read every
   * candidate's text anyway: it counts its results in the same pass (`counted`).
   */
  private async page(
    qb: SelectQueryBuilder<Troc>,
    sortBy: string,
    reference: GeoPoint | null,
    filters: Filters,
    offset: number,
    size: number,
  ): Promise<{ ids: number[]; counted: number | null }> {
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

  /** The rows of a page, in the page's order. */
  private async load(ids: number[]): Promise<Troc[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await this.trocs.findBy({ id: In(ids) })).map((t) => [t.id, t]));
    return ids.map((id) => byId.get(id)).filter((t): t is Troc => t !== undefined);
  }

  /** Within `km` of the reference: the bounding box (indexed) then the distance itself. */
  private within(reference: GeoPoint, km: number, prefix: string): Condition {
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

  /** The filters as conditions; null when one names something that does not exist (nothing can match). */
  private filters(
    form: SearchFormDto,
    city: City | null,
    reference: GeoPoint | null,
    keyword: Condition[],
    operationId?: number,
  ): Filters | null {
    const where: Condition[] = [...keyword];
    if (operationId !== undefined) where.push(['t.operationId = :operation', { operation: operationId }]);
    if (form.category.length) {
      const ids = form.category.flatMap((slug) => {
        const category = this.categories.findBySlug(slug);
        return category ? this.categories.descendantIds(category.id) : [];
      });
      if (ids.length === 0) return null;
      where.push(['t.categoryId IN (:...categories)', { categories: ids }]);
    }
    if (form.departement) {
      const area = this.geo.area('departement', form.departement);
      if (!area) return null;
      where.push(['t.departement = :departement', { departement: area.identifier }]);
    }
    if (form.region) {
      const area = this.geo.area('region', form.region);
      if (!area) return null;
      where.push(['t.region = :region', { region: area.identifier }]);
    }
    if (form.city && !city) return null;
    const radius = form.distance ?? null;
    if (radius !== null && reference) {
      where.push(this.within(reference, radius, ''));
    } else if (city) {
      // A listing's département is always its commune's (both set together): the département
      // index then holds the commune's listings side by side.
      where.push([
        't.departement = :cityDepartement AND t.cityCode = :cityCode',
        { cityDepartement: city.departement, cityCode: city.code },
      ]);
    }
    if (form.requestType.length)
      where.push(['t.requestType IN (:...requestTypes)', { requestTypes: form.requestType }]);
    if (form.swapType.length) where.push(['t.swapType IN (:...swapTypes)', { swapTypes: form.swapType }]);
    if (form.fromClientName) {
      where.push([
        "LOWER(t.organisationName) LIKE :client ESCAPE '!'",
        { client: `%${escapeLike(form.fromClientName.toLowerCase())}%` },
      ]);
    }
    if (form.tama) where.push(['t.tama = 1']);
    if (form.publishedAfter)
      where.push(['t.publishedAt >= :after', { after: new Date(`${form.publishedAfter}T00:00:00Z`) }]);
    if (form.publishedBefore) {
      const end = new Date(`${form.publishedBefore}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      where.push(['t.publishedAt < :before', { before: end }]);
    }
    const range = form.priceRange;
    if (range && (range.rangeMin !== undefined || range.rangeMax !== undefined)) {
      // Gifts and loans cost nothing: they stay in a range that starts at 0.
      const [min, max] = [range.rangeMin ?? 0, range.rangeMax ?? Number.MAX_SAFE_INTEGER / 100].sort((a, b) => a - b);
      where.push([
        'COALESCE(t.currentPriceCents, 0) BETWEEN :priceMin AND :priceMax',
        { priceMin: Math.round(min! * 100), priceMax: Math.round(max! * 100) },
      ]);
    }
    return {
      where,
      keyword: keyword.length > 0,
      narrow: form.category.length > 0 || Boolean(form.departement || form.region || city) || operationId !== undefined,
      radiusKm: radius !== null && reference ? radius : null,
    };
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

  /** 'bordeaux-33063' or '33063' → the commune and its centre. */
  private cityOf(value: string): City | null {
    const area = this.geo.area('city', value);
    const commune = area ? this.geo.commune(area.identifier) : null;
    return commune
      ? { code: commune.code, departement: commune.departement, lat: commune.lat, lon: commune.lon }
      : null;
  }
}

/** Squared kilometres from the reference; cos(latitude) is taken at the reference, a constant. */
/**
 * The number of results when the page alone tells it, else null (a count is needed): a
 * keyword search counts as it reads; a page that is not full ends the results, unless it is
 * an empty page past the end, which says nothing of how many came before.
 */
export function resultsFromPage(page: {
  offset: number;
  size: number;
  found: number;
  counted: number | null;
}): number | null {
  if (page.counted !== null) return page.counted;
  if (page.found < page.size && (page.found > 0 || page.offset === 0)) return page.offset + page.found;
  return null;
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
