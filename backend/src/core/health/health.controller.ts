import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@troc/shared';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { QueueService } from '../queue/queue.service.js';

@ApiTags('santé')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(QueueService) private readonly queue: QueueService,
  ) {}

  /** Database and queue reachability; 503 when either is down, for load balancers. */
  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const dbOk = await this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    const queueOk = await this.queue.driver.ping();
    const driver = this.dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
    if (!dbOk || !queueOk) res.status(503);
    return {
      status: dbOk && queueOk ? 'ok' : 'degraded',
      database: { driver, ok: dbOk },
      queue: { driver: this.queue.driver.name, ok: queueOk },
    };
  }
}
