import { Inject, Injectable } from '@nestjs/common';
import { fr, hasPerimeter, type ListingCard } from '@troc/shared';
import { CategoryService } from '../category/index.js';
import { GeoService } from '../geo/index.js';
import type { Actor } from '../../core/auth/actor.js';
import { PerimeterFilterService } from '../identity/index.js';
import type { Troc } from './entities/troc.entity.js';
import { SearchFormDto } from './dto/search.dto.js';
import { escapeLike } from '../../core/database/like.js';
import { type GeoPoint, TrocCardsService } from './troc-cards.service.js';
import { fold } from './troc-text.js';
import type { Condition } from './troc-search-keyword.queries.js';
import { type Filters, type PublicationMark, TrocSearchQueries } from './troc-search.queries.js';
import { ForbiddenError } from '../../core/errors/index.js';
import { Gate } from '../../core/database/gate.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { searchUrl } from './troc-search.url.js';

// Kept here for the callers of the search's address.
export { searchUrl } from './troc-search.url.js';

export type { PublicationMark } from './troc-search.queries.js';

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

type City = GeoPoint & { code: string; departement: string };

/**
 * The public search: the form's filters become conditions (null when one names something that
 * does not exist), which TrocSearchQueries runs on the search indexes under the visibility rule.
 */
@Injectable()
export class TrocSearchService {
  constructor(
    private readonly queries: TrocSearchQueries,
    private readonly categories: CategoryService,
    private readonly geo: GeoService,
    private readonly cards: TrocCardsService,
    private readonly perimeter: PerimeterFilterService,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'databaseLimits'>,
  ) {
    const limits = config.databaseLimits;
    this.gate = new Gate(limits.searchConcurrency, limits.acquireTimeoutMs, 'aucun tour de recherche');
  }

  /** At most `DB_SEARCH_CONCURRENCY` searches for ids at once: the others wait here without holding a connection. */
  private readonly gate: Gate;

  private operationOf: (slug: string) => Promise<number | null> = async () => null;

  /** The operation module tells which operation a slug names (search_form[operations]). */
  useOperations(resolve: (slug: string) => Promise<number | null>): void {
    this.operationOf = resolve;
  }

  /** The search form with these criteria, the others as the search page leaves them (saved alerts). */
  form(criteria: Partial<SearchFormDto>): SearchFormDto {
    return Object.assign(new SearchFormDto(), criteria);
  }

  async search(form: SearchFormDto, page: number, size: number, actor: Actor | null): Promise<SearchPage> {
    const found = await this.gate.run(() => this.pageIds(form, page, size, actor));
    // A page's rows and cards are read by id, like a listing's page: they need no turn of the gate.
    const trocs = await this.queries.load(found.ids);
    return {
      data: await this.cards.cards(trocs, actor, found.reference),
      total: found.total,
      totalResults: found.totalResults,
      url: found.url,
    };
  }

  /** The search itself: the page's ids and the counts, under the gate. */
  private async pageIds(form: SearchFormDto, page: number, size: number, actor: Actor | null) {
    const url = searchUrl(form);
    const { reference, filters } = await this.prepare(form, actor);
    const total = this.queries.count(actor);
    if (filters === null) return { ids: [], reference, total: await total, totalResults: 0, url };
    const offset = (page - 1) * size;
    const found = this.queries.pageIds(actor, filters, form.sortBy ?? 'distance.desc', reference, offset, size);
    // Without a filter the results are all that is visible; a short page tells its own count.
    const totalResults =
      filters.where.length === 0
        ? total
        : found.then(
            ({ ids, counted }) =>
              resultsFromPage({ offset, size, found: ids.length, counted }) ?? this.queries.count(actor, filters.where),
          );
    const [{ ids }, all, results] = await Promise.all([found, total, totalResults]);
    return { ids, reference, total: all, totalResults: results, url };
  }

  /**
   * Every result of a search as ids, in the order of its pages: the same filters, visibility rule
   * and sort, without a page's limit. An export reads their rows batch by batch.
   */
  async resultIds(form: SearchFormDto, actor: Actor | null): Promise<number[]> {
    const { reference, filters } = await this.prepare(form, actor);
    if (filters === null) return [];
    return this.queries.allIds(actor, filters.where, form.sortBy ?? 'distance.desc', reference);
  }

  /** The reference point of distances and the filters (null: nothing can match). */
  private async prepare(form: SearchFormDto, actor: Actor | null) {
    const city = form.city ? this.cityOf(form.city) : null;
    const reference: GeoPoint | null = city ?? this.cards.homeOf(actor?.cityCode);
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
    return { reference, filters };
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
    const { ids, count } = await this.queries.idsSince(actor, filters.where, mark, limit, among);
    if (ids.length === 0) return none;
    const trocs = await this.queries.load(ids);
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
    return this.queries.publishedSince(after);
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
    return this.queries.keyword(words, onRows);
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
      where.push(this.queries.within(reference, radius, ''));
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

  /** 'bordeaux-33063' or '33063' → the commune and its centre. */
  private cityOf(value: string): City | null {
    const area = this.geo.area('city', value);
    const commune = area ? this.geo.commune(area.identifier) : null;
    return commune
      ? { code: commune.code, departement: commune.departement, lat: commune.lat, lon: commune.lon }
      : null;
  }
}

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
