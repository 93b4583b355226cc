import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Transactions } from '../../core/database/transactions.js';
import { TrackerReads } from '../tracker/index.js';
import { SavingsQueries } from './savings.queries.js';

/**
 * The monthly rollup's upkeep outside the triggers: on SQLite (schema from the entities) its
 * triggers at each start; on both, the history summed once when a database from before the
 * rollup starts with it empty, and again on demand (`rebuild`, the savings-rollup command).
 */
@Injectable()
export class SavingsRollupService implements OnApplicationBootstrap {
  private readonly logger = new Logger('SavingsRollup');

  constructor(
    private readonly queries: SavingsQueries,
    private readonly transactions: Transactions,
    private readonly trackers: TrackerReads,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.queries.dialect === 'sqlite') {
      await this.transactions.run((manager) => this.queries.replaceTriggers(manager));
    }
    if (await this.needsRebuild()) {
      const ms = await this.rebuild();
      this.logger.log(`Cumul mensuel des économies reconstruit depuis les échanges (${ms} ms).`);
    }
  }

  /** True when exchanges are completed but the rollup holds none of them (a database from before it). */
  async needsRebuild(): Promise<boolean> {
    const [done, summed] = await Promise.all([this.trackers.anyCompleted(), this.queries.anySummed()]);
    return done && !summed;
  }

  /** Sums every completed exchange again, in one transaction; returns how long it took (ms). */
  async rebuild(): Promise<number> {
    const start = Date.now();
    await this.transactions.run((manager) => this.queries.rebuild(manager));
    return Date.now() - start;
  }
}
