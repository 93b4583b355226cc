import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addListenHandles } from './listen-handles.js';

const CONNECTIONS = 24;

/** A process that opens `count` connections to the port, writes `ready` once all are established, and keeps them. */
function crowd(port: number, count: number, ready: string): ChildProcess {
  const code = `
    const net = require('node:net'); const fs = require('node:fs'); let open = 0;
    for (let i = 0; i < ${count}; i++) {
      const s = net.connect(${port}, '127.0.0.1', () => { if (++open === ${count}) fs.writeFileSync(${JSON.stringify(ready)}, ''); });
      s.on('error', () => {});
    }`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

/** Blocks this thread (the event loop with it) until the file exists: the connections wait in the kernel's queue. */
function blockUntil(file: string, timeoutMs = 60_000): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error('connections not established in time');
    Atomics.wait(pause, 0, 0, 5);
  }
}

/** The turns of the event loop in which the crowd's connections, all waiting at once, were accepted. */
async function turnsToAccept(wanted: number): Promise<{ handles: number; turns: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'troc-listen-'));
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const handles = await addListenHandles(server, wanted, (message) => {
    throw new Error(message);
  });
  let turn = 0;
  let count = 0;
  const turns = new Set<number>();
  const accepted = new Promise<void>((done) =>
    server.on('connection', () => {
      turns.add(turn);
      if (++count === CONNECTIONS) done();
    }),
  );
  const client = crowd((server.address() as AddressInfo).port, CONNECTIONS, join(dir, 'ready'));
  try {
    blockUntil(join(dir, 'ready'));
    let turning = true;
    const next = () => {
      turn++;
      if (turning) setImmediate(next);
    };
    setImmediate(next);
    await accepted;
    turning = false;
    return { handles: handles.count, turns: turns.size };
  } finally {
    client.kill();
    server.closeAllConnections();
    await Promise.all([handles.close(), new Promise((done) => server.close(done))]);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('addListenHandles', () => {
  it('lets a waiting crowd in a few turns of the loop, each descriptor accepting one connection per turn', async () => {
    const { handles, turns } = await turnsToAccept(7);
    expect(handles).toBe(8);
    expect(turns).toBeLessThanOrEqual(Math.ceil(CONNECTIONS / 8) + 1);
  }, 90_000);

  it('without added descriptors, Node lets them in one per turn (what the added ones are for)', async () => {
    const { handles, turns } = await turnsToAccept(0);
    expect(handles).toBe(1);
    expect(turns).toBe(CONNECTIONS);
  }, 90_000);
});
