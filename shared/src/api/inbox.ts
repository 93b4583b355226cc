// The inbox and the public questions (core §3 Thread, Message, Question; supporting §3 poll answer).
import type { ThreadType } from '../enums/marketplace.js';
import type { ListResponse } from './http.js';
import type { ThreadView } from './tracker.js';

export const INBOX_STATUSES = ['open', 'unread', 'archived'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
/** user: the threads I started; manager: the threads about my listings. */
export const INBOX_ORIGINS = ['user', 'manager'] as const;
export type InboxOrigin = (typeof INBOX_ORIGINS)[number];
export const INBOX_SORTS = ['recent', 'oldest'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

/** inbox_filter_form[...]: every field optional; no status lists open and archived alike. */
export interface InboxFilterForm {
  status?: InboxStatus | '';
  threadType?: ThreadType | '';
  origin?: InboxOrigin | '';
  sort?: InboxSort;
  keyword?: string;
  /** YYYY-MM-DD, the last message sent on or after / on or before that day. */
  sentAfter?: string;
  sentBefore?: string;
}

export interface InboxPerson {
  firstname: string;
  lastname: string;
}

/** A thread of the list (core §3 Thread). */
export interface InboxThread {
  slug: string;
  archived: boolean;
  threadType: ThreadType;
  nbMessagesUnread: number;
  /** The viewer started the thread (its fromUser). */
  currentFromUser: boolean;
  fromUser: InboxPerson;
  toUser: InboxPerson;
  title: string;
  /** Lines of the cart of a batch thread, 0 otherwise. */
  nbLines: number;
  tracker: string | null;
  troc: string | null;
  cart: string | null;
  lastMessage: { excerpt: string; displayDate: string } | null;
}

export interface InboxListResponse extends ListResponse<InboxThread> {
  total_archived: number;
  total_unread: number;
}

/** The feed of one thread: the messages with the thread's own line. */
export interface InboxFeed extends ThreadView {
  thread: InboxThread;
}

/** The thread poll answer (supporting §3). */
export interface InboxPendingResponse {
  data: { updated_at: string };
  total_new_thread: number;
  current_thread_updated: boolean;
}

/** The answer of info, contact: where the conversation goes on. */
export interface InboxOpenedResponse {
  thread: string;
  redirect: string;
}

export type QuestionState = 'unanswered' | 'answered' | 'masked';

/** A public question (core §3 Question); the manager's views add its state and listing. */
export interface QuestionView {
  id: number;
  content: string;
  publicAnswer: string | null;
  user: InboxPerson | null;
  userAnswer: InboxPerson | null;
  displayDate: string;
  answerDisplayDate: string | null;
  state: QuestionState;
  masked: boolean;
  troc?: { slug: string; name: string };
}

export interface TrocQuestionsResponse {
  data: QuestionView[];
  /** The viewer manages the listing: every question with its state, and the actions. */
  canManage: boolean;
  /** The viewer may ask (signed in, not a manager). */
  canAsk: boolean;
}
