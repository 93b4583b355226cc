// Page bench: prepares a fresh SQLite var dir (demo data, an organisation administrator managing
// BENCH_PAGES_LISTINGS listings, then an import of BENCH_PAGES_IMPORT_LINES lines run through the
// API), starts the built product on it, and loads each page in headless Chromium with an empty
// cache. For each page it prints the JavaScript and CSS bytes on the wire, the number of those
// files, the first contentful paint and the time to usable: from navigation start until the
// page's main content is painted with nothing left loading in <main>, the main thread free again.
// BENCH_PAGES_WARMUP (1) untimed loads per page, then BENCH_RUNS (3) timed ones, medians shown;
// the search page is the reference. Ends with one JSON line per page. BENCH_URL benches a running
// server (demo pages only); BENCH_SHOTS=<dir> keeps a screenshot of each page once usable.
/* global fetch, setTimeout, requestAnimationFrame, MutationObserver, window, document, performance -- the last five inside the page */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, request } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BENCH_DIST = join(ROOT, 'backend/scripts/bench/dist');
const { reservedPort } = createRequire(import.meta.url)('../jest/ports.cjs');
const int = (name, fallback) => Math.max(1, Number(process.env[name] ?? fallback) || fallback);
const RUNS = int('BENCH_RUNS', 3);
const LISTINGS = int('BENCH_PAGES_LISTINGS', 2000);
const IMPORT_LINES = int('BENCH_PAGES_IMPORT_LINES', 10000);
// Untimed loads per page first (server caches, JIT): 0 for a smoke run, whose figures mean nothing.
const WARMUP = Math.max(0, Number(process.env.BENCH_PAGES_WARMUP ?? 1) || 0);
const DEMO = { email: 'camille.martin@chu-bordeaux.demo', password: 'Reemploi-2026!' };
const USABLE_TIMEOUT_MS = 60_000;

if (!existsSync(join(BENCH_DIST, 'pages-data.js'))) {
  console.error('Bancs non compilés : lancer `npx tsc -p backend/scripts/bench` (make bench-pages le fait).');
  process.exit(1);
}
const { printFigures, record, result } = await import(pathToFileURL(join(BENCH_DIST, 'figures.js')).href);

/** The bench's data, written by backend/scripts/bench/dist/pages-data.js: its log shown, its accounts returned. */
function prepare(varDir, csv) {
  const child = spawn(process.execPath, [join(BENCH_DIST, 'pages-data.js'), varDir, csv], {
    cwd: ROOT,
    env: { ...process.env, BENCH_PAGES_LISTINGS: String(LISTINGS), BENCH_PAGES_IMPORT_LINES: String(IMPORT_LINES) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((done, fail) =>
    child.once('exit', (code) => {
      const lines = out.trim().split('\n');
      const last = lines.pop();
      for (const line of lines) console.log(line);
      if (code !== 0) fail(new Error(`Préparation des données en échec (code ${code})`));
      else done(JSON.parse(last));
    }),
  );
}

/** The built product as `make start` runs it, on `varDir`, on a port of the bench band. */
async function startServer(varDir) {
  const port = await reservedPort('bench');
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
    },
  };
}

/**
 * Waits until the server has run every job already due (the demo's mails, relaunched at start-up,
 * the import's follow-ups), so that no background work of the preparation runs under the loads.
 */
async function settle(varDir) {
  const Database = createRequire(import.meta.url)('better-sqlite3');
  const db = new Database(join(varDir, 'troc.sqlite'), { readonly: true, fileMustExist: true });
  const due = db.prepare(
    `SELECT COUNT(*) AS n FROM job WHERE status IN ('pending', 'running')
     AND (runAt IS NULL OR runAt <= strftime('%Y-%m-%d %H:%M:%f', 'now'))`,
  );
  const started = Date.now();
  try {
    while (due.get().n > 0) {
      if (Date.now() - started > 300_000) throw new Error(`Tâches encore en attente après 300 s : ${due.get().n}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    db.close();
  }
  console.log(`Tâches dues du serveur terminées en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** The CSRF token of the API session (GET /fr/api/auth/me), signed in first when `login` is given. */
async function apiSession(api, login) {
  const csrf = async () => ({ 'X-CSRF-Token': (await (await api.get('/fr/api/auth/me')).json()).csrfToken });
  if (!login) return csrf();
  const res = await api.post('/fr/api/auth/login', { headers: await csrf(), data: login });
  if (!res.ok()) throw new Error(`Connexion de ${login.email} refusée (${res.status()})`);
  return csrf();
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

/** The CSV uploaded, started and run to its end as « Mes imports » does it: the import's id. */
async function runImport(url, importer, csv) {
  const api = await request.newContext({ baseURL: url });
  try {
    const headers = await apiSession(api, importer);
    const started = Date.now();
    const file = { name: 'inventaire.csv', mimeType: 'text/csv', buffer: readFileSync(csv) };
    const upload = await api.post('/fr/api/import/upload/troc/', { headers, multipart: { file } });
    if (!upload.ok()) throw new Error(`Envoi du fichier refusé (${upload.status()}) : ${await upload.text()}`);
    const { id } = (await upload.json()).data;
    const start = await api.post(`/fr/api/import/start/${id}/`, { headers, data: {} });
    if (!start.ok()) throw new Error(`Import non lancé (${start.status()}) : ${await start.text()}`);
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      const detail = (await (await api.post(`/fr/api/import/view/${id}/`, { headers, data: {} })).json()).data;
      const status = detail.importStatus.name;
      if (status === 'Error') throw new Error(`Import en échec : ${detail.message ?? ''}`);
      if (status !== 'Terminated') continue;
      const s = (Date.now() - started) / 1000;
      console.log(
        `Import de ${detail.nbLines} lignes par l'API en ${s.toFixed(1)} s (${Math.round(detail.nbLines / s)} lignes/s) : ` +
          `${detail.nbSuccessLines} complètes, ${detail.nbToCompleteLines} à compléter, ${detail.nbErrorLines} en échec.`,
      );
      return id;
    }
  } finally {
    await api.dispose();
  }
}

/**
 * Runs in the page before its scripts: notes in window.__trocUsable the time since navigation
 * start when `content` is in the page and nothing in <main> is still loading (spinner, skeleton,
 * aria-busy), once that frame is painted and the main thread has run what was queued before it.
 */
function watchUsable(content) {
  if (window !== window.top) return;
  const busy = 'main .ant-spin-spinning, main .ant-skeleton, main [aria-busy="true"]';
  const ready = () => document.querySelector(content) !== null && document.querySelector(busy) === null;
  let pending = false;
  const observer = new MutationObserver(() => {
    if (pending || !ready()) return;
    pending = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        pending = false;
        if (/** @type {Window & { __trocUsable?: number }} */ (window).__trocUsable !== undefined || !ready()) return;
        /** @type {Window & { __trocUsable?: number }} */ (window).__trocUsable = performance.now();
        observer.disconnect();
      }),
    );
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class', 'aria-busy'],
  });
}

/**
 * Loads one page in a fresh context (empty cache): what came over the network, FCP, time to usable.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ path: string, login?: { email: string, password: string }, content: string }} page
 */
async function measure(browser, url, { path, login, content }) {
  const context = await browser.newContext({ baseURL: url });
  if (login) await apiSession(context.request, login);
  await context.addInitScript(watchUsable, content);
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
  try {
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    if (new URL(page.url()).pathname !== path) throw new Error(`${path} a mené à ${page.url()}`);
    await page
      .waitForFunction(
        () => /** @type {Window & { __trocUsable?: number }} */ (window).__trocUsable !== undefined,
        null,
        { timeout: USABLE_TIMEOUT_MS },
      )
      .catch(() => {
        throw new Error(
          `${path} : « ${content} » absent ou chargement en cours dans <main> après ${USABLE_TIMEOUT_MS} ms`,
        );
      });
    if (process.env.BENCH_SHOTS) {
      const name = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}${login ? '-' + login.email.split('@')[0] : ''}`;
      await page.screenshot({ path: join(process.env.BENCH_SHOTS, `${name}.png`) });
    }
    const { fcp, usable } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      usable: /** @type {Window & { __trocUsable?: number }} */ (window).__trocUsable,
    }));
    return { ...totals, fcp, usable, encodings: [...totals.encodings].join('+') };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The pages, each with what its reader waits for in <main>. */
function pagesOf({ slug, data, importId }) {
  const tableRow = 'main .ant-table-tbody > tr.ant-table-row';
  const listRow = `${tableRow}, main [role="list"] [role="listitem"]`;
  const pages = [
    { key: '/fr/', path: '/fr/', content: 'main .troc-strip [role="listitem"]' },
    {
      key: '/fr/search/',
      path: '/fr/search/',
      content: 'main section[aria-labelledby="search-results-count"] [role="listitem"]',
    },
    { key: '/fr/troc/view/{slug}/', path: `/fr/troc/view/${slug}/`, content: 'main .troc-view__title' },
    {
      key: '/fr/troc/mine/',
      label: '/fr/troc/mine/ (connecté)',
      path: '/fr/troc/mine/',
      login: DEMO,
      content: listRow,
    },
    {
      key: '/fr/impact/dashboard/',
      path: '/fr/impact/dashboard/',
      login: DEMO,
      content: 'main section[aria-labelledby="savings-figures"] .ant-statistic',
    },
    { key: '/fr/impact/library/', path: '/fr/impact/library/', login: DEMO, content: tableRow },
  ];
  if (!data) return pages;
  return [
    ...pages,
    {
      key: '/fr/troc/mine/ (administrateur)',
      label: `/fr/troc/mine/ (administrateur, ${data.listings} annonces)`,
      path: '/fr/troc/mine/',
      login: data.admin,
      content: listRow,
      size: data.listings,
    },
    {
      key: '/fr/import/view/{id}/',
      label: `/fr/import/view/{id}/ (${data.importLines} lignes)`,
      path: `/fr/import/view/${importId}/`,
      login: data.importer,
      content: tableRow,
      size: data.importLines,
    },
  ];
}

function printTable(rows, url) {
  const header = {
    page: 'page',
    js: 'JS (Ko)',
    css: 'CSS (Ko)',
    files: 'fichiers',
    fcp: 'FCP (ms)',
    usable: 'utilisable (ms)',
    ratio: '× recherche',
    encoding: 'codage',
  };
  const cols = Object.keys(header);
  const width = Object.fromEntries(cols.map((c) => [c, Math.max(...[header, ...rows].map((r) => r[c].length))]));
  const line = (r) =>
    `| ${cols.map((c) => (c === 'page' ? r[c].padEnd(width[c]) : r[c].padStart(width[c]))).join(' | ')} |`;
  console.log(
    `\nPages à cache vide, ${url} : médianes de ${RUNS} chargement(s) après ${WARMUP} à blanc ; ` +
      `« × recherche » : temps jusqu'à utilisable rapporté à celui de /fr/search/ (charge ${loadavg()[0].toFixed(2)})\n`,
  );
  console.log(line(header));
  console.log(
    `| ${cols.map((c) => (c === 'page' ? '-'.repeat(width[c]) : `${'-'.repeat(width[c] - 1)}:`)).join(' | ')} |`,
  );
  for (const r of rows) console.log(line(r));
}

const work = process.env.BENCH_URL ? null : mkdtempSync(join(tmpdir(), 'troc-bench-pages-'));
let server = null;
let browser;
try {
  console.log(
    `Banc des pages : charge ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} au départ.`,
  );
  const data = work ? await prepare(join(work, 'var'), join(work, 'lignes.csv')) : null;
  if (work) server = await startServer(join(work, 'var'));
  const url = process.env.BENCH_URL ?? server.url;
  const importId = data ? await runImport(url, data.importer, join(work, 'lignes.csv')) : null;
  if (work) await settle(join(work, 'var'));
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
  const pages = pagesOf({ slug: await demoListingSlug(url), data, importId });
  const measured = [];
  for (const page of pages) {
    for (let i = 0; i < WARMUP; i++) await measure(browser, url, page);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, url, page));
    measured.push({ page, runs, usable: median(runs.map((r) => r.usable)) });
  }
  const reference = measured.find((m) => m.page.key === '/fr/search/').usable;
  const rows = measured.map(({ page, runs, usable }) => {
    const last = runs[runs.length - 1];
    return {
      page: page.label ?? page.key,
      js: kb(last.js),
      css: kb(last.css),
      files: String(last.jsFiles + last.cssFiles),
      fcp: String(Math.round(median(runs.map((r) => r.fcp)))),
      usable: String(Math.round(usable)),
      ratio: (usable / reference).toFixed(2),
      encoding: last.encodings,
    };
  });
  printTable(rows, url);
  // The JSON lines of the other benches; `db` only when this run started the product itself.
  if (server) {
    for (const { page, runs, usable } of measured) {
      const size = page.size === undefined ? {} : { size: page.size };
      const js = Number(kb(runs[runs.length - 1].js));
      record({ bench: 'pages', page: page.key, db: 'sqlite', ...result(usable, 'ms', reference), js_kb: js, ...size });
    }
    printFigures();
  }
} finally {
  await browser?.close();
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
}
