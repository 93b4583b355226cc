import { jest } from '@jest/globals';
import { fr, ThreadType } from '@troc/shared';
import type { Transactions, Tx } from '../../core/database/transactions.js';
import type { DomainEvents } from '../../core/events/domain-events.js';
import type { UsersService } from '../identity/index.js';
import type { Message } from './entities/message.entity.js';
import type { Thread } from './entities/thread.entity.js';
import type { InboxQueries } from './inbox.queries.js';
import { automaticText, InboxService } from './inbox.service.js';
import type { ThreadSubjects } from './thread-subjects.js';

// Threads and messages with the inbox's queries, the thread subjects, the users and the events faked.
const ASKER = 4;
const MANAGER = 1;
const DELEGATE = 3;

function world() {
  // The caller's transaction, only compared by identity.
  const tx = { tx: true } as unknown as Tx;
  const threads: Thread[] = [];
  const messages: Message[] = [];
  // The order of the writes matters: participants first, then the message, then the unread counts.
  const log: string[] = [];
  const queries = {
    insertThread: jest.fn(async (_manager: unknown, row: Partial<Thread>) => {
      const saved = { ...row, id: threads.length + 50 } as Thread;
      threads.push(saved);
      return saved;
    }),
    ensureParticipants: jest.fn(async (manager: unknown, thread: Thread, readers: number[]) => {
      log.push(`participants ${thread.id} ${readers.join(',')} ${manager === tx ? 'tx' : 'no tx'}`);
    }),
    insertMessage: jest.fn(async (manager: unknown, row: Partial<Message>) => {
      log.push(`message ${row.threadId} ${manager === tx ? 'tx' : 'no tx'}`);
      const saved = { ...row, id: messages.length + 1, createdAt: new Date(), deletedAt: null } as Message;
      messages.push(saved);
      return saved;
    }),
    countNewMessage: jest.fn(async (_manager: unknown, threadId: number, causedBy: number | null) => {
      log.push(`unread ${threadId} except ${causedBy}`);
    }),
    threadIn: async (_manager: unknown, id: number) => threads.find((th) => th.id === id)!,
    informationThread: jest.fn(
      async (_manager: unknown, askerId: number, trocId: number) =>
        threads.find(
          (th) => th.threadType === ThreadType.InformationDemand && th.fromUserId === askerId && th.trocId === trocId,
        ) ?? null,
    ),
    bySlug: async (slug: string) => threads.find((th) => th.slug === slug) ?? null,
    byTracker: async (id: number) => threads.find((th) => th.trackerId === id) ?? null,
    byCart: async (id: number) => threads.find((th) => th.cartId === id) ?? null,
    slugsByTrackers: async (ids: number[]) =>
      new Map(threads.filter((th) => th.trackerId && ids.includes(th.trackerId)).map((th) => [th.trackerId!, th.slug])),
    slugsByCarts: async (ids: number[]) =>
      new Map(threads.filter((th) => th.cartId && ids.includes(th.cartId)).map((th) => [th.cartId!, th.slug])),
    messagesOf: async (threadId: number) => messages.filter((m) => m.threadId === threadId),
    markRead: jest.fn(async (_threadId: number, _userId: number) => undefined),
  };
  const subjects = {
    readers: jest.fn(async (thread: Thread, _manager?: unknown) => [
      ...new Set([thread.fromUserId, thread.toUserId, DELEGATE]),
    ]),
    refs: jest.fn(async () => ({})),
  };
  const users = {
    findByIds: async (ids: readonly number[]) =>
      new Map(
        ids.map((id) => [
          id,
          id === ASKER
            ? { firstname: 'Ana', lastname: 'Durand', organisation: { name: 'Mairie de Brest' }, service: null }
            : {
                firstname: 'Marc',
                lastname: 'Le Gall',
                organisation: { name: 'CHU' },
                service: { name: 'Logistique' },
              },
        ]),
      ),
  };
  const transactions = { run: jest.fn(<T>(work: (manager: unknown) => Promise<T>) => work(tx)) };
  const published: Record<string, unknown>[] = [];
  const events = { publish: async (event: Record<string, unknown>) => void published.push(event) };
  const service = new InboxService(
    queries as unknown as InboxQueries,
    users as unknown as UsersService,
    transactions as unknown as Transactions,
    subjects as unknown as ThreadSubjects,
    events as unknown as DomainEvents,
  );
  const information = (over: Partial<{ threadType: ThreadType; title: string }> = {}) =>
    service.open(tx, {
      threadType: ThreadType.InformationDemand,
      title: 'Chaises',
      fromUserId: ASKER,
      toUserId: MANAGER,
      trocId: 10,
      ...over,
    });
  return { service, tx, threads, messages, log, queries, subjects, transactions, published, information };
}

describe('InboxService', () => {
  it('opens a thread with an unguessable slug, its readers as participants and no message', async () => {
    const { threads, messages, log, information } = world();
    const thread = await information({ title: 'x'.repeat(300) });

    expect(threads).toHaveLength(1);
    expect(thread).toMatchObject({
      threadType: ThreadType.InformationDemand,
      fromUserId: ASKER,
      toUserId: MANAGER,
      trocId: 10,
      trackerId: null,
      cartId: null,
      archived: false,
    });
    expect(thread.title).toHaveLength(255);
    expect(thread.slug).toMatch(/^[0-9a-f]{16}$/);
    expect(thread.lastMessageAt).toBeInstanceOf(Date);
    expect((await information()).slug).not.toBe(thread.slug);
    expect(messages).toEqual([]);
    expect(log[0]).toBe(`participants ${thread.id} ${ASKER},${MANAGER},${DELEGATE} tx`);
  });

  it('opens a thread with its first message, unread for everyone but its author', async () => {
    const { service, tx, messages, log } = world();
    const thread = await service.open(
      tx,
      {
        threadType: ThreadType.ReservationDemand,
        title: 'Chaises',
        fromUserId: ASKER,
        toUserId: MANAGER,
        trackerId: 8,
      },
      { userId: ASKER, content: 'Bonjour, je passe jeudi.' },
    );
    expect(messages).toEqual([
      expect.objectContaining({
        threadId: thread.id,
        userId: ASKER,
        content: 'Bonjour, je passe jeudi.',
        contentKey: null,
        params: null,
      }),
    ]);
    expect(log).toEqual([
      `participants ${thread.id} ${ASKER},${MANAGER},${DELEGATE} tx`,
      `message ${thread.id} tx`,
      `unread ${thread.id} except ${ASKER}`,
    ]);
  });

  it('reuses the asker’s information thread about a listing, or opens one with its manager', async () => {
    const { service, tx, threads } = world();
    const troc = { id: 10, managerId: MANAGER, name: 'Chaises de bureau' };
    const first = await service.informationThread(tx, ASKER, troc);
    expect(first).toMatchObject({
      threadType: ThreadType.InformationDemand,
      title: 'Chaises de bureau',
      fromUserId: ASKER,
      toUserId: MANAGER,
      trocId: 10,
    });
    expect(await service.informationThread(tx, ASKER, troc)).toBe(first);
    expect(threads).toHaveLength(1);

    const unnamed = await service.informationThread(tx, 6, { ...troc, name: null });
    expect(unnamed.title).toBe(fr.fallback.unknown);
    expect(threads).toHaveLength(2);
  });

  it('posts a person’s message in a transaction, then tells every reader but its author', async () => {
    const { service, messages, log, transactions, published, information } = world();
    const thread = await information();
    log.length = 0;

    await service.post(thread, MANAGER, 'Oui,\n\n  elles sont disponibles.');

    expect(transactions.run).toHaveBeenCalledTimes(1);
    expect(messages.at(-1)).toMatchObject({ userId: MANAGER, content: 'Oui,\n\n  elles sont disponibles.' });
    expect(log).toEqual([
      `participants ${thread.id} ${ASKER},${MANAGER},${DELEGATE} tx`,
      `message ${thread.id} tx`,
      `unread ${thread.id} except ${MANAGER}`,
    ]);
    expect(published).toEqual([
      {
        type: 'inbox.message',
        threadId: thread.id,
        threadSlug: thread.slug,
        title: 'Chaises',
        authorId: MANAGER,
        recipientIds: [ASKER, DELEGATE],
        excerpt: 'Oui, elles sont disponibles.',
      },
    ]);
  });

  it('posts in the caller’s transaction without publishing', async () => {
    const { service, tx, messages, published, information } = world();
    const thread = await information();
    await service.postIn(tx, thread.id, ASKER, 'Merci !');
    expect(messages.at(-1)).toMatchObject({ threadId: thread.id, userId: ASKER, content: 'Merci !' });
    expect(published).toEqual([]);
  });

  it('posts a platform message with no author, unread for all but whoever caused it', async () => {
    const { service, tx, messages, log, information } = world();
    const thread = await information();
    await service.postAutomatic(tx, thread.id, 'message.tracker.approved', { user: 'Marc Le Gall' }, MANAGER);
    await service.postAutomatic(tx, thread.id, 'message.tracker.expired');

    expect(messages).toEqual([
      expect.objectContaining({
        userId: null,
        content: null,
        contentKey: 'message.tracker.approved',
        params: { user: 'Marc Le Gall' },
      }),
      expect.objectContaining({ userId: null, contentKey: 'message.tracker.expired', params: {} }),
    ]);
    expect(log.filter((l) => l.startsWith('unread'))).toEqual([
      `unread ${thread.id} except ${MANAGER}`,
      `unread ${thread.id} except null`,
    ]);
  });

  it('shows the messages to the viewer in French and clears the viewer’s unread count', async () => {
    const { service, tx, messages, queries, information } = world();
    const thread = await information();
    await service.postIn(tx, thread.id, ASKER, 'Sont-elles disponibles ?');
    await service.postIn(tx, thread.id, MANAGER, 'Oui.');
    await service.postAutomatic(tx, thread.id, 'question.answered', { user: 'Marc', troc: 'Chaises', answer: 'Oui' });
    messages[1]!.deletedAt = new Date();

    const view = await service.view(thread, ASKER);

    expect(queries.markRead).toHaveBeenCalledWith(thread.id, ASKER);
    expect(view).toMatchObject({
      slug: thread.slug,
      threadType: ThreadType.InformationDemand,
      title: 'Chaises',
      archived: false,
      tracker: null,
      troc: null,
    });
    expect(view.messages.map(({ displayDate: _, id: __, ...m }) => m)).toEqual([
      {
        user: { firstname: 'Ana', lastname: 'Durand', organisation: 'Mairie de Brest' },
        content: 'Sont-elles disponibles ?',
        automatic: false,
        currentUser: true,
      },
      {
        user: { firstname: 'Marc', lastname: 'Le Gall', organisation: 'Logistique — CHU' },
        content: fr.inbox.deleted,
        automatic: false,
        currentUser: false,
        deleted: true,
      },
      {
        user: null,
        content: 'Marc a répondu à votre question sur « Chaises » : Oui',
        automatic: true,
        currentUser: false,
      },
    ]);
    expect(view.messages[0]!.displayDate).toMatch(/^\d\d\/\d\d\/\d{4} à \d\d:\d\d$/);
  });

  it('words an unknown automatic message as the platform', () => {
    expect(automaticText({ contentKey: 'disparu', params: null })).toBe(fr.tracker.automatic.system);
    expect(automaticText({ contentKey: null, params: null })).toBe(fr.tracker.automatic.system);
  });

  it('finds an exchange’s thread, or the batch thread of its cart', async () => {
    const { service, tx } = world();
    const own = await service.open(tx, {
      threadType: ThreadType.ReservationDemand,
      title: 'A',
      fromUserId: ASKER,
      toUserId: MANAGER,
      trackerId: 8,
    });
    const batch = await service.open(tx, {
      threadType: ThreadType.BatchDemand,
      title: 'B',
      fromUserId: ASKER,
      toUserId: MANAGER,
      cartId: 30,
    });

    expect(await service.forTracker({ id: 8, cartId: 30 })).toBe(own);
    expect(await service.forTracker({ id: 9, cartId: 30 })).toBe(batch);
    expect(await service.forTracker({ id: 9, cartId: null })).toBeNull();
    expect(
      await service.slugsForTrackers([
        { id: 8, cartId: 30 },
        { id: 9, cartId: 30 },
        { id: 11, cartId: null },
        { id: 12, cartId: 31 },
      ]),
    ).toEqual(
      new Map([
        [8, own.slug],
        [9, batch.slug],
      ]),
    );
  });
});
