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
});
