import { Injectable } from '@nestjs/common';
import {
  fr,
  type InboxFeed,
  type InboxFilterForm,
  type InboxOpenedResponse,
  type InboxPendingResponse,
  type InboxThread,
  readText,
  ROUTES,
  t,
  ThreadType,
  validateListingMessage,
  validateThreadMessage,
  withLocale,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { Transactions } from '../../core/database/transactions.js';
import { ConflictError, ForbiddenError, FormError, NotFoundError } from '../../core/errors/index.js';
import { UsersService } from '../identity/index.js';
import { TrocReadService } from '../troc/index.js';
import type { Thread } from './entities/thread.entity.js';
import { InboxListQueries, type InboxRow } from './inbox-list.queries.js';
import { toInboxThread } from './inbox.mapper.js';
import { InboxQueries } from './inbox.queries.js';
import { automaticText, InboxService } from './inbox.service.js';

const failIf = (errors: Record<string, string[]>) => {
  if (Object.keys(errors).length) throw new FormError(errors);
};

/**
 * The inbox screens' rules: a thread is read by its parties and by the managers and delegates
 * of what it is about (ThreadSubjects), and by no one else (404); read and archived states are
 * each reader's own.
 */
@Injectable()
export class InboxThreadsService {
  constructor(
    private readonly queries: InboxQueries,
    private readonly lists: InboxListQueries,
    private readonly inbox: InboxService,
    private readonly users: UsersService,
    private readonly trocs: TrocReadService,
    private readonly transactions: Transactions,
  ) {}

  async list(actor: Actor, form: InboxFilterForm, page: number, size: number) {
    const [found, totals] = await Promise.all([
      this.lists.list(actor.id, form, page, size),
      this.lists.totals(actor.id),
    ]);
    return { threads: await this.cards(found.rows, actor), totals, totalResults: found.totalResults };
  }

  /** The thread if the actor may read it (404 otherwise); a reader without a row yet gets one. */
  async readable(slug: string, actor: Actor): Promise<Thread> {
    const thread = await this.queries.bySlug(slug);
    if (!thread) throw new NotFoundError('INBOX_THREAD_NOT_FOUND', fr.http.notFound);
    // A delegate's access ends with their delegation: only the two parties skip the subjects' rule.
    const party = thread.fromUserId === actor.id || thread.toUserId === actor.id;
    if (!party && !(await this.inbox.readers(thread)).includes(actor.id))
      throw new NotFoundError('INBOX_THREAD_NOT_FOUND', fr.http.notFound);
    if (!(await this.queries.participant(thread.id, actor.id))) {
      await this.transactions.run((manager) => this.queries.ensureParticipants(manager, thread, [actor.id]));
    }
    return thread;
  }

  /** The messages, oldest first; opening them marks them read for the actor. */
  async feed(slug: string, actor: Actor): Promise<InboxFeed> {
    return this.feedOf(await this.readable(slug, actor), actor);
  }

  async reply(slug: string, actor: Actor, values: { message?: unknown }): Promise<InboxFeed> {
    const thread = await this.readable(slug, actor);
    if (thread.archived) throw new ConflictError('INBOX_THREAD_ARCHIVED', fr.inbox.errors.archived);
    failIf(validateThreadMessage(values));
    await this.inbox.post(thread, actor.id, readText(values.message));
    return this.feedOf(thread, actor);
  }

  /** Archives the thread in the actor's own list; it comes back with the next message. */
  async archive(slug: string, actor: Actor): Promise<InboxThread> {
    const thread = await this.readable(slug, actor);
    await this.queries.archive(thread.id, actor.id);
    return this.card(thread, actor);
  }

  /** Only its author deletes a person's message; it stays in place as « Message supprimé ». */
  async deleteMessage(id: number, actor: Actor): Promise<InboxFeed> {
    const message = await this.queries.messageById(id);
    if (!message) throw new NotFoundError('INBOX_MESSAGE_NOT_FOUND', fr.http.notFound);
    const [thread] = await this.queries.byIds([message.threadId]);
    if (!thread) throw new NotFoundError('INBOX_THREAD_NOT_FOUND', fr.http.notFound);
    await this.readable(thread.slug, actor);
    if (message.userId === null) throw new ForbiddenError('INBOX_MESSAGE_AUTOMATIC', fr.inbox.errors.automatic);
    if (message.userId !== actor.id) throw new ForbiddenError('INBOX_MESSAGE_NOT_AUTHOR', fr.inbox.errors.notAuthor);
    if (message.deletedAt) throw new ConflictError('INBOX_MESSAGE_ALREADY_DELETED', fr.inbox.errors.alreadyDeleted);
    await this.queries.softDeleteMessage(id);
    return this.feedOf(thread, actor);
  }

  /** The 30 s poll: threads with news since the last poll, and whether the open one moved. */
  async pending(actor: Actor, since: Date | null, slug: string | null): Promise<InboxPendingResponse> {
    // MySQL keeps whole seconds: the mark is floored to one and compared with >=, so a message of
    // the poll's own second is told (at worst twice) rather than missed.
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    let current = false;
    if (slug && since) {
      const thread = await this.queries.bySlug(slug);
      const reader = thread ? await this.queries.participant(thread.id, actor.id) : null;
      // Moved since, with something this reader has not read (their own message is on their screen).
      current = Boolean(thread && reader && reader.unread > 0 && thread.lastMessageAt.getTime() >= since.getTime());
    }
    return {
      data: { updated_at: now.toISOString() },
      total_new_thread: await this.lists.newThreads(actor.id, since),
      current_thread_updated: current,
    };
  }

  /** The listing view's message modal: opens or continues the asker's thread with its manager. */
  async info(trocSlug: string, actor: Actor, values: { message?: unknown }): Promise<InboxOpenedResponse> {
    const troc = await this.trocs.visible(trocSlug, actor);
    if (this.trocs.canManage(troc, actor)) throw new ForbiddenError('INBOX_OWN_LISTING', fr.inbox.errors.ownListing);
    failIf(validateListingMessage(values));
    const content = readText(values.message);
    const thread = await this.transactions.run(async (manager) => {
      const found = await this.inbox.informationThread(manager, actor.id, troc);
      await this.inbox.postIn(manager, found.id, actor.id, content);
      return found;
    });
    await this.inbox.published(thread, actor.id, content);
    return opened(thread);
  }

  /** Writes to a member directly: one conversation per pair of people, whoever began it. */
  async contact(userSlug: string, actor: Actor, values: { message?: unknown }): Promise<InboxOpenedResponse> {
    const user = await this.users.findBySlug(userSlug);
    if (!user) throw new NotFoundError('INBOX_USER_NOT_FOUND', fr.http.notFound);
    if (user.id === actor.id) throw FormError.field('_form', fr.inbox.errors.self);
    failIf(validateListingMessage(values));
    const content = readText(values.message);
    const me = await this.users.findById(actor.id);
    const thread = await this.transactions.run(async (manager) => {
      const found =
        (await this.queries.contactThread(manager, actor.id, user.id)) ??
        (await this.inbox.open(manager, {
          threadType: ThreadType.InformationDemand,
          title: t(fr.inbox.titles.contact, { user: `${me?.firstname ?? ''} ${me?.lastname ?? ''}`.trim() }),
          fromUserId: actor.id,
          toUserId: user.id,
        }));
      await this.inbox.postIn(manager, found.id, actor.id, content);
      return found;
    });
    await this.inbox.published(thread, actor.id, content);
    return opened(thread);
  }

  private async feedOf(thread: Thread, actor: Actor): Promise<InboxFeed> {
    const view = await this.inbox.view(thread, actor.id);
    const card = await this.card(thread, actor);
    return { ...view, tracker: card.tracker, troc: card.troc, thread: card };
  }

  private async card(thread: Thread, actor: Actor): Promise<InboxThread> {
    const own = await this.queries.participant(thread.id, actor.id);
    const [card] = await this.cards([{ thread, archived: own?.archived ?? false, unread: own?.unread ?? 0 }], actor);
    return card!;
  }

  private async cards(rows: InboxRow[], actor: Actor): Promise<InboxThread[]> {
    const threads = rows.map((r) => r.thread);
    const [people, refs, lastMessages] = await Promise.all([
      this.users.findByIds(threads.flatMap((th) => [th.fromUserId, th.toUserId])),
      this.inbox.refs(threads),
      this.queries.lastMessages(threads.map((th) => th.id)),
    ]);
    const ctx = { viewerId: actor.id, people, refs, lastMessages, automatic: automaticText };
    return rows.map((row) => toInboxThread(row, ctx));
  }
}

const opened = (thread: Thread): InboxOpenedResponse => ({
  thread: thread.slug,
  redirect: withLocale(ROUTES.inboxThread(thread.slug)),
});
