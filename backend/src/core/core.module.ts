import { DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module.js';
import { AuthCoreModule } from './auth/auth-core.module.js';
import { type AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { EventsModule } from './events/domain-events.js';
import { DatabaseProbe } from './health/database-probe.js';
import { HealthController } from './health/health.controller.js';
import { Lifecycle } from './health/lifecycle.js';
import { MailModule } from './mail/mail.module.js';
import { QueueModule } from './queue/queue.module.js';
import { RedisModule } from './redis/redis.module.js';
import { StorageModule } from './storage/storage.module.js';

/** Configuration, database, Redis, queue, sessions and CSRF, mail, audit trail, file storage: what every domain module stands on. */
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        QueueModule,
        AuthCoreModule,
        MailModule,
        AuditModule,
        EventsModule,
        StorageModule,
      ],
      controllers: [HealthController],
      providers: [Lifecycle, DatabaseProbe],
      exports: [Lifecycle],
    };
  }
}
