import { fr, t } from '@troc/shared';
import { ConflictError, FormError, NotFoundError } from '../../core/errors/index.js';
import type { Troc } from '../troc/index.js';
import type { ShippingProvider, ShippingRate } from './entities/shipping.entity.js';
import { CARRIERS } from './shipping-grid.data.js';
import { ShippingService } from './shipping.service.js';

// The shipping estimates and the carriers' admin with the module's queries faked: no database.
const provider = (id: number, over: Partial<ShippingProvider> = {}): ShippingProvider => ({
  id,
  name: `Transporteur ${id}`,
  slug: `transporteur-${id}`,
  enabled: true,
  insurancePerMille: 0,
  ...over,
});

let nextRate = 1;
const rate = (p: ShippingProvider, over: Partial<ShippingRate>): ShippingRate & { provider: ShippingProvider } => ({
  id: nextRate++,
  providerId: p.id,
  area: 'metropole',
  unit: 'Kilogram',
  maxThreshold: 5_000,
  priceCents: 1_000,
  provider: p,
  ...over,
});

const listing = (over: Partial<Troc> = {}): Troc =>
  ({ id: 1, requestType: 'Offer', weightGrams: 2_000, departement: '35', ...over }) as unknown as Troc;

function world(
  options: {
    providers?: ShippingProvider[];
    rates?: (ShippingRate & { provider: ShippingProvider })[];
    served?: string[];
    saveFails?: unknown;
  } = {},
) {
  const providers = options.providers ?? [];
  const rates = options.rates ?? [];
  const manager = { tx: true };
  const seen = {
    servedReads: 0,
    ratesIn: [] as string[],
    saved: [] as Partial<ShippingProvider>[],
    replaced: [] as [number, Omit<ShippingRate, 'id' | 'providerId'>[]][],
    deleted: [] as number[],
    managers: new Set<unknown>(),
  };
  const queries = {
    countProviders: async () => providers.length,
    provider: async (id: number) => providers.find((p) => p.id === id) ?? null,
    allProviders: async () => providers,
    allRates: async () => rates,
    ratesIn: async (area: string) => (seen.ratesIn.push(area), rates.filter((r) => r.area === area)),
    servedAreas: async () => ((seen.servedReads += 1), options.served ?? ['metropole']),
    saveProvider: async (m: unknown, p: Partial<ShippingProvider>) => {
      seen.managers.add(m);
      if (options.saveFails) throw options.saveFails;
      seen.saved.push(p);
      return { id: p.id ?? 100 + seen.saved.length, ...p } as ShippingProvider;
    },
    replaceRates: async (m: unknown, id: number, lines: Omit<ShippingRate, 'id' | 'providerId'>[]) => {
      seen.managers.add(m);
      seen.replaced.push([id, lines]);
    },
    deleteProvider: async (m: unknown, id: number) => {
      seen.managers.add(m);
      seen.deleted.push(id);
    },
  };
  const transactions = { run: <T>(work: (m: unknown) => Promise<T>) => work(manager) };
  const service = new ShippingService(
    ...([queries, transactions] as never as ConstructorParameters<typeof ShippingService>),
  );
  return { service, seen, manager };
}

const request = { weight: '2', distance: '12,5', price: '100' };

describe('the shipping estimates', () => {
  it('requires the weight, the distance and the declared price, from 0,1', async () => {
    const { service, seen } = world();
    const error = (await service.quotes(listing(), { weight: '0,05' }).catch((e: unknown) => e)) as FormError;
    expect(error).toBeInstanceOf(FormError);
    expect(error.errors).toEqual({
      weight: [t(fr.listing.errors.minDecimal, { min: '0,1' })],
      distance: [fr.validation.required],
      price: [fr.validation.required],
    });
    expect(seen.ratesIn).toEqual([]);
  });

  it.each([
    ['a request rather than an offer', { requestType: 'Demand' }],
    ['an offer without a weight', { weightGrams: null }],
    ['an offer without a département', { departement: null }],
    ['an offer in an area no carrier serves', { departement: '974' }],
  ] as [string, Partial<Troc>][])('refuses to estimate %s', async (_case, over) => {
    const { service, seen } = world();
    const quoting = service.quotes(listing(over as Partial<Troc>), request);
    await expect(quoting).rejects.toBeInstanceOf(ConflictError);
    await expect(quoting).rejects.toMatchObject({
      code: 'SHIPPING_NOT_SHIPPABLE',
      message: fr.shipping.errors.notShippable,
    });
    expect(seen.ratesIn).toEqual([]);
  });

  it("quotes each carrier's cheapest fitting line in the listing's area, insured, sorted by price", async () => {
    const cheap = provider(1, { name: 'Colis Bleu', slug: 'colis-bleu', insurancePerMille: 0 });
    const insured = provider(2, { name: 'Colis Rouge', slug: 'colis-rouge', insurancePerMille: 20 });
    const byDistance = provider(3);
    const { service, seen } = world({
      rates: [
        rate(cheap, { maxThreshold: 1_000, priceCents: 300 }), // too light for 2 kg
        rate(cheap, { maxThreshold: 2_000, priceCents: 900 }), // holds 2 kg exactly
        rate(cheap, { maxThreshold: 10_000, priceCents: 1_500 }),
        rate(insured, { maxThreshold: 5_000, priceCents: 500 }),
        rate(byDistance, { unit: 'Meter', maxThreshold: 10_000, priceCents: 100 }), // 12,5 km is too far
        rate(byDistance, { unit: 'Meter', maxThreshold: 50_000, priceCents: 2_000 }),
      ],
    });
    const quotes = await service.quotes(listing(), request);
    expect(seen.ratesIn).toEqual(['metropole']);
    // 5 € + 20 ‰ of 100 € declared = 7 €, then 9 €, then 20 €.
    expect(quotes.map((q) => [q.provider.slug, q.price, q.maxThreshold, q.unit])).toEqual([
      ['colis-rouge', 7, '5,00', 'Kilogram'],
      ['colis-bleu', 9, '2,00', 'Kilogram'],
      ['transporteur-3', 20, '50,00', 'Meter'],
    ]);
    expect(quotes[0]).toMatchObject({
      priceInEuros: '7,00\u00a0€',
      area: { code: 'metropole', name: 'France métropolitaine' },
    });
  });

  it('finds the Corsican grid for Haute-Corse, and nothing when no line holds the weight', async () => {
    const p = provider(1);
    const { service } = world({ served: ['corse'], rates: [rate(p, { area: 'corse', maxThreshold: 1_000 })] });
    await expect(service.quotes(listing({ departement: '2B' }), request)).resolves.toEqual([]);
    const light = await service.quotes(listing({ departement: '2B' }), { ...request, weight: '0,5' });
    expect(light).toMatchObject([{ area: { code: 'corse', name: 'Corse' }, price: 10 }]);
  });

  it('keeps the served areas for a minute, and forgets them when a carrier changes', async () => {
    const { service, seen } = world({ providers: [provider(1)] });
    await expect(service.isShippable(listing())).resolves.toBe(true);
    await expect(service.isShippable(listing({ departement: '2A' }))).resolves.toBe(false);
    expect(seen.servedReads).toBe(1);
    await service.deleteProvider(1);
    await service.isShippable(listing());
    expect(seen.servedReads).toBe(2);
  });
});

describe("the carriers' admin", () => {
  it('lists the carriers with their grid in kilograms or kilometres and euros', async () => {
    const p = provider(1, { insurancePerMille: 15 });
    const other = provider(2);
    const { service } = world({
      providers: [p, other],
      rates: [rate(p, { id: 7, area: 'corse', unit: 'Meter', maxThreshold: 2_500, priceCents: 1_250 })],
    });
    await expect(service.providers()).resolves.toEqual([
      {
        id: 1,
        name: 'Transporteur 1',
        slug: 'transporteur-1',
        enabled: true,
        insurancePerMille: 15,
        rates: [{ id: 7, area: 'corse', unit: 'Meter', maxThreshold: 2.5, price: 12.5 }],
      },
      { id: 2, name: 'Transporteur 2', slug: 'transporteur-2', enabled: true, insurancePerMille: 0, rates: [] },
    ]);
  });

  it('creates a carrier: slug from its name, enabled, no insurance, its grid in grams and cents', async () => {
    const { service, seen, manager } = world();
    await service.saveProvider(null, {
      name: 'Colis Élan',
      rates: [{ area: '972', unit: 'Kilogram', maxThreshold: '2,5', price: '12,90' }],
    });
    expect(seen.saved).toEqual([{ name: 'Colis Élan', slug: 'colis-elan', enabled: true, insurancePerMille: 0 }]);
    expect(seen.replaced).toEqual([[101, [{ area: '972', unit: 'Kilogram', maxThreshold: 2_500, priceCents: 1_290 }]]]);
    expect([...seen.managers]).toEqual([manager]);
  });

  it('replaces a known carrier under its id, with the slug and switch given', async () => {
    const { service, seen } = world({ providers: [provider(4)] });
    await service.saveProvider(4, { name: 'Colis', slug: 'Mon Colis', enabled: 'false', insurancePerMille: '10' });
    expect(seen.saved).toEqual([{ id: 4, name: 'Colis', slug: 'mon-colis', enabled: false, insurancePerMille: 10 }]);
    expect(seen.replaced).toEqual([[4, []]]);
  });

  it('refuses to edit or delete an unknown carrier', async () => {
    const { service, seen } = world({ providers: [provider(4)] });
    for (const attempt of [service.saveProvider(5, { name: 'Colis' }), service.deleteProvider(5)]) {
      await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
      await expect(attempt).rejects.toMatchObject({
        code: 'SHIPPING_PROVIDER_UNKNOWN',
        message: fr.shipping.errors.providerUnknown,
      });
    }
    expect(seen.saved).toEqual([]);
    expect(seen.deleted).toEqual([]);
  });

  it('refuses a form without a name, with an insurance above 1000 ‰ or a grid line without area, with an unknown unit, a zero threshold, no price', async () => {
    const { service, seen } = world();
    const error = (await service
      .saveProvider(null, {
        insurancePerMille: 1001,
        rates: [{ area: '', unit: 'Litre', maxThreshold: '0', price: '' }],
      })
      .catch((e: unknown) => e)) as FormError;
    expect(error).toBeInstanceOf(FormError);
    expect(error.errors).toEqual({
      name: [fr.validation.required],
      insurancePerMille: [t(fr.validation.max, { max: 1000 })],
      'rates.0.area': [fr.shipping.errors.chooseArea],
      'rates.0.unit': [fr.validation.choice],
      'rates.0.maxThreshold': [t(fr.listing.errors.minDecimal, { min: '0,01' })],
      'rates.0.price': [fr.validation.required],
    });
    expect(seen.saved).toEqual([]);
  });

  it('says so on the slug field when another carrier holds it; other failures pass through', async () => {
    const taken = world({ saveFails: { driverError: { code: 'ER_DUP_ENTRY' } } });
    await expect(taken.service.saveProvider(null, { name: 'Colis' })).rejects.toMatchObject({
      code: 'FORM_INVALID',
      errors: { slug: [fr.shipping.errors.slugTaken] },
    });
    const down = new Error('connexion perdue');
    await expect(world({ saveFails: down }).service.saveProvider(null, { name: 'Colis' })).rejects.toBe(down);
  });

  it('deletes a known carrier in a transaction', async () => {
    const { service, seen, manager } = world({ providers: [provider(4)] });
    await service.deleteProvider(4);
    expect(seen.deleted).toEqual([4]);
    expect([...seen.managers]).toEqual([manager]);
  });

  it('loads the reference carriers into an empty table only', async () => {
    const empty = world();
    await empty.service.onApplicationBootstrap();
    expect(empty.seen.saved.map((p) => p.slug)).toEqual(CARRIERS.map((c) => c.slug));
    expect(empty.seen.replaced[0]![1]).toHaveLength(CARRIERS[0]!.rates.length);
    expect(empty.seen.replaced[0]![1][0]!.priceCents).toBe(Math.round(CARRIERS[0]!.rates[0]!.price * 100));
    const filled = world({ providers: [provider(1)] });
    await filled.service.onApplicationBootstrap();
    expect(filled.seen.saved).toEqual([]);
  });
});
