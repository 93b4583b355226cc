import { API, fr, withLocale } from '@troc/shared';
import { DataSource, IsNull } from 'typeorm';
import { ImpactModel } from '../src/modules/impact/entities/impact-model.entity.js';
import { IMPACT_LIBRARY } from '../src/modules/impact/impact-models.data.js';
import { Tracker } from '../src/modules/tracker/entities/tracker.entity.js';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const MESSAGE = 'Bonjour, ce matériel nous serait très utile pour notre service.';
const TABLE = 'divers . ameublement . meubles . table . empreinte';
const BILANS = {
  accountingUnit: 'PerUnit',
  accountingValue: '20',
  accountingTransportFee: '15',
  itemPurchasePrice: '180',
};
const PER_KG = 'divers . ameublement . meubles . empreinte meuble par kg';

describe.each(targets())('impact models on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let ds: DataSource;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    ds = t0.app.get(DataSource);
  });
  afterAll(() => t0?.close());

  const url = (path: string) => withLocale(path);
  const library = (key: string) =>
    ds.getRepository(ImpactModel).findOneByOrFail({ sourceUniqueId: key, organisationId: IsNull() });
  const listing = async () => publishedListing(await world.as('owner'), world.users.owner);
  /** A request of 3 chairs (17,5 kg each) by the association, accepted, with its convention and service. */
  const acceptedExchange = async (slug: string) => {
    const requester = await world.as('outsider');
    const owner = await world.as('owner');
    const res = await requester
      .post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: MESSAGE, quantity: 3 })
      .expect(201);
    const tracker = res.body.tracker as string;
    await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    await owner.post(`/fr/api/tracker/accounting/${tracker}/`, BILANS).expect(200);
    await owner.post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(200);
    await owner.post(`/fr/api/tracker/edit/${tracker}/`, { service: world.users.owner.serviceId }).expect(200);
    return tracker;
  };

  it('loads the ADEME library: several hundred models, each with its source, version and rule', async () => {
    const count = await ds.getRepository(ImpactModel).countBy({ organisationId: IsNull() });
    expect(count).toBe(IMPACT_LIBRARY.models.length);
    expect(count).toBeGreaterThan(200);
    const table = await library(TABLE);
    expect(table).toMatchObject({
      sourceLabel: IMPACT_LIBRARY.source.label,
      sourceVersion: IMPACT_LIBRARY.source.version,
      inputUnit1: 'unit',
      outputUnit: 'kgCO2e',
      enabled: true,
    });
  });

  it('browses the category tree and searches the models, signed in only', async () => {
    const refused = await (await world.visitor()).post(url(API.impactCategory('root')));
    expect([401, 403]).toContain(refused.status);
    const owner = await world.as('owner');
    const roots = (await owner.post(url(API.impactCategory('root'))).expect(200)).body;
    expect(roots.data.list.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(['divers']));
    const divers = (await owner.post(url(API.impactCategory('divers'))).expect(200)).body;
    expect(divers.data.list).toContainEqual(
      expect.objectContaining({ slug: 'divers-ameublement', hasChildren: false }),
    );
    const furniture = (await owner.post(url(API.impactCategory('divers-ameublement'))).expect(200)).body;
    expect(furniture.data.models.map((m: { sourceUniqueId: string }) => m.sourceUniqueId)).toContain(TABLE);
    const search = (await owner.post(url(API.impactCategory('root')), { query: 'lave-linge' }).expect(200)).body;
    expect(search.data.models.length).toBeGreaterThan(0);
    expect(search.data.models.every((m: { title: string }) => /lave-linge/i.test(m.title))).toBe(true);
    const missing = await owner.post(url(API.impactCategory('nulle-part'))).expect(404);
    expect(missing.body.message).toBe(fr.impact.errors.categoryNotFound);
    await owner.post(url(API.impactCategory('root')), { query: ['x'] }).expect(422);
  });

  it('chooses models for a listing: the figure per unit, the lists, and only for who may edit it', async () => {
    const slug = await listing();
    const owner = await world.as('owner');
    const table = await library(TABLE);
    const perKg = await library(PER_KG);
    const current = () => owner.post(url(API.impactModelList('current', 'troc', slug))).expect(200);
    expect((await current()).body).toMatchObject({ data: [], total: 0, carbone: null, canChoose: true });

    // Neither a reader of the listing nor a colleague who does not manage it; nobody who cannot see it.
    await (await world.as('outsider')).post(url(API.impactModelList('current', 'troc', slug))).expect(403);
    await (await world.as('outsider')).post(url(API.impactModelAction('select', 'troc', slug, table.id))).expect(403);
    await owner.post(url(API.impactModelList('current', 'troc', 'pas-une-annonce'))).expect(404);
    await (await world.as('colleague')).post(url(API.impactModelAction('select', 'troc', slug, table.id))).expect(403);

    const selected = (await owner.post(url(API.impactModelAction('select', 'troc', slug, table.id))).expect(200)).body;
    expect(selected).toEqual({ carbone: table.emissionFactor, message: fr.impact.selected });
    await owner.post(url(API.impactModelAction('select', 'troc', slug, table.id))).expect(409);
    // Per kg, given in grams: 12 kg of furniture per chair.
    const bad = await owner
      .post(url(API.impactModelAction('select', 'troc', slug, perKg.id)), { quantity: 3, unit: 'km' })
      .expect(422);
    expect(bad.body.errors.unit[0]).toContain('kg');
    await owner.post(url(API.impactModelAction('select', 'troc', slug, perKg.id)), { quantity: 'x' }).expect(422);
    const both = (
      await owner
        .post(url(API.impactModelAction('select', 'troc', slug, perKg.id)), { quantity: '12000', unit: 'g' })
        .expect(200)
    ).body;
    expect(both.carbone).toBeCloseTo(table.emissionFactor + perKg.emissionFactor * 12, 3);

    const list = (await current()).body;
    expect(list.total).toBe(2);
    expect(list.data.find((m: { id: number }) => m.id === perKg.id)).toMatchObject({
      values: [{ unit: 'g', value: 12000 }],
      carbonePerUnit: expect.any(Number),
    });
    const available = (
      await owner
        .post(url(API.impactModelList('available', 'troc', slug)), { category: 'divers-ameublement', size: 5 })
        .expect(200)
    ).body;
    expect(available.data.length).toBe(5);
    expect(available.data.map((m: { id: number }) => m.id)).not.toContain(table.id);
    expect(available.total).toBeGreaterThan(5);

    const removed = (await owner.post(url(API.impactModelAction('unselect', 'troc', slug, perKg.id))).expect(200)).body;
    expect(removed).toEqual({ carbone: table.emissionFactor, message: fr.impact.unselected });
    await owner.post(url(API.impactModelAction('unselect', 'troc', slug, perKg.id))).expect(404);
    await owner.post(url(API.impactModelAction('select', 'bateau' as 'troc', slug, perKg.id))).expect(404);
    // A library model is disabled by platform admins only.
    const refused = await owner.post(url(API.impactModelAction('disable', 'troc', slug, table.id))).expect(403);
    expect(refused.body.message).toBe(fr.impact.errors.libraryAdmin);
  });

  it("adds an organisation's own model, seen and edited by its members only, and disables it", async () => {
    const slug = await listing();
    const owner = await world.as('owner');
    const category = (await owner.post(url(API.impactCategory('divers-ameublement'))).expect(200)).body.category;
    const form = {
      title: 'Armoire métallique de bureau',
      description: 'Fiche fournisseur 2024',
      inputUnit1: 'kg',
      emissionFactor: '2,5',
      sourceLabel: 'Fiche FDES du fabricant',
      sourceVersion: '2024',
      displayDate: '2024-06-01',
      quantity: 40,
    };
    const invalid = await owner
      .post(url(API.impactModelAction('add', 'troc', slug, category.id)), {
        ...form,
        inputUnit1: 'pouce',
        emissionFactor: -1,
      })
      .expect(422);
    expect(invalid.body.errors).toMatchObject({
      inputUnit1: [fr.impact.errors.unit],
      emissionFactor: [expect.any(String)],
    });
    await owner.post(url(API.impactModelAction('add', 'troc', slug, 999_999)), form).expect(404);
    const added = (await owner.post(url(API.impactModelAction('add', 'troc', slug, category.id)), form).expect(201))
      .body;
    expect(added).toMatchObject({ carbone: 100, message: fr.impact.added, model: { own: true, emissionFactor: 2.5 } });
    const id = added.model.id as number;

    // A colleague of the same organisation sees it and edits it; another organisation does not see it.
    const colleague = await world.as('colleague');
    const search = (await colleague.post(url(API.impactCategory('root')), { query: 'armoire métallique' }).expect(200))
      .body;
    expect(search.data.models.map((m: { id: number }) => m.id)).toEqual([id]);
    const outsider = await world.as('outsider');
    const hidden = (await outsider.post(url(API.impactCategory('root')), { query: 'armoire métallique' }).expect(200))
      .body;
    expect(hidden.data.models).toEqual([]);
    await outsider.post(url(API.impactModelEdit(id)), form).expect(404);
    const edited = (await colleague.post(url(API.impactModelEdit(id)), { ...form, emissionFactor: 3 }).expect(200))
      .body;
    expect(edited).toMatchObject({ message: fr.impact.edited, model: { emissionFactor: 3 } });
    expect((await owner.post(url(API.impactModelList('current', 'troc', slug))).expect(200)).body.carbone).toBe(120);
    const table = await library(TABLE);
    await owner.post(url(API.impactModelEdit(table.id)), form).expect(403);

    const disabled = (await owner.post(url(API.impactModelAction('disable', 'troc', slug, id))).expect(200)).body;
    expect(disabled).toEqual({ carbone: null, message: fr.impact.disabled });
    const other = await listing();
    await owner.post(url(API.impactModelAction('select', 'troc', other, id))).expect(404);
  });

  it("answers the methodology page's sources to anyone: the library's counts only, and the default factors", async () => {
    const slug = await listing();
    const owner = await world.as('owner');
    const category = (await owner.post(url(API.impactCategory('divers-ameublement'))).expect(200)).body.category;
    // An own model that copies the library's source and version must not swell its count.
    await owner
      .post(url(API.impactModelAction('add', 'troc', slug, category.id)), {
        title: 'Copie privée',
        inputUnit1: 'unit',
        emissionFactor: 1,
        sourceLabel: IMPACT_LIBRARY.source.label,
        sourceVersion: IMPACT_LIBRARY.source.version,
      })
      .expect(201);
    await owner
      .post(url(API.impactModelAction('add', 'troc', slug, category.id)), {
        title: 'Modèle confidentiel',
        inputUnit1: 'unit',
        emissionFactor: 1,
        sourceLabel: 'Fiche interne confidentielle',
      })
      .expect(201);

    const body = (await (await world.visitor()).get(url(API.impactSources)).expect(200)).body;
    expect(body.sources).toEqual([
      {
        label: IMPACT_LIBRARY.source.label,
        version: IMPACT_LIBRARY.source.version,
        models: IMPACT_LIBRARY.models.length,
        extractDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        current: true,
      },
    ]);
    expect(body.sources[0].models).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain('confidentiel');

    const chairs = body.defaultFactors.find((f: { categoryId: number }) => f.categoryId === 102);
    expect(chairs).toEqual({
      categoryId: 102,
      category: 'Sièges et fauteuils',
      parent: 'Mobilier',
      factor: {
        key: 'divers . ameublement . meubles . chaise . empreinte',
        label: expect.any(String),
        unit: 'item',
        kgCo2ePerUnit: 25.9333,
        source: { label: IMPACT_LIBRARY.source.label, package: IMPACT_LIBRARY.source.package, version: '3.4.0' },
      },
    });
    expect(body.defaultFactors.find((f: { categoryId: number }) => f.categoryId === 1)).toMatchObject({
      category: 'Mobilier',
      parent: null,
      factor: { unit: 'kg', kgCo2ePerUnit: 1.833 },
    });
    // Where no factor is defensible, it says so rather than guessing.
    expect(body.defaultFactors.find((f: { categoryId: number }) => f.categoryId === 2)).toMatchObject({ factor: null });
  });

  it("gives an exchange's figure × its quantity, and its completed CO2 from its chosen model with the source kept", async () => {
    const slug = await listing();
    const owner = await world.as('owner');
    const table = await library(TABLE);
    // The listing's choice counts for its exchanges that have none of their own.
    await owner.post(url(API.impactModelAction('select', 'troc', slug, table.id))).expect(200);
    const tracker = await acceptedExchange(slug);
    const requester = await world.as('outsider');
    const inherited = (await requester.post(url(API.impactModelList('current', 'tracker', tracker))).expect(200)).body;
    expect(inherited).toMatchObject({ data: [], from: 'listing', canChoose: false });
    expect(inherited.carbone).toBeCloseTo(3 * table.emissionFactor, 3);
    await requester.post(url(API.impactModelAction('select', 'tracker', tracker, table.id))).expect(403);
    await (await world.as('groupMember')).post(url(API.impactModelList('current', 'tracker', tracker))).expect(404);

    const perKg = await library(PER_KG);
    const chosen = (await owner.post(url(API.impactModelAction('select', 'tracker', tracker, perKg.id))).expect(200))
      .body;
    // Per kg left open: the unit weight of the listing (17,5 kg) × 3 items.
    expect(chosen.carbone).toBeCloseTo(perKg.emissionFactor * 17.5 * 3, 2);

    const done = (await requester.post(`/fr/api/tracker/swap/complete/${tracker}/`).expect(200)).body.tracker;
    expect(done.savings.co2InKg).toBeCloseTo(perKg.emissionFactor * 17.5 * 3, 2);
    expect(done.savings.co2Source).toMatchObject({
      key: PER_KG,
      label: perKg.title,
      unit: 'item',
      source: { label: perKg.sourceLabel, package: IMPACT_LIBRARY.source.package, version: perKg.sourceVersion },
      model: { id: perKg.id, emissionFactor: perKg.emissionFactor, inputUnit: 'kg', quantity: 17.5 },
    });
    expect(done.savings.co2Sources).toHaveLength(1);
    const stored = await ds.getRepository(Tracker).findOneByOrFail({ slug: tracker });
    expect(stored.co2Sources?.[0]?.model?.id).toBe(perKg.id);

    // Bilans saved after completion: the CO2 follows the choices made since.
    await owner.post(url(API.impactModelAction('select', 'tracker', tracker, table.id))).expect(200);
    const saved = (await owner.post(`/fr/api/tracker/accounting/${tracker}/`, BILANS).expect(200)).body.tracker;
    expect(saved.savings.co2InKg).toBeCloseTo(3 * (table.emissionFactor + perKg.emissionFactor * 17.5), 2);
    expect(saved.savings.co2Sources.map((s: { key: string }) => s.key)).toEqual([PER_KG, TABLE]);
  });
  it('names, without a chosen model, the default factor a completed exchange then receives (one source)', async () => {
    const slug = await listing();
    const owner = await world.as('owner');
    const chair = {
      key: 'divers . ameublement . meubles . chaise . empreinte',
      label: expect.any(String),
      unit: 'item',
      kgCo2ePerUnit: 25.9333,
      source: { label: expect.any(String), package: expect.any(String), version: '3.4.0' },
    };
    const perUnit = (await owner.post(url(API.impactModelList('current', 'troc', slug))).expect(200)).body;
    expect(perUnit).toMatchObject({ carbone: null, from: null });
    expect(perUnit.defaultFactor).toEqual({ category: 'Sièges et fauteuils', factor: chair, kgCo2e: 25.933 });

    const tracker = await acceptedExchange(slug);
    const requester = await world.as('outsider');
    const announced = (await requester.post(url(API.impactModelList('current', 'tracker', tracker))).expect(200)).body
      .defaultFactor;
    expect(announced).toEqual({ category: 'Sièges et fauteuils', factor: chair, kgCo2e: 77.8 });
    const done = (await requester.post(`/fr/api/tracker/swap/complete/${tracker}/`).expect(200)).body.tracker;
    expect(done.savings.co2InKg).toBeCloseTo(announced.kgCo2e, 3);
    expect(done.savings.co2Source).toMatchObject({ key: chair.key, kgCo2ePerUnit: chair.kgCo2ePerUnit });

    // A chosen model replaces the default: nothing is announced then.
    const table = await library(TABLE);
    await owner.post(url(API.impactModelAction('select', 'troc', slug, table.id))).expect(200);
    const chosen = (await owner.post(url(API.impactModelList('current', 'troc', slug))).expect(200)).body;
    expect(chosen).toMatchObject({ from: 'subject', defaultFactor: null });
  });
});
