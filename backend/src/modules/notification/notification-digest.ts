import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Transactions } from '../../core/database/transactions.js';
import { MailQueue } from '../../core/mail/mail-queue.js';
import { QueueService } from '../../core/queue/queue.service.js';
import { dailyAt } from '../../core/queue/schedules.js';
import { UsersService } from '../identity/index.js';
import { NotificationMails } from './notification-mails.js';
import { NotificationQueries } from './notification.queries.js';

export const NOTIFICATION_QUEUE = 'notification';
export const DIGEST_JOB = 'digest';
/** Users read per batch: the job's memory stays flat however many wait for a digest. */
const BATCH = 200;

/**
 * The daily digest: a repeatable job (7:00, Paris time) that sends each user who chose
 * "daily" for some type ONE mail listing their waiting notifications, and marks them mailed.
 */
@Injectable()
export class NotificationDigest implements OnModuleInit {
  private readonly logger = new Logger('Digest');

  constructor(
    private readonly queue: QueueService,
    private readonly transactions: Transactions,
    private readonly queries: NotificationQueries,
    private readonly users: UsersService,
    private readonly mails: NotificationMails,
    private readonly mailQueue: MailQueue,
  ) {}

  onModuleInit(): void {
    this.queue.register(NOTIFICATION_QUEUE, DIGEST_JOB, () => this.run());
    this.queue.schedule(NOTIFICATION_QUEUE, DIGEST_JOB, dailyAt(7, 0));
  }

  async run(): Promise<{ users: number; notifications: number }> {
    let after = 0;
    let users = 0;
    let notifications = 0;
    for (;;) {
      const ids = await this.queries.digestUsers(after, BATCH);
      if (!ids.length) break;
      after = ids[ids.length - 1]!;
      const accounts = await this.users.findByIds(ids);
      for (const userId of ids) {
        const rows = await this.queries.digestOf(userId);
        if (!rows.length) continue;
        const user = accounts.get(userId);
        const now = new Date();
        // Rows that arrive while this runs keep waiting for tomorrow's digest.
        await this.transactions.run((manager) =>
          this.queries.markMailed(
            manager,
            rows.map((r) => r.id),
            now,
          ),
        );
        if (!user?.enabled) continue;
        await this.mailQueue.send(this.mails.digest(user, rows));
        users += 1;
        notifications += rows.length;
      }
    }
    if (users) this.logger.log(`Résumés envoyés : ${users} (${notifications} notifications)`);
    return { users, notifications };
  }
}
