import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Locator, type Page, type Request } from 'playwright-core';
import { ROOT } from './server';
import { SLOWNESS } from './slowness';

export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

/** Debian's Chromium, headless, with nothing reaching out to the network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Retries an assertion until it passes: the page updates asynchronously. */
export async function eventually(assertion: () => Promise<void> | void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Chooses an option of an antd select: opens it, clicks the option in the open list, and checks the list
 * closed (an option clicked while the list is still sliding in can be missed, leaving it open over the form).
 */
export async function chooseOption(page: Page, combobox: Locator, title: string): Promise<void> {
  const open = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 1; ; attempt++) {
    if ((await open.count()) === 0) await combobox.click();
    await open.locator(`.ant-select-item-option[title="${title}"]`).click();
    try {
      await open.first().waitFor({ state: 'hidden', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * « Mes annonces » as cards: a wide screen opens the table until a view is chosen, and the
 * choice is remembered for the member (this clicks « Cartes » once the page shows either view).
 */
export async function showListingCards(page: Page): Promise<void> {
  const cards = page.getByRole('list', { name: 'Liste de mes annonces' });
  await cards
    .or(page.getByRole('table', { name: 'Tableau de mes annonces' }))
    .first()
    .waitFor();
  if ((await cards.count()) === 0) {
    await page.getByRole('radiogroup', { name: 'Affichage' }).getByText('Cartes').click();
    await cards.waitFor();
  }
}

/** A request that changes something: not a read, nor one of the pages' polls (POST …/pending/). */
const isChange = (request: Request): boolean =>
  request.method() !== 'GET' && request.url().includes('/api/') && !request.url().includes('/pending/');

/**
 * Confirms an antd Popconfirm: opens it from its trigger, clicks its button and checks the click
 * sent the change (a request other than GET). A click that lands while the popup is still being
 * placed can fall outside it and close it without a word: then it is opened and confirmed again.
 */
export async function confirmPopup(page: Page, trigger: Locator, ok: string): Promise<void> {
  const popup = page.locator('.ant-popconfirm:visible');
  const limit = 10_000 * SLOWNESS;
  for (let attempt = 1; ; attempt++) {
    if ((await popup.count()) === 0) await trigger.click();
    const sent = page.waitForRequest(isChange, { timeout: limit });
    sent.catch(() => undefined);
    try {
      await popup.getByRole('button', { name: ok, exact: true }).click({ timeout: limit });
      await sent;
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await popup
        .first()
        .waitFor({ state: 'hidden', timeout: limit })
        .catch(() => undefined);
    }
  }
}
