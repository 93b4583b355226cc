import { Injectable, type OnModuleInit } from '@nestjs/common';
import { QueueService } from '../queue/queue.service.js';
import { MailService, type OutgoingMail } from './mail.service.js';

/**
 * Mails of the domain (exchanges, and later notifications and alerts) leave through the queue:
 * a slow or failing SMTP server never holds up the request that caused them, and a failed
 * sending stays recorded in the job table.
 */
@Injectable()
export class MailQueue implements OnModuleInit {
  constructor(
    private readonly queue: QueueService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.queue.register<OutgoingMail>('mail', 'send', async (job) => {
      await this.mail.send(job.payload);
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.queue.enqueue('mail', 'send', mail);
  }
}
