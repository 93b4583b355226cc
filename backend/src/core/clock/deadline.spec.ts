import { createServer, type Server, Socket } from 'node:net';
import { deadline, settleWithin } from './deadline.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const busy = (ms: number) => {
  for (const until = Date.now() + ms; Date.now() < until;);
};

describe('a deadline', () => {
  it('expires once its time has passed with nothing settled', async () => {
    let expired = 0;
    deadline(20, () => expired++);
    await sleep(5);
    expect(expired).toBe(0);
    await sleep(60);
    expect(expired).toBe(1);
  });

  it('does not expire once cancelled', async () => {
    let expired = 0;
    deadline(20, () => expired++)();
    await sleep(60);
    expect(expired).toBe(0);
  });

  describe('an answer already waiting in a socket when the timer runs out', () => {
    let server: Server;
    let client: Socket;
    beforeAll(async () => {
      // The server answers, then keeps the process busy past the deadline: when the loop comes
      // back, the timer has expired and the answer is waiting to be read.
      server = createServer((socket) =>
        socket.on('data', () => {
          socket.write('pong');
          busy(150);
        }),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      client = new Socket();
      await new Promise<void>((resolve) => client.connect(port, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      client.destroy();
      await new Promise((resolve) => server.close(resolve));
    });

    it('is read before the deadline is declared', async () => {
      const seen: string[] = [];
      const answered = new Promise<void>((resolve) =>
        client.once('data', () => {
          seen.push('answer');
          resolve();
        }),
      );
      const cancel = deadline(50, () => seen.push('expired'));
      client.write('ping');
      await answered;
      cancel();
      await sleep(20);
      expect(seen).toEqual(['answer']);
    });

    it('settles a promise with the answer rather than the expiry', async () => {
      const answer = new Promise<string>((resolve) => client.once('data', (data) => resolve(String(data))));
      client.write('ping');
      await expect(settleWithin(answer, 50, () => new Error('trop tard'))).resolves.toBe('pong');
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
