import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { SavingsGroup, SavingsGroupBy } from '../tracker/index.js';
import { type RollupBreakdown, SavingsRollup } from './entities/savings-rollup.entity.js';
import { type Dialect, rollupRebuild, rollupTriggers, TRIGGER_NAMES } from './savings-rollup.sql.js';

/**
 * Where each of the dashboard's groups is summed: its breakdown and key. Months are summed from the
 * category rows (every exchange has one category group, « none » included).
 */
const SOURCE: Record<SavingsGroupBy, { breakdown: RollupBreakdown; key: string }> = {
  month: { breakdown: 'category', key: 'r.month' },
  serviceId: { breakdown: 'service', key: 'r.groupId' },
  userId: { breakdown: 'taker', key: 'r.groupId' },
  categoryId: { breakdown: 'category', key: 'r.groupId' },
  operationId: { breakdown: 'operation', key: 'r.groupId' },
};

type Sums = Record<
  'groupKey' | 'n' | 'items' | 'grams' | 'gramsKnown' | 'cents' | 'centsKnown' | 'co2' | 'co2Known',
  unknown
>;

/** The savings module's SQL: the monthly rollup of the completed exchanges. */
@Injectable()
export class SavingsQueries {
  constructor(@InjectRepository(SavingsRollup) private readonly rollups: Repository<SavingsRollup>) {}

  get dialect(): Dialect {
    return this.rollups.manager.connection.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
  }

  /** An organisation's sums per `by` over the months [from, to] (YYYY-MM, both included, null: open). */
  async groups(
    by: SavingsGroupBy,
    organisationId: number,
    direction: 'given' | 'received',
    from: string | null,
    to: string | null,
  ): Promise<SavingsGroup[]> {
    const { breakdown, key } = SOURCE[by];
    const qb = this.rollups
      .createQueryBuilder('r')
      .select(key, 'groupKey')
      .addSelect('SUM(r.trackers)', 'n')
      .addSelect('SUM(r.items)', 'items')
      .addSelect('SUM(r.weightGrams)', 'grams')
      .addSelect('SUM(r.weightKnown)', 'gramsKnown')
      .addSelect('SUM(r.economyCents)', 'cents')
      .addSelect('SUM(r.economyKnown)', 'centsKnown')
      .addSelect('SUM(r.co2Grams)', 'co2')
      .addSelect('SUM(r.co2Known)', 'co2Known')
      .where('r.organisationId = :org AND r.direction = :direction AND r.breakdown = :breakdown', {
        org: organisationId,
        direction,
        breakdown,
      });
    if (from) qb.andWhere('r.month >= :from', { from });
    if (to) qb.andWhere('r.month <= :to', { to });
    // Rows emptied by a change (an exchange moved to another month …) stay at zero: not a group.
    const rows = await qb.groupBy(key).having('SUM(r.trackers) > 0').orderBy(key, 'ASC').getRawMany<Sums>();
    const known = (sum: unknown, count: unknown) => (Number(count) > 0 ? Number(sum) : null);
    return rows.map((r) => {
      const count = Number(r.n);
      const key = by === 'month' ? String(r.groupKey) : Number(r.groupKey);
      return {
        key: key === 0 ? null : key,
        count,
        items: Number(r.items ?? 0),
        grams: known(r.grams, r.gramsKnown),
        economyCents: known(r.cents, r.centsKnown),
        co2Grams: known(r.co2, r.co2Known),
        co2Unknown: count - Number(r.co2Known ?? 0),
      };
    });
  }

  /** Empties the rollup and sums every completed exchange again, in the caller's transaction. */
  async rebuild(manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM savings_rollup');
    for (const sql of rollupRebuild(this.dialect)) await manager.query(sql);
  }

  /** Whether the rollup sums any exchange. */
  async anySummed(): Promise<boolean> {
    const rows = (await this.rollups.manager.query(
      'SELECT 1 AS one FROM savings_rollup WHERE trackers <> 0 LIMIT 1',
      [],
    )) as unknown[];
    return rows.length > 0;
  }

  /** (SQLite) The triggers as this version writes them: the table may have been rebuilt by the schema's sync. */
  async replaceTriggers(manager: EntityManager): Promise<void> {
    for (const name of TRIGGER_NAMES) await manager.query(`DROP TRIGGER IF EXISTS ${name}`);
    for (const sql of rollupTriggers(this.dialect)) await manager.query(sql);
  }
}
