import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser';

export const HEADER_PROBLEM = 'action de l’en-tête hors de l’écran';

/** What a signed-in visitor must reach from the header, at every width. */
const SIGNED_IN = [
  { role: 'link', name: 'Rechercher' },
  { role: 'link', name: 'Impact' },
  { role: 'link', name: 'Déposer une annonce' },
  { role: 'link', name: 'Mes échanges' },
  { role: 'link', name: 'Mes prêts' },
  { role: 'link', name: 'Mon profil' },
  { role: 'link', name: 'Se déconnecter' },
] as const;
const SIGNED_OUT = [
  { role: 'link', name: 'Rechercher' },
  { role: 'link', name: 'Impact' },
  { role: 'link', name: 'Se connecter' },
  { role: 'link', name: 'Créer un compte' },
] as const;

/**
 * Every header action is reachable by a click: on a desktop in the header, its popovers and the account
 * menu; on a phone through the menu button's drawer (which keeps the focus and closes on Escape). Each
 * entry is tried with a trial click (visible, enabled, on screen, not covered), so nothing is left signed out.
 */
export async function checkHeader(
  page: Page,
  size: 'phone' | 'desktop',
  signedIn: boolean,
  name: string,
): Promise<string[]> {
  const problems: string[] = [];
  const expected = signedIn ? SIGNED_IN : SIGNED_OUT;
  const header = page.locator('header.troc-header');
  await header.waitFor();
  if (size === 'phone') {
    const button = header.getByRole('button', { name: 'Menu' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    if ((await button.getAttribute('aria-expanded')) !== 'true')
      problems.push('le bouton Menu ne dit pas qu’il est ouvert');
    if (signedIn) {
      // The counters: messages, notifications, and the cart, which unfolds the open carts in place.
      await tryClick(drawer.getByRole('link', { name: /^Messagerie/ }), 'Messagerie', problems);
      await tryClick(drawer.getByRole('link', { name: /^Notifications/ }), 'Notifications', problems);
      const cart = drawer.getByRole('button', { name: /^Articles dans le panier/ });
      await cart.click();
      if ((await cart.getAttribute('aria-expanded')) !== 'true') problems.push('le panier ne se déplie pas');
    }
    await screenshot(page, join('every-page', size, `menu-${name}`));
    for (const { role, name } of expected)
      await tryClick(drawer.getByRole(role, { name, exact: true }), name, problems);
    // The focus stays in the drawer, whatever the number of Tab presses.
    const stops = await drawer.locator('a, button').count();
    for (let i = 0; i < stops + 2; i++) await page.keyboard.press('Tab');
    if (!(await page.evaluate(() => Boolean(document.activeElement?.closest('.ant-drawer'))))) {
      problems.push('le focus sort du tiroir');
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' }).catch(() => problems.push('Échap ne ferme pas le tiroir'));
    if ((await button.getAttribute('aria-expanded')) !== 'false') problems.push('le bouton Menu reste ouvert');
    return problems;
  }

  for (const { role, name } of expected.filter((entry) => !MENU_ONLY.has(entry.name))) {
    await tryClick(header.getByRole(role, { name, exact: true }), name, problems);
  }
  if (!signedIn) return problems;
  await tryClick(header.getByRole('link', { name: /^Messages non lus/ }), 'Messages', problems);
  for (const [name, popover] of [
    [/^Notifications, /, 'Dernières notifications'],
    [/^Articles dans le panier/, 'Paniers ouverts'],
  ] as const) {
    const button = header.getByRole('button', { name });
    await button.click();
    if ((await button.getAttribute('aria-expanded')) !== 'true') problems.push(`${popover} ne s’ouvre pas`);
    await button.click();
  }
  await header.getByRole('button', { name: /^Mon compte/ }).click();
  for (const name of MENU_ONLY) await tryClick(page.getByRole('menuitem', { name }).getByRole('link'), name, problems);
  await page.keyboard.press('Escape');
  return problems;
}

/** On a desktop, these are in the account menu. */
const MENU_ONLY = new Set<string>(['Mes prêts', 'Mon profil', 'Se déconnecter']);

async function tryClick(target: Locator, name: string, problems: string[]): Promise<void> {
  try {
    await target.first().click({ trial: true, timeout: 5_000 });
    const box = await target.first().boundingBox();
    const width = await target.page().evaluate(() => window.innerWidth);
    if (!box || box.x < 0 || box.x + box.width > width + 0.5) problems.push(`${HEADER_PROBLEM} : « ${name} »`);
  } catch {
    problems.push(`« ${name} » ne peut pas être cliqué depuis l’en-tête`);
  }
}
