import { Gate } from './gate.js';
import { DatabaseBusyError } from './pool-limits.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const tick = () => new Promise((r) => setImmediate(r));

describe('Gate', () => {
  it('runs at most `limit` at once, the others in order of arrival', async () => {
    const gate = new Gate(2, 1_000, 'recherche');
    const started: number[] = [];
    const holds = [deferred(), deferred(), deferred(), deferred()];
    const runs = holds.map((h, i) =>
      gate.run(async () => {
        started.push(i);
        await h.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.queued).toBe(2);
    holds[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    holds[0]!.resolve();
    holds[2]!.resolve();
    holds[3]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(gate.queued).toBe(0);
  });

  it('passes the turn on when a run fails', async () => {
    const gate = new Gate(1, 1_000, 'recherche');
    const failed = gate.run(() => Promise.reject(new Error('boom')));
    const next = gate.run(async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });

  it('gives up with a DatabaseBusyError after waiting too long, and forgets the waiter', async () => {
    const gate = new Gate(1, 30, 'recherche');
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(gate.queued).toBe(0);
    hold.resolve();
    await first;
    await expect(gate.run(async () => 'again')).resolves.toBe('again');
  });

  it('hands a freed turn over through `handOff`: not within the synchronous work that freed it', async () => {
    const turns: (() => void)[] = [];
    const gate = new Gate(1, 1_000, 'pages', (turn) => turns.push(turn));
    const started: string[] = [];
    const first = gate.run(async () => void started.push('first'));
    const second = gate.run(async () => void started.push('second'));
    await first;
    await tick();
    expect(started).toEqual(['first']);
    expect(turns).toHaveLength(1);
    turns.shift()!();
    await second;
    expect(started).toEqual(['first', 'second']);
    await expect(gate.run(async () => 'free')).resolves.toBe('free');
  });

  it('does not time out a waiter already handed its turn', async () => {
    const turns: (() => void)[] = [];
    const gate = new Gate(1, 20, 'pages', (turn) => turns.push(turn));
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    const second = gate.run(async () => 'second');
    hold.resolve();
    await first;
    // The turn is handed over but taken only after the waiting time has run out.
    await new Promise((r) => setTimeout(r, 60));
    turns.shift()!();
    await expect(second).resolves.toBe('second');
    await expect(gate.run(async () => 'free')).resolves.toBe('free');
  });
});
