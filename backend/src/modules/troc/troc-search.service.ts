import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type ListingCard, PublicationStatus, withLocale, ROUTES } from '@troc/shared';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { CategoryService } from '../category/category.service.js';
import { GeoService } from '../geo/geo.service.js';
import type { User } from '../identity/entities/user.entity.js';
import { Troc } from './entities/troc.entity.js';
import type { SearchFormDto } from './dto/search.dto.js';
import { viewerOf, whereVisible } from './troc-access.js';
import { type GeoPoint, TrocCardsService } from './troc-cards.service.js';
import { fold } from './troc-forms.js';

/** Kilometres per degree of latitude; longitude degrees shrink with cos(latitude). */
const KM_PER_DEGREE = 111.32;
const SEARCHABLE = [PublicationStatus.Published] as const;

export interface SearchPage {
  data: ListingCard[];
  total: number;
  totalResults: number;
  url: string;
}

/**
 * The public search. Filters become indexed conditions (status with area, bounding box or
 * publication date); the distance itself is an equirectangular expression, exact enough at
 * these ranges and computable by SQLite and MySQL alike.
 */
@Injectable()
export class TrocSearchService {
  constructor(
    @InjectRepository(Troc) private readonly trocs: Repository<Troc>,
    private readonly categories: CategoryService,
    private readonly geo: GeoService,
    private readonly cards: TrocCardsService,
  ) {}

  async search(form: SearchFormDto, page: number, size: number, user: User | null | undefined): Promise<SearchPage> {
    const viewer = viewerOf(user);
    const city = form.city ? this.cityOf(form.city) : null;
    const reference: GeoPoint | null = city ?? this.cards.homeOf(user?.cityCode);

    const base = () => whereVisible(this.trocs.createQueryBuilder('t'), 't', viewer, { liveOnly: SEARCHABLE });
    const qb = this.filter(base(), form, city, reference);
    if (qb === null) {
      return { data: [], total: await base().getCount(), totalResults: 0, url: searchUrl(form) };
    }
    this.sort(qb, form.sortBy ?? 'distance.desc', reference);
    const [rows, totalResults, total] = await Promise.all([
      qb
        .clone()
        .skip((page - 1) * size)
        .take(size)
        .getMany(),
      qb.clone().orderBy().getCount(),
      base().getCount(),
    ]);
    return { data: await this.cards.cards(rows, viewer, reference), total, totalResults, url: searchUrl(form) };
  }

  /** Applies the filters; null when one names something that does not exist (nothing can match). */
  private filter(
    qb: SelectQueryBuilder<Troc>,
    form: SearchFormDto,
    city: (GeoPoint & { code: string }) | null,
    reference: GeoPoint | null,
  ): SelectQueryBuilder<Troc> | null {
    const words = fold(form.keyword ?? '')
      .split(' ')
      .filter(Boolean)
      .slice(0, 8);
    words.forEach((word, i) =>
      qb.andWhere(`t.searchText LIKE :kw${i} ESCAPE '!'`, { [`kw${i}`]: `% ${escapeLike(word)}%` }),
    );

    if (form.category.length) {
      const ids = form.category.flatMap((slug) => {
        const category = this.categories.findBySlug(slug);
        return category ? this.categories.descendantIds(category.id) : [];
      });
      if (ids.length === 0) return null;
      qb.andWhere('t.categoryId IN (:...categories)', { categories: ids });
    }
    if (form.departement) {
      const area = this.geo.area('departement', form.departement);
      if (!area) return null;
      qb.andWhere('t.departement = :departement', { departement: area.identifier });
    }
    if (form.region) {
      const area = this.geo.area('region', form.region);
      if (!area) return null;
      qb.andWhere('t.region = :region', { region: area.identifier });
    }
    if (form.city && !city) return null;
    const radius = form.distance ?? null;
    if (radius !== null && reference) {
      const box = this.geo.boundingBox(reference.lat, reference.lon, radius);
      qb.andWhere('t.lat BETWEEN :minLat AND :maxLat AND t.lon BETWEEN :minLon AND :maxLon', box);
      qb.andWhere(`${distanceSquared(reference)} <= :radius2`, { radius2: radius * radius });
    } else if (city) {
      qb.andWhere('t.cityCode = :cityCode', { cityCode: city.code });
    }
    if (form.requestType.length) qb.andWhere('t.requestType IN (:...requestTypes)', { requestTypes: form.requestType });
    if (form.swapType.length) qb.andWhere('t.swapType IN (:...swapTypes)', { swapTypes: form.swapType });
    if (form.fromClientName) {
      qb.andWhere("LOWER(t.organisationName) LIKE :client ESCAPE '!'", {
        client: `%${escapeLike(form.fromClientName.toLowerCase())}%`,
      });
    }
    if (form.tama) qb.andWhere('t.tama = 1');
    if (form.publishedAfter)
      qb.andWhere('t.publishedAt >= :after', { after: new Date(`${form.publishedAfter}T00:00:00Z`) });
    if (form.publishedBefore) {
      const end = new Date(`${form.publishedBefore}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      qb.andWhere('t.publishedAt < :before', { before: end });
    }
    const range = form.priceRange;
    if (range && (range.rangeMin !== undefined || range.rangeMax !== undefined)) {
      // Gifts and loans cost nothing: they stay in a range that starts at 0.
      const [min, max] = [range.rangeMin ?? 0, range.rangeMax ?? Number.MAX_SAFE_INTEGER / 100].sort((a, b) => a - b);
      qb.andWhere('COALESCE(t.currentPriceCents, 0) BETWEEN :priceMin AND :priceMax', {
        priceMin: Math.round(min! * 100),
        priceMax: Math.round(max! * 100),
      });
    }
    return qb;
  }

  private sort(qb: SelectQueryBuilder<Troc>, sortBy: string, reference: GeoPoint | null): void {
    const [key, direction] = sortBy.split('.') as [string, 'asc' | 'desc'];
    if (key === 'distance' && reference) {
      // 'distance.desc' is the default: the nearest listings first, whatever the suffix says.
      qb.addSelect(distanceSquared(reference), 'distance2').orderBy('distance2', 'ASC');
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

  /** 'bordeaux-33063' or '33063' → the commune and its centre. */
  private cityOf(value: string): (GeoPoint & { code: string }) | null {
    const area = this.geo.area('city', value);
    const commune = area ? this.geo.commune(area.identifier) : null;
    return commune ? { code: commune.code, lat: commune.lat, lon: commune.lon } : null;
  }
}

/** Squared kilometres from the reference; cos(latitude) is taken at the reference, a constant. */
function distanceSquared(reference: GeoPoint): string {
  const kx = (KM_PER_DEGREE * Math.cos((reference.lat * Math.PI) / 180)).toFixed(6);
  const lat = reference.lat.toFixed(6);
  const lon = reference.lon.toFixed(6);
  return `((t.lat - ${lat}) * ${KM_PER_DEGREE}) * ((t.lat - ${lat}) * ${KM_PER_DEGREE}) + ((t.lon - ${lon}) * ${kx}) * ((t.lon - ${lon}) * ${kx})`;
}

/** LIKE wildcards typed by the user match themselves ('!' escapes on both databases). */
export function escapeLike(value: string): string {
  return value.replace(/[!%_]/g, (c) => `!${c}`);
}

/** The browser address of a search, so the page can show it (supporting §7: the URL update). */
export function searchUrl(form: SearchFormDto): string {
  const segments: string[] = [];
  if (form.category.length === 1) segments.push('category', form.category[0]!);
  if (form.city) segments.push('city', form.city);
  else if (form.departement) segments.push('departement', form.departement);
  else if (form.region) segments.push('region', form.region);
  const query = new URLSearchParams();
  if (form.keyword) query.set('keyword', form.keyword);
  if (form.category.length > 1) query.set('category', form.category.join(','));
  if (form.distance) query.set('distance', String(form.distance));
  if (form.sortBy && form.sortBy !== 'distance.desc') query.set('sortBy', form.sortBy);
  if (form.requestType.length) query.set('requestType', form.requestType.join(','));
  if (form.swapType.length) query.set('swapType', form.swapType.join(','));
  if (form.fromClientName) query.set('fromClientName', form.fromClientName);
  if (form.tama) query.set('tama', '1');
  if (form.publishedAfter) query.set('publishedAfter', form.publishedAfter);
  if (form.publishedBefore) query.set('publishedBefore', form.publishedBefore);
  if (form.priceRange?.rangeMin !== undefined) query.set('priceMin', String(form.priceRange.rangeMin));
  if (form.priceRange?.rangeMax !== undefined) query.set('priceMax', String(form.priceRange.rangeMax));
  const path = segments.length ? `${ROUTES.search}${segments.map(encodeURIComponent).join('/')}/` : ROUTES.search;
  const qs = query.toString();
  return withLocale(qs ? `${path}?${qs}` : path);
}
