import { createServer, type Server } from 'node:net';
import { answeringProcess, type AnsweringProcess } from '../../../test/support/answering-process.js';
import { SLOWNESS } from '../../../test/support/wait.js';
import { BoundedRedis } from './bounded-redis.js';

const busy = (ms: number) => {
  for (const until = Date.now() + ms; Date.now() < until;);
};

/** A server that never answers: the command's timeout is all that ends it. */
function silentServer(): Promise<Server> {
  const server = createServer((socket) => socket.on('data', () => undefined));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Long enough for a loaded machine to connect and answer (TEST_SLOWNESS stretches it). */
const TIMEOUT_MS = 500 * SLOWNESS;

const client = (port: number) =>
  new BoundedRedis(`redis://127.0.0.1:${port}`, {
    commandTimeout: TIMEOUT_MS,
    enableReadyCheck: false,
    disableClientInfo: true,
    maxRetriesPerRequest: 1,
  });

describe('a Redis client with bounded commands', () => {
  let answering: AnsweringProcess;
  let silent: Server;
  let redis: BoundedRedis;
  beforeAll(async () => {
    // Just enough of Redis's protocol: « +OK » to each command (an array, « *<count> » at the start
    // of a line). The timing of an answer is what is under test: a real Redis cannot hold one back.
    answering = await answeringProcess("return '+OK\\r\\n'.repeat(data.match(/^\\*\\d+\\r$/gm)?.length ?? 0);");
    silent = await silentServer();
  });
  afterEach(() => redis.disconnect());
  afterAll(async () => {
    answering.stop();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers as Redis does', async () => {
    redis = client(answering.port);
    await expect(redis.set('k', 'v')).resolves.toBe('OK');
  });

  it('fails a command left without an answer after its timeout', async () => {
    redis = client((silent.address() as { port: number }).port);
    const started = Date.now();
    await expect(redis.set('k', 'v')).rejects.toThrow('Command timed out');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
  });

  it('keeps an answer that arrived while this process was busy past the timeout', async () => {
    redis = client(answering.port);
    await redis.set('warm', 'up');
    // From the loop's check phase: its timers come before its next read of the sockets.
    let answer: Promise<string> | undefined;
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        answer = redis.set('k', 'v');
        busy(TIMEOUT_MS * 2);
        resolve();
      }),
    );
    await expect(answer).resolves.toBe('OK');
  });
});
