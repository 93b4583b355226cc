import { fr, LIMITS, t } from '@troc/shared';
import { createWorld, manageFor, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

/**
 * Each class of bad input once answered with a 500 or an English text, pinned by hand (the
 * robustness suite sweeps the same ground with generated input).
 */
describe.each(targets())('bad input, class by class, on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let draft: string;

  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    draft = await publishedListing(await world.as('owner'), world.users.owner, { publish: false });
  }, 60_000);

  afterAll(() => t0?.close());

  it.each([1e20, 1e308, '9'.repeat(30), 'Infinity', 0])(
    'refuses page %p on every list with a French 422',
    async (page) => {
      const owner = await world.as('owner');
      const moderator = await world.as('moderator');
      const max = t(fr.validation.max, { max: LIMITS.page.maxPage });
      const calls = [
        owner.post('/fr/api/troc/search/', { page }),
        owner.post('/fr/api/troc/last/', { page }),
        owner.post('/fr/api/troc/favorites/', { page }),
        owner.post('/fr/api/troc/mine/', { page }),
        moderator.post('/fr/api/troc/moderation/', { page }),
        owner.get(`/fr/api/organisation/services?page=${encodeURIComponent(String(page))}`),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(422);
        expect(res.body.errors.page[0]).toMatch(page === 0 ? /supérieure/ : page === 'Infinity' ? /nombre/ : max);
      }
    },
  );

  it('refuses a null page or size instead of reading it as page 0', async () => {
    const visitor = await world.visitor();
    for (const body of [{ page: null }, { size: null }]) {
      const res = await visitor.post('/fr/api/troc/search/', body).expect(422);
      expect(Object.values(res.body.errors)).toEqual([[fr.validation.integer]]);
    }
    await visitor.post('/fr/api/troc/search/', {}).expect(200);
  });

  it('refuses a size over 100', async () => {
    const res = await (await world.visitor()).post('/fr/api/troc/search/', { size: 101 }).expect(422);
    expect(res.body.errors.size).toEqual([t(fr.validation.max, { max: 100 })]);
  });

  it('refuses an unknown visibility in the manage form', async () => {
    const owner = await world.as('owner');
    for (const visibility of ['toString', ['External', 'constructor'], 'Everyone']) {
      const res = await owner
        .post(`/fr/api/troc/edit/${draft}/manage/`, manageFor(world.users.owner, { visibility }))
        .expect(422);
      expect(res.body.errors.visibility).toEqual([fr.validation.choice]);
    }
  });

  it('bounds weights, dimensions and money, and stores a price of one billion euros exactly', async () => {
    const owner = await world.as('owner');
    for (const field of ['itemWeight', 'itemHeight', 'itemWidth', 'itemLength', 'itemVolume', 'itemTotalQuantity']) {
      const res = await owner
        .post(`/fr/api/troc/edit/${draft}/details/`, {
          requestType: 'Offer',
          category: 102,
          name: 'Fauteuil',
          description: 'Dossier résille',
          itemTotalQuantity: 2,
          itemMinQuantity: 1,
          itemState: 'VeryGood',
          itemWeight: 3,
          [field]: 1e308,
        })
        .expect(422);
      expect(res.body.errors[field][0]).toMatch(/inférieure ou égale/);
    }
    const sale = (price: unknown) =>
      owner.post(
        `/fr/api/troc/edit/${draft}/manage/`,
        manageFor(world.users.owner, {
          swapType: 'Vente',
          itemPriceType: 'NegotiablePrice',
          rawItemCurrentPrice: price,
        }),
      );
    expect((await sale(1e308).expect(422)).body.errors.rawItemCurrentPrice[0]).toMatch(/inférieure ou égale/);
    expect((await sale('1000000000,01').expect(422)).body.errors.rawItemCurrentPrice).toBeDefined();
    await sale('1000000000').expect(200);
    const view = await owner.get(`/fr/api/troc/view/${draft}/`).expect(200);
    expect(JSON.stringify(view.body)).toMatch(/1\s000\s000\s000/u);
    const range = await owner
      .post('/fr/api/troc/search/', { search_form: { priceRange: { rangeMin: 1e308 } } })
      .expect(422);
    expect(Object.keys(range.body.errors)).toEqual(['search_form.priceRange.rangeMin']);
  });

  it.each([null, [], 'texte', 3])('answers a nested form given %p with a 422 naming it', async (value) => {
    const owner = await world.as('owner');
    const visitor = await world.visitor();
    const cases: [Promise<{ body: { errors: Record<string, string[]> }; status: number }>, string][] = [
      [owner.post('/fr/api/troc/search/', { search_form: value }), 'search_form'],
      [owner.post('/fr/api/troc/mine/', { troc_filter_form: value }), 'troc_filter_form'],
      [visitor.post('/fr/api/geo/city/', { form: value }), 'form'],
      [visitor.post('/fr/api/geo/area/', { form: value }), 'form'],
      [visitor.post('/fr/api/organism/autocomplete/', { form: value }), 'form'],
      [visitor.post('/fr/api/auth/reset-password/', { token: 'x', password: value }), 'password'],
    ];
    for (const [call, field] of cases) {
      const res = await call;
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([fr.validation.form]);
    }
  });

  it('refuses requestType null on create, and creates nothing', async () => {
    const owner = await world.as('owner');
    const before = (await owner.post('/fr/api/troc/mine/', {}).expect(200)).body.total;
    const res = await owner.post('/fr/api/troc/create/', { requestType: null }).expect(422);
    expect(res.body.errors.requestType).toEqual([fr.listing.errors.chooseRequestType]);
    expect((await owner.post('/fr/api/troc/mine/', {}).expect(200)).body.total).toBe(before);
  });

  it('refuses lone surrogates and NUL bytes with a 422 naming the field', async () => {
    const visitor = await world.visitor();
    const surrogate = 'agent\ud800@exemple.fr';
    const register = await visitor.post('/fr/api/auth/register/', { identity: { email: surrogate } }).expect(422);
    expect(register.body.errors['identity.email']).toEqual([fr.validation.invalidCharacters]);
    const reset = await visitor.post('/fr/api/auth/reset-password/request/', { email: surrogate }).expect(422);
    expect(reset.body.errors.email).toEqual([fr.validation.invalidCharacters]);
    for (const field of ['city', 'category', 'keyword']) {
      const res = await visitor
        .post('/fr/api/troc/search/', { search_form: { [field]: 'Bor\udc00deaux' } })
        .expect(422);
      expect(res.body.errors[`search_form.${field}`]).toEqual([fr.validation.invalidCharacters]);
    }
    const nul = await visitor.post('/fr/api/geo/city/', { form: { query: 'Bor\u0000deaux' } }).expect(422);
    expect(nul.body.errors['form.query']).toEqual([fr.validation.invalidCharacters]);
  });

  it('answers 404 in French for ids that are not numbers and paths that do not decode', async () => {
    const owner = await world.as('owner');
    for (const path of ['/fr/api/file/delete/abc/', '/fr/api/file/delete/1e3/', '/fr/api/troc/image/x/abc/']) {
      const res = await owner.post(path).expect(404);
      expect(res.body.message).toBe(fr.http.notFound);
    }
    for (const res of [
      await owner.get('/fr/api/troc/view/%E0%A4%A/'),
      await owner.post('/fr/api/troc/publish/%E0%A4%A/'),
      await owner.get('/fr/api/user/profile/%ED%A0%80/'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(fr.http.notFound);
    }
  });

  it('refuses impossible calendar dates', async () => {
    const visitor = await world.visitor();
    for (const date of ['2024-13-45', '2023-02-29', '2024-00-10']) {
      const res = await visitor.post('/fr/api/troc/search/', { search_form: { publishedAfter: date } }).expect(422);
      expect(res.body.errors['search_form.publishedAfter']).toEqual([fr.validation.date]);
    }
    await visitor.post('/fr/api/troc/search/', { search_form: { publishedAfter: '2024-02-29' } }).expect(200);
  });
});
