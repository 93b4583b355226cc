import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { REDIS_CLIENT } from '../redis/redis.module.js';
import { CsrfGuard } from './csrf.guard.js';
import { LOGIN_THROTTLE, MemoryLoginThrottle, PEOPLE_LOOKUP_THROTTLE, RedisLoginThrottle } from './login-throttle.js';
import { HttpSession } from './session.entity.js';
import { DatabaseSessionStore, RedisSessionStore } from './session.stores.js';

export const SESSION_STORE = Symbol('SESSION_STORE');

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([HttpSession])],
  providers: [
    { provide: APP_GUARD, useClass: CsrfGuard },
    {
      provide: SESSION_STORE,
      inject: [APP_CONFIG, REDIS_CLIENT, getRepositoryToken(HttpSession)],
      useFactory: (config: AppConfig, redis: Redis | null, repo: Repository<HttpSession>) => {
        const ttl = config.sessionMaxAgeHours * 3600 * 1000;
        return redis && config.redis
          ? new RedisSessionStore(redis, config.redis.prefix, ttl)
          : new DatabaseSessionStore(repo, ttl);
      },
    },
    {
      provide: LOGIN_THROTTLE,
      inject: [APP_CONFIG, REDIS_CLIENT],
      useFactory: (config: AppConfig, redis: Redis | null) => {
        const { maxAttempts, windowSeconds } = config.loginThrottle;
        return redis && config.redis
          ? new RedisLoginThrottle(redis, config.redis.prefix, maxAttempts, windowSeconds)
          : new MemoryLoginThrottle(maxAttempts, windowSeconds);
      },
    },
    {
      provide: PEOPLE_LOOKUP_THROTTLE,
      inject: [APP_CONFIG, REDIS_CLIENT],
      useFactory: (config: AppConfig, redis: Redis | null) => {
        const { maxAttempts, windowSeconds } = config.peopleLookupThrottle;
        return redis && config.redis
          ? new RedisLoginThrottle(redis, config.redis.prefix, maxAttempts, windowSeconds, 'people-lookup')
          : new MemoryLoginThrottle(maxAttempts, windowSeconds);
      },
    },
  ],
  exports: [SESSION_STORE, LOGIN_THROTTLE, PEOPLE_LOOKUP_THROTTLE],
})
export class AuthCoreModule {}
