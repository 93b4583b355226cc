import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { BullQueueDriver } from './bull.driver.js';
import { InProcessQueueDriver } from './in-process.driver.js';
import { JobRecord } from './job.entity.js';
import { QUEUE_DRIVER, QueueService } from './queue.service.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([JobRecord])],
  providers: [
    {
      provide: QUEUE_DRIVER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.redis ? new BullQueueDriver(config.redis.url, config.redis.prefix) : new InProcessQueueDriver(),
    },
    QueueService,
  ],
  exports: [QueueService],
})
export class QueueModule {}
