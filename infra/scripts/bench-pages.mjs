// Page-weight bench: starts the built product on a fresh SQLite var dir and a free port, then
// loads a few pages in headless Chromium with an empty cache and prints, for each one, the
// JavaScript and CSS bytes on the wire, the number of those files and the first contentful paint.
// BENCH_RUNS (3) loads per page, the FCP shown is their median; BENCH_URL benches a running server.
/* global fetch, setTimeout, document, performance -- the last two inside the page */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const EMAIL = 'camille.martin@chu-bordeaux.demo';
const PASSWORD = 'Reemploi-2026!';

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => done(port));
    });
  });

/** The built product as `make start` runs it, on its own var dir (removed on stop). */
async function startServer() {
  const varDir = mkdtempSync(join(tmpdir(), 'troc-bench-pages-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      VAR_DIR: varDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/fr/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Le serveur ne répond pas');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(varDir, { recursive: true, force: true });
    },
  };
}

/** A session of the API: the CSRF token comes from GET /fr/api/auth/me. */
async function apiSession(api) {
  const me = await (await api.get('/fr/api/auth/me')).json();
  return { 'X-CSRF-Token': me.csrfToken };
}

async function demoListingSlug(url) {
  const api = await request.newContext({ baseURL: url });
  const headers = await apiSession(api);
  const res = await api.post('/fr/api/troc/last/', { headers, data: { page: 1, size: 1 } });
  const slug = (await res.json()).data?.[0]?.slug;
  await api.dispose();
  if (!slug) throw new Error('Aucune annonce de démo trouvée');
  return slug;
}

/** Loads one page in a fresh context (empty cache) and sums what came over the network. */
async function measure(browser, url, path, signedIn) {
  const context = await browser.newContext({ baseURL: url });
  if (signedIn) {
    const headers = await apiSession(context.request);
    const res = await context.request.post(`/fr/api/auth/login`, {
      headers,
      data: { email: EMAIL, password: PASSWORD },
    });
    if (!res.ok()) throw new Error(`Connexion refusée (${res.status()})`);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  const urls = new Map();
  const totals = { js: 0, css: 0, jsFiles: 0, cssFiles: 0, encodings: new Set() };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const kind = type === 'Script' ? 'js' : type === 'Stylesheet' ? 'css' : null;
    if (kind) types.set(requestId, kind);
    urls.set(requestId, response.url);
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (kind) totals.encodings.add(headers['content-encoding'] ?? 'identity');
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const kind = types.get(requestId);
    if (!kind) return;
    totals[kind] += encodedDataLength;
    totals[`${kind}Files`] += 1;
    if (process.env.BENCH_VERBOSE) console.log(`${path}\t${encodedDataLength}\t${urls.get(requestId)}`);
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  if (new URL(page.url()).pathname !== path) throw new Error(`${path} a mené à ${page.url()}`);
  // The routed page has rendered once the spinner of lazy sections is gone.
  await page.waitForFunction(() => !document.querySelector('main .ant-spin-spinning'), null, { timeout: 15_000 });
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await context.close();
  return { ...totals, fcp, encodings: [...totals.encodings].join('+') };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1);

const server = process.env.BENCH_URL ? null : await startServer();
const url = process.env.BENCH_URL ?? server.url;
let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const slug = await demoListingSlug(url);
  const pages = [
    { path: '/fr/', signedIn: false },
    { path: '/fr/search/', signedIn: false },
    { path: `/fr/troc/view/${slug}/`, signedIn: false },
    { path: '/fr/troc/mine/', signedIn: true },
  ];
  const rows = [];
  for (const { path, signedIn } of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, url, path, signedIn));
    const last = runs[runs.length - 1];
    rows.push({
      page: signedIn ? `${path} (connecté)` : path,
      js: kb(last.js),
      css: kb(last.css),
      files: String(last.jsFiles + last.cssFiles),
      fcp: String(Math.round(median(runs.map((r) => r.fcp)))),
      encoding: last.encodings,
    });
  }
  const header = {
    page: 'page',
    js: 'JS (Ko)',
    css: 'CSS (Ko)',
    files: 'fichiers',
    fcp: 'FCP (ms)',
    encoding: 'codage',
  };
  const cols = Object.keys(header);
  const width = Object.fromEntries(cols.map((c) => [c, Math.max(...[header, ...rows].map((r) => r[c].length))]));
  const line = (r) =>
    `| ${cols.map((c) => (c === 'page' ? r[c].padEnd(width[c]) : r[c].padStart(width[c]))).join(' | ')} |`;
  console.log(`\nPoids des pages, premier chargement à cache vide (médiane de ${RUNS} pour le FCP), ${url}\n`);
  console.log(line(header));
  console.log(
    `| ${cols.map((c) => (c === 'page' ? '-'.repeat(width[c]) : `${'-'.repeat(width[c] - 1)}:`)).join(' | ')} |`,
  );
  for (const r of rows) console.log(line(r));
} finally {
  await browser?.close();
  await server?.stop();
}
