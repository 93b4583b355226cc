import { Injectable } from '@nestjs/common';
import { type AlertCard, formatDate, fr, t } from '@troc/shared';
import { CategoryService } from '../category/index.js';
import { GeoService } from '../geo/index.js';
import { type SearchFormDto, type Troc, TrocSearchService } from '../troc/index.js';
import type { AlertFormDto } from './dto/alert.dto.js';
import type { Alert } from './entities/alert.entity.js';

/** What the job needs to tell cheaply whether a new listing may match an alert. */
interface Profile {
  requestTypes: Set<string>;
  swapTypes: Set<string>;
  categoryIds: Set<number> | null;
  departement: string | null;
  region: string | null;
}

/**
 * An alert's criteria: checked against the geography and the category tree when saved,
 * turned back into the search form the troc module runs, and told in words.
 */
@Injectable()
export class AlertCriteria {
  constructor(
    private readonly geo: GeoService,
    private readonly categories: CategoryService,
    private readonly search: TrocSearchService,
  ) {}

  /** The checks the DTO cannot make: places and category exist, a level-0 category when the field exists. */
  check(form: AlertFormDto): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    for (const type of ['city', 'departement', 'region'] as const) {
      const value = form[type];
      if (value && !this.geo.area(type, value)) errors[`alert_form.${type}`] = [fr.alert.errors.areaUnknown];
    }
    if (this.categories.tree().length > 0) {
      const category = form.category ? this.categories.findBySlug(form.category) : null;
      if (!form.category) errors['alert_form.category'] = [fr.alert.errors.categoryRequired];
      else if (!category || category.parentId !== null)
        errors['alert_form.category'] = [fr.alert.errors.categoryTopLevel];
    }
    return errors;
  }

  /** The search form of the alert, as the search page would send it. */
  searchForm(alert: Alert): SearchFormDto {
    return this.search.form({
      keyword: alert.keyword ?? undefined,
      city: alert.city ?? undefined,
      departement: alert.departement ?? undefined,
      region: alert.region ?? undefined,
      distance: alert.distance ?? undefined,
      requestType: alert.requestTypes,
      swapType: alert.swapTypes,
      category: alert.category ? [alert.category] : [],
      sortBy: 'publishedAt.desc',
    });
  }

  /** The criteria in words: « chaise » · Mobilier · à 30 km de Bordeaux · Offre · Don, Prêt. */
  summary(alert: Alert): string {
    const parts: string[] = [];
    if (alert.keyword) parts.push(t(fr.alert.summary.keyword, { keyword: alert.keyword }));
    const category = alert.category ? this.categories.findBySlug(alert.category) : null;
    if (category) parts.push(t(fr.alert.summary.category, { category: category.name }));
    const place = this.place(alert);
    if (place) {
      parts.push(
        alert.distance && alert.city
          ? t(fr.alert.summary.around, { distance: alert.distance, place })
          : t(fr.alert.summary.in, { place }),
      );
    }
    parts.push(alert.requestTypes.map((r) => fr.listing.requestTypes[r]).join(', '));
    parts.push(alert.swapTypes.map((s) => fr.listing.swapTypes[s]).join(', '));
    return parts.filter(Boolean).join(' · ') || fr.alert.summary.all;
  }

  card(alert: Alert): AlertCard {
    const cityArea = alert.city ? this.geo.area('city', alert.city) : null;
    const commune = cityArea ? this.geo.commune(cityArea.identifier) : null;
    const category = alert.category ? this.categories.findBySlug(alert.category) : null;
    return {
      slug: alert.slug,
      keyword: alert.keyword,
      city:
        commune && alert.city ? { slug: alert.city, postal: commune.postalCodes[0] ?? '', name: commune.name } : null,
      departement: alert.departement,
      region: alert.region,
      distance: alert.distance,
      swapType: alert.swapTypes,
      requestType: alert.requestTypes,
      category: category ? { slug: category.slug, name: category.name } : null,
      summary: this.summary(alert),
      displayDate: formatDate(alert.createdAt),
      nbSent: alert.nbSent,
      active: alert.active,
    };
  }

  /** The criteria the job tests in memory before running an alert's search. */
  profile(alert: Alert): Profile {
    const category = alert.category ? this.categories.findBySlug(alert.category) : null;
    const city = alert.city && !alert.distance ? this.geo.area('city', alert.city) : null;
    const commune = city ? this.geo.commune(city.identifier) : null;
    return {
      requestTypes: new Set(alert.requestTypes),
      swapTypes: new Set(alert.swapTypes),
      categoryIds: category ? new Set(this.categories.descendantIds(category.id)) : null,
      departement: alert.departement
        ? (this.geo.area('departement', alert.departement)?.identifier ?? null)
        : (commune?.departement ?? null),
      region: alert.region ? (this.geo.area('region', alert.region)?.identifier ?? null) : null,
    };
  }

  /** Whether a listing may match (the search decides; this only skips the hopeless). */
  mayMatch(profile: Profile, troc: Pick<Troc, 'requestType' | 'swapType' | 'categoryId' | 'departement' | 'region'>) {
    return (
      (profile.requestTypes.size === 0 || profile.requestTypes.has(troc.requestType)) &&
      (profile.swapTypes.size === 0 || (troc.swapType !== null && profile.swapTypes.has(troc.swapType))) &&
      (profile.categoryIds === null || (troc.categoryId !== null && profile.categoryIds.has(troc.categoryId))) &&
      (profile.departement === null || troc.departement === profile.departement) &&
      (profile.region === null || troc.region === profile.region)
    );
  }

  private place(alert: Alert): string | null {
    if (alert.city) return this.geo.commune(this.geo.area('city', alert.city)?.identifier ?? '')?.name ?? null;
    if (alert.departement) return this.geo.area('departement', alert.departement)?.label ?? null;
    if (alert.region) return this.geo.area('region', alert.region)?.label ?? null;
    return null;
  }
}
