import {
  ItemPriceType,
  ItemState,
  PublicationStatus,
  QuantityUnit,
  RequestType,
  SwapType,
  Visibility,
  normaliseVisibility,
} from '@troc/shared';
import type { Troc } from '../modules/troc/entities/troc.entity.js';
import { searchTextOf } from '../modules/troc/troc-text.js';
import { addMonths } from '../shared/dates.js';
import { LISTING_TEMPLATES } from './listing-templates.data.js';

/** A small deterministic generator (mulberry32): the same seed gives the same demo data. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** Picks a key by weight: { a: 3, b: 1 } gives 'a' three times out of four. */
export function weighted<K extends string>(rng: () => number, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  let roll = rng() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1]![0];
}

export interface ListingOwner {
  id: number;
  organisationId: number;
  organisationGroupId: number | null;
  organisationName: string;
  serviceId: number | null;
  moderated: boolean;
}

export interface ListingPlace {
  code: string;
  name: string;
  postal: string;
  departement: string;
  region: string;
  lat: number;
  lon: number;
}

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const STATES = [ItemState.New, ItemState.VeryGood, ItemState.VeryGood, ItemState.Average, ItemState.ForParts];

/** One plausible listing: content from the templates, status, visibility and dates drawn at random. */
export function makeListing(
  rng: () => number,
  owner: ListingOwner,
  place: ListingPlace,
  now: Date,
  slug: string,
): Partial<Troc> {
  const [categoryId, name, description, weightKg, price] = pick(rng, LISTING_TEMPLATES);
  const demand = rng() < 0.1;
  const audience = weighted(rng, {
    public: 35,
    external: 30,
    group: owner.organisationGroupId ? 15 : 0,
    internal: 15,
    private: 5,
  });
  const visibility = normaliseVisibility(
    audience === 'public'
      ? [Visibility.Individual]
      : audience === 'external'
        ? [Visibility.External]
        : audience === 'group'
          ? [Visibility.Group, Visibility.Internal]
          : audience === 'internal'
            ? [Visibility.Internal]
            : [Visibility.Private],
  ) ?? [Visibility.Internal];
  const swapType =
    audience === 'internal'
      ? SwapType.TransfertInterne
      : weighted(rng, {
          [SwapType.Don]: 50,
          [SwapType.Vente]: 25,
          [SwapType.Pret]: 15,
          [SwapType.TransfertInterne]: 0,
        });
  const status = weighted(rng, {
    [PublicationStatus.Published]: 82,
    [PublicationStatus.Draft]: 5,
    [PublicationStatus.ToPublish]: 4,
    [PublicationStatus.Expired]: 4,
    [PublicationStatus.ToModerate]: owner.moderated ? 4 : 0,
    [PublicationStatus.Archived]: 1,
  }) as PublicationStatus;
  const ageDays = Math.floor(rng() * 120);
  const published = new Date(now.getTime() - ageDays * DAY - Math.floor(rng() * DAY));
  let start = iso(published);
  let end = addMonths(start, 4 + Math.floor(rng() * 6));
  if (status === PublicationStatus.ToPublish) {
    start = iso(new Date(now.getTime() + (3 + Math.floor(rng() * 20)) * DAY));
    end = addMonths(start, 3);
  } else if (status === PublicationStatus.Expired) {
    start = iso(new Date(now.getTime() - (150 + Math.floor(rng() * 60)) * DAY));
    end = iso(new Date(now.getTime() - (1 + Math.floor(rng() * 20)) * DAY));
  }
  const total = weightKg > 50 ? 1 + Math.floor(rng() * 4) : 1 + Math.floor(rng() * 40);
  const sale = swapType === SwapType.Vente;
  const discount = 0.3 + rng() * 0.5;
  const troc: Partial<Troc> = {
    slug,
    requestType: demand ? RequestType.Demand : RequestType.Offer,
    name: demand ? `Recherche : ${name.charAt(0).toLowerCase()}${name.slice(1)}` : name,
    description,
    categoryId,
    swapType,
    itemPriceType: sale ? (rng() < 0.8 ? ItemPriceType.NegotiablePrice : ItemPriceType.MakeAnOffer) : null,
    currentPriceCents: sale ? Math.max(100, Math.round(price * (1 - discount)) * 100) : null,
    purchasePriceCents: Math.round(price * 100),
    itemState: pick(rng, STATES),
    itemTotalQuantity: demand ? null : total,
    itemMinQuantity: demand ? null : 1,
    itemMaxQuantity: demand || total < 4 ? null : Math.ceil(total / 2),
    itemRequestQuantity: demand ? 1 + Math.floor(rng() * 10) : null,
    unit: QuantityUnit.Unit,
    weightGrams: Math.round(weightKg * 1000),
    brand: null,
    taxonomy: null,
    tama: rng() < 0.05,
    visibility,
    visIndividual: visibility.includes(Visibility.Individual),
    visExternal: visibility.includes(Visibility.External),
    visGroup: visibility.includes(Visibility.Group),
    visInternal: visibility.includes(Visibility.Internal),
    visPrivate: visibility.includes(Visibility.Private),
    perimeterRestricted: false,
    availabilityStartDate: start,
    availabilityEndDate: end,
    publicationStatus: status,
    rejected: false,
    publishedAt:
      status === PublicationStatus.Published ||
      status === PublicationStatus.Expired ||
      status === PublicationStatus.Archived
        ? published
        : null,
    ownerId: owner.id,
    managerId: owner.id,
    serviceId: owner.serviceId,
    organisationId: owner.organisationId,
    organisationGroupId: owner.organisationGroupId,
    organisationName: owner.organisationName,
    postal: place.postal,
    cityCode: place.code,
    cityName: place.name,
    departement: place.departement,
    region: place.region,
    lat: place.lat,
    lon: place.lon,
    deliveryLocation: rng() < 0.5 ? 'Quai de livraison, accès poids lourds' : null,
    viewTotal: status === PublicationStatus.Published ? Math.floor(rng() * 250) : 0,
  };
  troc.searchText = searchTextOf(troc as Troc);
  return troc;
}
