import { SavingsRollupService } from './savings-rollup.service.js';

// The rollup's upkeep with its queries, the transactions and the exchanges faked: no database.
function world(options: { dialect?: 'sqlite' | 'mysql'; completed?: boolean; summed?: boolean; slow?: number } = {}) {
  const manager = { tx: true };
  const calls: string[] = [];
  const queries = {
    dialect: options.dialect ?? 'mysql',
    anySummed: async () => (calls.push('anySummed'), options.summed ?? false),
    replaceTriggers: async (m: unknown) => void calls.push(m === manager ? 'replaceTriggers in tx' : 'replaceTriggers'),
    rebuild: async (m: unknown) => {
      calls.push(m === manager ? 'rebuild in tx' : 'rebuild');
      if (options.slow) await new Promise((resolve) => setTimeout(resolve, options.slow));
    },
  };
  const transactions = {
    run: async <T>(work: (m: unknown) => Promise<T>) => {
      calls.push('begin');
      const result = await work(manager);
      calls.push('commit');
      return result;
    },
  };
  const trackers = { anyCompleted: async () => (calls.push('anyCompleted'), options.completed ?? false) };
  const service = new SavingsRollupService(
    ...([queries, transactions, trackers] as never as ConstructorParameters<typeof SavingsRollupService>),
  );
  return { service, calls };
}

describe('whether the rollup must be summed again', () => {
  it('is needed only when exchanges are completed and the rollup holds none', async () => {
    expect(await world({ completed: true, summed: false }).service.needsRebuild()).toBe(true);
    expect(await world({ completed: true, summed: true }).service.needsRebuild()).toBe(false);
    expect(await world({ completed: false, summed: false }).service.needsRebuild()).toBe(false);
    expect(await world({ completed: false, summed: true }).service.needsRebuild()).toBe(false);
  });
});

describe('the rollup at start-up', () => {
  it('replaces the triggers on SQLite in their own transaction, then sums a database from before the rollup', async () => {
    const { service, calls } = world({ dialect: 'sqlite', completed: true });
    await service.onApplicationBootstrap();
    expect(calls).toEqual([
      'begin',
      'replaceTriggers in tx',
      'commit',
      'anyCompleted',
      'anySummed',
      'begin',
      'rebuild in tx',
      'commit',
    ]);
  });

  it('leaves the triggers to the migrations on MySQL, and sums nothing when the rollup is filled', async () => {
    const { service, calls } = world({ dialect: 'mysql', completed: true, summed: true });
    await service.onApplicationBootstrap();
    expect(calls).toEqual(['anyCompleted', 'anySummed']);
  });

  it('sums nothing on a database without completed exchange', async () => {
    const { service, calls } = world({ dialect: 'sqlite', completed: false });
    await service.onApplicationBootstrap();
    expect(calls).not.toContain('rebuild in tx');
  });
});

describe('summing the rollup again on demand', () => {
  it('sums every exchange in one transaction and tells how long it took', async () => {
    const { service, calls } = world({ slow: 30 });
    const ms = await service.rebuild();
    expect(calls).toEqual(['begin', 'rebuild in tx', 'commit']);
    expect(ms).toBeGreaterThanOrEqual(20);
    expect(ms).toBeLessThan(5_000);
  });
});
