import { Socket } from 'node:net';
import { SLOWNESS } from '../../../test/support/wait.js';
import { answeringProcess, type AnsweringProcess } from '../../../test/support/answering-process.js';
import { deadline, settleWithin } from './deadline.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const busy = (ms: number) => {
  for (const until = Date.now() + ms; Date.now() < until;);
};

describe('a deadline', () => {
  it('expires once its time has passed with nothing settled', async () => {
    let expired = 0;
    const armed = Date.now();
    deadline(20, () => expired++);
    await new Promise((resolve) => setImmediate(resolve));
    // Not before its time (the turn above may have been long on a loaded machine).
    if (Date.now() - armed < 20) expect(expired).toBe(0);
    await sleep(60);
    // The expiry runs in the check phase after its timer: wait for that phase (on a loaded machine
    // both timers may come due in the same turn, and the sleep's then runs first).
    await new Promise((resolve) => setImmediate(resolve));
    expect(expired).toBe(1);
  });

  it('does not expire once cancelled', async () => {
    let expired = 0;
    deadline(20, () => expired++)();
    await sleep(60);
    expect(expired).toBe(0);
  });

  describe('an answer already waiting in a socket when the timer runs out', () => {
    let server: AnsweringProcess;
    let client: Socket;
    beforeAll(async () => {
      server = await answeringProcess("return 'pong';");
      client = new Socket();
      await new Promise<void>((resolve) => client.connect(server.port, '127.0.0.1', resolve));
    });
    afterAll(() => {
      client.destroy();
      server.stop();
    });

    // The question goes out, then this process stays busy past the deadline while the other one
    // answers: when the loop comes back, the timer has expired and the answer is waiting. Done from
    // the loop's check phase (setImmediate), so that its timers come before its next read of the
    // sockets, as after any long turn.
    const askThenStayBusy = (arm: () => void) =>
      new Promise<void>((resolve) =>
        setImmediate(() => {
          arm();
          client.write('ping');
          busy(500 * SLOWNESS);
          resolve();
        }),
      );

    it('is read before the deadline is declared', async () => {
      const seen: string[] = [];
      const answered = new Promise<void>((resolve) =>
        client.once('data', () => {
          seen.push('answer');
          resolve();
        }),
      );
      let cancel = () => {};
      await askThenStayBusy(() => (cancel = deadline(50, () => seen.push('expired'))));
      await answered;
      cancel();
      await sleep(20);
      expect(seen).toEqual(['answer']);
    });

    it('settles a promise with the answer rather than the expiry', async () => {
      const answer = new Promise<string>((resolve) => client.once('data', (data) => resolve(String(data))));
      let settled: Promise<string> | undefined;
      await askThenStayBusy(() => (settled = settleWithin(answer, 50, () => new Error('trop tard'))));
      await expect(settled).resolves.toBe('pong');
    });
  });

  it('rejects with the expiry when the promise does not settle in time, and passes a rejection on', async () => {
    await expect(settleWithin(new Promise(() => undefined), 20, () => new Error('trop tard'))).rejects.toThrow(
      'trop tard',
    );
    await expect(settleWithin(Promise.reject(new Error('refusé')), 20, () => new Error('trop tard'))).rejects.toThrow(
      'refusé',
    );
  });
});
