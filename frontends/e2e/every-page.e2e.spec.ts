import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeSeriousViolations, runAxe } from './support/a11y';
import { launchBrowser, screenshot } from './support/browser';
import { checkHeader, HEADER_PROBLEM } from './support/header';
import { declaredPages } from './support/routes';
import { type RunningServer, startServer } from './support/server';
import { csrfToken, signIn } from './support/session';
import { patient } from './support/slowness';

/**
 * Every page of the product (read from the front ends' route declarations), as each persona reaches it,
 * on a phone (360×740) and on a desktop (1366×900): nothing wider than the screen, every header action
 * reachable by a click (through the drawer on the phone), no script or console error, no serious or
 * critical axe violation; a screenshot of each under test-results/screenshots/every-page/ and the
 * time each took to be usable, printed at the end.
 */

const SIZES = [
  { key: 'phone', width: 360, height: 740 },
  { key: 'desktop', width: 1366, height: 900 },
] as const;
type Size = (typeof SIZES)[number];

const PERSONAS = {
  visitor: { label: 'visiteur' },
  agent: { label: 'agent (cédant)', email: 'julien.roux@chu-bordeaux.demo', firstName: 'Julien' },
  member: { label: 'membre (repreneur)', email: 'lucas.blanc@recyclerie-pentes.demo', firstName: 'Lucas' },
  orgAdmin: {
    label: 'administratrice d’organisation',
    email: 'camille.martin@chu-bordeaux.demo',
    firstName: 'Camille',
  },
  officer: { label: 'responsable développement durable', email: 'paul.henry@mte.demo', firstName: 'Paul' },
  platform: { label: 'administratrice de la plateforme', email: 'admin@troc.demo', firstName: 'Alix' },
} as const;
type PersonaKey = keyof typeof PERSONAS;

interface Visit {
  /** The route pattern it covers (support/routes.ts). */
  pattern: string;
  /** The screenshot's and the axe report's name. */
  name: string;
  persona: PersonaKey;
  path: string;
  /** An unknown token or address: the page shows the server's refusal (a 4xx in the console is expected). */
  refused?: boolean;
}

/** The demo data a page needs, read from the seeded database. */
interface DemoData {
  publicListing: string;
  agentListing: string;
  category: string;
  operation: string;
  openExchange: string;
  completedExchange: string;
  loanExchange: string;
  cart: string;
  thread: string;
  colleague: string;
  alert: string;
  import: string;
}

function readDemoData(varDir: string): Omit<DemoData, 'alert' | 'import'> {
  const db = new Database(join(varDir, 'troc.sqlite'), { readonly: true });
  const one = (sql: string, ...params: unknown[]): string => {
    const row = db.prepare(sql).get(...params) as { slug: string } | undefined;
    if (!row) throw new Error(`Donnée de démo introuvable : ${sql}`);
    return row.slug;
  };
  const user = (email: string) => `(SELECT id FROM app_user WHERE email = '${email}')`;
  const agent = user(PERSONAS.agent.email);
  const data = {
    publicListing: one(
      `SELECT slug FROM troc WHERE publicationStatus = 'Published' AND visIndividual = 1 AND image0Id IS NOT NULL
         AND managerId = ${agent} ORDER BY id LIMIT 1`,
    ),
    agentListing: one(`SELECT slug FROM troc WHERE publicationStatus = 'Published' AND managerId = ${agent} LIMIT 1`),
    category: one(`SELECT slug FROM category WHERE parentId IS NULL ORDER BY id LIMIT 1`),
    operation: one(`SELECT slug FROM operation WHERE managerId = ${user(PERSONAS.orgAdmin.email)} LIMIT 1`),
    openExchange: one(`SELECT slug FROM tracker WHERE status = 'SwapInitiated' AND managerId = ${agent} LIMIT 1`),
    completedExchange: one(`SELECT slug FROM tracker WHERE status = 'SwapCompleted' AND managerId = ${agent} LIMIT 1`),
    loanExchange: one(
      `SELECT slug FROM tracker WHERE swapType = 'Pret' AND status = 'ReservationApproved'
         AND userId = ${user(PERSONAS.member.email)} LIMIT 1`,
    ),
    cart: one(`SELECT slug FROM cart WHERE status = 'open' AND userId = ${user(PERSONAS.member.email)} LIMIT 1`),
    thread: one(`SELECT slug FROM thread WHERE toUserId = ${agent} ORDER BY lastMessageAt DESC LIMIT 1`),
    colleague: one(`SELECT slug FROM app_user WHERE email = 'sophie.lefevre@chu-bordeaux.demo'`),
  };
  db.close();
  return data;
}

/** Where each page is read, by whom; a page without parameters not listed here is visited by the agent. */
function plannedVisits(d: DemoData): Visit[] {
  const v = (pattern: string, name: string, persona: PersonaKey, path = pattern): Visit => ({
    pattern,
    name,
    persona,
    path,
    // The server answers an address that is no page with its 404: the browser logs it.
    refused: path.includes('jeton-inconnu') || pattern === '/*',
  });
  return [
    v('/', 'accueil-visiteur', 'visitor'),
    v('/login/', 'connexion', 'visitor'),
    v('/register/', 'inscription', 'visitor'),
    v('/register/validate/:token/', 'validation-adresse-jeton-inconnu', 'visitor', '/register/validate/jeton-inconnu/'),
    v('/reset-password/', 'mot-de-passe-oublie', 'visitor'),
    v('/reset-password/:token/', 'nouveau-mot-de-passe-jeton-inconnu', 'visitor', '/reset-password/jeton-inconnu/'),
    v('/accessibilite/', 'declaration-accessibilite', 'visitor'),
    v('/unsubscribe/:token/', 'desabonnement-jeton-inconnu', 'visitor', '/unsubscribe/jeton-inconnu/'),
    v(
      '/troc/alerts/unsubscribe/:token/',
      'desabonnement-alerte-jeton-inconnu',
      'visitor',
      '/troc/alerts/unsubscribe/jeton-inconnu/',
    ),
    v('/search/*', 'recherche', 'visitor', '/search/'),
    v('/search/*', 'recherche-categorie', 'visitor', `/search/category/${d.category}/`),
    v('/troc/view/:slug/', 'annonce-visiteur', 'visitor', `/troc/view/${d.publicListing}/`),
    v('/operation/view/:slug/', 'operation', 'agent', `/operation/view/${d.operation}/`),
    v('/search/operation/:slug/', 'recherche-operation', 'agent', `/search/operation/${d.operation}/`),
    v('/impact/', 'methode-impact', 'visitor'),
    v('/*', 'page-inexistante', 'visitor', '/page-inexistante/'),

    v('/', 'accueil-connecte', 'agent'),
    v('/search/*', 'recherche-toutes-les-annonces', 'agent', '/search/toutes-les-annonces/'),
    v('/troc/view/:slug/', 'annonce', 'agent', `/troc/view/${d.publicListing}/`),
    v('/troc/edit/:slug/', 'annonce-modification', 'agent', `/troc/edit/${d.agentListing}/`),
    v('/tracker/thread/:slug/', 'echange-fil', 'agent', `/tracker/thread/${d.openExchange}/`),
    v('/tracker/edit/:slug/', 'echange-enregistrement', 'agent', `/tracker/edit/${d.openExchange}/`),
    v('/tracker/summary/:slug/', 'echange-bilan', 'agent', `/tracker/summary/${d.completedExchange}/`),
    v('/tracker/add/:slug/', 'echange-regularisation', 'agent', `/tracker/add/${d.agentListing}/`),
    v('/user/inbox/thread/:slug/', 'messagerie-fil', 'agent', `/user/inbox/thread/${d.thread}/`),
    v('/user/inbox/contact/:slug/', 'messagerie-contact', 'agent', `/user/inbox/contact/${d.colleague}/`),
    v('/user/profile/:slug/', 'profil-public', 'agent', `/user/profile/${d.colleague}/`),
    v('/troc/alerts/view/:slug/', 'alerte', 'agent', `/troc/alerts/view/${d.alert}/`),

    v('/cart/view/:slug/', 'panier', 'member', `/cart/view/${d.cart}/`),
    v('/calendar/loans/', 'mes-prets', 'member'),
    v('/tracker/calendar/:slug/', 'echange-calendrier-pret', 'member', `/tracker/calendar/${d.loanExchange}/`),

    v('/organisation/services/', 'organisation-services', 'orgAdmin'),
    v('/user/invitations/', 'mes-invitations', 'orgAdmin'),
    v('/operation/mine/', 'mes-operations', 'orgAdmin'),
    v('/operation/edit/:slug/', 'operation-modification', 'orgAdmin', `/operation/edit/${d.operation}/`),
    v('/operation/view/tracker/:slug/', 'operation-echanges', 'orgAdmin', `/operation/view/tracker/${d.operation}/`),
    v(
      '/operation/view/tracker/terminated/:slug/',
      'operation-echanges-termines',
      'orgAdmin',
      `/operation/view/tracker/terminated/${d.operation}/`,
    ),
    v('/import/mine/', 'mes-imports', 'orgAdmin'),
    v('/import/new/', 'nouvel-import', 'orgAdmin'),
    v('/import/view/:id/', 'import-rapport', 'orgAdmin', `/import/view/${d.import}/`),

    v('/impact/dashboard/', 'tableau-de-bord-economies', 'officer'),
    v('/impact/library/', 'bibliotheque-modeles', 'officer'),

    v('/troc/moderation/', 'moderation', 'platform'),
    v('/admin/shipping/', 'transporteurs', 'platform'),
  ];
}

/** The planned visits, plus one by the agent of each declared page without parameters that none covers. */
function allVisits(d: DemoData): Visit[] {
  const visits = plannedVisits(d);
  const covered = new Set(visits.map((visit) => visit.pattern));
  const missing: string[] = [];
  for (const pattern of declaredPages()) {
    if (covered.has(pattern)) continue;
    if (/[:*]/.test(pattern)) missing.push(pattern);
    else
      visits.push({
        pattern,
        name: pattern.replace(/^\/|\/$/g, '').replace(/\//g, '-'),
        persona: 'agent',
        path: pattern,
      });
  }
  if (missing.length > 0) {
    throw new Error(
      `Pages déclarées sans visite (donnée de démo à choisir dans plannedVisits) : ${missing.join(', ')}`,
    );
  }
  return visits;
}

interface Timing {
  name: string;
  size: Size['key'];
  ms: number;
}

describe('every page, every persona, on a phone and on a desktop', () => {
  let server: RunningServer;
  let browser: Browser;
  let visits: Visit[];
  const timings: Timing[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const data = readDemoData(server.varDir);
    // Two pages need data the demo does not hold: an alert of the agent's, an import of the admin's.
    const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    const agent = await signIn(context, server.url, PERSONAS.agent.email, PERSONAS.agent.firstName);
    const alert = await agent.request.post(`${server.url}/fr/api/troc/alerts/create/`, {
      headers: { 'X-CSRF-Token': await csrfToken(agent, server.url) },
      data: { alert_form: { keyword: 'chaise', requestType: ['Offer'], swapType: ['Don'], category: data.category } },
    });
    expect(alert.status()).toBe(201);
    const other = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    const admin = await signIn(other, server.url, PERSONAS.orgAdmin.email, PERSONAS.orgAdmin.firstName);
    const template = await admin.request.get(`${server.url}/fr/api/import/template/troc/csv/`);
    const upload = await admin.request.post(`${server.url}/fr/api/import/upload/troc/`, {
      headers: { 'X-CSRF-Token': await csrfToken(admin, server.url) },
      multipart: { file: { name: 'inventaire.csv', mimeType: 'text/csv', buffer: await template.body() } },
    });
    expect(upload.status()).toBe(201);
    visits = allVisits({
      ...data,
      alert: ((await alert.json()) as { alert: { slug: string } }).alert.slug,
      import: String(((await upload.json()) as { data: { id: string | number } }).data.id),
    });
    await context.close();
    await other.close();
  }, 120_000);

  afterAll(async () => {
    if (timings.length > 0) printTimings(timings);
    await browser?.close();
    await server?.stop();
  });

  it.each(Object.keys(PERSONAS) as PersonaKey[])(
    'as %s',
    async (persona) => {
      const mine = visits.filter((visit) => visit.persona === persona);
      // The phone and the desktop side by side: two contexts of the one browser.
      const bySize = await Promise.all(
        SIZES.map(async (size) => {
          const problems: string[] = [];
          const context = await browser.newContext({
            viewport: { width: size.width, height: size.height },
            locale: 'fr-FR',
            timezoneId: 'Europe/Paris',
          });
          try {
            const page = await openAs(context, persona);
            const header = await checkHeader(page, size.key, persona !== 'visitor', persona).catch((error: Error) => [
              `en-tête : ${error.message.split('\n')[0]}`,
            ]);
            problems.push(...header.map((p) => `[${size.key}] ${p}`));
            for (const visit of mine) problems.push(...(await checkPage(page, server.url, visit, size, timings)));
          } finally {
            await context.close();
          }
          return problems;
        }),
      );
      const problems = bySize.flat();
      expect(problems).toEqual([]);
    },
    300_000,
  );

  async function openAs(context: BrowserContext, persona: PersonaKey): Promise<Page> {
    const who = PERSONAS[persona];
    if ('email' in who) return signIn(context, server.url, who.email, who.firstName);
    const page = await context.newPage();
    patient(page);
    await page.goto(`${server.url}/fr/`);
    return page;
  }
});

/** Loads one page and checks it: usable, as wide as the screen, its header within reach, no error, axe clean. */
async function checkPage(page: Page, url: string, visit: Visit, size: Size, timings: Timing[]): Promise<string[]> {
  const where = `[${size.key}] ${visit.name} (${visit.path})`;
  const problems: string[] = [];
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(`erreur de script : ${error.message}`);
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() !== 'error') return;
    // The map's tiles come from outside, unreachable here: the map shows its error tile.
    if (message.text().startsWith('Failed to load resource: net::')) return;
    if (visit.refused && /status of 4\d\d/.test(message.text())) return;
    errors.push(`console : ${message.text()}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  try {
    const started = Date.now();
    await page.goto(`${url}/fr${visit.path}`, { waitUntil: 'commit' });
    // Usable: the page's title is on screen and nothing in the main area still spins or shimmers.
    await page.locator('#contenu h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page
      .waitForFunction(
        () => !document.querySelector('#contenu .ant-spin-spinning, #contenu .ant-skeleton-active'),
        undefined,
        {
          timeout: 20_000,
        },
      )
      .catch(() => problems.push(`${where} : toujours en chargement après 20 s`));
    timings.push({ name: visit.name, size: size.key, ms: Date.now() - started });
    // Pictures and fonts in place before the width is measured.
    await page
      .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, {
        timeout: 5_000,
      })
      .catch(() => undefined);

    const width = await measureWidth(page);
    if (width.scrollWidth > width.innerWidth) {
      problems.push(
        `${where} : ${width.scrollWidth} px de large pour un écran de ${width.innerWidth} px ; dépassent :\n    ` +
          width.offenders.join('\n    '),
      );
    }
    problems.push(...(await headerWithinReach(page)).map((p) => `${where} : ${p}`));
    const axe = describeSeriousViolations(await runAxe(page, `every-page-${size.key}-${visit.name}`));
    if (axe.length > 0) problems.push(`${where} : axe :\n  ${axe.join('\n  ')}`);
    await screenshot(page, join('every-page', size.key, visit.name));
  } catch (error) {
    problems.push(`${where} : ${(error as Error).message.split('\n')[0]}`);
    await screenshot(page, join('every-page', size.key, `${visit.name}-echec`)).catch(() => undefined);
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
  }
  problems.push(...errors.map((error) => `${where} : ${error}`));
  return problems;
}

/** The document's width, and what sticks out of the screen (the outermost elements only, at most 8). */
function measureWidth(page: Page) {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible')
          return parent !== document.documentElement && parent !== document.body;
      }
      return false;
    };
    const outside = (element: Element) => element.getBoundingClientRect().right > innerWidth + 0.5;
    const offenders = Array.from(document.body.querySelectorAll('*'))
      .filter(
        (element) =>
          outside(element) && !clipped(element) && !(element.parentElement && outside(element.parentElement)),
      )
      .slice(0, 8)
      .map((element) => {
        const classes = Array.from(element.classList).slice(0, 3).join('.');
        const right = Math.round(element.getBoundingClientRect().right);
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (bord droit ${right} px)`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, offenders };
  });
}

/** Cheap per page: the header's controls are on screen (the full click-through is checkHeader's, once per persona). */
async function headerWithinReach(page: Page): Promise<string[]> {
  const boxes = await page.evaluate(() => {
    const header = document.querySelector('.troc-header');
    if (!header) return null;
    const controls = Array.from(header.querySelectorAll('a, button')).filter(
      (el) => (el as HTMLElement).offsetParent !== null,
    );
    return {
      out: controls
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth + 0.5 || box.width === 0;
        })
        .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? el.tagName),
    };
  });
  if (!boxes) return ['pas d’en-tête'];
  return boxes.out.map((name) => `${HEADER_PROBLEM} : « ${name.trim()} »`);
}

function printTimings(timings: Timing[]) {
  const names = [...new Set(timings.map((timing) => timing.name))];
  const cell = (name: string, size: string) => {
    const found = timings.find((timing) => timing.name === name && timing.size === size);
    return found ? `${(found.ms / 1000).toFixed(1)} s` : '—';
  };
  const width = Math.max(...names.map((name) => name.length));
  const lines = [
    `Temps avant usage (titre affiché, plus rien ne charge), ${names.length} pages :`,
    `${'page'.padEnd(width)}  360×740  1366×900`,
    ...names.map(
      (name) => `${name.padEnd(width)}  ${cell(name, 'phone').padStart(7)}  ${cell(name, 'desktop').padStart(8)}`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
