import { anActor } from '../../../test/support/actors.js';
import type { Actor } from '../../core/auth/actor.js';
import type { Troc } from './entities/troc.entity.js';
import { TrocCardsService } from './troc-cards.service.js';

// What a page of cards loads, with the files, members, services, communes and audience rows faked.
const listing = (id: number, over: Partial<Troc> = {}): Troc =>
  ({
    id,
    ownerId: 1,
    managerId: 2,
    serviceId: 30,
    operationId: null,
    image0Id: 100 + id,
    image1Id: 200 + id,
    image2Id: null,
    documentId: 300 + id,
    lat: 48.1,
    lon: -1.7,
    ...over,
  }) as Troc;

function world() {
  const asked: unknown[][] = [];
  const uploads = { findByIds: async (ids: number[]) => (asked.push(['files', ids]), new Map()) };
  const users = { refsByIds: async (ids: number[]) => (asked.push(['users', ids]), new Map()) };
  const organisations = { findServices: async (ids: number[]) => (asked.push(['services', ids]), new Map()) };
  const geo = {
    distanceKm: (lat1: number, lon1: number, lat2: number, lon2: number) =>
      Math.abs(lat1 - lat2) * 100 + Math.abs(lon1 - lon2),
    commune: (code: string) => (code === '35238' ? { lat: 48.11, lon: -1.68 } : null),
  };
  const audience = {
    favoriteIds: async (userId: number, ids: number[]) => (asked.push(['favorites', userId, ids]), new Set([ids[0]!])),
    invitationsOf: async (ids: number[]) => (asked.push(['invitations', ids]), new Map()),
    perimeterOf: async (ids: number[]) => (asked.push(['perimeter', ids]), new Map()),
  };
  const service = new TrocCardsService(
    ...([{}, uploads, users, organisations, geo, audience] as never as ConstructorParameters<typeof TrocCardsService>),
  );
  return { service, asked };
}

describe('the context of a page of cards', () => {
  it('reads the first image and the people of each listing for a visitor, and nothing of the management', async () => {
    const { service, asked } = world();
    const ctx = await service.context([listing(1), listing(2, { image0Id: null, managerId: 1 })], null);
    expect(asked).toEqual([
      ['files', [101]],
      ['users', [1, 2, 1, 1]],
    ]);
    expect(ctx.favorites).toBeNull();
    expect(ctx.distance(listing(1))).toBeNull();
  });

  it('reads a member’s favourites among the page', async () => {
    const { service, asked } = world();
    const ctx = await service.context([listing(1), listing(2)], anActor({ id: 7 }));
    expect(asked).toContainEqual(['favorites', 7, [1, 2]]);
    expect([...ctx.favorites!]).toEqual([1]);
  });

  it('reads every image, the document, the services, the invitations and the perimeter for the management view', async () => {
    const { service, asked } = world();
    await service.context([listing(1), listing(2, { serviceId: null })], null, { manager: true, allImages: true });
    expect(asked).toEqual([
      ['files', [101, 201, 301, 102, 202, 302]],
      ['users', [1, 2, 1, 2]],
      ['services', [30]],
      ['invitations', [1, 2]],
      ['perimeter', [1, 2]],
    ]);
  });

  it('names the operations of the page once each, through the operation module', async () => {
    const { service } = world();
    const asked: [number[], Actor | null][] = [];
    service.useOperationRefs(async (ids, viewer) => {
      asked.push([ids, viewer]);
      return new Map([[5, { name: 'Déménagement', slug: 'op5', writable: false }]]);
    });
    const ctx = await service.context(
      [listing(1, { operationId: 5 }), listing(2, { operationId: 5 }), listing(3)],
      null,
    );
    expect(asked).toEqual([[[5], null]]);
    expect(ctx.operations.get(5)).toMatchObject({ slug: 'op5' });
  });

  it('measures distances from the reference to a tenth of a kilometre, none for a listing without coordinates', async () => {
    const { service } = world();
    const ctx = await service.context([listing(1)], null, { reference: { lat: 48.2, lon: -1.7 } });
    expect(ctx.distance(listing(1))).toBe(10);
    expect(ctx.distance(listing(1, { lat: 48.123, lon: -1.7 }))).toBe(7.7);
    expect(ctx.distance(listing(1, { lat: null }))).toBeNull();
  });

  it('takes the viewer’s commune as the default reference, none without a known commune', () => {
    const { service } = world();
    expect(service.homeOf('35238')).toEqual({ lat: 48.11, lon: -1.68 });
    expect(service.homeOf('99999')).toBeNull();
    expect(service.homeOf(null)).toBeNull();
  });
});
