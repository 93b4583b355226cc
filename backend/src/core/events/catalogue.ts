import type { DomainEvent } from './domain-events.js';

/**
 * The events of the conversations, published by the module that owns the fact after its
 * transaction has committed. The notification module listens to them (and to
 * `tracker.transition`, declared by the tracker module): it writes one notification per
 * recipient and mails them as each one chose. Publishers never call the notifications.
 */

/** A person wrote in a thread (the automatic messages of exchanges have their own events). */
export interface InboxMessageEvent extends DomainEvent {
  type: 'inbox.message';
  threadId: number;
  threadSlug: string;
  title: string;
  authorId: number;
  /** Everyone who may read the thread, except the author. */
  recipientIds: number[];
  /** The message, shortened for a notification line. */
  excerpt: string;
}

/** A public question was asked on a listing; its managers are told. */
export interface QuestionAskedEvent extends DomainEvent {
  type: 'question.asked';
  questionId: number;
  trocSlug: string;
  trocName: string;
  askerId: number;
  recipientIds: number[];
  excerpt: string;
}

/** A manager answered a public question; its asker is told. */
export interface QuestionAnsweredEvent extends DomainEvent {
  type: 'question.answered';
  questionId: number;
  trocSlug: string;
  trocName: string;
  askerId: number;
  answererId: number;
  excerpt: string;
}

/** A moderator approved or denied a listing; its manager is told. */
export interface TrocModeratedEvent extends DomainEvent {
  type: 'troc.moderated';
  trocId: number;
  trocSlug: string;
  trocName: string;
  managerId: number;
  decision: 'approved' | 'denied';
  actorId: number;
  message: string | null;
}

/** A listing was deleted (Archived): what waited on it (pending requests) is withdrawn by its owners. */
export interface TrocDeletedEvent extends DomainEvent {
  type: 'troc.deleted';
  trocId: number;
  /** Who deleted it: the manager, a delegate, or the member running a mass deletion. */
  actorId: number;
}

/** An alert's run found new listings for its owner (the alert mails them itself). */
export interface AlertResultsEvent extends DomainEvent {
  type: 'alert.results';
  alertId: number;
  alertSlug: string;
  userId: number;
  title: string;
  count: number;
}

/** Addresses were invited to a private listing or operation (its manage form); each gets a mail. */
export interface InvitationAddedEvent extends DomainEvent {
  type: 'invitation.added';
  kind: 'troc' | 'operation';
  targetSlug: string;
  targetName: string;
  /** The manager of the listing or operation, named in the mail. */
  inviterId: number;
  emails: string[];
}
