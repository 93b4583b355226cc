import { formatCents, fr, t } from '@troc/shared';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const MESSAGE = 'Bonjour, voici notre panier pour l’équipement du nouveau local.';

describe.each(targets())('carts on $name', (target) => {
  let t0: TestApp;
  let world: World;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
  });
  afterAll(() => t0?.close());

  const gift = async (details: Record<string, unknown> = {}) =>
    publishedListing(await world.as('owner'), world.users.owner, { details });
  const sale = async () =>
    publishedListing(await world.as('owner'), world.users.owner, {
      manage: {
        swapType: 'Vente',
        itemPriceType: 'NegotiablePrice',
        rawItemCurrentPrice: '50',
        rawItemPurchasePrice: '200',
      },
    });
  const counters = async (persona: 'outsider' | 'groupMember' | 'invited') =>
    (await (await world.as(persona)).post('/fr/api/user/notifications/count', {}).expect(200)).body;

  it('keeps one open cart per cédant organisation, counts its lines and stops at the maximum', async () => {
    const buyer = await world.as('groupMember');
    const a = await gift({ itemTotalQuantity: 10, itemMaxQuantity: 4 });
    const b = await gift();
    expect((await buyer.get(`/fr/api/troc/view/${a}/`).expect(200)).body.cart).toBe(true);
    expect((await (await world.as('owner')).get(`/fr/api/troc/view/${a}/`).expect(200)).body.cart).toBeUndefined();
    const first = (await buyer.post(`/fr/api/cart/add/${a}/`, { quantity: 2 }).expect(200)).body;
    const second = (await buyer.post(`/fr/api/cart/add/${b}/`, { quantity: 1 }).expect(200)).body;
    expect(second.cart).toBe(first.cart);
    expect(second.total_in_cart).toBe(2);
    expect((await counters('groupMember')).total_in_cart).toBe(2);
    await buyer.post(`/fr/api/cart/add/${a}/`, { quantity: 2 }).expect(200);
    const over = await buyer.post(`/fr/api/cart/add/${a}/`, { quantity: 1 }).expect(409);
    expect(over.body.message).toBe(t(fr.cart.errors.maxQuantity, { max: 4 }));
    const cart = (await buyer.get(`/fr/api/cart/view/${first.cart}/`).expect(200)).body;
    expect(cart).toMatchObject({
      status: 'open',
      currentUser: true,
      nbLines: 2,
      totals: { nbLines: 2, totalQuantity: 5 },
    });
    expect(cart.lines[0]).toMatchObject({ quantity: 4, editable: true, available: true, tracker: null });
    await (await world.as('outsider')).get(`/fr/api/cart/view/${first.cart}/`).expect(404);
    await (await world.visitor()).get(`/fr/api/cart/view/${first.cart}/`).expect(403);
    const own = await (await world.as('owner')).post(`/fr/api/cart/add/${a}/`, { quantity: 1 }).expect(409);
    expect(own.body.message).toBe(fr.tracker.errors.ownListing);
  });

  it('saves a negotiated price on a negotiable sale only, answering the parent totals', async () => {
    const buyer = await world.as('outsider');
    const priced = await sale();
    const free = await gift();
    const added = (await buyer.post(`/fr/api/cart/add/${priced}/`, { quantity: 2 }).expect(200)).body;
    const freeLine = (await buyer.post(`/fr/api/cart/add/${free}/`, { quantity: 1 }).expect(200)).body;
    const refused = await buyer.post(`/fr/api/cart/edit/line/${freeLine.line}/`, { negotiatedPrice: '10' }).expect(422);
    expect(refused.body.errors).toEqual({ negotiatedPrice: [fr.cart.errors.negotiationRefused] });
    const saved = (
      await buyer.post(`/fr/api/cart/edit/line/${added.line}/`, { negotiatedPrice: '40,00', quantity: 3 }).expect(200)
    ).body.data;
    expect(saved).toMatchObject({
      quantity: 3,
      negotiable: true,
      negotiatedPriceInEuros: formatCents(4000),
      negotiatedTotalPriceInEuros: formatCents(12000),
      originalTotalPriceInEuros: formatCents(15000),
      priceDifferenceInPercent: 20,
      parent: {
        nbLines: 2,
        totalQuantity: 4,
        originalTotalInEuros: formatCents(15000),
        negotiatedTotalInEuros: formatCents(12000),
      },
    });
    await (await world.as('groupMember')).post(`/fr/api/cart/edit/line/${added.line}/`, { quantity: 1 }).expect(404);
    await buyer.post('/fr/api/cart/edit/line/abc/', { quantity: 1 }).expect(404);
  });

  it('submits one exchange per available line with a batch thread, and the manager answers each line', async () => {
    const buyer = await world.as('invited');
    const owner = await world.as('owner');
    const kept = await sale();
    const other = await gift();
    const gone = await gift();
    const cart = (await buyer.post(`/fr/api/cart/add/${kept}/`, { quantity: 2 }).expect(200)).body.cart;
    await buyer.post(`/fr/api/cart/add/${other}/`, { quantity: 1 }).expect(200);
    const goneLine = (await buyer.post(`/fr/api/cart/add/${gone}/`, { quantity: 1 }).expect(200)).body.line;
    const view = (await buyer.get(`/fr/api/cart/view/${cart}/`).expect(200)).body;
    const keptLine = view.lines.find((l: { troc: { slug: string } }) => l.troc.slug === kept).id;
    await buyer.post(`/fr/api/cart/edit/line/${keptLine}/`, { negotiatedPrice: 45 }).expect(200);
    await owner.post(`/fr/api/troc/unpublish/${gone}/`).expect(200);
    const marked = (await buyer.get(`/fr/api/cart/view/${cart}/`).expect(200)).body.lines.find(
      (l: { id: number }) => l.id === goneLine,
    );
    expect(marked).toMatchObject({ available: false, editable: false, unavailableReason: fr.cart.unavailable.gone });

    const short = await buyer.post(`/fr/api/cart/submit/${cart}/`, { message: 'Merci' }).expect(422);
    expect(short.body.errors).toEqual({ message: [t(fr.validation.minLength, { min: 10 })] });
    const submitted = (await buyer.post(`/fr/api/cart/submit/${cart}/`, { message: MESSAGE }).expect(200)).body;
    expect(submitted.trackers).toHaveLength(2);
    expect(submitted.skipped).toEqual([{ line: goneLine, reason: fr.cart.unavailable.gone }]);
    expect(submitted.redirect).toBe(`/fr/cart/view/${cart}/`);
    await buyer.post(`/fr/api/cart/submit/${cart}/`, { message: MESSAGE }).expect(409);

    const managed = (await owner.get(`/fr/api/cart/view/${cart}/`).expect(200)).body;
    expect(managed).toMatchObject({
      status: 'submitted',
      currentManager: true,
      currentUser: false,
      thread: submitted.thread,
    });
    const line = managed.lines.find((l: { troc: { slug: string } }) => l.troc.slug === kept);
    expect(line.tracker).toMatchObject({ trackerStatus: 'ReservationRequested', actions: ['approve', 'deny'] });
    const approved = (await owner.post(`/fr/api/tracker/approve/${line.tracker.slug}/`).expect(200)).body.tracker;
    expect(approved).toMatchObject({
      cart: true,
      totalPriceInEuros: formatCents(9000),
      originalPriceInEuros: formatCents(10000),
    });

    // The exchange's thread is the cart's batch thread: the message, then the approval.
    const thread = (await buyer.get(`/fr/api/tracker/thread/${line.tracker.slug}/`).expect(200)).body;
    expect(thread).toMatchObject({ slug: submitted.thread, threadType: 'BatchDemand' });
    expect(thread.messages.map((m: { content: string }) => m.content)).toEqual([
      MESSAGE,
      t(fr.tracker.automatic['message.tracker.approved'], { user: 'owner Test' }),
    ]);
    // The purchase-price fragment of the line: the manager's side sets the new value of its exchange.
    await buyer.post(`/fr/api/cart-line/purchase-price/${line.id}/`, { itemPurchasePrice: 120 }).expect(403);
    await (
      await world.as('groupMember')
    )
      .post(`/fr/api/cart-line/purchase-price/${line.id}/`, { itemPurchasePrice: 1 })
      .expect(404);
    const invalid = await owner
      .post(`/fr/api/cart-line/purchase-price/${line.id}/`, { itemPurchasePrice: '0' })
      .expect(422);
    expect(invalid.body.errors).toEqual({ itemPurchasePrice: [t(fr.listing.errors.minDecimal, { min: '0,01' })] });
    const priced = (
      await owner.post(`/fr/api/cart-line/purchase-price/${line.id}/`, { itemPurchasePrice: '120,5' }).expect(200)
    ).body;
    expect(priced.tracker.itemPurchasePrice).toBe(120.5);
    // The cart page shows the fragment to the cédant's side only, with the value now set.
    const ownerLine = (await owner.get(`/fr/api/cart/view/${cart}/`).expect(200)).body.lines.find(
      (l: { id: number }) => l.id === line.id,
    );
    expect(ownerLine.tracker).toMatchObject({ itemPurchasePrice: 120.5, purchasePriceEditable: true });
    const buyerLine = (await buyer.get(`/fr/api/cart/view/${cart}/`).expect(200)).body.lines.find(
      (l: { id: number }) => l.id === line.id,
    );
    expect(buyerLine.tracker.purchasePriceEditable).toBe(false);
    const unknown = (
      await owner.post(`/fr/api/cart-line/purchase-price/${line.id}/`, { itemPurchasePriceUnknown: true }).expect(200)
    ).body;
    expect(unknown.tracker).toMatchObject({ itemPurchasePrice: null, bilans: { itemPurchasePriceUnknown: true } });
    const ofTracker = (await buyer.get(`/fr/api/cart/tracker/${line.tracker.slug}/`).expect(200)).body;
    expect(ofTracker).toMatchObject({ slug: cart, nbLines: 3 });
    expect(ofTracker.lines.length).toBeLessThanOrEqual(5);
    await (await world.as('groupMember')).get(`/fr/api/cart/tracker/${line.tracker.slug}/`).expect(404);
    const preview = (await owner.post(`/fr/api/cart/list/${cart}/`, { offset: 2 }).expect(200)).body;
    expect(preview.lines).toHaveLength(1);
    expect(preview.nbLines).toBe(3);
    expect((await counters('invited')).total_in_cart).toBe(0);
    await (await world.as('groupMember')).get(`/fr/api/cart/view/${cart}/`).expect(404);
  });

  it('removes a line and clears a cart', async () => {
    const buyer = await world.as('groupMember');
    const a = await gift();
    const b = await gift();
    const { cart, line } = (await buyer.post(`/fr/api/cart/add/${a}/`, { quantity: 1 }).expect(200)).body;
    await buyer.post(`/fr/api/cart/add/${b}/`, { quantity: 1 }).expect(200);
    const after = (await buyer.post(`/fr/api/cart/remove/${line}/`).expect(200)).body;
    expect(after.lines.map((l: { troc: { slug: string } }) => l.troc.slug)).not.toContain(a);
    const cleared = (await buyer.post(`/fr/api/cart/clear/${cart}/`).expect(200)).body;
    expect(cleared).toMatchObject({ nbLines: 0, lines: [] });
    const empty = await buyer.post(`/fr/api/cart/submit/${cart}/`, { message: MESSAGE }).expect(409);
    expect(empty.body.message).toBe(fr.cart.errors.empty);
  });

  it('says which lines can no longer be asked for: one already requested, one gone', async () => {
    const buyer = await world.as('groupMember');
    const [a, b, c] = [await gift(), await gift(), await gift()];
    let cart = '';
    for (const slug of [a, b, c])
      cart = (await buyer.post(`/fr/api/cart/add/${slug}/`, { quantity: 1 }).expect(200)).body.cart;
    // Asked for directly meanwhile, and another withdrawn by its owner.
    await buyer.post(`/fr/api/troc/inbox/reservation/${a}/`, { message: MESSAGE, quantity: 1 }).expect(201);
    await (await world.as('owner')).post(`/fr/api/troc/unpublish/${c}/`).expect(200);
    const lines = (await buyer.get(`/fr/api/cart/view/${cart}/`).expect(200)).body.lines as {
      troc: { slug: string };
      available: boolean;
      unavailableReason: string | null;
    }[];
    const reason = (slug: string) => lines.find((l) => l.troc.slug === slug)!.unavailableReason;
    expect(reason(a)).toBe(fr.cart.unavailable.pending);
    expect(reason(b)).toBeNull();
    expect(reason(c)).toBe(fr.cart.unavailable.gone);
    const submitted = (await buyer.post(`/fr/api/cart/submit/${cart}/`, { message: MESSAGE }).expect(200)).body;
    expect(submitted.skipped.map((s: { reason: string }) => s.reason).sort()).toEqual(
      [fr.cart.unavailable.gone, fr.cart.unavailable.pending].sort(),
    );
  });
  it('answers a line edit with nothing to change with a French 422, whatever the body', async () => {
    const buyer = await world.as('outsider');
    const line = (await buyer.post(`/fr/api/cart/add/${await gift()}/`, { quantity: 1 }).expect(200)).body.line;
    const path = `/fr/api/cart/edit/line/${line}/`;
    const calls = [
      buyer.post(path, {}),
      buyer.agent.post(path).set('X-CSRF-Token', buyer.csrf),
      buyer.agent
        .post(path)
        .set('X-CSRF-Token', buyer.csrf)
        .set('Content-Type', 'application/json')
        .send(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const empty = await buyer.post(path, {}).expect(422);
    expect(empty.body.errors).toEqual({ _form: [fr.http.nothingToChange] });
    // The line is as it was.
    await buyer.post(path, { quantity: 1 }).expect(200);
  });
});
