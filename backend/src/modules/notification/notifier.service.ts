import { Injectable, Logger } from '@nestjs/common';
import type { NotificationType } from '@troc/shared';
import { Transactions } from '../../core/database/transactions.js';
import { MailQueue } from '../../core/mail/mail-queue.js';
import { UsersService } from '../identity/index.js';
import type { Notification } from './entities/notification.entity.js';
import { type MailWording, NotificationMails } from './notification-mails.js';
import { mailPlan } from './notification-rules.js';
import { NotificationQueries } from './notification.queries.js';

export interface NotifyInput {
  userId: number;
  type: NotificationType;
  /** French, as the bell and the mail's subject show it. */
  title: string;
  body: string;
  /** A ROUTES path, without the locale. */
  path: string;
  object?: { type: string; slug: string } | null;
  /** false: the bell only (the event is mailed by its own module); otherwise the mail's own wording. */
  mail?: false | MailWording;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The one door to notifications: a row per recipient, then the mail as each one chose for
 * the type (at once through the mail queue, kept for the daily digest, or none). Disabled
 * accounts get nothing. Modules call it, or publish an event the listeners turn into a call.
 */
@Injectable()
export class Notifier {
  private readonly logger = new Logger('Notifier');

  constructor(
    private readonly transactions: Transactions,
    private readonly queries: NotificationQueries,
    private readonly users: UsersService,
    private readonly mails: NotificationMails,
    private readonly mailQueue: MailQueue,
  ) {}

  async notify(inputs: NotifyInput | NotifyInput[]): Promise<Notification[]> {
    const list = Array.isArray(inputs) ? inputs : [inputs];
    if (!list.length) return [];
    const users = await this.users.findByIds(list.map((input) => input.userId));
    const now = new Date();
    const planned = await this.transactions.run(async (manager) => {
      const rows = [];
      for (const input of list) {
        const user = users.get(input.userId);
        if (!user?.enabled) continue;
        const frequency = (await this.queries.frequencies(user.id, manager)).get(input.type);
        const plan = mailPlan(frequency, input.mail !== false);
        rows.push({
          input,
          user,
          plan,
          row: {
            userId: user.id,
            notificationType: input.type,
            title: clip(input.title, 255),
            body: clip(input.body, 1000),
            path: input.path,
            objectType: input.object?.type ?? null,
            objectSlug: input.object?.slug ?? null,
            mailedAt: plan === 'now' ? now : null,
            digestPending: plan === 'digest',
          },
        });
      }
      const saved = await this.queries.insert(
        manager,
        rows.map((r) => r.row),
      );
      return rows.map((r, i) => ({ ...r, saved: saved[i]! }));
    });
    // After the commit: a mail never goes out for a row that was rolled back.
    for (const { input, user, plan, saved } of planned) {
      if (plan !== 'now') continue;
      try {
        await this.mailQueue.send(this.mails.single(user, saved, input.mail || {}));
      } catch (error) {
        this.logger.error(`Mail of notification ${saved.id} not queued: ${(error as Error).message}`);
      }
    }
    return planned.map((p) => p.saved);
  }
}
