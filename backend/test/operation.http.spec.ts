import { formatCents, fr, t } from '@troc/shared';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(targets())('operations on $name', (target) => {
  let t0: TestApp;
  let world: World;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
  });
  afterAll(() => t0?.close());

  const manageForm = (overrides: Record<string, unknown> = {}) => ({
    name: 'Déménagement du bâtiment B',
    description: 'Mobilier et matériel du bâtiment B, à reprendre avant les travaux.',
    manager: world.users.owner.id,
    service: world.users.owner.serviceId,
    visibility: ['External'],
    availabilityStartDate: today(),
    availabilityEndDate: '2099-12-31',
    ...overrides,
  });

  /** A published operation holding `count` published listings of the owner. */
  async function operationWith(count: number) {
    const owner = await world.as('owner');
    const { slug } = (await owner.post('/fr/api/operation/create/', { name: 'Brouillon' }).expect(201)).body;
    await owner.post(`/fr/api/operation/edit/${slug}/manage/`, manageForm()).expect(200);
    await owner.post(`/fr/api/operation/edit/${slug}/address/`, { postal: '33000', city: '33063' }).expect(200);
    const listings = [];
    for (let i = 0; i < count; i++) listings.push(await publishedListing(owner, world.users.owner));
    await owner.post(`/fr/api/operation/edit/${slug}/ads/`, { trocs: listings }).expect(200);
    await owner.post(`/fr/api/operation/publish/${slug}/`).expect(200);
    return { slug, listings };
  }

  it('creates a draft, applies the manage rules, publishes and shows its figures as N/A until known', async () => {
    const owner = await world.as('owner');
    const created = (await owner.post('/fr/api/operation/create/', {}).expect(201)).body;
    expect(created.redirect).toBe(`/fr/operation/edit/${created.slug}/`);
    const refused = await owner.post(`/fr/api/operation/publish/${created.slug}/`).expect(422);
    expect(refused.body.errors._form).toEqual([fr.operation.errors.notPublishable]);
    const bad = await owner
      .post(
        `/fr/api/operation/edit/${created.slug}/manage/`,
        manageForm({ name: 'A', description: '', visibility: ['Private'] }),
      )
      .expect(422);
    expect(bad.body.errors).toEqual({
      name: [t(fr.validation.minLength, { min: 2 })],
      description: [fr.validation.required],
      invitations: [fr.listing.errors.invitationRequired],
    });
    const { slug, listings } = await operationWith(2);
    const view = (await (await world.as('outsider')).get(`/fr/api/operation/view/${slug}/`).expect(200)).body;
    expect(view).toMatchObject({
      publicationStatus: 'Published',
      writable: false,
      actions: [],
      nbTrocs: 2,
      nbViews: 1,
      nbTrackersReserved: 0,
      nbTrackersTerminated: 0,
      totalItemSaved: 0,
      totalEconomyInEuros: null,
      totalAvoidedWeightInKg: null,
      totalCo2InKg: null,
      searchUrl: `/fr/search/operation/${slug}/`,
      managerId: null,
    });
    const managed = (await owner.get(`/fr/api/operation/view/${slug}/`).expect(200)).body;
    expect(managed).toMatchObject({ writable: true, actions: ['unpublish', 'delete'], publishable: true, nbViews: 1 });
    // Its listings name it; the link is for its managers.
    const card = (await (await world.as('outsider')).get(`/fr/api/troc/view/${listings[0]}/`).expect(200)).body;
    expect(card.operation).toEqual({ name: 'Déménagement du bâtiment B', slug, writable: false });
    await (await world.visitor()).get(`/fr/api/operation/view/${slug}/`).expect(404);
  });

  it('finds its listings through the search within the operation', async () => {
    const { slug, listings } = await operationWith(2);
    await publishedListing(await world.as('owner'), world.users.owner);
    const found = (
      await (await world.as('outsider')).post('/fr/api/troc/search/', { search_form: { operations: slug } }).expect(200)
    ).body;
    expect(found.data.map((c: { slug: string }) => c.slug).sort()).toEqual([...listings].sort());
    const none = await (
      await world.as('outsider')
    )
      .post('/fr/api/troc/search/', { search_form: { operations: 'op-inconnue' } })
      .expect(200);
    expect(none.body.total_results).toBe(0);
  });

  it('lets only its manager edit it, choose listings and add a prefilled listing', async () => {
    const { slug } = await operationWith(1);
    await (await world.as('colleague')).post(`/fr/api/operation/edit/${slug}/manage/`, manageForm()).expect(403);
    const foreign = await publishedListing(await world.as('colleague'), world.users.colleague);
    const refused = await (
      await world.as('owner')
    )
      .post(`/fr/api/operation/edit/${slug}/ads/`, { trocs: [foreign] })
      .expect(422);
    expect(refused.body.errors).toEqual({ trocs: [fr.operation.errors.listingNotYours] });
    const added = (await (await world.as('owner')).post(`/fr/api/troc/add/operation/${slug}/`).expect(201)).body;
    expect(added.redirect).toBe(`/fr/troc/edit/${added.slug}/`);
    const draft = (await (await world.as('owner')).get(`/fr/api/troc/view/${added.slug}/`).expect(200)).body;
    expect(draft).toMatchObject({
      publicationStatus: 'Draft',
      visibility: ['External', 'Group', 'Internal'],
      availabilityEndDate: '2099-12-31',
      operation: { slug, writable: true },
      address: { city: '33063' },
    });
    await (await world.as('colleague')).post(`/fr/api/troc/add/operation/${slug}/`).expect(403);
  });

  it('counts the exchanges of its listings and lists them for its manager', async () => {
    const { slug, listings } = await operationWith(1);
    const requester = await world.as('outsider');
    const { tracker } = (
      await requester
        .post(`/fr/api/troc/inbox/reservation/${listings[0]}/`, {
          message: 'Bonjour, nous sommes intéressés.',
          quantity: 2,
        })
        .expect(201)
    ).body;
    const owner = await world.as('owner');
    expect((await owner.get(`/fr/api/operation/view/${slug}/`).expect(200)).body.nbTrackersReservationRequested).toBe(
      1,
    );
    await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    await owner.post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(200);
    await owner
      .post(`/fr/api/tracker/edit/${tracker}/`, {
        itemPurchasePrice: 100,
        service: world.users.owner.serviceId,
      })
      .expect(200);
    await owner
      .post(`/fr/api/tracker/accounting/${tracker}/`, {
        accountingUnit: 'Total',
        accountingValue: 30,
        accountingTransportFeeUnknown: true,
        itemPurchasePrice: 100,
      })
      .expect(200);
    await requester.post(`/fr/api/tracker/swap/complete/${tracker}/`).expect(200);
    const view = (await owner.get(`/fr/api/operation/view/${slug}/`).expect(200)).body;
    expect(view).toMatchObject({
      nbTrackersTerminated: 1,
      totalItemSaved: 2,
      totalAvoidedWeightInKg: 35,
      totalEconomyInEuros: formatCents(17000),
    });
    const terminated = (await owner.post(`/fr/api/operation/trackers/terminated/${slug}/`, {}).expect(200)).body;
    expect(terminated.data.map((c: { slug: string }) => c.slug)).toEqual([tracker]);
    await requester.post(`/fr/api/operation/trackers/${slug}/`, {}).expect(403);
  });

  it('lets a delegate of the operation manage it and list it among theirs', async () => {
    const { slug } = await operationWith(0);
    const owner = await world.as('owner');
    const delegate = await world.as('colleague');
    await delegate.post(`/fr/api/operation/edit/${slug}/manage/`, manageForm()).expect(403);
    const [row] = (
      await owner.post(`/fr/api/operation/delegation/add/${slug}/`, { user: world.users.colleague.id }).expect(200)
    ).body;
    await delegate
      .post(`/fr/api/operation/edit/${slug}/manage/`, manageForm({ name: 'Bâtiment B, second lot' }))
      .expect(200);
    const mine = (await delegate.post('/fr/api/operation/mine/', {}).expect(200)).body;
    expect(mine.data.map((o: { slug: string }) => o.slug)).toContain(slug);
    await owner.post(`/fr/api/operation/delegation/delete/${row.id}/`).expect(200);
    await delegate.post(`/fr/api/operation/edit/${slug}/manage/`, manageForm()).expect(403);
  });

  it('lists « Mes opérations », clones, unpublishes and deletes', async () => {
    const { slug } = await operationWith(0);
    const owner = await world.as('owner');
    const mine = (
      await owner.post('/fr/api/operation/mine/', { operation_filter_form: { keyword: 'bâtiment' } }).expect(200)
    ).body;
    expect(mine.data.map((o: { slug: string }) => o.slug)).toContain(slug);
    expect(mine.data[0].description.length).toBeLessThanOrEqual(101);
    const copy = (await owner.post(`/fr/api/operation/clone/${slug}/`).expect(200)).body;
    expect((await owner.get(`/fr/api/operation/view/${copy.slug}/`).expect(200)).body).toMatchObject({
      publicationStatus: 'Draft',
      name: 'Déménagement du bâtiment B (copie)',
    });
    await owner.post(`/fr/api/operation/unpublish/${slug}/`).expect(200);
    const again = await owner.post(`/fr/api/operation/unpublish/${slug}/`).expect(409);
    expect(again.body.message).toBe(t(fr.operation.errors.transitionRefused, { status: 'Brouillon' }));
    await owner.post(`/fr/api/operation/delete/${slug}/`).expect(200);
    await owner.post(`/fr/api/operation/edit/${slug}/manage/`, manageForm()).expect(409);
  });
});
