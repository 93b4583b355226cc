import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createConnection, type Connection } from 'mysql2';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { withTimeout } from '../redis/redis-options.js';

/**
 * Whether the database answers, asked on a connection of the health check's own. Through the
 * pool, a probe waits behind the requests when every connection is taken: a busy database would
 * be reported down (and an orchestrator would restart a healthy instance under load). SQLite has
 * no pool: the application's connection answers at once.
 */
@Injectable()
export class DatabaseProbe implements OnModuleDestroy {
  private connection: Connection | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'database'>,
  ) {}

  async ok(timeoutMs: number): Promise<boolean> {
    const db = this.config.database;
    if (db.driver !== 'mysql') {
      return withTimeout(this.dataSource.query('SELECT 1'), timeoutMs).then(
        () => true,
        () => false,
      );
    }
    const connection = (this.connection ??= this.open(db.url, timeoutMs));
    try {
      await withTimeout(connection.promise().query('SELECT 1'), timeoutMs);
      return true;
    } catch {
      // Lost or stuck: the next probe opens a fresh one.
      this.drop(connection);
      return false;
    }
  }

  onModuleDestroy(): void {
    if (this.connection) this.drop(this.connection);
  }

  private open(url: string, timeoutMs: number): Connection {
    const connection = createConnection({ uri: url, connectTimeout: Math.max(timeoutMs, 1000) });
    // Errors show on the next probe; without a listener a dropped connection would crash the process.
    connection.on('error', () => this.drop(connection));
    return connection;
  }

  private drop(connection: Connection): void {
    if (this.connection === connection) this.connection = null;
    connection.destroy();
  }
}
