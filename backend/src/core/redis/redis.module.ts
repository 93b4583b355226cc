import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { BoundedRedis } from './bounded-redis.js';
import { logRedisErrors, REDIS_OPTIONS } from './redis-options.js';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/** One shared Redis connection for sessions and throttling; null in the embedded mode. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.redis) return null;
        const client = new BoundedRedis(config.redis.url, REDIS_OPTIONS);
        const logger = new Logger('Redis');
        client.on(
          'error',
          logRedisErrors((message) => logger.error(message)),
        );
        return client;
      },
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
