import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { createServer, type Server as NetServer, type ServerOpts, type Socket } from 'node:net';

/** What the helper process runs: each handle it is sent goes back as it came (a new descriptor), unused here. */
const ECHO =
  "process.on('message', (m, h) => process.send(m, h, () => h.close())); process.on('disconnect', () => process.exit(0));";

/** How long the helper gets to hand the descriptors back before the server goes on with its own alone. */
const HELPER_TIMEOUT_MS = 5_000;

export interface ListenHandles {
  /** How many descriptors of the listening socket accept connections (the server's own included). */
  readonly count: number;
  /** Stops accepting on the added descriptors; resolves once their connections are over. */
  close(): Promise<void>;
}

/**
 * More descriptors accepting on the server's listening socket. Node's event loop accepts one
 * connection per turn on each listening descriptor: when a loop busy with requests turns every
 * 200 ms, a crowd of two hundred new visitors is let in at five a second, and the last of them
 * waits forty seconds before its first request is even read. Each added descriptor accepts one more
 * per turn. They come from a short-lived helper process that is sent the socket and sends it back
 * (the kernel gives each passage a new descriptor); the helper never listens, so it takes no
 * connection. Accepted sockets are handed to the HTTP server as its own. Any failure leaves the
 * server with its own descriptor alone, as Node has it.
 */
export async function addListenHandles(
  server: Server,
  wanted: number,
  warn: (message: string) => void,
): Promise<ListenHandles> {
  const extras: NetServer[] = [];
  const handle = (server as unknown as { _handle?: object | null })._handle;
  const address = server.address();
  if (wanted > 0 && handle && typeof address === 'object' && address !== null) {
    try {
      for (const copy of await copiesOf(handle, wanted)) {
        // The socket options of the HTTP server's own (half-open allowed: HTTP decides when to end).
        const own = server as unknown as ServerOpts;
        const extra = createServer({
          allowHalfOpen: own.allowHalfOpen,
          noDelay: own.noDelay,
          keepAlive: own.keepAlive,
          keepAliveInitialDelay: own.keepAliveInitialDelay,
          highWaterMark: own.highWaterMark,
        });
        extra.on('connection', (socket: Socket) => server.emit('connection', socket));
        extra.on('error', (error) => warn(`Descripteur d’écoute supplémentaire en erreur : ${error.message}`));
        extra.listen(copy);
        extras.push(extra);
      }
    } catch (error) {
      warn(`Descripteurs d’écoute supplémentaires indisponibles : ${(error as Error).message}`);
    }
  }
  return {
    count: 1 + extras.length,
    close: () =>
      Promise.all(extras.map((extra) => new Promise<void>((done) => extra.close(() => done())))).then(() => undefined),
  };
}

/** `count` new descriptors of the same socket, through the helper. */
function copiesOf(handle: object, count: number): Promise<object[]> {
  return new Promise((resolve, reject) => {
    const helper = spawn(process.execPath, ['-e', ECHO], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], env: {} });
    const copies: object[] = [];
    const end = (error?: Error) => {
      clearTimeout(timer);
      helper.removeAllListeners();
      if (helper.connected) helper.disconnect();
      helper.kill();
      if (error) {
        for (const copy of copies) (copy as { close(): void }).close();
        reject(error);
      } else resolve(copies);
    };
    const timer = setTimeout(() => end(new Error('pas de réponse du processus auxiliaire')), HELPER_TIMEOUT_MS);
    helper.on('error', end);
    helper.on('exit', () => end(new Error('processus auxiliaire arrêté')));
    helper.on('message', (_message, copy) => {
      if (!copy) return end(new Error('descripteur non reçu'));
      copies.push(copy as object);
      if (copies.length === count) end();
    });
    for (let i = 0; i < count; i++) helper.send('listen', handle as never);
  });
}
