import { formatDateTime, fr, messageExcerpt, type InboxThread } from '@troc/shared';
import type { Message } from './entities/message.entity.js';
import type { Thread } from './entities/thread.entity.js';
import type { SubjectRefs } from './thread-subjects.js';

export interface InboxMapContext {
  viewerId: number;
  people: Map<number, { firstname: string; lastname: string }>;
  refs: SubjectRefs;
  lastMessages: Map<number, Message>;
  /** The text of an automatic message, rendered as the feed renders it. */
  automatic: (message: Message) => string;
}

const UNKNOWN = { firstname: fr.fallback.unknown, lastname: '' };

/** A thread of the list in the spec's shape (core §3 Thread), as its reader sees it. */
export function toInboxThread(
  row: { thread: Thread; archived: boolean; unread: number },
  ctx: InboxMapContext,
): InboxThread {
  const { thread } = row;
  const person = (id: number) => {
    const p = ctx.people.get(id) ?? UNKNOWN;
    return { firstname: p.firstname, lastname: p.lastname };
  };
  const cart = thread.cartId === null ? undefined : ctx.refs.cart.get(thread.cartId);
  const last = ctx.lastMessages.get(thread.id);
  const text = !last
    ? ''
    : last.userId === null
      ? ctx.automatic(last)
      : last.deletedAt
        ? fr.inbox.deleted
        : (last.content ?? '');
  return {
    slug: thread.slug,
    archived: row.archived,
    threadType: thread.threadType,
    nbMessagesUnread: row.unread,
    currentFromUser: thread.fromUserId === ctx.viewerId,
    fromUser: person(thread.fromUserId),
    toUser: person(thread.toUserId),
    title: thread.title,
    nbLines: cart?.nbLines ?? 0,
    tracker: thread.trackerId === null ? null : (ctx.refs.tracker.get(thread.trackerId)?.slug ?? null),
    troc: thread.trocId === null ? null : (ctx.refs.troc.get(thread.trocId)?.slug ?? null),
    cart: cart?.slug ?? null,
    lastMessage: last ? { excerpt: messageExcerpt(text), displayDate: formatDateTime(last.createdAt) } : null,
  };
}
