import type { Browser, BrowserContext, Page } from 'playwright-core';
import { patient, SLOWNESS } from './slowness';

/** The demo accounts' password (backend/src/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'Reemploi-2026!';

export const visible = (page: Page, text: string | RegExp) =>
  page.getByText(text).first().waitFor({ state: 'visible' });

/** A desktop window in French on Paris time, as the journeys' users have. */
export const frenchContext = (browser: Browser) =>
  browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });

/** Signs a demo member in through the login page; the page greets them by first name. */
export async function signIn(context: BrowserContext, url: string, email: string, firstName: string): Promise<Page> {
  const page = await context.newPage();
  patient(page);
  // A script error leaves a blank page: say which.
  page.on('pageerror', (error) => console.error(`Erreur dans la page : ${error.message}`));
  await page.goto(`${url}/fr/login/`);
  await page.locator('#login_form_email').fill(email);
  await page.locator('#login_form_password').fill(DEMO_PASSWORD);
  await page.locator('#login_form').getByRole('button', { name: 'Se connecter' }).click();
  await visible(page, `Bonjour ${firstName}`);
  return page;
}

/** The session's CSRF token, for API calls made from a signed-in page. */
export async function csrfToken(page: Page, url: string): Promise<string> {
  return ((await (await page.request.get(`${url}/fr/api/auth/me`)).json()) as { csrfToken: string }).csrfToken;
}

/**
 * Follows an entry of the account menu. The menu opens with an animation, and a click that lands while it
 * runs can miss: open it again and click again until the address says the page changed.
 */
export async function fromUserMenu(page: Page, item: string, url: RegExp): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const entry = page.getByRole('menuitem', { name: item });
    try {
      if (!(await entry.isVisible())) await page.getByRole('button', { name: /Mon compte/ }).click();
      await entry.getByRole('link').click({ timeout: 5_000 * SLOWNESS });
      await page.waitForURL(url, { timeout: 10_000 * SLOWNESS });
      return;
    } catch (error) {
      // A slow navigation that did arrive is not a missed click.
      if (url.test(page.url())) return;
      if (attempt === 3) throw error;
    }
  }
}
