import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { chooseOption, eventually, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/session';

const MANAGER = 'camille.martin@chu-bordeaux.demo';
const WATCHER = 'karim.haddad@ressourcerie-lille.demo';
/** A word no demo listing holds: the alert matches the listing published here only. */
const KEYWORD = `vitrinezq${Date.now().toString(36)}`;
const NAME = `Vitrine réfrigérée ${KEYWORD}`;
const CATEGORY = 102;

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

describe('alert journey in Chromium: an alert saved, a matching listing published, its mail followed', () => {
  let server: RunningServer;
  let browser: Browser;
  let watcherContext: BrowserContext;
  let managerContext: BrowserContext;
  let watcher: Page;
  let manager: Page;
  let listing = '';

  const newContext = () =>
    browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });

  /** The manager publishes a complete listing in Bordeaux through the API (set-up, not the journey). */
  async function publishListing(): Promise<string> {
    const me = (await (await manager.request.get(`${server.url}/fr/api/auth/me`)).json()) as {
      csrfToken: string;
      user: { id: number; service: { id: number } | null };
    };
    const headers = { 'X-CSRF-Token': me.csrfToken };
    const post = async (path: string, data: object) => {
      const res = await manager.request.post(`${server.url}/fr${path}`, { headers, data });
      expect([path, res.status(), res.ok() ? '' : await res.text()]).toEqual([
        path,
        path === '/api/troc/create/' ? 201 : 200,
        '',
      ]);
      return res.json() as Promise<{ slug: string }>;
    };
    const { slug } = await post('/api/troc/create/', { requestType: 'Offer' });
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const image = await manager.request.post(`${server.url}/fr/api/troc/image/${slug}/0/`, {
      headers,
      multipart: { 'form[file]': { name: 'photo.png', mimeType: 'image/png', buffer: png } },
    });
    expect(image.status()).toBe(200);
    await post(`/api/troc/edit/${slug}/details/`, {
      requestType: 'Offer',
      category: CATEGORY,
      name: NAME,
      description: 'Vitrine réfrigérée de la cafétéria, en état de marche, à reprendre sur place.',
      itemTotalQuantity: 1,
      itemMinQuantity: 1,
      itemState: 'VeryGood',
      itemWeight: '80',
    });
    await post(`/api/troc/edit/${slug}/manage/`, {
      swapType: 'Don',
      manager: me.user.id,
      service: me.user.service?.id,
      visibility: ['External'],
      availabilityStartDate: new Date().toISOString().slice(0, 10),
      availabilityEndDate: '2099-12-31',
    });
    await post(`/api/troc/edit/${slug}/address/`, { postal: '33000', city: '33063' });
    await post(`/api/troc/publish/${slug}/`, {});
    return slug;
  }

  /** The alert's mail to the watcher, once the job has run (decoded quoted-printable). */
  function alertMail(): string {
    const files = existsSync(server.mailDir) ? readdirSync(server.mailDir) : [];
    return (
      files
        .map((f) =>
          readFileSync(join(server.mailDir, f), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        )
        // Quoted-printable gave the bytes of UTF-8: read them as such.
        .map((raw) => Buffer.from(raw, 'latin1').toString('utf8'))
        .find((raw) => /^To: .*karim\.haddad/im.test(raw) && raw.includes(KEYWORD)) ?? ''
    );
  }

  beforeAll(async () => {
    // The alerts' job every 3 s instead of hourly: read by the server's configuration at start.
    process.env.ALERT_INTERVAL_MS = '3000';
    try {
      server = await startServer();
    } finally {
      delete process.env.ALERT_INTERVAL_MS;
    }
    browser = await launchBrowser();
    watcherContext = await newContext();
    managerContext = await newContext();
    watcher = await signIn(watcherContext, server.url, WATCHER, 'Karim');
    manager = await signIn(managerContext, server.url, MANAGER, 'Camille');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('saves an alert from the search page: the current keyword and city, types and a top-level category', async () => {
    const tree = (
      (await (await watcher.request.get(`${server.url}/fr/api/category/tree/`)).json()) as {
        data: { name: string; id: number; children: unknown[] }[];
      }
    ).data;
    const holds = (node: { id: number; children: unknown[] }): boolean =>
      node.id === CATEGORY || (node.children as { id: number; children: unknown[] }[]).some(holds);
    const root = tree.find(holds)!.name;

    await watcher.goto(`${server.url}/fr/search/city/bordeaux-33063/?keyword=${KEYWORD}`);
    await watcher.getByRole('heading', { level: 1 }).waitFor();
    await watcher.getByRole('button', { name: 'Créer une alerte' }).click();
    const dialog = watcher.getByRole('dialog', { name: 'Créer une alerte' });
    await dialog.waitFor();
    await dialog.getByText(`Mot-clé : ${KEYWORD}`).waitFor();
    await dialog.getByText(/Lieu : Bordeaux/).waitFor();
    await expectNoSeriousA11yViolations(watcher, 'alerte-modale');

    // Without a request type the form refuses, in French.
    await dialog.getByRole('checkbox', { name: 'Offre' }).uncheck();
    await dialog.getByRole('button', { name: 'Enregistrer l’alerte' }).click();
    await dialog.getByText('Veuillez choisir au moins un type de demande.').waitFor();
    await dialog.getByRole('checkbox', { name: 'Offre' }).check();
    await chooseOption(watcher, dialog.getByRole('combobox', { name: 'Catégorie' }), root);
    await screenshot(watcher, 'alert-01-modal');
    await dialog.getByRole('button', { name: 'Enregistrer l’alerte' }).click();
    await dialog.getByText(/Votre alerte est enregistrée/).waitFor();
    // The last « Fermer »: the modal's own cross bears the same name.
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('a matching listing published by another member is mailed by the job; the mail’s link opens the alert', async () => {
    listing = await publishListing();
    let mail = '';
    await eventually(() => {
      mail = alertMail();
      expect(mail).not.toBe('');
    }, 30_000);
    expect(mail).toContain(NAME);
    const body = mail.slice(mail.search(/\r?\n\r?\n/));
    expect(body).toContain(`${server.url}/fr/troc/view/${listing}/`);
    const link = /https?:\/\/[^\s"<>]+\/fr\/troc\/alerts\/view\/[^\s"<>/]+\//.exec(body)![0];

    await watcher.goto(link);
    await watcher.getByRole('heading', { level: 1, name: 'Mon alerte' }).waitFor();
    await visible(watcher, /à Bordeaux/);
    await watcher
      .getByRole('link', { name: new RegExp(NAME) })
      .first()
      .waitFor();
    await visible(watcher, '1 e-mail envoyé');
    await screenshot(watcher, 'alert-02-view');
    await expectNoSeriousA11yViolations(watcher, 'alerte-vue');
  });

  it('the mail’s unsubscribe link stops the alert in one click, without signing in', async () => {
    const body = alertMail().slice(alertMail().search(/\r?\n\r?\n/));
    const link = /https?:\/\/[^\s"<>]+\/fr\/troc\/alerts\/unsubscribe\/[^\s"<>/]+\//.exec(body)![0];
    const visitorContext = await newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: 'Désinscription d’une alerte' }).waitFor();
    await visible(visitor, /vous ne recevrez plus ses e-mails/);
    await screenshot(visitor, 'alert-04-unsubscribed');
    await expectNoSeriousA11yViolations(visitor, 'alerte-desinscription');
    await visitor.goto(`${link.slice(0, -3)}xx/`);
    await visible(visitor, "Ce lien de désinscription n'est pas valide ou a expiré.");
    await visitorContext.close();
  });

  it('my alerts list it once, however often the job runs again', async () => {
    await new Promise((r) => setTimeout(r, 4000));
    await watcher.goto(`${server.url}/fr/troc/alerts/`);
    await watcher.getByRole('heading', { level: 1, name: 'Mes alertes' }).waitFor();
    await visible(watcher, /1 e-mail envoyé\b/);
    await visible(watcher, 'E-mails désactivés');
    const mails = readdirSync(server.mailDir).filter((f) =>
      readFileSync(join(server.mailDir, f), 'utf8').includes('karim.haddad'),
    );
    expect(mails.filter((f) => readFileSync(join(server.mailDir, f), 'utf8').includes(KEYWORD))).toHaveLength(1);
    await screenshot(watcher, 'alert-03-list');
    await expectNoSeriousA11yViolations(watcher, 'alerte-liste');
  });
});
