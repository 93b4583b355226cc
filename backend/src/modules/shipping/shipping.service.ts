import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  Collector,
  type FieldErrors,
  formatCents,
  fr,
  readBoolean,
  readNumber,
  readText,
  SHIPPING_AREAS,
  type ShippingArea,
  shippingAreaName,
  shippingAreaOf,
  type ShippingProviderView,
  type ShippingQuote,
  type ShippingUnit,
  slugify,
  toCents,
  validateShippingRequest,
} from '@troc/shared';
import { isUniqueViolation } from '../../core/database/database.options.js';
import { Transactions } from '../../core/database/transactions.js';
import { ConflictError, FormError, NotFoundError } from '../../core/errors/index.js';
import type { Troc } from '../troc/index.js';
import type { ShippingProvider, ShippingRate } from './entities/shipping.entity.js';
import { CARRIERS } from './shipping-grid.data.js';
import { ShippingQueries } from './shipping.queries.js';

export interface ProviderValues {
  name?: unknown;
  slug?: unknown;
  enabled?: unknown;
  insurancePerMille?: unknown;
  rates?: unknown;
}

/**
 * Shipping estimates (core §5 shipping modal, §9 thresholds): for each enabled carrier, the
 * cheapest line of its grid, in the listing's area, whose threshold holds the weight (or the
 * distance), plus the insurance on the declared value; sorted by price.
 */
const SERVED_AREAS_TTL_MS = 60_000;

@Injectable()
export class ShippingService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Shipping');
  private served: { areas: Set<ShippingArea>; until: number } | null = null;

  constructor(
    private readonly queries: ShippingQueries,
    private readonly transactions: Transactions,
  ) {}

  /** The carriers are reference data of the product, loaded into an empty table. */
  async onApplicationBootstrap(): Promise<void> {
    if ((await this.queries.countProviders()) > 0) return;
    await this.transactions.run(async (manager) => {
      for (const carrier of CARRIERS) {
        const provider = await this.queries.saveProvider(manager, {
          name: carrier.name,
          slug: carrier.slug,
          enabled: true,
          insurancePerMille: carrier.insurancePerMille,
        });
        await this.queries.replaceRates(
          manager,
          provider.id,
          carrier.rates.map((r) => ({ area: r.area, unit: r.unit, maxThreshold: r.max, priceCents: toCents(r.price) })),
        );
      }
    });
    this.served = null;
    this.logger.log(`Transporteurs chargés : ${CARRIERS.length}`);
  }

  /** A live offer whose weight is known, in an area some carrier serves. */
  async isShippable(troc: Troc): Promise<boolean> {
    const area = shippingAreaOf(troc.departement);
    if (troc.requestType !== 'Offer' || troc.weightGrams === null || area === null) return false;
    return (await this.servedAreas()).has(area);
  }

  /**
   * Every listing view asks whether it is shippable: the served areas are kept in memory for a
   * minute (forgotten at once when this process edits a carrier; other processes within a minute).
   */
  private async servedAreas(): Promise<Set<ShippingArea>> {
    if (this.served && this.served.until > Date.now()) return this.served.areas;
    const areas = new Set(await this.queries.servedAreas());
    this.served = { areas, until: Date.now() + SERVED_AREAS_TTL_MS };
    return areas;
  }

  async quotes(
    troc: Troc,
    values: { weight?: unknown; distance?: unknown; price?: unknown },
  ): Promise<ShippingQuote[]> {
    const errors = validateShippingRequest(values);
    if (Object.keys(errors).length) throw new FormError(errors);
    const area = shippingAreaOf(troc.departement);
    if (!area || !(await this.isShippable(troc)))
      throw new ConflictError('SHIPPING_NOT_SHIPPABLE', fr.shipping.errors.notShippable);
    const grams = Math.round(readNumber(values.weight)! * 1000);
    const metres = Math.round(readNumber(values.distance)! * 1000);
    const declaredCents = toCents(readNumber(values.price)!);
    const best = new Map<number, { rate: ShippingRate; provider: ShippingProvider }>();
    for (const rate of await this.queries.ratesIn(area)) {
      const fits = rate.unit === 'Kilogram' ? grams <= rate.maxThreshold : metres <= rate.maxThreshold;
      const current = best.get(rate.providerId);
      if (fits && (!current || rate.priceCents < current.rate.priceCents)) {
        best.set(rate.providerId, { rate, provider: rate.provider });
      }
    }
    return [...best.values()]
      .map(({ rate, provider }) => {
        const cents = rate.priceCents + Math.round((declaredCents * provider.insurancePerMille) / 1000);
        return {
          priceInEuros: formatCents(cents),
          price: cents / 100,
          maxThreshold: (rate.maxThreshold / 1000).toFixed(2).replace('.', ','),
          unit: rate.unit,
          provider: { name: provider.name, slug: provider.slug },
          area: { name: shippingAreaName(area), code: area },
        };
      })
      .sort((a, b) => a.price - b.price);
  }

  async providers(): Promise<ShippingProviderView[]> {
    const [providers, rates] = await Promise.all([this.queries.allProviders(), this.queries.allRates()]);
    return providers.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      enabled: p.enabled,
      insurancePerMille: p.insurancePerMille,
      rates: rates
        .filter((r) => r.providerId === p.id)
        .map((r) => ({
          id: r.id,
          area: r.area,
          unit: r.unit,
          maxThreshold: r.maxThreshold / 1000,
          price: r.priceCents / 100,
        })),
    }));
  }

  /** Creates (id null) or replaces a carrier and its whole grid (platform admins). */
  async saveProvider(id: number | null, values: ProviderValues): Promise<void> {
    if (id !== null && !(await this.queries.provider(id)))
      throw new NotFoundError('SHIPPING_PROVIDER_UNKNOWN', fr.shipping.errors.providerUnknown);
    const { errors, provider, rates } = readProvider(values);
    if (Object.keys(errors).length) throw new FormError(errors);
    try {
      await this.transactions.run(async (manager) => {
        const saved = await this.queries.saveProvider(manager, { ...(id !== null ? { id } : {}), ...provider });
        await this.queries.replaceRates(manager, saved.id, rates);
      });
      this.served = null;
    } catch (error) {
      if (isUniqueViolation(error)) throw FormError.field('slug', fr.shipping.errors.slugTaken);
      throw error;
    }
  }

  async deleteProvider(id: number): Promise<void> {
    if (!(await this.queries.provider(id)))
      throw new NotFoundError('SHIPPING_PROVIDER_UNKNOWN', fr.shipping.errors.providerUnknown);
    await this.transactions.run((manager) => this.queries.deleteProvider(manager, id));
    this.served = null;
  }
}

/** The admin form of a carrier: name, slug (from the name when empty), insurance, grid lines. */
function readProvider(values: ProviderValues) {
  const c = new Collector();
  c.text('name', values.name, { required: true, min: 2, max: 255 });
  const slug = slugify(readText(values.slug) || readText(values.name)).slice(0, 191);
  const insurance = c.number('insurancePerMille', values.insurancePerMille ?? 0, { min: 0, max: 1000, integer: true });
  const lines = Array.isArray(values.rates) ? values.rates : [];
  if (!Array.isArray(values.rates ?? [])) c.add('rates', fr.validation.list);
  const rates = lines.flatMap((raw: unknown, i: number) => {
    const line = (raw ?? {}) as Record<string, unknown>;
    const area = c.choice(`rates.${i}.area`, line.area, SHIPPING_AREAS, fr.shipping.errors.chooseArea);
    const unit = c.choice(`rates.${i}.unit`, line.unit, ['Kilogram', 'Meter'] as const, fr.shipping.errors.chooseUnit);
    const max = c.number(`rates.${i}.maxThreshold`, line.maxThreshold, {
      required: true,
      min: 0.01,
      max: 100_000,
      decimal: true,
    });
    const price = c.number(`rates.${i}.price`, line.price, {
      required: true,
      min: 0.01,
      max: 1_000_000,
      decimal: true,
    });
    return area && unit && max !== null && price !== null
      ? [
          {
            area: area as ShippingArea,
            unit: unit as ShippingUnit,
            maxThreshold: Math.round(max * 1000),
            priceCents: toCents(price),
          },
        ]
      : [];
  });
  const errors: FieldErrors = c.errors;
  return {
    errors,
    provider: {
      name: readText(values.name),
      slug,
      enabled: values.enabled === undefined ? true : readBoolean(values.enabled),
      insurancePerMille: insurance ?? 0,
    },
    rates,
  };
}
