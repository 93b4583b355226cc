import { Injectable } from '@nestjs/common';
import type { Tx } from '../../core/database/transactions.js';
import type { Thread } from './entities/thread.entity.js';

export type SubjectKind = 'troc' | 'tracker' | 'cart';

/** What a module that threads are about tells the inbox, without the inbox importing it. */
export interface ThreadSubject {
  /** The subjects' slugs (and, for carts, their line counts), for the thread list. */
  refs(ids: readonly number[]): Promise<Map<number, { slug: string; nbLines?: number }>>;
  /**
   * Who, besides the thread's two parties, may read a thread about this subject (its managers,
   * delegates); read through `manager` when the caller is in a transaction.
   */
  readers(id: number, manager?: Tx): Promise<number[]>;
}

export interface SubjectRefs {
  troc: Map<number, { slug: string }>;
  tracker: Map<number, { slug: string }>;
  cart: Map<number, { slug: string; nbLines?: number }>;
}

/**
 * The modules threads are about register here at start-up (the listing module's rule by the
 * inbox module itself, exchanges and carts by theirs), the same way they extend the listing
 * view: the tracker and cart modules import the inbox, so the inbox cannot import them.
 */
@Injectable()
export class ThreadSubjects {
  private readonly subjects = new Map<SubjectKind, ThreadSubject>();

  provide(kind: SubjectKind, subject: ThreadSubject): void {
    this.subjects.set(kind, subject);
  }

  /** Everyone who may read the thread: its two parties and its subjects' managers. */
  async readers(
    thread: Pick<Thread, 'fromUserId' | 'toUserId' | 'trocId' | 'trackerId' | 'cartId'>,
    manager?: Tx,
  ): Promise<number[]> {
    const ids = new Set<number>([thread.fromUserId, thread.toUserId]);
    const about: [SubjectKind, number | null][] = [
      ['troc', thread.trocId],
      ['tracker', thread.trackerId],
      ['cart', thread.cartId],
    ];
    for (const [kind, id] of about) {
      const subject = this.subjects.get(kind);
      if (id !== null && subject) for (const reader of await subject.readers(id, manager)) ids.add(reader);
    }
    return [...ids];
  }

  async refs(threads: readonly Pick<Thread, 'trocId' | 'trackerId' | 'cartId'>[]): Promise<SubjectRefs> {
    const of = async (kind: SubjectKind, ids: (number | null)[]) => {
      const subject = this.subjects.get(kind);
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
      return subject && wanted.length ? subject.refs(wanted) : new Map<number, { slug: string; nbLines?: number }>();
    };
    const [troc, tracker, cart] = await Promise.all([
      of(
        'troc',
        threads.map((t) => t.trocId),
      ),
      of(
        'tracker',
        threads.map((t) => t.trackerId),
      ),
      of(
        'cart',
        threads.map((t) => t.cartId),
      ),
    ]);
    return { troc, tracker, cart };
  }
}
