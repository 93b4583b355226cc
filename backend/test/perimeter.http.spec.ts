import { API, fr, Role, t, withLocale } from '@troc/shared';
import { DataSource } from 'typeorm';
import { User } from '../src/modules/identity/entities/user.entity.js';
import { OrganisationsService } from '../src/modules/identity/organisations.service.js';
import { GOOD_PASSWORD } from './support/fixtures.js';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';

const P = fr.perimeter.errors;
const FILTER = withLocale(API.servicesFilter);

/**
 * The user services filter (supporting §2, §3, §7): the dropdown of an organisation's service tree,
 * and the lists it narrows — « Mes annonces », « Mes opérations », the exchanges, the search — for
 * the organisation's admins only.
 */
describe.each(targets())('user services filter on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let admin: Client;
  let adminUser: User;
  /** Listings of the hospital by service: Achats (owner), Magasin (colleague, under Achats), Biomédical. */
  const slugs = { achats: '', magasin: '', biomed: '' };
  const code = (service: keyof World['services']) => String(world.services[service].id);

  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    const { owner } = world.users;
    adminUser = await t0.app
      .get(DataSource)
      .getRepository(User)
      .save({
        ...owner,
        id: undefined,
        email: `admin.${owner.slug}@exemple.fr`,
        slug: `admin-${owner.slug}`,
        firstname: 'Admin',
        roles: [Role.User, Role.OrganisationAdmin],
        serviceId: world.services.direction.id,
      } as Partial<User>);
    admin = await t0.client();
    await admin.post('/fr/api/auth/login', { email: adminUser.email, password: GOOD_PASSWORD }).expect(200);
    await admin.refreshCsrf();
    slugs.achats = await publishedListing(await world.as('owner'), world.users.owner);
    slugs.magasin = await publishedListing(await world.as('colleague'), world.users.colleague);
    slugs.biomed = await publishedListing(await world.as('otherService'), world.users.otherService);
  }, 300_000);
  afterAll(() => t0?.close());

  const mine = async (client: Client, form: Record<string, string>, status = 200) =>
    (await client.post('/fr/api/troc/mine/', { troc_filter_form: form }).expect(status)).body;
  const slugsOf = (body: { data: { slug: string }[] }) => body.data.map((card) => card.slug).sort();

  it('opens the tree folder by folder: the root first, then the sub-services of a code, by name', async () => {
    const top = (await admin.post(FILTER, { form: { hideOrphans: true } }).expect(200)).body.data;
    expect(top).toEqual([
      { code: code('direction'), name: 'Direction', internalCode: null, parent: null, path: [], nbChildren: 2 },
    ]);
    const under = (await admin.post(FILTER, { form: { code: code('direction'), hideOrphans: 'true' } }).expect(200))
      .body.data;
    expect(under.map((c: { name: string }) => c.name)).toEqual(['Achats', 'Biomédical']);
    expect(under[0]).toMatchObject({ parent: code('direction'), path: [code('direction')], nbChildren: 1 });
    // Chosen codes are named with the folders above them (a list restored from its address).
    const named = (await admin.post(FILTER, { form: { codes: `${code('magasin')}` } }).expect(200)).body.data;
    expect(named).toEqual([expect.objectContaining({ name: 'Magasin', path: [code('direction'), code('achats')] })]);
  });

  it('searches the tree by name or code, case ignored, with the path that opens each service', async () => {
    const found = (await admin.post(FILTER, { form: { keyword: 'MAGAS' } }).expect(200)).body.data;
    expect(found).toEqual([expect.objectContaining({ name: 'Magasin', path: [code('direction'), code('achats')] })]);
    // Another organisation's services never answer (the clinic has an « Accueil »).
    expect((await admin.post(FILTER, { form: { keyword: 'accueil' } }).expect(200)).body.data).toEqual([]);
    // LIKE's wildcards are searched as text.
    expect((await admin.post(FILTER, { form: { keyword: '%' } }).expect(200)).body.data).toEqual([]);
    const long = await admin.post(FILTER, { form: { keyword: 'x'.repeat(256) } }).expect(422);
    expect(long.body.errors).toEqual({ 'form.keyword': [t(fr.validation.maxLength, { max: 255 })] });
  });

  it('hides services left outside the tree unless asked, and never shows another organisation’s', async () => {
    const ds = t0.app.get(DataSource);
    const orphan = await ds.transaction((m) =>
      t0.app.get(OrganisationsService).addService(m, adminUser.organisationId, null, { name: 'Ancien service' }),
    );
    const hidden = (await admin.post(FILTER, { form: { hideOrphans: true } }).expect(200)).body.data;
    expect(hidden.map((c: { name: string }) => c.name)).toEqual(['Direction']);
    const shown = (await admin.post(FILTER, { form: { hideOrphans: false } }).expect(200)).body.data;
    expect(shown.map((c: { code: string }) => c.code)).toEqual([code('direction'), String(orphan.id)]);
    const foreign = await admin.post(FILTER, { form: { code: code('clinic') } }).expect(422);
    expect(foreign.body.errors['form.code']).toEqual([t(P.unknown, { codes: code('clinic') })]);
    await admin.post(FILTER, { form: { code: 'abc' } }).expect(422);
  });

  it('is for organisation admins only: a member gets a 403 in French, from the dropdown and the lists', async () => {
    const owner = await world.as('owner');
    expect((await owner.post(FILTER, { form: {} }).expect(403)).body.message).toBe(P.adminOnly);
    expect((await mine(owner, { perimeter_selected: code('achats') }, 403)).message).toBe(P.adminOnly);
    const visitor = await world.visitor();
    await visitor.post('/fr/api/troc/search/', { search_form: { perimeter_selected: code('achats') } }).expect(403);
  });

  it('narrows « Mes annonces » to the organisation’s listings of the chosen services, read-only when not managed', async () => {
    // Without a choice, an admin's list is their own (none here).
    expect((await mine(admin, {})).data).toEqual([]);
    const [achats, magasin, biomed] = [slugs.achats, slugs.magasin, slugs.biomed];
    expect(slugsOf(await mine(admin, { perimeter_services_all: code('achats') }))).toEqual([achats, magasin].sort());
    expect(slugsOf(await mine(admin, { perimeter_selected: code('achats') }))).toEqual([achats]);
    expect(
      slugsOf(await mine(admin, { perimeter_services_all: code('direction'), perimeter_unselected: code('achats') })),
    ).toEqual([biomed]);
    // Only exclusions: the rest of the organisation.
    expect(slugsOf(await mine(admin, { perimeter_unselected: code('biomed') }))).toEqual([achats, magasin].sort());
    const both = await mine(admin, { perimeter_selected: `${code('magasin')}, ${code('biomed')}` });
    expect(slugsOf(both)).toEqual([magasin, biomed].sort());
    expect(both.total).toBe(2);
    // The admin reads these listings but manages none of them: no action is offered.
    for (const card of both.data) expect(card).toMatchObject({ editable: false, actions: [] });
    // The other filters still apply.
    expect((await mine(admin, { perimeter_services_all: code('direction'), publicationStatus: 'Draft' })).data).toEqual(
      [],
    );
  });

  it('answers 422 in French for a code of another organisation, a bad code or too many codes', async () => {
    const foreign = await mine(admin, { perimeter_selected: code('clinic') }, 422);
    expect(foreign.errors['troc_filter_form.perimeter_selected']).toEqual([t(P.unknown, { codes: code('clinic') })]);
    const bad = await mine(admin, { perimeter_services_all: '12;DROP' }, 422);
    expect(bad.errors['troc_filter_form.perimeter_services_all']).toEqual([P.code]);
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const flood = await mine(admin, { perimeter_unselected: many }, 422);
    expect(flood.errors['troc_filter_form.perimeter_unselected']).toEqual([t(P.tooMany, { max: 500 })]);
  });

  it('narrows the search to the chosen services of the admin’s organisation', async () => {
    const search = async (form: Record<string, string>) =>
      (await admin.post('/fr/api/troc/search/', { search_form: form }).expect(200)).body as {
        data: { slug: string }[];
        total_results: number;
      };
    expect(slugsOf(await search({ perimeter_selected: code('magasin') }))).toEqual([slugs.magasin]);
    const direction = await search({ perimeter_services_all: code('direction') });
    expect(slugsOf(direction)).toEqual([slugs.achats, slugs.magasin, slugs.biomed].sort());
    expect(direction.total_results).toBe(3);
  });

  it('narrows « Mes opérations » to the operations of the chosen services', async () => {
    const owner = await world.as('owner');
    const { slug } = (await owner.post('/fr/api/operation/create/', { name: 'Déménagement Achats' }).expect(201)).body;
    const operations = async (form: Record<string, string>) =>
      (
        (await admin.post('/fr/api/operation/mine/', { operation_filter_form: form }).expect(200)).body as {
          data: { slug: string }[];
        }
      ).data.map((o) => o.slug);
    expect(await operations({})).toEqual([]);
    expect(await operations({ perimeter_services_all: code('direction') })).toEqual([slug]);
    expect(await operations({ perimeter_selected: code('biomed') })).toEqual([]);
  });

  it('lists the exchanges of the organisation’s services: given by their listings, received by their members', async () => {
    const given = (
      await (
        await world.as('outsider')
      )
        .post(`/fr/api/troc/inbox/reservation/${slugs.achats}/`, {
          message: 'Bonjour, nous en aurions l’usage.',
          quantity: 1,
        })
        .expect(201)
    ).body.tracker as string;
    const received = (
      await (
        await world.as('owner')
      )
        .post(`/fr/api/troc/inbox/reservation/${slugs.biomed}/`, {
          message: 'Bonjour, nous en aurions l’usage.',
          quantity: 1,
        })
        .expect(201)
    ).body.tracker as string;
    const trackers = async (form: Record<string, unknown>, status = 200) => {
      const res = await admin.post('/fr/api/tracker/mine/', { tracker_filter_form: form }).expect(status);
      return status === 200 ? (res.body.data as { slug: string }[]).map((k) => k.slug).sort() : res.body;
    };
    expect(await trackers({})).toEqual([]);
    // « Mes services » without a choice: the whole organisation.
    expect(await trackers({ userPerimeterType: 'perimeter' })).toEqual([given, received].sort());
    // Achats gave one exchange (its listing) and received the other (its member asked).
    expect(await trackers({ perimeter_services_all: code('achats') })).toEqual([given, received].sort());
    expect(await trackers({ perimeter_services_all: code('achats'), transactionDirection: ['given'] })).toEqual([
      given,
    ]);
    // Biomédical gave the second one.
    expect(await trackers({ perimeter_selected: code('biomed'), transactionDirection: ['given'] })).toEqual([received]);
    expect(await trackers({ perimeter_selected: code('magasin') })).toEqual([]);
    const refused = await trackers({ userPerimeterType: 'organisation' }, 422);
    expect(refused.errors['tracker_filter_form.userPerimeterType']).toEqual([fr.validation.choice]);
    const member = await (
      await world.as('colleague')
    )
      .post('/fr/api/tracker/mine/', { tracker_filter_form: { userPerimeterType: 'perimeter' } })
      .expect(403);
    expect(member.body.message).toBe(P.adminOnly);
  });

  it('exports « Mes annonces » with the services filter: the same lines as the list', async () => {
    const started = await admin
      .post(withLocale(API.exportStart('troc-mine')), {
        format: 'csv',
        filters: { perimeter_services_all: code('achats') },
      })
      .expect(202);
    const id = started.body.data.id as string;
    let csv = '';
    for (let i = 0; i < 400 && !csv; i++) {
      const res = await admin.post(withLocale(API.exportPending(id))).expect(200);
      if (res.body.exportStatus) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      csv = (await admin.agent.get(res.body.redirect).buffer(true).expect(200)).text;
    }
    const lines = csv.trim().split(/\r?\n/);
    // A header, then Achats' listing and Magasin's (under Achats).
    expect(lines).toHaveLength(3);
    expect(csv).toContain(slugs.achats);
    expect(csv).toContain(slugs.magasin);
    expect(csv).not.toContain(slugs.biomed);
    const refused = await admin
      .post(withLocale(API.exportStart('troc-mine')), {
        format: 'csv',
        filters: { perimeter_selected: code('clinic') },
      })
      .expect(422);
    expect(refused.body.errors['filters.perimeter_selected']).toEqual([t(P.unknown, { codes: code('clinic') })]);
  });
});
