import { fr, PublicationStatus, t } from '@troc/shared';
import { DataSource } from 'typeorm';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { TrocPublicationService } from '../src/modules/troc/troc-publication.service.js';
import {
  completeDetails,
  createWorld,
  manageFor,
  pngPicture,
  publishedListing,
  type World,
} from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(targets())('listing edit and publication on $name', (target) => {
  let t0: TestApp;
  let world: World;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
  });
  afterAll(() => t0?.close());

  it('creates a draft the owner manages for their service, visible to them only', async () => {
    const owner = await world.as('owner');
    const created = await owner.post('/fr/api/troc/create/', { requestType: 'Offer' }).expect(201);
    expect(created.body).toEqual({ slug: expect.any(String), id: expect.any(Number) });
    const view = (await owner.get(`/fr/api/troc/view/${created.body.slug}/`).expect(200)).body;
    expect(view).toMatchObject({
      publicationStatus: 'Draft',
      requestType: 'Offer',
      visibility: ['Internal'],
      currentUser: true,
      currentManager: true,
      publishable: false,
      actions: ['publish', 'delete'],
      address: { city: '33063', cityName: 'Bordeaux', postal: '33000' },
      trocReference: expect.stringMatching(/^TR-\d{6}$/),
    });
    expect(view.service).toEqual({ id: world.services.achats.id, name: 'Achats' });
    await (await world.as('colleague')).get(`/fr/api/troc/view/${created.body.slug}/`).expect(404);
    await (await world.visitor()).get(`/fr/api/troc/view/${created.body.slug}/`).expect(404);
  });

  it("gives the new-listing page an unwritten draft with the edit page's defaults: nothing is stored before a save", async () => {
    const owner = await world.as('owner');
    const trocs = t0.app.get(DataSource).getRepository(Troc);
    const before = await trocs.count();
    const blank = (await owner.get(`/fr/api/troc/new/Demand/`).expect(200)).body;
    expect(blank).toMatchObject({
      slug: '',
      trocReference: '',
      publicationStatus: 'Draft',
      requestType: 'Demand',
      visibility: ['Internal'],
      currentUser: true,
      currentManager: true,
      actions: [],
      history: [],
      image0: null,
      address: { city: '33063', cityName: 'Bordeaux', postal: '33000' },
    });
    expect(blank.service).toEqual({ id: world.services.achats.id, name: 'Achats' });
    expect(await trocs.count()).toBe(before);
    await (await world.visitor()).get('/fr/api/troc/new/Offer/').expect(403);
    const unknown = await owner.get('/fr/api/troc/new/Swap/').expect(404);
    expect(unknown.body.message).toBe(fr.listing.errors.chooseRequestType);
  });

  it('refuses to create for a visitor and refuses an unknown request type', async () => {
    await (await world.visitor()).post('/fr/api/troc/create/', {}).expect(403);
    const res = await (await world.as('owner')).post('/fr/api/troc/create/', { requestType: 'Swap' }).expect(422);
    expect(res.body.errors.requestType).toEqual([fr.listing.errors.chooseRequestType]);
  });

  describe('details form', () => {
    it('applies the rules of core §5 with their French messages', async () => {
      const owner = await world.as('owner');
      const { slug } = (await owner.post('/fr/api/troc/create/', {}).expect(201)).body;
      const res = await owner
        .post(`/fr/api/troc/edit/${slug}/details/`, {
          ...completeDetails,
          name: 'A',
          itemMinQuantity: 3,
          itemMaxQuantity: 2,
          itemWeight: 0,
          taxonomy: 'ab',
        })
        .expect(422);
      expect(res.body.errors).toEqual({
        name: [t(fr.validation.minLength, { min: 2 })],
        itemMaxQuantity: ['Cette valeur doit être supérieure ou égale à 3.'],
        itemWeight: ['Cette valeur doit être supérieure ou égale à 0,01.'],
        taxonomy: [t(fr.validation.minLength, { min: 3 })],
        image0: [fr.listing.errors.imageRequired],
      });
    });

    it('needs no picture nor total quantity for a demand, but a requested quantity', async () => {
      const owner = await world.as('owner');
      const { slug } = (await owner.post('/fr/api/troc/create/', { requestType: 'Demand' }).expect(201)).body;
      const demand = { ...completeDetails, requestType: 'Demand', itemTotalQuantity: '', itemMinQuantity: '' };
      const missing = await owner.post(`/fr/api/troc/edit/${slug}/details/`, demand).expect(422);
      expect(missing.body.errors).toEqual({ itemRequestQuantity: [fr.validation.required] });
      const saved = await owner
        .post(`/fr/api/troc/edit/${slug}/details/`, { ...demand, itemRequestQuantity: 4 })
        .expect(200);
      expect(saved.body).toMatchObject({ requestType: 'Demand', itemRequestQuantity: 4, itemRemainingQuantity: 4 });
    });

    it('stores money in cents, weight in grams and answers the spec names', async () => {
      const owner = await world.as('owner');
      const slug = await publishedListing(owner, world.users.owner, {
        publish: false,
        details: { itemHeight: '95,5', taxonomy: 'Siège de bureau' },
        manage: {
          swapType: 'Vente',
          itemPriceType: 'NegotiablePrice',
          rawItemCurrentPrice: '45,5',
          rawItemPurchasePrice: 450,
        },
      });
      const view = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(view).toMatchObject({
        itemWeight: 17500,
        itemWeightInKg: 17.5,
        itemHeight: 95.5,
        itemCurrentPrice: 4550,
        rawItemCurrentPrice: 45.5,
        rawItemPurchasePrice: 450,
        itemCurrentPriceInEuros: '45,50\u00a0€',
        itemPriceDifferenceInPercent: 90,
        totalPriceInEuros: '546,00\u00a0€',
        itemRemainingQuantity: 12,
        categoryHierarchy: [
          { name: 'Mobilier', slug: 'mobilier' },
          { name: 'Sièges et fauteuils', slug: 'sieges-fauteuils' },
        ],
        publishable: true,
      });
    });
  });

  describe('manage form', () => {
    it('requires a swap type once the listing leaves the organisation, and clears prices unless a sale', async () => {
      const owner = await world.as('owner');
      const slug = await publishedListing(owner, world.users.owner, { publish: false });
      const path = `/fr/api/troc/edit/${slug}/manage/`;
      const missing = await owner.post(path, manageFor(world.users.owner, { swapType: '' })).expect(422);
      expect(missing.body.errors).toEqual({ swapType: [fr.listing.errors.chooseSwapType] });
      const internal = await owner
        .post(path, manageFor(world.users.owner, { swapType: '', visibility: ['Internal'] }))
        .expect(200);
      expect(internal.body.swapType).toBe('TransfertInterne');
      const gift = await owner
        .post(path, manageFor(world.users.owner, { itemPriceType: 'NegotiablePrice', rawItemCurrentPrice: 12 }))
        .expect(200);
      expect(gift.body).toMatchObject({ swapType: 'Don', itemPriceType: null, rawItemCurrentPrice: null });
    });

    it('adds the implied visibilities and refuses Private mixed with others', async () => {
      const owner = await world.as('owner');
      const slug = await publishedListing(owner, world.users.owner, { publish: false });
      const path = `/fr/api/troc/edit/${slug}/manage/`;
      const res = await owner.post(path, manageFor(world.users.owner, { visibility: ['Individual'] })).expect(200);
      expect(res.body.visibility).toEqual(['Individual', 'External', 'Group', 'Internal']);
      const mixed = await owner
        .post(path, manageFor(world.users.owner, { visibility: ['Private', 'Internal'], invitations: ['a@b.fr'] }))
        .expect(422);
      expect(mixed.body.errors.visibility).toEqual([fr.listing.errors.privateExclusive]);
    });

    it('blocks a private listing without invitation, keeps the invitations it is given', async () => {
      const owner = await world.as('owner');
      const slug = await publishedListing(owner, world.users.owner, { publish: false });
      const path = `/fr/api/troc/edit/${slug}/manage/`;
      const blocked = await owner.post(path, manageFor(world.users.owner, { visibility: ['Private'] })).expect(422);
      expect(blocked.body.errors.invitations).toEqual([fr.listing.errors.invitationRequired]);
      const saved = await owner
        .post(
          path,
          manageFor(world.users.owner, { visibility: ['Private'], invitations: [world.users.invited.email, 'x@y.fr'] }),
        )
        .expect(200);
      expect(saved.body.invitations).toEqual([
        expect.objectContaining({
          email: world.users.invited.email,
          user: expect.objectContaining({ firstname: 'invited' }),
        }),
        expect.objectContaining({ email: 'x@y.fr', user: null }),
      ]);
    });

    it('asks for a manager and a service of the organisation, and dates in order', async () => {
      const owner = await world.as('owner');
      const slug = await publishedListing(owner, world.users.owner, { publish: false });
      const path = `/fr/api/troc/edit/${slug}/manage/`;
      const empty = await owner.post(path, { visibility: [] }).expect(422);
      expect(empty.body.errors).toMatchObject({
        manager: [fr.listing.errors.chooseManager],
        service: [fr.listing.errors.chooseService],
        visibility: [fr.listing.errors.chooseVisibility],
        availabilityStartDate: [fr.validation.required],
      });
      const foreign = await owner
        .post(
          path,
          manageFor(world.users.owner, {
            manager: world.users.outsider.id,
            service: world.services.clinic.id,
            availabilityEndDate: '2000-01-01',
          }),
        )
        .expect(422);
      expect(foreign.body.errors).toEqual({
        manager: [fr.listing.errors.managerUnknown],
        service: [fr.listing.errors.serviceUnknown],
        availabilityEndDate: [fr.listing.errors.endBeforeStart],
      });
      const colleague = await owner
        .post(path, manageFor(world.users.owner, { manager: world.users.colleague.id }))
        .expect(200);
      expect(colleague.body.manager).toMatchObject({ firstname: 'colleague', readable: true });
    });

    it('lets another member manage the listing once named manager, nobody else', async () => {
      const owner = await world.as('owner');
      const slug = await publishedListing(owner, world.users.owner, {
        manage: { manager: world.users.colleague.id },
      });
      const colleague = await world.as('colleague');
      const view = (await colleague.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(view).toMatchObject({ currentManager: true, currentUser: false, actions: ['unpublish', 'delete'] });
      expect(view.managerId).toBe(world.users.colleague.id);
      // Readers outside the people in charge are not given the account number.
      const reader = (await (await world.as('otherService')).get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(reader.managerId).toBeNull();
      await colleague.post(`/fr/api/troc/edit/${slug}/address/`, { postal: '69001', city: 'Lyon' }).expect(200);
      const other = await world.as('otherService');
      await other.post(`/fr/api/troc/edit/${slug}/address/`, { postal: '33000', city: '33063' }).expect(403);
      await other.post(`/fr/api/troc/unpublish/${slug}/`).expect(403);
    });
  });

  it('places the listing at the commune of the address form', async () => {
    const owner = await world.as('owner');
    const { slug } = (await owner.post('/fr/api/troc/create/', {}).expect(201)).body;
    const path = `/fr/api/troc/edit/${slug}/address/`;
    const res = await owner.post(path, { postal: '1000', city: 'Bourg-en-Bresse', deliveryNotes: 'Sonner au quai' });
    expect(res.status).toBe(200);
    expect(res.body.address).toMatchObject({ postal: '01000', city: '01053', cityName: 'Bourg-en-Bresse' });
    expect(res.body.address.lat).toBeCloseTo(46.2, 0);
    const unknown = await owner.post(path, { postal: '33000', city: 'Lyon' }).expect(422);
    expect(unknown.body.errors).toEqual({ city: [fr.listing.errors.cityUnknown] });
    const empty = await owner.post(path, { postal: '', city: '', deliveryLocation: 'x'.repeat(256) }).expect(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['city', 'deliveryLocation', 'postal']);
  });

  describe('publication machine', () => {
    it('refuses to publish an incomplete listing and says what is missing', async () => {
      const owner = await world.as('owner');
      const { slug } = (await owner.post('/fr/api/troc/create/', {}).expect(201)).body;
      const res = await owner.post(`/fr/api/troc/publish/${slug}/`).expect(422);
      expect(res.body.errors._form).toEqual([fr.listing.errors.notPublishable]);
      expect(res.body.errors).toHaveProperty('name');
      expect(res.body.errors).toHaveProperty('image0');
    });

    it('publishes, unpublishes, deletes, and records who did what', async () => {
      const owner = await world.as('owner');
      const slug = await publishedListing(owner, world.users.owner);
      let view = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(view.publicationStatus).toBe('Published');
      expect(view.publicationDisplayDate).toMatch(/^Publiée le \d{2}\/\d{2}\/\d{4}$/);
      await owner.post(`/fr/api/troc/publish/${slug}/`).expect(409);
      view = (await owner.post(`/fr/api/troc/unpublish/${slug}/`).expect(200)).body.troc;
      expect(view.publicationStatus).toBe('Draft');
      expect(view.publicationDisplayDate).toBe(fr.listing.notPublished);
      await owner.post(`/fr/api/troc/publish/${slug}/`).expect(200);
      const deleted = await owner.post(`/fr/api/troc/delete/${slug}/`).expect(200);
      expect(deleted.body).toEqual({ redirect: '/fr/troc/mine/' });
      view = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(view).toMatchObject({ publicationStatus: 'Archived', actions: [], editable: false });
      expect(
        view.history.map((h: { action: string; from: string; to: string; by: string }) => [
          h.action,
          h.from,
          h.to,
          h.by,
        ]),
      ).toEqual([
        ['delete', 'Published', 'Archived', 'owner Test'],
        ['publish', 'Draft', 'Published', 'owner Test'],
        ['unpublish', 'Published', 'Draft', 'owner Test'],
        ['publish', 'Draft', 'Published', 'owner Test'],
      ]);
      const refused = await owner.post(`/fr/api/troc/delete/${slug}/`).expect(409);
      expect(refused.body.message).toBe(t(fr.listing.errors.transitionRefused, { status: 'Supprimée' }));
      const frozen = await owner
        .post(`/fr/api/troc/edit/${slug}/address/`, { postal: '33000', city: '33063' })
        .expect(409);
      expect(frozen.body.message).toBe(fr.listing.errors.notEditable);
      await (await world.visitor()).get(`/fr/api/troc/view/${slug}/`).expect(404);
    });

    it('schedules a listing with a future start and lets the periodic job start and expire it', async () => {
      const owner = await world.as('owner');
      const slug = await publishedListing(owner, world.users.owner, {
        manage: { availabilityStartDate: '2098-01-01', availabilityEndDate: '2098-03-31' },
      });
      let view = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(view.publicationStatus).toBe('ToPublish');
      expect(view.publicationDisplayDate).toBe('Sera publiée le 01/01/2098');
      const job = t0.app.get(TrocPublicationService);
      expect((await job.tick('2097-12-31')).started).toBe(0);
      expect((await job.tick('2098-01-01')).started).toBeGreaterThanOrEqual(1);
      view = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(view.publicationStatus).toBe('Published');
      await job.tick('2098-04-01');
      view = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(view.publicationStatus).toBe('Expired');
      expect(view.history[0]).toMatchObject({ action: 'expire', from: 'Published', to: 'Expired', by: null });
      // Expired listings come back once their dates are moved.
      await owner
        .post(`/fr/api/troc/edit/${slug}/manage/`, manageFor(world.users.owner, { availabilityStartDate: today() }))
        .expect(200);
      expect((await owner.post(`/fr/api/troc/publish/${slug}/`).expect(200)).body.troc.publicationStatus).toBe(
        PublicationStatus.Published,
      );
    });

    it('sends the listings of a moderated organisation to its moderators, who approve or deny', async () => {
      const author = await world.as('modOwner');
      const moderator = await world.as('modModerator');
      const slug = await publishedListing(author, world.users.modOwner);
      let view = (await author.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(view).toMatchObject({ publicationStatus: 'ToModerate', rejected: false, moderator: false });
      await (await world.as('moderator')).get(`/fr/api/troc/view/${slug}/`).expect(404);
      await (await world.as('outsider')).get(`/fr/api/troc/view/${slug}/`).expect(404);
      view = (await moderator.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(view).toMatchObject({ moderator: true, moderatorActions: ['approve', 'deny'], actions: [] });
      const queue = (await moderator.post('/fr/api/troc/moderation/', {}).expect(200)).body;
      expect(queue.data.map((c: { slug: string }) => c.slug)).toContain(slug);

      const short = await moderator.post(`/fr/api/troc/moderation/deny/${slug}/`, { message: 'Non.' }).expect(422);
      expect(short.body.errors.message).toEqual([t(fr.validation.minLength, { min: 10 })]);
      const long = await moderator.post(`/fr/api/troc/moderation/deny/${slug}/`, { message: 'x'.repeat(501) });
      expect(long.status).toBe(422);
      await author.post(`/fr/api/troc/moderation/deny/${slug}/`, { message: 'Photo floue, merci.' }).expect(403);
      const denied = await moderator
        .post(`/fr/api/troc/moderation/deny/${slug}/`, { message: 'La photo ne montre pas le bien.' })
        .expect(200);
      expect(denied.body.troc).toMatchObject({ rejected: true, moderatorActions: ['reverseDenial'] });
      view = (await author.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
      expect(view).toMatchObject({ rejected: true, moderationMessage: 'La photo ne montre pas le bien.' });
      expect(view.history[0]).toMatchObject({ action: 'deny', message: 'La photo ne montre pas le bien.' });
      await moderator.post(`/fr/api/troc/moderation/approve/${slug}/`).expect(409);
      await moderator.post(`/fr/api/troc/moderation/reverse/${slug}/`).expect(200);
      const approved = await moderator.post(`/fr/api/troc/moderation/approve/${slug}/`).expect(200);
      expect(approved.body.troc).toMatchObject({ publicationStatus: 'Published', rejected: false });
      await moderator.post(`/fr/api/troc/moderation/reverse/${slug}/`).expect(409);
    });

    it('publishes the listings of a moderator without waiting', async () => {
      const moderator = await world.as('modModerator');
      const slug = await publishedListing(moderator, world.users.modModerator);
      expect((await moderator.get(`/fr/api/troc/view/${slug}/`).expect(200)).body.publicationStatus).toBe('Published');
    });
  });

  it('duplicates a listing into a new draft with its own copy of the pictures', async () => {
    const owner = await world.as('owner');
    const slug = await publishedListing(owner, world.users.owner);
    const copy = await owner.post(`/fr/api/troc/clone/${slug}/`).expect(200);
    expect(copy.body.redirect).toBe(`/fr/troc/edit/${copy.body.slug}/`);
    const [a, b] = await Promise.all([
      owner.get(`/fr/api/troc/view/${slug}/`).expect(200),
      owner.get(`/fr/api/troc/view/${copy.body.slug}/`).expect(200),
    ]);
    expect(b.body).toMatchObject({ publicationStatus: 'Draft', name: `${a.body.name} (copie)`, publishable: true });
    expect(b.body.image0.id).not.toBe(a.body.image0.id);
    await owner.get(b.body.image0.path).expect(200);
  });

  it('answers 404 for an unknown form and listing', async () => {
    const owner = await world.as('owner');
    await owner.post('/fr/api/troc/edit/inconnue/details/', completeDetails).expect(404);
    const slug = await publishedListing(owner, world.users.owner, { publish: false });
    await owner.post(`/fr/api/troc/edit/${slug}/photos/`, {}).expect(404);
    await owner.post('/fr/api/troc/publish/inconnue/').expect(404);
    expect(await pngPicture()).toBeInstanceOf(Buffer);
  });
});
