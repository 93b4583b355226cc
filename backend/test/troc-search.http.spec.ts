import { fr } from '@troc/shared';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';

interface Card {
  slug: string;
  name: string;
  distance: number | null;
  organisation?: string;
  categoryHierarchy: { slug: string }[];
}

describe.each(targets())('listing search on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let reader: Client;
  const search = async (form: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    (await reader.post('/fr/api/troc/search/', { search_form: form, ...extra }).expect(200)).body as {
      data: Card[];
      total: number;
      total_results: number;
      url: string;
    };
  const names = (cards: Card[]) => cards.map((c) => c.name);

  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    const owner = await world.as('owner');
    const add = (
      name: string,
      category: number,
      address: Record<string, unknown>,
      manage: Record<string, unknown> = {},
    ) =>
      publishedListing(owner, world.users.owner, {
        details: { name, category, description: `${name} en bon état, à venir chercher sur place.` },
        manage: { visibility: ['External'], ...manage },
        address,
      });
    await add('Fauteuil Bordeaux', 102, { postal: '33000', city: '33063' }, { swapType: 'Don' });
    await add(
      'Bureau Mérignac',
      101,
      { postal: '33700', city: 'Mérignac' },
      {
        swapType: 'Vente',
        itemPriceType: 'NegotiablePrice',
        rawItemCurrentPrice: 80,
        rawItemPurchasePrice: 320,
      },
    );
    await add(
      'Écran Lyon',
      203,
      { postal: '69001', city: 'Lyon' },
      {
        swapType: 'Vente',
        itemPriceType: 'NegotiablePrice',
        rawItemCurrentPrice: 30,
      },
    );
    await add('Armoire Lille', 103, { postal: '59000', city: 'Lille' }, { swapType: 'Pret' });
    await add(
      'Armoire Roubaix',
      103,
      { postal: '59100', city: 'Roubaix' },
      { swapType: 'Don', visibility: ['Internal'] },
    );
    reader = await world.as('outsider');
  });
  afterAll(() => t0?.close());

  it('sorts by distance from the reader’s commune by default, nearest first', async () => {
    const found = await search({});
    expect(found.total_results).toBe(4);
    expect(found.total).toBe(4);
    expect(names(found.data)).toEqual(['Fauteuil Bordeaux', 'Bureau Mérignac', 'Écran Lyon', 'Armoire Lille']);
    expect(found.data[0]!.distance).toBe(0);
    expect(found.data[1]!.distance).toBeGreaterThan(5);
    expect(found.data[1]!.distance).toBeLessThan(15);
    expect(found.url).toBe('/fr/search/');
  });

  it('names the giver’s organisation on every card and on the listing view', async () => {
    const found = await search({});
    const hospital = expect.stringMatching(/^CHU /);
    for (const card of found.data) expect(card.organisation).toEqual(hospital);
    const view = (await reader.get(`/fr/api/troc/view/${found.data[0]!.slug}/`).expect(200)).body;
    expect(view.organisation).toEqual(hospital);
  });

  it('finds by keyword, accents and case ignored, by word start', async () => {
    expect(names((await search({ keyword: 'ARMOIRE' })).data)).toEqual(['Armoire Lille']);
    expect(names((await search({ keyword: 'merignac bur' })).data)).toEqual(['Bureau Mérignac']);
    expect((await search({ keyword: 'rmoire' })).total_results).toBe(0);
    expect((await search({ keyword: '100%_' })).total_results).toBe(0);
  });

  it('filters by category with its sub-categories', async () => {
    expect(names((await search({ category: 'mobilier', sortBy: 'publishedAt.asc' })).data)).toEqual([
      'Fauteuil Bordeaux',
      'Bureau Mérignac',
      'Armoire Lille',
    ]);
    expect(names((await search({ category: ['ecrans', 'rangements-armoires'] })).data).sort()).toEqual([
      'Armoire Lille',
      'Écran Lyon',
    ]);
    expect((await search({ category: 'inconnue' })).total_results).toBe(0);
  });

  it('filters by département, région, commune and distance', async () => {
    expect(names((await search({ departement: 'gironde' })).data)).toEqual(['Fauteuil Bordeaux', 'Bureau Mérignac']);
    expect(names((await search({ departement: '69' })).data)).toEqual(['Écran Lyon']);
    expect(names((await search({ region: 'hauts-de-france' })).data)).toEqual(['Armoire Lille']);
    expect(names((await search({ city: 'bordeaux-33063' })).data)).toEqual(['Fauteuil Bordeaux']);
    const near = await search({ city: 'bordeaux-33063', distance: 25 });
    expect(names(near.data)).toEqual(['Fauteuil Bordeaux', 'Bureau Mérignac']);
    expect(near.url).toBe('/fr/search/city/bordeaux-33063/?distance=25');
    const aroundLyon = await search({ city: '69123', distance: 10 });
    expect(names(aroundLyon.data)).toEqual(['Écran Lyon']);
    expect(aroundLyon.data[0]!.distance).toBeLessThan(3);
    // Without a city, the distance is counted from the reader's own commune (Bordeaux).
    expect(names((await search({ distance: 25 })).data)).toEqual(['Fauteuil Bordeaux', 'Bureau Mérignac']);
    expect((await search({ departement: 'atlantide' })).total_results).toBe(0);
  });

  it('filters by swap type, request type, price range and organisation; * means all', async () => {
    expect(names((await search({ swapType: 'Vente', sortBy: 'price.asc' })).data)).toEqual([
      'Écran Lyon',
      'Bureau Mérignac',
    ]);
    expect((await search({ swapType: '*', requestType: ['*'] })).total_results).toBe(4);
    expect((await search({ requestType: 'Demand' })).total_results).toBe(0);
    expect(names((await search({ priceRange: { rangeMin: 50, rangeMax: 100 } })).data)).toEqual(['Bureau Mérignac']);
    // Bounds in the wrong order are sorted; gifts cost 0 €.
    expect((await search({ priceRange: { rangeMin: 40, rangeMax: 0 } })).total_results).toBe(3);
    expect((await search({ fromClientName: 'chu' })).total_results).toBe(4);
    expect((await search({ fromClientName: 'ressourcerie' })).total_results).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search({ publishedAfter: today, publishedBefore: today })).total_results).toBe(4);
    expect((await search({ publishedBefore: '2020-01-01' })).total_results).toBe(0);
  });

  it('paginates with page and size and counts every result', async () => {
    const first = await search({}, { page: 1, size: 3 });
    const second = await search({}, { page: 2, size: 3 });
    expect(first.data).toHaveLength(3);
    expect(second.data).toHaveLength(1);
    expect(second.total_results).toBe(4);
  });

  it('refuses bad filters with French messages', async () => {
    const res = await reader
      .post('/fr/api/troc/search/', {
        size: 500,
        search_form: { distance: 'loin', sortBy: 'hasard', swapType: ['Troc'] },
      })
      .expect(422);
    expect(res.body.errors).toMatchObject({
      size: ['Cette valeur doit être inférieure ou égale à 100.'],
      'search_form.distance': [fr.listing.errors.number],
      'search_form.sortBy': [fr.validation.choice],
      'search_form.swapType': [fr.validation.choice],
    });
  });

  it('shows anonymous visitors only listings open to everyone', async () => {
    const visitor = await world.visitor();
    const found = (await visitor.post('/fr/api/troc/search/', {}).expect(200)).body;
    expect(found.total_results).toBe(0);
    expect(found.data).toEqual([]);
  });

  it('offers last, similar and highlight lists', async () => {
    const last = (await reader.post('/fr/api/troc/last/', { size: 2 }).expect(200)).body;
    expect(names(last.data)).toEqual(['Armoire Lille', 'Écran Lyon']);
    expect(last.total).toBe(4);
    const fauteuil = (await search({ keyword: 'fauteuil' })).data[0]!;
    const similar = (await reader.post(`/fr/api/troc/similar/${fauteuil.slug}/`, { size: 4 }).expect(200)).body;
    expect(names(similar.data).sort()).toEqual(['Armoire Lille', 'Bureau Mérignac']);
    const highlight = (await reader.post('/fr/api/troc/highlight/', {}).expect(200)).body;
    expect(highlight.data).toHaveLength(4);
    expect(highlight.data[0].name).toBe('Fauteuil Bordeaux');
  });

  it('shows a change at once to searches and lists asked again and again (their reads are reused until a write)', async () => {
    const owner = await world.as('owner');
    const ask = async () => ({
      search: await search({}),
      last: (await reader.post('/fr/api/troc/last/', { size: 2 }).expect(200)).body,
    });
    const before = await ask();
    expect(await ask()).toEqual(before);
    const slug = await publishedListing(owner, world.users.owner, {
      details: { name: 'Chaise Nantes', category: 102, description: 'Chaise en bon état, à venir chercher sur place.' },
      manage: { visibility: ['External'], swapType: 'Don' },
      address: { postal: '44000', city: 'Nantes' },
    });
    const after = await ask();
    expect(after.search.total_results).toBe(before.search.total_results + 1);
    expect(after.last.total).toBe(before.last.total + 1);
    expect(names(after.last.data)[0]).toBe('Chaise Nantes');
    await owner.post(`/fr/api/troc/unpublish/${slug}/`).expect(200);
    const gone = await ask();
    expect(gone.search.total_results).toBe(before.search.total_results);
    expect(names(gone.last.data)).toEqual(names(before.last.data));
  });
});
