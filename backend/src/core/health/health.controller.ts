import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@troc/shared';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DatabaseProbe } from './database-probe.js';
import { QueueService } from '../queue/queue.service.js';
import { withTimeout } from '../redis/redis-options.js';
import { REDIS_CLIENT } from '../redis/redis.module.js';
import { Lifecycle } from './lifecycle.js';

@ApiTags('santé')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    private readonly lifecycle: Lifecycle,
    private readonly probe: DatabaseProbe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Database, Redis and queue reachability, checked at once; 503 naming what is down, or while stopping. */
  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    // Each dependency has HEALTH_CHECK_MS to answer (600 ms): health itself answers within a second.
    const limit = this.config.healthCheckMs;
    const [dbOk, queueOk, redisOk] = await Promise.all([
      this.probe.ok(limit),
      this.queue.driver.ping(limit),
      this.redis
        ? withTimeout(this.redis.ping(), limit).then(
            (pong) => pong === 'PONG',
            () => false,
          )
        : Promise.resolve(null),
    ]);
    const down: HealthResponse['down'] = [];
    if (!dbOk) down.push('database');
    if (!queueOk || redisOk === false) down.push('redis');
    if (down.length > 0 || this.lifecycle.stopping) res.status(503);
    return {
      status: this.lifecycle.stopping ? 'stopping' : down.length ? 'degraded' : 'ok',
      database: { driver: this.dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql', ok: dbOk },
      queue: { driver: this.queue.driver.name, ok: queueOk, running: this.queue.runningHere },
      ...(redisOk === null ? {} : { redis: { ok: redisOk } }),
      down,
    };
  }
}
