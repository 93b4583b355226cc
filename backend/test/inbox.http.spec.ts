import { fr, t } from '@troc/shared';
import type { InboxMessageEvent } from '../src/core/events/catalogue.js';
import { DomainEvents } from '../src/core/events/domain-events.js';
import { DataSource } from 'typeorm';
import { createWorld, publishedListing, type Persona, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const MESSAGE = 'Bonjour, ce matériel nous serait très utile pour notre service.';
const LIST = '/fr/api/user/inbox/';
const feed = (slug: string) => `/fr/api/user/inbox/feed/${slug}/`;
const respond = (slug: string) => `/fr/api/user/inbox/response/${slug}/`;
const archive = (slug: string) => `/fr/api/user/inbox/archive/${slug}/`;
const PENDING = '/fr/api/user/inbox/pending/';
const COUNT = '/fr/api/user/notifications/count';

describe.each(targets())('the inbox on $name', (target) => {
  let t0: TestApp;
  const events: InboxMessageEvent[] = [];
  beforeAll(async () => {
    t0 = await startApp(target);
    t0.app.get(DomainEvents).on<InboxMessageEvent>('inbox.message', (e) => void events.push(e));
  });
  afterAll(() => t0?.close());

  /** A fresh world with one listing of the owner and one reservation request of the outsider on it. */
  async function exchange(details: Record<string, unknown> = {}, world?: World) {
    const w = world ?? (await createWorld(t0));
    const slug = await publishedListing(await w.as('owner'), w.users.owner, { details });
    const res = await (
      await w.as('outsider')
    )
      .post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: MESSAGE, quantity: 1 })
      .expect(201);
    return { world: w, troc: slug, tracker: res.body.tracker as string, thread: res.body.thread as string };
  }
  const list = async (w: World, who: Persona, form: Record<string, unknown> = {}, page: Record<string, unknown> = {}) =>
    (await (await w.as(who)).post(LIST, { inbox_filter_form: form, ...page }).expect(200)).body;
  const unread = async (w: World, who: Persona) =>
    (await (await w.as(who)).post(COUNT).expect(200)).body.total_messages as number;

  it('lists a reservation thread for both sides, unread until its feed is opened', async () => {
    const { world, thread, tracker, troc } = await exchange();
    const managerSide = await list(world, 'owner');
    expect(managerSide).toMatchObject({ total: 1, total_results: 1, total_archived: 0, total_unread: 1 });
    expect(managerSide.url).toContain('/api/user/inbox');
    expect(managerSide.data[0]).toEqual({
      slug: thread,
      archived: false,
      threadType: 'ReservationDemand',
      nbMessagesUnread: 1,
      currentFromUser: false,
      fromUser: { firstname: 'outsider', lastname: 'Test' },
      toUser: { firstname: 'owner', lastname: 'Test' },
      title: 'Fauteuil de bureau ergonomique',
      nbLines: 0,
      tracker,
      troc,
      cart: null,
      lastMessage: { excerpt: MESSAGE, displayDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}/) },
    });
    expect((await list(world, 'outsider')).data[0]).toMatchObject({ currentFromUser: true, nbMessagesUnread: 0 });
    expect(await unread(world, 'owner')).toBe(1);
    expect(await unread(world, 'outsider')).toBe(0);

    const opened = (await (await world.as('owner')).post(feed(thread)).expect(200)).body;
    expect(opened).toMatchObject({ slug: thread, tracker, troc, thread: { nbMessagesUnread: 0 } });
    expect(opened.messages).toEqual([
      expect.objectContaining({
        content: MESSAGE,
        currentUser: false,
        automatic: false,
        user: expect.objectContaining({ firstname: 'outsider' }),
      }),
    ]);
    expect(await unread(world, 'owner')).toBe(0);
    expect((await list(world, 'owner')).total_unread).toBe(0);
  });

  it('lets no one but the parties and the listing managers read or write a thread', async () => {
    const { world, thread, troc } = await exchange();
    for (const who of ['groupMember', 'colleague', 'invited'] as const) {
      const c = await world.as(who);
      await c.post(feed(thread)).expect(404);
      await c.post(respond(thread), { message: 'Je passe par là.' }).expect(404);
      await c.post(archive(thread)).expect(404);
      expect((await list(world, who)).total).toBe(0);
    }
    await (await world.as('owner')).post(feed('inconnu')).expect(404);
    await (await world.visitor()).post(feed(thread)).expect(403);

    // A delegate of the listing is a manager of its threads, until the delegation ends.
    const owner = await world.as('owner');
    const [added] = (
      await owner.post(`/fr/api/troc/delegation/add/${troc}/`, { user: world.users.groupMember.id }).expect(200)
    ).body;
    const delegate = await world.as('groupMember');
    expect((await delegate.post(feed(thread)).expect(200)).body.thread).toMatchObject({ currentFromUser: false });
    expect((await list(world, 'groupMember', { origin: 'manager' })).total_results).toBe(1);
    await owner.post(`/fr/api/troc/delegation/delete/${added.id}/`).expect(200);
    await delegate.post(feed(thread)).expect(404);
  });

  it('checks the reply, tells the other side and brings an archived thread back', async () => {
    const { world, thread } = await exchange();
    const owner = await world.as('owner');
    const outsider = await world.as('outsider');
    expect((await owner.post(respond(thread), { message: 'abc' }).expect(422)).body.errors).toEqual({
      message: [t(fr.validation.minLength, { min: 4 })],
    });
    expect((await owner.post(respond(thread), { message: 'x'.repeat(501) }).expect(422)).body.errors).toEqual({
      message: [t(fr.validation.maxLength, { max: 500 })],
    });
    expect((await owner.post(respond(thread), {}).expect(422)).body.errors).toEqual({
      message: [fr.validation.required],
    });

    await outsider.post(archive(thread)).expect(200);
    expect(await list(world, 'outsider', { status: 'archived' })).toMatchObject({
      total_archived: 1,
      total_results: 1,
    });
    expect((await list(world, 'outsider', { status: 'open' })).total_results).toBe(0);
    // Archiving is the outsider's own view: the owner's list is unchanged.
    expect((await list(world, 'owner', { status: 'open' })).total_results).toBe(1);

    events.length = 0;
    const replied = (await owner.post(respond(thread), { message: 'Bonjour, c’est d’accord.' }).expect(200)).body;
    expect(replied.messages.at(-1)).toMatchObject({ content: 'Bonjour, c’est d’accord.', currentUser: true });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'inbox.message',
        threadSlug: thread,
        authorId: world.users.owner.id,
        recipientIds: [world.users.outsider.id],
        excerpt: 'Bonjour, c’est d’accord.',
      }),
    ]);
    const back = await list(world, 'outsider', { status: 'open' });
    expect(back).toMatchObject({ total_archived: 0, total_unread: 1, total_results: 1 });
    expect(back.data[0]).toMatchObject({ archived: false, nbMessagesUnread: 1 });
    expect(await unread(world, 'outsider')).toBe(1);
  });

  it('counts the messages written in the exchange thread and its automatic messages', async () => {
    const { world, thread, tracker } = await exchange();
    const owner = await world.as('owner');
    await owner.post(feed(thread)).expect(200);
    events.length = 0;
    await (
      await world.as('outsider')
    )
      .post(`/fr/api/tracker/thread/${tracker}/`, { message: 'Quand puis-je passer ?' })
      .expect(200);
    expect(events.map((e) => e.recipientIds)).toEqual([[world.users.owner.id]]);
    expect(await unread(world, 'owner')).toBe(1);
    await owner.get(`/fr/api/tracker/thread/${tracker}/`).expect(200);
    expect(await unread(world, 'owner')).toBe(0);
    const before = await unread(world, 'outsider');
    await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    // The automatic message tells the other side; the one who approved knows it already.
    expect(await unread(world, 'owner')).toBe(0);
    expect(await unread(world, 'outsider')).toBe(before + 1);
    const outsiderSide = (await list(world, 'outsider')).data[0];
    expect(outsiderSide.lastMessage.excerpt).toContain('a accepté la demande');
  });

  it('filters by status, type, origin, keyword and dates, sorts and paginates', async () => {
    const world = await createWorld(t0);
    const first = await exchange({ name: 'Armoire métallique' }, world);
    const second = await exchange({ name: 'Bureau en chêne' }, world);
    // The owner also asks about a listing of the clinic's member: a thread the owner started.
    const theirs = await publishedListing(await world.as('groupMember'), world.users.groupMember, {
      details: { name: 'Lampe de chevet' },
    });
    const info = (
      await (
        await world.as('owner')
      )
        .post(`/fr/api/troc/inbox/info/${theirs}/`, { message: 'Est-elle encore disponible ?' })
        .expect(201)
    ).body;
    expect(info).toEqual({ thread: expect.any(String), redirect: `/fr/user/inbox/thread/${info.thread}/` });
    const owner = await world.as('owner');
    await owner.post(feed(first.thread)).expect(200);
    await owner.post(respond(second.thread), { message: 'Le plateau est rayé, cela vous convient ?' }).expect(200);
    await owner.post(archive(first.thread)).expect(200);

    const all = await list(world, 'owner');
    expect(all).toMatchObject({ total: 3, total_results: 3, total_archived: 1, total_unread: 0 });
    expect(all.data.map((d: { slug: string }) => d.slug)).toEqual([second.thread, info.thread, first.thread]);
    const oldest = await list(world, 'owner', { sort: 'oldest' });
    expect(oldest.data.map((d: { slug: string }) => d.slug)).toEqual([first.thread, info.thread, second.thread]);

    const slugs = async (form: Record<string, unknown>) =>
      (await list(world, 'owner', form)).data.map((d: { slug: string }) => d.slug).sort();
    expect(await slugs({ status: 'open' })).toEqual([second.thread, info.thread].sort());
    expect(await slugs({ status: 'archived' })).toEqual([first.thread]);
    expect(await slugs({ status: 'unread' })).toEqual([]);
    expect(await slugs({ threadType: 'InformationDemand' })).toEqual([info.thread]);
    expect(await slugs({ threadType: 'ReservationDemand' })).toEqual([first.thread, second.thread].sort());
    expect(await slugs({ threadType: 'BatchDemand' })).toEqual([]);
    expect(await slugs({ origin: 'user' })).toEqual([info.thread]);
    expect(await slugs({ origin: 'manager' })).toEqual([first.thread, second.thread].sort());
    expect(await slugs({ keyword: 'armoire' })).toEqual([first.thread]);
    expect(await slugs({ keyword: 'plateau est rayé' })).toEqual([second.thread]);
    expect(await slugs({ keyword: '100%' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await slugs({ sentAfter: today, sentBefore: today })).toHaveLength(3);
    expect(await slugs({ sentAfter: '2099-01-01' })).toEqual([]);
    expect(await slugs({ sentBefore: '2000-01-01' })).toEqual([]);
    expect(await slugs({ status: '', threadType: '', origin: '' })).toHaveLength(3);

    const page2 = await list(world, 'owner', {}, { page: 2, size: 2 });
    expect(page2).toMatchObject({ total: 3, total_results: 3 });
    expect(page2.data.map((d: { slug: string }) => d.slug)).toEqual([first.thread]);
    const filtered = await list(world, 'owner', { status: 'open' }, { size: 1 });
    expect(filtered).toMatchObject({ total: 3, total_results: 2, total_archived: 1 });
    expect(filtered.data).toHaveLength(1);

    const bad = (
      await owner.post(LIST, { inbox_filter_form: { status: 'lu', sentAfter: '2024-02-30', origin: 'x' } }).expect(422)
    ).body.errors;
    expect(bad).toEqual({
      'inbox_filter_form.status': [fr.validation.choice],
      'inbox_filter_form.origin': [fr.validation.choice],
      'inbox_filter_form.sentAfter': [fr.validation.date],
    });
    await owner.post(LIST, { inbox_filter_form: 'x' }).expect(422);
  });

  it('answers the poll with the threads that moved and whether the open one did', async () => {
    const { world, thread } = await exchange();
    const owner = await world.as('owner');
    const outsider = await world.as('outsider');
    const first = (await owner.post(PENDING, {}).expect(200)).body;
    expect(first).toEqual({
      data: { updated_at: expect.any(String) },
      total_new_thread: 1,
      current_thread_updated: false,
    });
    await owner.post(feed(thread)).expect(200);
    const since = (await owner.post(PENDING, { lastUpdateDate: first.data.updated_at, thread }).expect(200)).body;
    expect(since).toMatchObject({ total_new_thread: 0, current_thread_updated: false });
    await new Promise((r) => setTimeout(r, 20));
    await outsider.post(respond(thread), { message: 'Je peux passer jeudi.' }).expect(200);
    const moved = (await owner.post(PENDING, { lastUpdateDate: since.data.updated_at, thread }).expect(200)).body;
    expect(moved).toMatchObject({ total_new_thread: 1, current_thread_updated: true });
    // Someone else's thread is never reported as the open one.
    const stranger = (
      await (await world.as('groupMember')).post(PENDING, { lastUpdateDate: since.data.updated_at, thread }).expect(200)
    ).body;
    expect(stranger).toMatchObject({ total_new_thread: 0, current_thread_updated: false });
    expect((await owner.post(PENDING, { lastUpdateDate: 'hier' }).expect(422)).body.errors).toEqual({
      lastUpdateDate: [fr.validation.date],
    });
  });

  it('deletes only one’s own message, which stays as « Message supprimé »', async () => {
    const { world, thread } = await exchange();
    const owner = await world.as('owner');
    const outsider = await world.as('outsider');
    const replied = (await owner.post(respond(thread), { message: 'Message à retirer.' }).expect(200)).body;
    const mine = replied.messages.at(-1).id as number;
    const theirs = replied.messages[0].id as number;
    const del = (id: number) => `/fr/api/user/inbox/message/delete/${id}/`;
    expect((await owner.post(del(theirs)).expect(403)).body.message).toBe(fr.inbox.errors.notAuthor);
    await (await world.as('groupMember')).post(del(mine)).expect(404);
    await owner.post(del(999999)).expect(404);
    const after = (await owner.post(del(mine)).expect(200)).body;
    expect(after.messages.at(-1)).toMatchObject({
      id: mine,
      content: fr.inbox.deleted,
      deleted: true,
      currentUser: true,
    });
    expect((await outsider.post(feed(thread)).expect(200)).body.messages.at(-1)).toMatchObject({
      content: 'Message supprimé',
      deleted: true,
    });
    await owner.post(del(mine)).expect(409);

    // An automatic message belongs to no one.
    const { world: w2, tracker, thread: t2 } = await exchange();
    await (await w2.as('owner')).post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    const automatic = (await (await w2.as('owner')).post(feed(t2)).expect(200)).body.messages.find(
      (m: { automatic: boolean }) => m.automatic,
    );
    expect((await (await w2.as('owner')).post(del(automatic.id)).expect(403)).body.message).toBe(
      fr.inbox.errors.automatic,
    );
  });

  it('opens or continues an information thread from the listing view, never for its managers', async () => {
    const world = await createWorld(t0);
    const troc = await publishedListing(await world.as('owner'), world.users.owner);
    const outsider = await world.as('outsider');
    const url = `/fr/api/troc/inbox/info/${troc}/`;
    expect((await outsider.post(url, { message: 'court' }).expect(422)).body.errors).toEqual({
      message: [t(fr.validation.minLength, { min: 10 })],
    });
    events.length = 0;
    const one = (await outsider.post(url, { message: 'Quelles sont les dimensions ?' }).expect(201)).body;
    const two = (await outsider.post(url, { message: 'Et le poids exact, svp ?' }).expect(201)).body;
    expect(two.thread).toBe(one.thread);
    expect(events.map((e) => e.recipientIds)).toEqual([[world.users.owner.id], [world.users.owner.id]]);
    const thread = (await (await world.as('owner')).post(feed(one.thread)).expect(200)).body;
    expect(thread).toMatchObject({ threadType: 'InformationDemand', title: 'Fauteuil de bureau ergonomique', troc });
    expect(thread.messages).toHaveLength(2);
    expect(
      (await (await world.as('owner')).post(url, { message: 'Je me pose une question.' }).expect(403)).body.message,
    ).toBe(fr.inbox.errors.ownListing);
    const hidden = await publishedListing(await world.as('owner'), world.users.owner, {
      manage: { visibility: ['Internal'] },
    });
    await outsider.post(`/fr/api/troc/inbox/info/${hidden}/`, { message: 'Quelles sont les dimensions ?' }).expect(404);
    await (await world.visitor()).post(url, { message: 'Quelles sont les dimensions ?' }).expect(403);
  });

  it('writes to a member directly, one conversation per pair', async () => {
    const world = await createWorld(t0);
    const outsider = await world.as('outsider');
    const url = (slug: string) => `/fr/api/troc/inbox/contact/${slug}/`;
    const one = (
      await outsider.post(url(world.users.groupMember.slug), { message: 'Bonjour, un mot rapide.' }).expect(201)
    ).body;
    const back = (
      await (
        await world.as('groupMember')
      )
        .post(url(world.users.outsider.slug), { message: 'Bonjour, je vous écoute.' })
        .expect(201)
    ).body;
    expect(back.thread).toBe(one.thread);
    const seen = (await list(world, 'groupMember')).data[0];
    expect(seen).toMatchObject({
      title: 'Message de outsider Test',
      threadType: 'InformationDemand',
      troc: null,
      currentFromUser: false,
    });
    expect(
      (await outsider.post(url(world.users.outsider.slug), { message: 'Bonjour, moi-même.' }).expect(422)).body.errors,
    ).toEqual({
      _form: [fr.inbox.errors.self],
    });
    await outsider.post(url('personne-inconnue'), { message: 'Bonjour, personne ?' }).expect(404);
    await (await world.as('colleague')).post(feed(one.thread)).expect(404);
  });

  it('lists a submitted cart as a batch thread, read by the managers of its lines', async () => {
    const world = await createWorld(t0);
    const owner = await world.as('owner');
    const a = await publishedListing(owner, world.users.owner, { details: { name: 'Chaise empilable' } });
    // The second line is managed by a colleague of the same organisation.
    const b = await publishedListing(owner, world.users.colleague, { details: { name: 'Table basse' } });
    const buyer = await world.as('groupMember');
    const cart = (await buyer.post(`/fr/api/cart/add/${a}/`, { quantity: 1 }).expect(200)).body.cart as string;
    await buyer.post(`/fr/api/cart/add/${b}/`, { quantity: 1 }).expect(200);
    await buyer.post(`/fr/api/cart/submit/${cart}/`, { message: MESSAGE }).expect(200);

    const batch = await list(world, 'owner', { threadType: 'BatchDemand' });
    expect(batch.total_results).toBe(1);
    expect(batch.data[0]).toMatchObject({
      threadType: 'BatchDemand',
      cart,
      nbLines: 2,
      tracker: null,
      nbMessagesUnread: 1,
    });
    const colleague = await world.as('colleague');
    expect((await colleague.post(feed(batch.data[0].slug)).expect(200)).body.thread).toMatchObject({
      cart,
      nbLines: 2,
    });
    expect((await list(world, 'colleague', { origin: 'manager' })).total_results).toBeGreaterThanOrEqual(1);
    expect((await list(world, 'groupMember', { threadType: 'BatchDemand', origin: 'user' })).data[0]).toMatchObject({
      cart,
    });
    await (await world.as('otherService')).post(feed(batch.data[0].slug)).expect(404);

    // Its preview: the first lines, then the rest from offset 5 (here, nothing more).
    const preview = `/fr/api/user/inbox/cart/${batch.data[0].slug}/`;
    const first = (await owner.post(preview, {}).expect(200)).body;
    expect(first).toMatchObject({ slug: cart, nbLines: 2, currentManager: true });
    expect(first.lines.map((l: { troc: { name: string } }) => l.troc.name)).toEqual([
      'Chaise empilable',
      'Table basse',
    ]);
    expect((await owner.post(preview, { offset: 5 }).expect(200)).body.lines).toEqual([]);
    await (await world.as('otherService')).post(preview, {}).expect(404);
    // A reservation thread that did not come from a cart has no preview.
    const { world: w2, thread } = await exchange();
    await (await w2.as('owner')).post(`/fr/api/user/inbox/cart/${thread}/`, {}).expect(404);
  });

  it('counts the header’s unread messages from the viewer’s own rows, by index', async () => {
    const ds = t0.app.get(DataSource);
    const sql = 'SELECT COALESCE(SUM(tp.unread), 0) FROM thread_participant tp WHERE tp.userId = ?';
    const plan = JSON.stringify(
      await ds.query(target.name === 'sqlite' ? `EXPLAIN QUERY PLAN ${sql}` : `EXPLAIN ${sql}`, [1]),
    );
    expect(plan).toMatch(/IDX_|USING (COVERING )?INDEX|"key":"IDX_/i);
    expect(plan).not.toMatch(/SCAN (TABLE )?(tp|thread_participant)\b(?! USING)/i);
  });
});
