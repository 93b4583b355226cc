import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { TrocPublicationService } from './troc-publication.service.js';

/**
 * Runs the publication job at start-up and then every few minutes: a listing goes live on
 * its start date and expires after its end date even if nobody touches it.
 */
@Injectable()
export class PublicationScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Publication');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly publication: TrocPublicationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.publicationTickSeconds;
    if (seconds <= 0) return;
    void this.run();
    this.timer = setInterval(() => void this.run(), seconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    try {
      await this.publication.tick();
    } catch (error) {
      this.logger.error(`Tâche de publication en échec : ${(error as Error).message}`);
    }
  }
}
