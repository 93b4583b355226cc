import { Inject, Injectable } from '@nestjs/common';
import { API, fr, ROUTES, t, withLocale, type NotificationType } from '@troc/shared';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import type { OutgoingMail } from '../../core/mail/mail.service.js';
import { renderMail } from '../../core/mail/templates.js';
import type { User } from '../identity/index.js';
import type { Notification } from './entities/notification.entity.js';
import { unsubscribeToken, type UnsubscribeScope } from './notification-rules.js';

/** The wording a module keeps for its own mails (the tracker's); the notifier's otherwise. */
export interface MailWording {
  paragraphs?: string[];
  action?: string;
}

/**
 * Writes the notification mails (French, text and HTML): each one ends with the one-click
 * unsubscribe links and carries the List-Unsubscribe headers mail clients show (RFC 8058).
 */
@Injectable()
export class NotificationMails {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The mail of one notification, sent at once. */
  single(user: User, notification: Notification, wording: MailWording = {}): OutgoingMail {
    const type = notification.notificationType;
    const label = fr.notification.types[type];
    return {
      to: user.email,
      subject: notification.title,
      ...renderMail({
        title: notification.title,
        paragraphs: wording.paragraphs ?? [greeting(user), notification.body],
        action: { label: wording.action ?? fr.notification.mail.open, url: this.url(withLocale(notification.path)) },
        footer: fr.notification.mail.footer,
        footerLinks: [
          { label: t(fr.notification.mail.unsubscribeType, { type: label }), url: this.pageUrl(user.id, type) },
          { label: fr.notification.mail.unsubscribeAll, url: this.pageUrl(user.id, 'all') },
        ],
      }),
      headers: this.listHeaders(user.id, type),
    };
  }

  /** The daily digest: every waiting notification of one user, oldest first. */
  digest(user: User, notifications: Notification[]): OutgoingMail {
    const lines = notifications.map(
      (n) =>
        `${t(fr.notification.mail.digestLine, { title: n.title, body: n.body })} (${this.url(withLocale(n.path))})`,
    );
    return {
      to: user.email,
      subject: t(fr.notification.mail.digestSubject, { count: notifications.length }),
      ...renderMail({
        title: fr.notification.mail.digestTitle,
        paragraphs: [greeting(user), fr.notification.mail.digestIntro, ...lines],
        action: { label: fr.notification.mail.digestAction, url: this.url(withLocale(ROUTES.notifications)) },
        footer: fr.notification.mail.footer,
        footerLinks: [{ label: fr.notification.mail.unsubscribeAll, url: this.pageUrl(user.id, 'all') }],
      }),
      headers: this.listHeaders(user.id, 'all'),
    };
  }

  token(userId: number, scope: UnsubscribeScope): string {
    return unsubscribeToken(this.config.sessionSecret, { userId, scope });
  }

  private url(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  /** The page that confirms with one click (a person following the link). */
  private pageUrl(userId: number, scope: UnsubscribeScope): string {
    return this.url(withLocale(ROUTES.unsubscribe(this.token(userId, scope))));
  }

  /** The mail client's one-click POST goes straight to the API (no page, no session). */
  private listHeaders(userId: number, scope: NotificationType | 'all'): Record<string, string> {
    return {
      'List-Unsubscribe': `<${this.url(withLocale(API.unsubscribe(this.token(userId, scope))))}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
}

function greeting(user: User): string {
  return user.firstname
    ? t(fr.notification.mail.greeting, { firstname: user.firstname })
    : fr.notification.mail.greetingAnonymous;
}
