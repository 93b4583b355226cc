// A port for a server a test starts in a child process, below the kernel's ephemeral range
// (32768+) and in a band of its own per jest worker and per suite kind. A port found by
// listen(0) can be handed to another server (supertest opens one per request, on the other
// worker too) during the seconds the child takes to start, and that server's health would then
// answer for the child, which had died on EADDRINUSE.
const { createServer } = require('node:net');

const BANDS = { backend: 20000, e2e: 26000, bench: 29000 };
let next = 0;

const available = (port) =>
  new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });

/** A free port of `kind`'s band, spread by worker so that parallel suites never pick the same. */
async function reservedPort(kind) {
  const worker = Number(process.env.JEST_WORKER_ID || 1) % 6;
  const base = BANDS[kind] + worker * 500;
  for (let tried = 0; tried < 500; tried++) {
    const port = base + (next++ % 500);
    if (await available(port)) return port;
  }
  throw new Error(`No free port between ${base} and ${base + 499}`);
}

module.exports = { reservedPort };
