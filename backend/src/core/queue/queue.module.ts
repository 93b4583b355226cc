import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { logRedisErrors, REDIS_OPTIONS } from '../redis/redis-options.js';
import { BullQueueDriver } from './bull.driver.js';
import { InProcessQueueDriver } from './in-process.driver.js';
import { JobRecord } from './job.entity.js';
import { JobReconciler } from './job-reconciler.js';
import { QUEUE_DRIVER, QueueService } from './queue.service.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([JobRecord])],
  providers: [
    {
      provide: QUEUE_DRIVER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.redis) return new InProcessQueueDriver();
        const logger = new Logger('Queue');
        return new BullQueueDriver(
          config.redis.url,
          config.redis.prefix,
          REDIS_OPTIONS,
          logRedisErrors((message) => logger.error(message)),
        );
      },
    },
    QueueService,
    JobReconciler,
  ],
  exports: [QueueService, JobReconciler],
})
export class QueueModule {}
