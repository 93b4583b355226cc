import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, fr, withLocale } from '@troc/shared';
import { DataSource } from 'typeorm';
import { Establishment } from '../src/modules/establishment/entities/establishment.entity.js';
import { ESTABLISHMENT_DIRECTORY } from '../src/modules/establishment/establishment-directory.data.js';
import { EstablishmentService } from '../src/modules/establishment/establishment.service.js';
import { createWorld, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const E = fr.establishment.errors;
const FRENCH = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const CHU_BORDEAUX = 'ES-33-chu-de-bordeaux';
const ALL_REGIONS = [
  'Auvergne-Rhône-Alpes',
  'Bourgogne-Franche-Comté',
  'Bretagne',
  'Centre-Val de Loire',
  'Corse',
  'Grand Est',
  'Guadeloupe',
  'Guyane',
  'Hauts-de-France',
  'Île-de-France',
  'La Réunion',
  'Martinique',
  'Mayotte',
  'Normandie',
  'Nouvelle-Aquitaine',
  'Occitanie',
  'Pays de la Loire',
  "Provence-Alpes-Côte d'Azur",
];

describe.each(targets())('establishment selects on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let visitor: Client;
  // The built shell is present: its page must not swallow the lookups (they live outside /api).
  const frontends = mkdtempSync(join(tmpdir(), 'troc-frontends-'));
  mkdirSync(join(frontends, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(frontends, 'shell', 'dist', 'index.html'), '<html><head></head><body>shell</body></html>');

  beforeAll(async () => {
    t0 = await startApp(target, { FRONTENDS_DIR: frontends });
    world = await createWorld(t0);
    visitor = await world.visitor();
  });
  afterAll(async () => {
    await t0?.close();
    rmSync(frontends, { recursive: true, force: true });
  });

  const get = (path: string) => visitor.get(withLocale(path)).set(XHR);

  it('loads the whole directory at start-up, idempotently: several hundred sites in the 18 régions', async () => {
    const repo = t0.app.get(DataSource).getRepository(Establishment);
    expect(await repo.count()).toBe(ESTABLISHMENT_DIRECTORY.length);
    expect(ESTABLISHMENT_DIRECTORY.length).toBeGreaterThanOrEqual(200);
    const regions = await repo.createQueryBuilder('e').select('DISTINCT e.regionCode', 'code').getRawMany();
    expect(regions).toHaveLength(18);
    // A second start (another process, a restart) changes nothing.
    expect(await t0.app.get(EstablishmentService).load(ESTABLISHMENT_DIRECTORY)).toBe(0);
    expect(await repo.count()).toBe(ESTABLISHMENT_DIRECTORY.length);
  });

  it('lists the régions of a type in French order, at /fr/establishment_regions/0, without signing in', async () => {
    const res = await get(API.establishmentRegions('hospital')).expect(200);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual(ALL_REGIONS);
    expect([...res.body].sort(FRENCH.compare)).toEqual(res.body);
    // Central administrations are in a few régions only.
    const ministries = (await get(API.establishmentRegions('ministry')).expect(200)).body as string[];
    expect(ministries).toContain('Île-de-France');
    expect(ministries.length).toBeLessThan(18);
    expect([...ministries].sort(FRENCH.compare)).toEqual(ministries);
  });

  it('gives the sites of a type in a région as label → value, and of every région without one', async () => {
    const res = await get(API.establishmentSites('hospital', 'Nouvelle-Aquitaine')).expect(200);
    expect(res.body).toMatchObject({ 'CHU de Bordeaux': CHU_BORDEAUX, 'Institut Bergonié': 'ES-33-institut-bergonie' });
    expect(res.body).not.toHaveProperty(['Hospices civils de Lyon']);
    const labels = Object.keys(res.body);
    expect([...labels].sort(FRENCH.compare)).toEqual(labels);
    expect(labels).toHaveLength(
      ESTABLISHMENT_DIRECTORY.filter((s) => s.type === 'hospital' && s.regionName === 'Nouvelle-Aquitaine').length,
    );
    // By INSEE code too.
    expect((await get(API.establishmentSites('hospital', '75')).expect(200)).body).toEqual(res.body);
    const lyon = (await get(API.establishmentSites('university', 'Auvergne-Rhône-Alpes')).expect(200)).body;
    expect(lyon['Université Grenoble Alpes']).toBe('UN-38-universite-grenoble-alpes');
    const all = (await get(API.establishmentSites('hospital', '')).expect(200)).body;
    expect(all).toMatchObject({
      'CHU de Bordeaux': CHU_BORDEAUX,
      'Hospices civils de Lyon': 'ES-69-hospices-civils-de-lyon',
    });
    // The path with a trailing slash answers the same.
    const slash = await (
      await world.visitor()
    )
      .get('/fr/establishment_sites/0/?establishmentType=hospital&region=Corse')
      .set(XHR)
      .expect(200);
    expect(Object.keys(slash.body)).toContain('Centre hospitalier de Bastia');
  });

  it('answers only requests of the application (X-Requested-With), in French', async () => {
    const client = await world.visitor();
    for (const path of [API.establishmentRegions('hospital'), API.establishmentSites('hospital', 'Corse')]) {
      const res = await client.get(withLocale(path)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: E.xhrOnly, code: 'ESTABLISHMENT_XHR_ONLY' });
    }
    await client
      .get(withLocale(API.establishmentRegions('hospital')))
      .set('X-Requested-With', 'fetch')
      .expect(400);
  });

  it('finds nothing for an unknown type or région', async () => {
    expect((await get(API.establishmentRegions('casino')).expect(200)).body).toEqual([]);
    expect((await get(API.establishmentRegions('')).expect(200)).body).toEqual([]);
    expect((await get('/establishment_regions/0').expect(200)).body).toEqual([]);
    expect((await get(API.establishmentSites('casino', 'Bretagne')).expect(200)).body).toEqual({});
    expect((await get(API.establishmentSites('hospital', 'Atlantide')).expect(200)).body).toEqual({});
  });

  it('refuses a repeated or too long parameter with 422 and a French message', async () => {
    const twice = await get('/establishment_regions/0?establishmentType=hospital&establishmentType=local').expect(422);
    expect(twice.body).toEqual({ errors: { establishmentType: [E.typeInvalid] }, code: 'FORM_INVALID' });
    const repeated = await get('/establishment_sites/0?establishmentType=hospital&region=Corse&region=Bretagne').expect(
      422,
    );
    expect(repeated.body).toEqual({ errors: { region: [E.regionInvalid] }, code: 'FORM_INVALID' });
    const long = await get(API.establishmentSites('hospital', 'x'.repeat(101))).expect(422);
    expect(long.body).toEqual({ errors: { region: [E.regionInvalid] }, code: 'FORM_INVALID' });
    const longType = await get(API.establishmentRegions('h'.repeat(33))).expect(422);
    expect(longType.body).toEqual({ errors: { establishmentType: [E.typeInvalid] }, code: 'FORM_INVALID' });
    // The /0 segment is a number.
    await get('/establishment_regions/abc?establishmentType=hospital').expect(404);
  });

  it('describes one site by its value, to show a saved choice', async () => {
    const site = await (await world.visitor()).get(withLocale(API.establishmentSite(CHU_BORDEAUX))).expect(200);
    expect(site.body).toEqual({
      type: 'hospital',
      region: 'Nouvelle-Aquitaine',
      regionCode: '75',
      label: 'CHU de Bordeaux',
      value: CHU_BORDEAUX,
      city: 'Bordeaux',
    });
    const missing = await (
      await world.visitor()
    )
      .get(withLocale(API.establishmentSite('ES-00-nulle-part')))
      .expect(404);
    expect(missing.body.message).toBe(E.siteUnknown);
  });

  it('stores the chosen site on the profile: kept when absent, cleared when empty, checked against the directory', async () => {
    const client = await world.as('owner');
    const profile = (over: object = {}) => ({
      firstName: 'Camille',
      lastName: 'Martin',
      postalCode: '33000',
      city: 'Bordeaux',
      cityCode: '33063',
      registrationNote: 'Responsable logistique du site de Pellegrin.',
      ...over,
    });
    const saved = await client.post(withLocale(API.profile), profile({ establishmentValue: CHU_BORDEAUX })).expect(200);
    expect(saved.body.user.establishmentValue).toBe(CHU_BORDEAUX);
    const kept = await client.post(withLocale(API.profile), profile()).expect(200);
    expect(kept.body.user.establishmentValue).toBe(CHU_BORDEAUX);
    const me = await client.get(withLocale(API.me)).expect(200);
    expect(me.body.user.establishmentValue).toBe(CHU_BORDEAUX);
    for (const wrong of ['ES-00-nulle-part', ['a'], 'x'.repeat(65)]) {
      const refused = await client.post(withLocale(API.profile), profile({ establishmentValue: wrong })).expect(422);
      expect(refused.body.errors).toEqual({ establishmentValue: [E.siteUnknown] });
    }
    const cleared = await client.post(withLocale(API.profile), profile({ establishmentValue: '' })).expect(200);
    expect(cleared.body.user.establishmentValue).toBeNull();
  });

  it("stores the chosen site on a listing's address", async () => {
    const owner = await world.as('owner');
    const { slug } = (await owner.post('/fr/api/troc/create/', {}).expect(201)).body;
    const path = `/fr/api/troc/edit/${slug}/address/`;
    const res = await owner.post(path, { postal: '33000', city: '33063', establishment: CHU_BORDEAUX }).expect(200);
    expect(res.body.address).toMatchObject({ city: '33063', establishment: CHU_BORDEAUX });
    const kept = await owner.post(path, { postal: '33000', city: '33063' }).expect(200);
    expect(kept.body.address.establishment).toBe(CHU_BORDEAUX);
    const refused = await owner.post(path, { postal: '33000', city: '33063', establishment: 'ES-00-x' }).expect(422);
    expect(refused.body.errors).toEqual({ establishment: [E.siteUnknown] });
    const cleared = await owner.post(path, { postal: '33000', city: '33063', establishment: null }).expect(200);
    expect(cleared.body.address.establishment).toBeNull();
  });

  it('still serves the shell page for browser routes under /fr', async () => {
    const res = await (await world.visitor()).get('/fr/search/').expect(200);
    expect(res.text).toContain('shell');
  });
});
