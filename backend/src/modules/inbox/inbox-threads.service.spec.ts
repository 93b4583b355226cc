import { fr, t, ThreadType } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { anActor } from '../../../test/support/actors.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../core/errors/index.js';
import type { Thread } from './entities/thread.entity.js';
import { InboxThreadsService } from './inbox-threads.service.js';
import { canManage } from '../troc/troc-access.js';
import { formErrorsOf } from '../../../test/support/form-errors.js';

// The inbox screens' rules with the inbox's queries, its list queries, the inbox service, the users
// and the listings faked: who reads a thread, who deletes a message, what the poll tells.
const E = fr.inbox.errors;
const ASKER = 1;
const MANAGER = 2;
const DELEGATE = 3;
const STRANGER = 9;
const MESSAGE = 'Bonjour, est-il encore disponible ?';

const aThread = (over: Partial<Thread> = {}): Thread =>
  ({
    id: 10,
    slug: 'fil',
    threadType: ThreadType.ReservationDemand,
    title: 'Fauteuil',
    fromUserId: ASKER,
    toUserId: MANAGER,
    trocId: 5,
    trackerId: 6,
    cartId: null,
    archived: false,
    lastMessageAt: new Date('2026-03-02T10:00:00Z'),
    ...over,
  }) as Thread;

type Message = { id: number; threadId: number; userId: number | null; deletedAt: Date | null };

function world(
  options: {
    thread?: Thread;
    participants?: Record<number, { archived: boolean; unread: number }>;
    messages?: Message[];
    contact?: Thread;
  } = {},
) {
  const thread = options.thread ?? aThread();
  const participants = new Map(Object.entries(options.participants ?? {}).map(([id, row]) => [Number(id), row]));
  const seen = {
    added: [] as number[][],
    archived: [] as [number, number][],
    posted: [] as [number, string][],
    viewed: [] as number[],
    deleted: [] as number[],
    postedIn: [] as [number, number, string][],
    published: [] as string[],
    opened: [] as object[],
    info: [] as number[],
  };
  const queries = {
    bySlug: async (slug: string) => (slug === thread.slug ? thread : null),
    byIds: async (ids: number[]) => (ids.includes(thread.id) ? [thread] : []),
    participant: async (_thread: number, userId: number) => participants.get(userId) ?? null,
    ensureParticipants: async (_m: unknown, _t: Thread, ids: number[]) => {
      seen.added.push(ids);
      for (const id of ids) participants.set(id, { archived: false, unread: 0 });
    },
    archive: async (threadId: number, userId: number) => {
      seen.archived.push([threadId, userId]);
      participants.get(userId)!.archived = true;
    },
    messageById: async (id: number) => options.messages?.find((m) => m.id === id) ?? null,
    softDeleteMessage: async (id: number) => void seen.deleted.push(id),
    lastMessages: async () => new Map(),
    contactThread: async () => options.contact ?? null,
  };
  const lists = {
    list: async () => ({ rows: [{ thread, archived: false, unread: 2 }], totalResults: 1 }),
    totals: async () => ({ all: 1 }),
    newThreads: async (userId: number, since: Date | null) => (since ? userId : 0),
  };
  const inbox = {
    readers: async () => [MANAGER, DELEGATE],
    post: async (_t: Thread, userId: number, content: string) => void seen.posted.push([userId, content]),
    view: async (_t: Thread, viewerId: number) => {
      seen.viewed.push(viewerId);
      return { messages: [] };
    },
    refs: async () => ({
      cart: new Map(),
      tracker: new Map([[6, { slug: 'e6' }]]),
      troc: new Map([[5, { slug: 't5' }]]),
    }),
    informationThread: async (_m: unknown, userId: number) => {
      seen.info.push(userId);
      return aThread({ id: 11, slug: 'question' });
    },
    open: async (_m: unknown, fields: object) => {
      seen.opened.push(fields);
      return aThread({ id: 12, slug: 'nouveau' });
    },
    postIn: async (_m: unknown, threadId: number, userId: number, content: string) =>
      void seen.postedIn.push([threadId, userId, content]),
    published: async (th: Thread) => void seen.published.push(th.slug),
  };
  const people = new Map([
    [ASKER, { id: ASKER, slug: 'ana', firstname: 'Ana', lastname: 'Roy' }],
    [MANAGER, { id: MANAGER, slug: 'leo', firstname: 'Léo', lastname: 'Bon' }],
  ]);
  const users = {
    findByIds: async () => people,
    findById: async (id: number) => people.get(id) ?? null,
    findBySlug: async (slug: string) => [...people.values()].find((p) => p.slug === slug) ?? null,
  };
  const trocs = {
    visible: async () => ({ id: 5, managerId: MANAGER, ownerId: MANAGER, delegates: null }),
    // The real rule, as TrocReadService offers it.
    canManage: (subject: Parameters<typeof canManage>[0] | undefined, viewer: Actor | null) =>
      subject !== undefined && canManage(subject, viewer),
  };
  const transactions = { run: <T>(work: (manager: unknown) => Promise<T>) => work({}) };
  const deps = [queries, lists, inbox, users, trocs, transactions];
  const service = new InboxThreadsService(...(deps as never as ConstructorParameters<typeof InboxThreadsService>));
  return { service, seen, thread };
}

describe('who reads a thread', () => {
  it('its parties and the readers of its subject; anyone else is told it does not exist', async () => {
    const { service, thread } = world({ participants: { [ASKER]: { archived: false, unread: 0 } } });
    for (const id of [ASKER, MANAGER, DELEGATE]) expect(await service.readable('fil', anActor({ id }))).toBe(thread);
    for (const [slug, id] of [
      ['fil', STRANGER],
      ['autre', ASKER],
    ] as const) {
      const attempt = service.readable(slug, anActor({ id }));
      await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
      await expect(attempt).rejects.toMatchObject({ code: 'INBOX_THREAD_NOT_FOUND', message: fr.http.notFound });
    }
  });

  it('gives a reader their own row the first time, once', async () => {
    const { service, seen } = world({ participants: { [ASKER]: { archived: false, unread: 0 } } });
    await service.readable('fil', anActor({ id: ASKER }));
    await service.readable('fil', anActor({ id: DELEGATE }));
    await service.readable('fil', anActor({ id: DELEGATE }));
    expect(seen.added).toEqual([[DELEGATE]]);
  });

  it('marks the messages read for the one who opens them, with the thread’s card', async () => {
    const { service, seen } = world({ participants: { [MANAGER]: { archived: false, unread: 2 } } });
    const feed = await service.feed('fil', anActor({ id: MANAGER }));
    expect(seen.viewed).toEqual([MANAGER]);
    expect(feed).toMatchObject({ tracker: 'e6', troc: 't5', thread: { slug: 'fil', nbMessagesUnread: 2 } });
    expect(feed.thread).toMatchObject({ currentFromUser: false, fromUser: { firstname: 'Ana', lastname: 'Roy' } });
  });
});

describe('writing in a thread', () => {
  it('refuses an archived thread and a message of fewer than 4 characters', async () => {
    const archived = world({
      thread: aThread({ archived: true }),
      participants: { [ASKER]: { archived: false, unread: 0 } },
    });
    const attempt = archived.service.reply('fil', anActor({ id: ASKER }), { message: MESSAGE });
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(attempt).rejects.toMatchObject({ code: 'INBOX_THREAD_ARCHIVED', message: E.archived });
    const { service, seen } = world({ participants: { [ASKER]: { archived: false, unread: 0 } } });
    expect(await formErrorsOf(service.reply('fil', anActor({ id: ASKER }), { message: 'Ok' }))).toEqual({
      message: [t(fr.validation.minLength, { min: 4 })],
    });
    expect(seen.posted).toEqual([]);
    await service.reply('fil', anActor({ id: ASKER }), { message: '  Merci !  ' });
    expect(seen.posted).toEqual([[ASKER, 'Merci !']]);
  });

  it('archives the thread in the reader’s own list only', async () => {
    const { service, seen } = world({ participants: { [MANAGER]: { archived: false, unread: 0 } } });
    const card = await service.archive('fil', anActor({ id: MANAGER }));
    expect(seen.archived).toEqual([[10, MANAGER]]);
    expect(card.archived).toBe(true);
    await expect(service.archive('fil', anActor({ id: STRANGER }))).rejects.toMatchObject({
      code: 'INBOX_THREAD_NOT_FOUND',
    });
  });

  it('lets only its author delete a person’s message, once; an automatic one stays', async () => {
    const messages: Message[] = [
      { id: 1, threadId: 10, userId: ASKER, deletedAt: null },
      { id: 2, threadId: 10, userId: null, deletedAt: null },
      { id: 3, threadId: 10, userId: ASKER, deletedAt: new Date() },
      { id: 4, threadId: 99, userId: ASKER, deletedAt: null },
    ];
    const { service, seen } = world({ messages, participants: { [ASKER]: { archived: false, unread: 0 } } });
    const asker = anActor({ id: ASKER });
    await expect(service.deleteMessage(99, asker)).rejects.toMatchObject({ code: 'INBOX_MESSAGE_NOT_FOUND' });
    await expect(service.deleteMessage(4, asker)).rejects.toMatchObject({ code: 'INBOX_THREAD_NOT_FOUND' });
    await expect(service.deleteMessage(1, anActor({ id: STRANGER }))).rejects.toMatchObject({
      code: 'INBOX_THREAD_NOT_FOUND',
    });
    const automatic = service.deleteMessage(2, asker);
    await expect(automatic).rejects.toBeInstanceOf(ForbiddenError);
    await expect(automatic).rejects.toMatchObject({ code: 'INBOX_MESSAGE_AUTOMATIC', message: E.automatic });
    await expect(service.deleteMessage(1, anActor({ id: MANAGER }))).rejects.toMatchObject({
      code: 'INBOX_MESSAGE_NOT_AUTHOR',
      message: E.notAuthor,
    });
    await expect(service.deleteMessage(3, asker)).rejects.toMatchObject({
      code: 'INBOX_MESSAGE_ALREADY_DELETED',
      message: E.alreadyDeleted,
    });
    expect(seen.deleted).toEqual([]);
    await service.deleteMessage(1, asker);
    expect(seen.deleted).toEqual([1]);
  });
});

describe('the inbox poll', () => {
  const since = new Date('2026-03-02T09:59:59Z');

  it('tells the open thread moved only when it has news this reader has not read', async () => {
    const poll = async (unread: number, at = since) => {
      const { service } = world({ participants: { [MANAGER]: { archived: false, unread } } });
      return (await service.pending(anActor({ id: MANAGER }), at, 'fil')).current_thread_updated;
    };
    expect(await poll(1)).toBe(true);
    expect(await poll(0)).toBe(false);
    expect(await poll(1, new Date('2026-03-02T10:00:01Z'))).toBe(false);
    // A message of the poll's own second is told rather than missed.
    expect(await poll(1, new Date('2026-03-02T10:00:00Z'))).toBe(true);
  });

  it('answers its own time in whole seconds and the threads with news', async () => {
    const { service } = world();
    const answer = await service.pending(anActor({ id: MANAGER }), since, null);
    expect(answer.current_thread_updated).toBe(false);
    expect(answer.total_new_thread).toBe(MANAGER);
    expect(answer.data.updated_at).toMatch(/T\d\d:\d\d:\d\d\.000Z$/);
    expect((await service.pending(anActor({ id: MANAGER }), since, 'autre')).current_thread_updated).toBe(false);
  });
});

describe('starting a conversation', () => {
  it('from a listing: not its manager’s own, with a message of at least 10 characters', async () => {
    const { service, seen } = world();
    const own = service.info('t5', anActor({ id: MANAGER }), { message: MESSAGE });
    await expect(own).rejects.toBeInstanceOf(ForbiddenError);
    await expect(own).rejects.toMatchObject({ code: 'INBOX_OWN_LISTING', message: E.ownListing });
    expect(await formErrorsOf(service.info('t5', anActor({ id: ASKER }), { message: 'Bonjour' }))).toEqual({
      message: [t(fr.validation.minLength, { min: 10 })],
    });
    expect(seen.info).toEqual([]);
    expect(await service.info('t5', anActor({ id: ASKER }), { message: MESSAGE })).toEqual({
      thread: 'question',
      redirect: '/fr/user/inbox/thread/question/',
    });
    expect(seen.info).toEqual([ASKER]);
    expect(seen.postedIn).toEqual([[11, ASKER, MESSAGE]]);
    expect(seen.published).toEqual(['question']);
  });

  it('with a member: never oneself, one conversation per pair, opened under the writer’s name', async () => {
    const { service, seen } = world();
    await expect(service.contact('inconnu', anActor({ id: ASKER }), { message: MESSAGE })).rejects.toMatchObject({
      code: 'INBOX_USER_NOT_FOUND',
    });
    expect(await formErrorsOf(service.contact('ana', anActor({ id: ASKER }), { message: MESSAGE }))).toEqual({
      _form: [E.self],
    });
    expect(await service.contact('leo', anActor({ id: ASKER }), { message: MESSAGE })).toMatchObject({
      thread: 'nouveau',
    });
    expect(seen.opened).toEqual([
      {
        threadType: ThreadType.InformationDemand,
        title: t(fr.inbox.titles.contact, { user: 'Ana Roy' }),
        fromUserId: ASKER,
        toUserId: MANAGER,
      },
    ]);
    const again = world({ contact: aThread({ id: 13, slug: 'deja' }) });
    expect(await again.service.contact('ana', anActor({ id: MANAGER }), { message: MESSAGE })).toMatchObject({
      thread: 'deja',
    });
    expect(again.seen.opened).toEqual([]);
    expect(again.seen.postedIn).toEqual([[13, MANAGER, MESSAGE]]);
  });

  it('lists the reader’s threads as cards with the totals', async () => {
    const { service } = world();
    const listed = await service.list(anActor({ id: ASKER }), {} as never, 1, 10);
    expect(listed).toMatchObject({ totals: { all: 1 }, totalResults: 1 });
    expect(listed.threads).toMatchObject([{ slug: 'fil', nbMessagesUnread: 2, currentFromUser: true, tracker: 'e6' }]);
  });
});
