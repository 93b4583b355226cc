import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { eventually, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/session';

const MANAGER = 'camille.martin@chu-bordeaux.demo';
const REQUESTER = 'karim.haddad@ressourcerie-lille.demo';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

/** The unread count the bell announces in its accessible name. */
const BELL = /^Notifications, (\d+) non lues?$/;

describe('notification journey in Chromium: an exchange event rings the bell, its mail unsubscribes', () => {
  let server: RunningServer;
  let browser: Browser;
  let managerContext: BrowserContext;
  let requesterContext: BrowserContext;
  let manager: Page;
  let requester: Page;
  let tracker = '';

  const newContext = () =>
    browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });

  const csrf = async (page: Page) =>
    ((await (await page.request.get(`${server.url}/fr/api/auth/me`)).json()) as { csrfToken: string }).csrfToken;

  /** The requester asks for one of the manager's published offers, through the API. */
  async function requestOne(): Promise<string> {
    const mine = await manager.request.post(`${server.url}/fr/api/troc/mine/`, {
      headers: { 'X-CSRF-Token': await csrf(manager) },
      data: { page: 1, size: 100, troc_filter_form: { publicationStatus: 'Published', requestType: 'Offer' } },
    });
    expect(mine.ok()).toBe(true);
    const { data } = (await mine.json()) as { data: { slug: string; itemRemainingQuantity: number }[] };
    const token = await csrf(requester);
    for (const card of data.filter((c) => c.itemRemainingQuantity >= 1)) {
      const view = (await (await requester.request.get(`${server.url}/fr/api/troc/view/${card.slug}/`)).json()) as {
        exchange?: { canRequest: boolean; pendingTracker: string | null; quantity: { min: number } } | null;
      };
      if (!view.exchange?.canRequest || view.exchange.pendingTracker) continue;
      const res = await requester.request.post(`${server.url}/fr/api/troc/inbox/reservation/${card.slug}/`, {
        headers: { 'X-CSRF-Token': token },
        data: {
          message: 'Bonjour, notre ressourcerie viendrait chercher ce bien jeudi.',
          quantity: view.exchange.quantity.min,
        },
      });
      if (res.ok()) return ((await res.json()) as { tracker: string }).tracker;
    }
    throw new Error('Aucune annonce de démonstration ne peut être demandée');
  }

  async function unreadOnBell(page: Page): Promise<number> {
    const name = (await page.getByRole('button', { name: BELL }).getAttribute('aria-label')) ?? '';
    return Number(BELL.exec(name)?.[1] ?? NaN);
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    managerContext = await newContext();
    requesterContext = await newContext();
    manager = await signIn(managerContext, server.url, MANAGER, 'Camille');
    requester = await signIn(requesterContext, server.url, REQUESTER, 'Karim');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the manager sees the badge, opens the bell and follows the notification', async () => {
    tracker = await requestOne();
    await manager.goto(`${server.url}/fr/`);
    const bell = manager.getByRole('button', { name: BELL });
    await bell.waitFor();
    const before = await unreadOnBell(manager);
    expect(before).toBeGreaterThanOrEqual(1);

    await bell.click();
    const link = manager.locator(`.troc-bell a[href="/fr/tracker/thread/${tracker}/"]`);
    await link.waitFor();
    await manager.getByRole('link', { name: 'Voir toutes les notifications' }).waitFor();
    await screenshot(manager, 'notification-01-bell');
    await expectNoSeriousA11yViolations(manager, 'notification-cloche');

    await link.click();
    await manager.waitForURL(`${server.url}/fr/tracker/thread/${tracker}/`);
    await eventually(async () => expect(await unreadOnBell(manager)).toBe(before - 1));
  });

  it('the notifications page lists it as read, with the mail preferences', async () => {
    await manager.goto(`${server.url}/fr/user/notifications/`);
    await manager.getByRole('heading', { level: 1, name: 'Mes notifications' }).waitFor();
    const list = manager.getByRole('list', { name: 'Liste des notifications' });
    await list.locator(`a[href="/fr/tracker/thread/${tracker}/"]`).first().waitFor();
    await manager.getByRole('heading', { level: 2, name: 'Mes préférences d’e-mails' }).waitFor();
    await manager.getByRole('radiogroup', { name: 'E-mails « Suivi de mes échanges »' }).waitFor();
    await screenshot(manager, 'notification-02-page');
    await expectNoSeriousA11yViolations(manager, 'notification-page');
  });

  it('the mail’s unsubscribe link works in one click without signing in', async () => {
    let mail = '';
    await eventually(() => {
      const files = existsSync(server.mailDir) ? readdirSync(server.mailDir) : [];
      mail =
        files
          .map((f) =>
            readFileSync(join(server.mailDir, f), 'utf8')
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '='),
          )
          .find((raw) => raw.includes(`/fr/tracker/thread/${tracker}/`) && /^To: .*camille\.martin/im.test(raw)) ?? '';
      expect(mail).not.toBe('');
    });
    const link = /https?:\/\/[^\s"<>]+\/fr\/unsubscribe\/[^\s"<>/]+\//.exec(mail.slice(mail.search(/\r?\n\r?\n/)))![0];

    const visitorContext = await newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: 'Se désinscrire des e-mails' }).waitFor();
    await visible(visitor, /Vous ne recevrez plus les e-mails « Suivi de mes échanges »/);
    await expectNoSeriousA11yViolations(visitor, 'notification-desinscription');
    await visitor.getByRole('button', { name: 'Me désinscrire' }).click();
    await visible(visitor, 'C’est fait : vous ne recevrez plus les e-mails « Suivi de mes échanges ».');
    await screenshot(visitor, 'notification-03-unsubscribed');
    await visitorContext.close();

    const prefs = (await (await manager.request.get(`${server.url}/fr/api/user/notifications/preferences`)).json()) as {
      preferences: { notificationType: string; frequency: string }[];
    };
    expect(prefs.preferences.find((p) => p.notificationType === 'TrackerUpdate')?.frequency).toBe('never');
  });
});
