import { createServer, type Server } from 'node:net';
import { BoundedRedis } from './bounded-redis.js';

const busy = (ms: number) => {
  for (const until = Date.now() + ms; Date.now() < until;);
};

/**
 * A server speaking just enough of Redis's protocol to answer `+OK` to each command, or to stay
 * silent: the timing of an answer is what is under test, and a real Redis cannot be told to keep
 * one back.
 */
function respServer(behaviour: { silent: boolean; busyAfterAnswerMs: number }): Promise<Server> {
  const server = createServer((socket) =>
    socket.on('data', (data) => {
      if (behaviour.silent) return;
      // One answer per command (each one an array: « *<count> » at the start of a line).
      socket.write('+OK\r\n'.repeat(String(data).match(/^\*\d+\r$/gm)?.length ?? 0));
      busy(behaviour.busyAfterAnswerMs);
    }),
  );
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a Redis client with bounded commands', () => {
  const behaviour = { silent: false, busyAfterAnswerMs: 0 };
  let server: Server;
  let redis: BoundedRedis;
  beforeAll(async () => {
    server = await respServer(behaviour);
  });
  beforeEach(() => {
    const { port } = server.address() as { port: number };
    redis = new BoundedRedis(`redis://127.0.0.1:${port}`, {
      commandTimeout: 100,
      enableReadyCheck: false,
      disableClientInfo: true,
      maxRetriesPerRequest: 1,
    });
  });
  afterEach(() => redis.disconnect());
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers as Redis does', async () => {
    Object.assign(behaviour, { silent: false, busyAfterAnswerMs: 0 });
    await expect(redis.set('k', 'v')).resolves.toBe('OK');
  });

  it('fails a command left without an answer after its timeout', async () => {
    Object.assign(behaviour, { silent: true, busyAfterAnswerMs: 0 });
    const started = Date.now();
    await expect(redis.set('k', 'v')).rejects.toThrow('Command timed out');
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('keeps an answer that arrived while the process was busy past the timeout', async () => {
    Object.assign(behaviour, { silent: false, busyAfterAnswerMs: 300 });
    await expect(redis.set('k', 'v')).resolves.toBe('OK');
  });
});
