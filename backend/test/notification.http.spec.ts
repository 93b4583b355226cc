import { API, fr, MAILED_NOTIFICATION_TYPES, t, withLocale, type NotificationItem } from '@troc/shared';
import { DataSource } from 'typeorm';
import type { AlertResultsEvent, InboxMessageEvent } from '../src/core/events/catalogue.js';
import { DomainEvents } from '../src/core/events/domain-events.js';
import { QueueService } from '../src/core/queue/queue.service.js';
import { Notification } from '../src/modules/notification/entities/notification.entity.js';
import { DIGEST_JOB, NOTIFICATION_QUEUE } from '../src/modules/notification/notification-digest.js';
import { createWorld, type Persona, publishedListing, type World } from './support/listing-world.js';
import { type ReadMail, readMails } from './support/mails.js';
import { runId, targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const MESSAGE = 'Bonjour, ce matériel nous serait très utile pour notre service.';

const settle = () => new Promise((r) => setTimeout(r, 400));

describe.each(targets())('notifications and their mails on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let ds: DataSource;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    ds = t0.app.get(DataSource);
  });
  afterAll(() => t0?.close());

  const api = (path: string) => withLocale(path);
  /** A published gift managed by `persona`, with a name of its own to find its mails. */
  const listing = async (persona: Persona, name: string) =>
    publishedListing(await world.as(persona), world.users[persona], { details: { name } });
  const request = async (slug: string, persona: Persona = 'outsider') =>
    (
      await (
        await world.as(persona)
      )
        .post(withLocale(API.reservation(slug)), { message: MESSAGE, quantity: 1 })
        .expect(201)
    ).body.tracker as string;
  const mine = async (persona: Persona, query = '') =>
    (await (await world.as(persona)).get(`${api(API.notificationsList)}${query}`).expect(200)).body as {
      data: NotificationItem[];
      total: number;
      total_results: number;
      total_unread: number;
    };
  const about = async (persona: Persona, slug: string) =>
    (await mine(persona, '?size=100')).data.filter((n) => n.object?.slug === slug);
  const mailsTo = (persona: Persona, needle: string) =>
    readMails(t0.config.mailDir).filter((m) => m.to === world.users[persona].email && m.body.includes(needle));
  const setFrequency = async (persona: Persona, frequency: string) =>
    (await world.as(persona))
      .post(api(API.notificationPreferences), { preferences: { TrackerUpdate: frequency } })
      .expect(200);

  it('writes a row for the other party of each transition, never for the one who acted', async () => {
    const name = `Chaise empilable ${runId()}`;
    const slug = await listing('owner', name);
    const tracker = await request(slug);
    const toOwner = await waitFor(
      () => about('owner', tracker),
      (rows) => rows.length === 1,
    );
    expect(toOwner[0]).toMatchObject({
      notificationStatus: { name: 'unread' },
      notificationType: { name: 'TrackerUpdate', label: fr.notification.types.TrackerUpdate },
      title: t(fr.tracker.mail.subjects.requested, { troc: name }),
      url: `/fr/tracker/thread/${tracker}/`,
      object: { type: 'tracker', slug: tracker },
      displayDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}/),
    });
    expect(toOwner[0]!.body).toContain('outsider Test');
    expect(await about('outsider', tracker)).toEqual([]);

    await (await world.as('owner')).post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    const toRequester = await waitFor(
      () => about('outsider', tracker),
      (rows) => rows.length === 1,
    );
    expect(toRequester[0]!.title).toBe(t(fr.tracker.mail.subjects.approve, { troc: name }));
    expect(await about('owner', tracker)).toHaveLength(1);
  });

  it('mails at once by default, with the one-click unsubscribe in the footer and the headers', async () => {
    const name = `Bureau assis-debout ${runId()}`;
    const slug = await listing('owner', name);
    const tracker = await request(slug);
    const [mail] = await waitFor(
      () => mailsTo('owner', name),
      (list) => list.length === 1,
    );
    expect(mail!.subject).toBe(t(fr.tracker.mail.subjects.requested, { troc: name }));
    expect(mail!.links[0]).toBe(`${t0.config.publicUrl}/fr/tracker/thread/${tracker}/`);
    expect(mail!.body).toContain('Content-Type: text/html');
    expect(mail!.body).toContain('Content-Type: text/plain');
    expect(mail!.body).toContain(
      t(fr.notification.mail.unsubscribeType, { type: fr.notification.types.TrackerUpdate }),
    );
    const pages = mail!.links.filter((l) => l.includes('/fr/unsubscribe/'));
    expect(pages).toHaveLength(2);
    expect(mail!.header('List-Unsubscribe')).toMatch(/^<http:\/\/.+\/fr\/api\/unsubscribe\/[^>]+\/>$/);
    expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const row = (await about('owner', tracker))[0]!;
    expect((await ds.getRepository(Notification).findOneByOrFail({ id: row.id })).mailedAt).not.toBeNull();
  });

  it('keeps the mails of a daily choice for the digest job, then sends them in one mail', async () => {
    await setFrequency('colleague', 'daily');
    const name = `Armoire à rideaux ${runId()}`;
    const slug = await listing('colleague', name);
    const first = await request(slug, 'outsider');
    const second = await request(slug, 'invited');
    await waitFor(
      () => about('colleague', first),
      (rows) => rows.length === 1,
    );
    await waitFor(
      () => about('colleague', second),
      (rows) => rows.length === 1,
    );
    await settle();
    expect(mailsTo('colleague', name)).toEqual([]);
    const pending = await ds
      .getRepository(Notification)
      .findBy({ userId: world.users.colleague.id, digestPending: true });
    expect(pending.length).toBeGreaterThanOrEqual(2);

    await t0.app.get(QueueService).enqueue(NOTIFICATION_QUEUE, DIGEST_JOB, {});
    const [digest] = await waitFor(
      () => mailsTo('colleague', name),
      (list) => list.length === 1,
    );
    expect(digest!.subject).toBe(t(fr.notification.mail.digestSubject, { count: pending.length }));
    expect(digest!.body).toContain(`/fr/tracker/thread/${first}/`);
    expect(digest!.body).toContain(`/fr/tracker/thread/${second}/`);
    expect(digest!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const after = await ds
      .getRepository(Notification)
      .findBy({ userId: world.users.colleague.id, digestPending: true });
    expect(after).toEqual([]);

    // The next run has nothing left to send.
    const again = await t0.app.get(QueueService).enqueue(NOTIFICATION_QUEUE, DIGEST_JOB, {});
    await waitFor(
      async () => (await t0.app.get(QueueService).find(again.id))?.status,
      (status) => status === 'done',
    );
    expect(mailsTo('colleague', name)).toHaveLength(1);
  });

  it('plans the digest as a repeatable job', async () => {
    const next = await t0.app.get(QueueService).nextOccurrence(NOTIFICATION_QUEUE, DIGEST_JOB);
    expect(next).not.toBeNull();
    expect(next!.getTime()).toBeGreaterThan(Date.now());
    expect(next!.getTime()).toBeLessThanOrEqual(Date.now() + 25 * 3600 * 1000);
  });

  it('sends nothing for never, and still rings the bell', async () => {
    await setFrequency('otherService', 'never');
    const name = `Paperboard mobile ${runId()}`;
    const slug = await listing('otherService', name);
    const tracker = await request(slug);
    const rows = await waitFor(
      () => about('otherService', tracker),
      (list) => list.length === 1,
    );
    await t0.app.get(QueueService).enqueue(NOTIFICATION_QUEUE, DIGEST_JOB, {});
    await settle();
    expect(mailsTo('otherService', name)).toEqual([]);
    const row = await ds.getRepository(Notification).findOneByOrFail({ id: rows[0]!.id });
    expect(row).toMatchObject({ mailedAt: null, digestPending: false });
  });

  it('reads and saves the preferences, every type listed, and refuses an unknown frequency', async () => {
    const client = await world.as('groupMember');
    const before = (await client.get(api(API.notificationPreferences)).expect(200)).body.preferences;
    expect(before.map((p: { notificationType: string }) => p.notificationType)).toEqual(MAILED_NOTIFICATION_TYPES);
    expect(before).toContainEqual({
      notificationType: 'NewMessage',
      label: fr.notification.types.NewMessage,
      frequency: 'immediately',
    });
    const saved = (
      await client
        .post(api(API.notificationPreferences), { preferences: { NewMessage: 'daily', NewQuestion: 'never' } })
        .expect(200)
    ).body.preferences;
    expect(saved).toContainEqual(expect.objectContaining({ notificationType: 'NewMessage', frequency: 'daily' }));
    expect(saved).toContainEqual(expect.objectContaining({ notificationType: 'NewQuestion', frequency: 'never' }));
    expect(saved).toContainEqual(
      expect.objectContaining({ notificationType: 'TrackerUpdate', frequency: 'immediately' }),
    );
    const bad = await client
      .post(api(API.notificationPreferences), { preferences: { NewMessage: 'hourly' } })
      .expect(422);
    expect(bad.body.errors).toEqual({ 'preferences.NewMessage': [fr.notification.errors.frequencyUnknown] });
    await client.post(api(API.notificationPreferences), { preferences: 'daily' }).expect(422);
    await (await world.visitor()).get(api(API.notificationPreferences)).expect(403);
  });

  it('unsubscribes in one click without signing in, and refuses a forged link in French', async () => {
    const name = `Lampe de bureau ${runId()}`;
    const slug = await listing('moderator', name);
    await request(slug);
    const [mail] = await waitFor(
      () => mailsTo('moderator', name),
      (list) => list.length === 1,
    );
    const page = mail!.links.find((l) => l.includes('/fr/unsubscribe/'))!;
    const token = decodeURIComponent(/\/fr\/unsubscribe\/([^/]+)\//.exec(page)![1]!);
    const oneClick = /^<[^>]+(\/fr\/api\/unsubscribe\/[^>]+)>$/.exec(
      (mail as ReadMail).header('List-Unsubscribe'),
    )![1]!;
    expect(oneClick).toBe(api(API.unsubscribe(token)));

    const visitor = await world.visitor();
    const shown = (await visitor.get(api(API.unsubscribe(token))).expect(200)).body;
    expect(shown).toEqual({
      email: world.users.moderator.email,
      notificationType: 'TrackerUpdate',
      label: fr.notification.types.TrackerUpdate,
      done: false,
      message: t(fr.notification.unsubscribe.whatType, {
        type: fr.notification.types.TrackerUpdate,
        email: world.users.moderator.email,
      }),
    });
    // As a mail client sends it (RFC 8058): no session, no CSRF token, a form body.
    const done = await visitor.agent.post(oneClick).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.body).toMatchObject({
      done: true,
      message: t(fr.notification.unsubscribe.doneType, { type: fr.notification.types.TrackerUpdate }),
    });
    const prefs = (await (await world.as('moderator')).get(api(API.notificationPreferences)).expect(200)).body;
    expect(prefs.preferences).toContainEqual(
      expect.objectContaining({ notificationType: 'TrackerUpdate', frequency: 'never' }),
    );
    expect(prefs.preferences).toContainEqual(
      expect.objectContaining({ notificationType: 'NewMessage', frequency: 'immediately' }),
    );

    const forged = token.replace(/^\d+/, String(world.users.owner.id));
    for (const bad of [forged, 'nimporte-quoi', `${token}x`]) {
      const res = await visitor.agent.post(api(API.unsubscribe(bad))).expect(404);
      expect(res.body.message).toBe(fr.notification.errors.tokenInvalid);
      await visitor.get(api(API.unsubscribe(bad))).expect(404);
    }

    // The "all" link stops every type.
    const all = mail!.links.filter((l) => l.includes('/fr/unsubscribe/'))[1]!;
    const allToken = decodeURIComponent(/\/fr\/unsubscribe\/([^/]+)\//.exec(all)![1]!);
    const stopped = (await visitor.agent.post(api(API.unsubscribe(allToken))).expect(200)).body;
    expect(stopped).toMatchObject({ notificationType: null, message: fr.notification.unsubscribe.doneAll });
    const none = (await (await world.as('moderator')).get(api(API.notificationPreferences)).expect(200)).body;
    expect(none.preferences.every((p: { frequency: string }) => p.frequency === 'never')).toBe(true);
  });

  it('lets only the owner read, ignore and list them, with the unread counter in step', async () => {
    const name = `Tableau blanc ${runId()}`;
    const slug = await listing('owner', name);
    const trackers = [
      await request(slug, 'outsider'),
      await request(slug, 'invited'),
      await request(slug, 'groupMember'),
    ];
    const rows = await waitFor(
      async () => (await mine('owner', '?size=100')).data.filter((n) => trackers.includes(n.object?.slug ?? '')),
      (list) => list.length === 3,
    );
    const owner = await world.as('owner');
    const counts = async () => (await owner.post(api(API.notificationsCount)).expect(200)).body.total_notifs_unread;
    const unread = (await mine('owner')).total_unread;
    expect(await counts()).toBe(unread);
    expect(unread).toBeGreaterThanOrEqual(3);

    const [a, b] = rows;
    const read = (await owner.post(api(API.notificationAction('read', a!.id))).expect(200)).body;
    expect(read).toEqual({
      notification: expect.objectContaining({ id: a!.id, notificationStatus: { name: 'read' } }),
      total_unread: unread - 1,
    });
    const ignored = (await owner.post(api(API.notificationAction('ignore', b!.id))).expect(200)).body;
    expect(ignored.notification.notificationStatus).toEqual({ name: 'ignored' });
    expect(await counts()).toBe(unread - 2);

    const onlyIgnored = await mine('owner', '?status=ignored');
    expect(onlyIgnored.data.map((n) => n.id)).toContain(b!.id);
    expect(onlyIgnored.data.every((n) => n.notificationStatus.name === 'ignored')).toBe(true);
    expect(onlyIgnored.total_results).toBe(onlyIgnored.data.length);
    expect(onlyIgnored.total).toBeGreaterThanOrEqual(3);
    const paged = await mine('owner', '?size=1&page=2');
    expect(paged.data).toHaveLength(1);
    await owner.get(`${api(API.notificationsList)}?status=archived`).expect(422);

    // Someone else's notification is as absent as a missing one.
    const stranger = await world.as('outsider');
    for (const action of ['read', 'ignore'] as const) {
      const res = await stranger.post(api(API.notificationAction(action, rows[2]!.id))).expect(404);
      expect(res.body.message).toBe(fr.notification.errors.notFound);
    }
    await stranger.post(api(API.notificationAction('read', 999_999_999))).expect(404);
    await stranger.post('/fr/api/user/notifications/read/abc').expect(404);
    expect((await mine('outsider', '?size=100')).data.map((n) => n.id)).not.toContain(rows[2]!.id);
    const visitor = await world.visitor();
    await visitor.get(api(API.notificationsList)).expect(403);
    await visitor.post(api(API.notificationAction('read', rows[2]!.id))).expect(403);

    const all = (await owner.post(api(API.notificationsReadAll)).expect(200)).body;
    expect(all).toEqual({ notification: null, total_unread: 0 });
    expect(await counts()).toBe(0);
    expect((await mine('owner', '?status=unread')).data).toEqual([]);
  });

  it('tells the manager of a moderated listing, and mails it', async () => {
    const name = `Vitrine réfrigérée ${runId()}`;
    const slug = await listing('modOwner', name);
    await (await world.as('modModerator')).post(`/fr/api/troc/moderation/approve/${slug}/`).expect(200);
    const [row] = await waitFor(
      () => about('modOwner', slug),
      (list) => list.length === 1,
    );
    expect(row).toMatchObject({
      notificationType: { name: 'ListingModerated' },
      title: t(fr.notification.events.approved, { troc: name }),
      url: `/fr/troc/view/${slug}/`,
    });
    await waitFor(
      () => readMails(t0.config.mailDir).filter((m) => m.subject === row!.title),
      (list) => list.length === 1,
    );
  });

  it('turns the conversations’ events into rows: a message mailed, alert results on the bell only', async () => {
    const events = t0.app.get(DomainEvents);
    const slug = `fil-${runId()}`;
    await events.publish<InboxMessageEvent>({
      type: 'inbox.message',
      threadId: 1,
      threadSlug: slug,
      title: 'Prêt de vidéoprojecteur',
      authorId: world.users.groupMember.id,
      recipientIds: [world.users.invited.id, world.users.groupMember.id],
      excerpt: 'Pouvons-nous passer jeudi ?',
    });
    const [message] = await about('invited', slug);
    expect(message).toMatchObject({
      notificationType: { name: 'NewMessage' },
      title: t(fr.notification.events.newMessage, { title: 'Prêt de vidéoprojecteur' }),
      body: 'Pouvons-nous passer jeudi ?',
      url: `/fr/user/inbox/thread/${slug}/`,
    });
    expect(await about('groupMember', slug)).toEqual([]);
    await waitFor(
      () => readMails(t0.config.mailDir).filter((m) => m.subject === message!.title),
      (list) => list.length === 1,
    );

    const alert = `alerte-${runId()}`;
    await events.publish<AlertResultsEvent>({
      type: 'alert.results',
      alertId: 1,
      alertSlug: alert,
      userId: world.users.invited.id,
      title: 'Mobilier à Bordeaux',
      count: 3,
    });
    const [results] = await about('invited', alert);
    expect(results).toMatchObject({
      notificationType: { name: 'AlertResults' },
      url: `/fr/troc/alerts/view/${alert}/`,
    });
    await settle();
    expect(readMails(t0.config.mailDir).filter((m) => m.subject === results!.title)).toEqual([]);
  });
});
