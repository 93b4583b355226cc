import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseBusyError } from '../database/pool-limits.js';
import { PAGE_READS, pageAdmission } from './admission.js';

const respond = (error: unknown) =>
  error instanceof DatabaseBusyError
    ? { status: 503, body: { message: 'Service momentanément indisponible, réessayez dans un instant.' } }
    : { status: 500, body: {} };

/** An application whose listing reads wait for `release`, behind a gate of `limit`. */
async function serve(limit: number, waitMs = 5_000) {
  const started: string[] = [];
  const holds: (() => void)[] = [];
  const app = express();
  app.use(pageAdmission(limit, waitMs, respond));
  app.get('/fr/api/troc/view/:slug', (req, res) => {
    started.push(req.params.slug);
    holds.push(() => res.json({ slug: req.params.slug }));
  });
  app.get('/fr/api/health', (_req, res) => void res.json({ status: 'ok' }));
  const server: Server = await new Promise((done) => {
    const s = app.listen(0, '127.0.0.1', () => done(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const until = async (check: () => boolean) => {
    for (let waited = 0; !check(); waited += 10) {
      if (waited > 10_000) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return {
    started,
    release: () => holds.shift()!(),
    get: (path: string, signal?: AbortSignal) => fetch(origin + path, { signal }),
    until,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    },
  };
}

describe('pageAdmission', () => {
  it('matches the listing reads only', () => {
    for (const path of [
      '/fr/api/troc/search/',
      '/fr/api/troc/last',
      '/fr/api/troc/view/armoire/',
      '/fr/api/troc/similar/a?x=1',
    ])
      expect(PAGE_READS.test(path)).toBe(true);
    for (const path of ['/fr/api/troc/edit/armoire/details', '/fr/api/user/notifications/count', '/fr/api/health'])
      expect(PAGE_READS.test(path)).toBe(false);
  });

  it('lets `limit` pages in at once, the next when one is over, and never holds the other routes', async () => {
    const app = await serve(1);
    try {
      const first = app.get('/fr/api/troc/view/a/');
      const second = app.get('/fr/api/troc/view/b/');
      await app.until(() => app.started.length === 1);
      expect((await app.get('/fr/api/health')).status).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      expect(app.started).toEqual(['a']);
      app.release();
      expect((await first).status).toBe(200);
      await app.until(() => app.started.length === 2);
      app.release();
      expect(await (await second).json()).toEqual({ slug: 'b' });
    } finally {
      await app.close();
    }
  });

  it('gives the turn back when a visitor leaves while waiting', async () => {
    const app = await serve(1);
    try {
      const first = app.get('/fr/api/troc/view/a/');
      await app.until(() => app.started.length === 1);
      const leaving = new AbortController();
      const gone = app.get('/fr/api/troc/view/gone/', leaving.signal).catch(() => 'aborted');
      await new Promise((r) => setTimeout(r, 50));
      leaving.abort();
      expect(await gone).toBe('aborted');
      await new Promise((r) => setTimeout(r, 50));
      app.release();
      await first;
      // The visitor who left is never served, and the next one gets the turn.
      const third = app.get('/fr/api/troc/view/c/');
      await app.until(() => app.started.length === 2);
      expect(app.started).toEqual(['a', 'c']);
      app.release();
      expect((await third).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 in French after waiting too long', async () => {
    const app = await serve(1, 50);
    try {
      const first = app.get('/fr/api/troc/view/a/');
      await app.until(() => app.started.length === 1);
      const late = await app.get('/fr/api/troc/view/b/');
      expect(late.status).toBe(503);
      expect(await late.json()).toEqual({ message: 'Service momentanément indisponible, réessayez dans un instant.' });
      app.release();
      await first;
    } finally {
      await app.close();
    }
  });
});
