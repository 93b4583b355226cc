import { Injectable } from '@nestjs/common';
import { fr, NotificationType, ROUTES, t } from '@troc/shared';
import type {
  AlertResultsEvent,
  InboxMessageEvent,
  QuestionAnsweredEvent,
  QuestionAskedEvent,
  TrocModeratedEvent,
} from '../../core/events/catalogue.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { Notifier } from './notifier.service.js';

const m = fr.notification.events;

/**
 * Turns the conversations' events into notifications, in French. The publishers do not
 * know this module; the tracker's transitions come through the Notifier directly, worded
 * by the tracker module.
 */
@Injectable()
export class NotificationListeners {
  constructor(
    events: DomainEvents,
    private readonly notifier: Notifier,
  ) {
    events.on<InboxMessageEvent>('inbox.message', (e) => this.message(e));
    events.on<QuestionAskedEvent>('question.asked', (e) => this.asked(e));
    events.on<QuestionAnsweredEvent>('question.answered', (e) => this.answered(e));
    events.on<TrocModeratedEvent>('troc.moderated', (e) => this.moderated(e));
    events.on<AlertResultsEvent>('alert.results', (e) => this.alertResults(e));
  }

  private async message(e: InboxMessageEvent): Promise<void> {
    await this.notifier.notify(
      e.recipientIds
        .filter((id) => id !== e.authorId)
        .map((userId) => ({
          userId,
          type: NotificationType.NewMessage,
          title: t(m.newMessage, { title: e.title }),
          body: e.excerpt,
          path: ROUTES.inboxThread(e.threadSlug),
          object: { type: 'thread', slug: e.threadSlug },
        })),
    );
  }

  private async asked(e: QuestionAskedEvent): Promise<void> {
    await this.notifier.notify(
      e.recipientIds
        .filter((id) => id !== e.askerId)
        .map((userId) => ({
          userId,
          type: NotificationType.NewQuestion,
          title: t(m.newQuestion, { troc: e.trocName }),
          body: e.excerpt,
          path: ROUTES.myQuestions,
          object: { type: 'troc', slug: e.trocSlug },
        })),
    );
  }

  private async answered(e: QuestionAnsweredEvent): Promise<void> {
    if (e.askerId === e.answererId) return;
    await this.notifier.notify({
      userId: e.askerId,
      type: NotificationType.QuestionAnswered,
      title: t(m.questionAnswered, { troc: e.trocName }),
      body: e.excerpt,
      path: ROUTES.trocView(e.trocSlug),
      object: { type: 'troc', slug: e.trocSlug },
    });
  }

  private async moderated(e: TrocModeratedEvent): Promise<void> {
    const approved = e.decision === 'approved';
    await this.notifier.notify({
      userId: e.managerId,
      type: NotificationType.ListingModerated,
      title: t(approved ? m.approved : m.denied, { troc: e.trocName }),
      body: e.message || (approved ? m.approvedBody : m.deniedBody),
      // A denied listing is fixed in its edit page; an approved one is seen live.
      path: approved ? ROUTES.trocView(e.trocSlug) : ROUTES.trocEdit(e.trocSlug),
      object: { type: 'troc', slug: e.trocSlug },
    });
  }

  /** The alert module mails its results itself: the bell only. */
  private async alertResults(e: AlertResultsEvent): Promise<void> {
    await this.notifier.notify({
      userId: e.userId,
      type: NotificationType.AlertResults,
      title: t(m.alertResults, { title: e.title }),
      body: t(m.alertResultsBody, { count: e.count }),
      path: ROUTES.alertView(e.alertSlug),
      object: { type: 'alert', slug: e.alertSlug },
      mail: false,
    });
  }
}
