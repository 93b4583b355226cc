import { fr, t } from '@troc/shared';
import { DataSource } from 'typeorm';
import { User } from '../src/modules/identity/entities/user.entity.js';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

describe.each(targets())('shipping estimates on $name', (target) => {
  let t0: TestApp;
  let world: World;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
  });
  afterAll(() => t0?.close());

  it('answers the carriers of the listing area sorted by price, thresholds converted, insurance included', async () => {
    const slug = await publishedListing(await world.as('owner'), world.users.owner);
    const member = await world.as('outsider');
    expect((await member.get(`/fr/api/troc/view/${slug}/`).expect(200)).body.shippable).toBe(true);
    const bad = await member
      .post(`/fr/api/troc/shipping/${slug}/`, { weight: '0', distance: '', price: 'abc' })
      .expect(422);
    expect(bad.body.errors).toEqual({
      weight: [t(fr.listing.errors.minDecimal, { min: '0,1' })],
      distance: [fr.validation.required],
      price: [fr.listing.errors.number],
    });
    const quotes = (
      await member.post(`/fr/api/troc/shipping/${slug}/`, { weight: '17,5', distance: 120, price: 200 }).expect(200)
    ).body;
    expect(quotes.message).toBeNull();
    expect(quotes.data.map((q: { provider: { slug: string } }) => q.provider.slug)).toEqual([
      'colis-express-solidaire',
      'fret-palettes-regional',
    ]);
    // 30 kg line at 27 € + 5 ‰ of 200 €; the pallet carrier's cheapest line that holds it: 300 kg at 120 € + 3 ‰.
    expect(quotes.data[0]).toMatchObject({
      price: 28,
      maxThreshold: '30,00',
      unit: 'Kilogram',
      area: { code: 'metropole', name: 'France métropolitaine' },
    });
    expect(quotes.data[1]).toMatchObject({ price: 120.6, maxThreshold: '300,00', unit: 'Kilogram' });
    // Too heavy for its weight lines, the pallet carrier still quotes by distance.
    const heavy = (
      await member.post(`/fr/api/troc/shipping/${slug}/`, { weight: 2000, distance: 120, price: 100 }).expect(200)
    ).body;
    expect(heavy.data).toEqual([expect.objectContaining({ price: 140.3, maxThreshold: '150,00', unit: 'Meter' })]);
    const none = (
      await member.post(`/fr/api/troc/shipping/${slug}/`, { weight: 5000, distance: 5000, price: 1 }).expect(200)
    ).body;
    expect(none).toEqual({ data: [], message: fr.shipping.noResult });
  });

  it('posts a chosen quote into the exchange thread, for its parties only', async () => {
    const slug = await publishedListing(await world.as('owner'), world.users.owner);
    const requester = await world.as('outsider');
    const { thread } = (
      await requester
        .post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: 'Bonjour, pouvez-vous livrer ?', quantity: 1 })
        .expect(201)
    ).body;
    const request = { weight: 10, distance: 40, price: 100, provider: 'colis-express-solidaire' };
    const posted = (await requester.post(`/fr/api/troc/inbox/shipping/${thread}/`, request).expect(200)).body;
    expect(posted.messages.at(-1).content).toContain('Colis Express Solidaire (France métropolitaine)');
    await (await world.as('groupMember')).post(`/fr/api/troc/inbox/shipping/${thread}/`, request).expect(404);
    const unknown = await requester
      .post(`/fr/api/troc/inbox/shipping/${thread}/`, { ...request, provider: 'inconnu' })
      .expect(422);
    expect(unknown.body.errors).toEqual({ provider: [fr.shipping.errors.providerUnknown] });
  });

  it('lets platform admins edit the carriers and their grids, nobody else', async () => {
    await (await world.as('owner')).get('/fr/api/shipping/providers/').expect(403);
    const ds = t0.app.get(DataSource);
    await ds.getRepository(User).update(world.users.moderator.id, { roles: ['ROLE_USER', 'ROLE_ADMIN'] as never });
    const admin = await world.as('moderator');
    const listed = (await admin.get('/fr/api/shipping/providers/').expect(200)).body;
    expect(listed.length).toBeGreaterThanOrEqual(3);
    const invalid = await admin
      .post('/fr/api/shipping/providers/', {
        name: 'X',
        rates: [{ area: 'mars', unit: 'Kilogram', maxThreshold: 5, price: 10 }],
      })
      .expect(422);
    expect(invalid.body.errors).toEqual({
      name: [t(fr.validation.minLength, { min: 2 })],
      'rates.0.area': [fr.validation.choice],
    });
    const created = (
      await admin
        .post('/fr/api/shipping/providers/', {
          name: 'Coursiers Vélo Cargo',
          insurancePerMille: 0,
          rates: [{ area: 'metropole', unit: 'Meter', maxThreshold: 15, price: 25 }],
        })
        .expect(200)
    ).body;
    const courier = created.find((p: { slug: string }) => p.slug === 'coursiers-velo-cargo');
    expect(courier.rates).toEqual([
      { id: expect.any(Number), area: 'metropole', unit: 'Meter', maxThreshold: 15, price: 25 },
    ]);
    await admin.post(`/fr/api/shipping/providers/delete/${courier.id}/`).expect(200);
  });
});
