import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { QueueService } from '../../core/queue/queue.service.js';
import { aligned } from '../../core/queue/schedules.js';
import { TrocPublicationService } from './troc-publication.service.js';

export const PUBLICATION_QUEUE = 'publication';
export const PUBLICATION_TICK = 'tick';

/**
 * The publication job every few minutes (PUBLICATION_TICK_SECONDS): a listing goes live on its
 * start date and expires after its end date even if nobody touches it. A repeatable job of the
 * queue, so that with several instances each occurrence runs once, on one of them.
 */
@Injectable()
export class PublicationScheduler implements OnModuleInit {
  constructor(
    private readonly publication: TrocPublicationService,
    private readonly queue: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const seconds = this.config.publicationTickSeconds;
    if (seconds <= 0) return;
    this.queue.register(PUBLICATION_QUEUE, PUBLICATION_TICK, () => this.publication.tick());
    this.queue.schedule(PUBLICATION_QUEUE, PUBLICATION_TICK, aligned(seconds * 1000));
  }
}
