import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { eventually, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { csrfToken, frenchContext, signIn } from './support/session';
import { counted } from './support/text';

/** An organisation admin of the CHU de Bordeaux, attached to its purchasing department (DAL). */
const ADMIN = 'camille.martin@chu-bordeaux.demo';
/** The organisation's root service, the top of its tree. */
const DG = 'Direction générale (DG)';
const DAL = 'Direction des achats et de la logistique (DAL)';
const DAL_NAME = 'Direction des achats et de la logistique';

interface Choice {
  code: string;
  name: string;
  nbChildren: number;
}

describe('services filter journey in Chromium: an admin narrows « Mes annonces » and « Mes échanges » to services', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const api = async <T>(path: string, data: object): Promise<T> => {
    const response = await page.request.post(`${server.url}/fr/api${path}`, {
      headers: { 'X-CSRF-Token': await csrfToken(page, server.url) },
      data,
    });
    expect([path, response.status()]).toEqual([path, 200]);
    return (await response.json()) as T;
  };
  const folder = async (code: string) =>
    (await api<{ data: Choice[] }>('/organisation/services/filter/', { form: { code, hideOrphans: true } })).data;
  const total = async (path: string, form: string, filter: object) =>
    (await api<{ total_results: number }>(path, { page: 1, size: 1, [form]: filter })).total_results;

  /** The dropdown's button: its name is the field's label, then the choice it shows. */
  const opener = () => page.getByRole('button', { name: /^Services / });
  const node = (tree: Locator, title: string) =>
    tree.locator('.ant-tree-treenode').filter({ has: page.locator('.ant-tree-title', { hasText: title }) });
  /** Opens a folder by a click on its name (its sub-services load then), unless it is open already. */
  async function openFolder(tree: Locator, title: string): Promise<void> {
    const row = node(tree, title);
    await row.waitFor();
    if (!((await row.getAttribute('class')) ?? '').includes('switcher-open')) {
      await row.locator('.ant-tree-title').click();
    }
    await eventually(async () => expect(await row.getAttribute('class')).toContain('ant-tree-treenode-switcher-open'));
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await frenchContext(browser);
    page = await signIn(context, server.url, ADMIN, 'Camille');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('chooses the purchasing department with its sub-services on « Mes annonces »: the list reads their listings', async () => {
    const dg = (await folder(''))[0]!;
    expect(dg.name).toBe('Direction générale');
    const dal = (await folder(dg.code)).find((choice) => choice.name === DAL_NAME)!;
    expect(dal.nbChildren).toBeGreaterThan(0);
    const own = await total('/troc/mine/', 'troc_filter_form', {});
    const ofDal = await total('/troc/mine/', 'troc_filter_form', { perimeter_services_all: dal.code });
    // The department's listings include those of its sub-services' members, not only the admin's own.
    expect(ofDal).toBeGreaterThan(own);

    await page.goto(`${server.url}/fr/troc/mine/`);
    await page.getByRole('heading', { level: 1, name: 'Mes annonces' }).waitFor();
    await page
      .getByText(counted(own, 'annonce', 'annonces'))
      .first()
      .waitFor();
    await eventually(async () => expect(await opener().innerText()).toContain('Sélectionnez un filtre'));
    await opener().click();
    const tree = page.locator('.ant-popover .ant-tree');
    // The reader's own service (the purchasing department) shows at once: its branch opens by itself.
    await node(tree, DAL).waitFor();
    await openFolder(tree, DG);
    await expectNoSeriousA11yViolations(page, 'mes-annonces-filtre-services');
    await screenshot(page, 'services-filter-01-arbre');
    await node(tree, DAL).locator('.ant-tree-checkbox').click();
    // Checking a folder checks its sub-services with it.
    await eventually(async () =>
      expect(await tree.locator('.ant-tree-checkbox-checked').count()).toBeGreaterThanOrEqual(1),
    );
    await page.getByRole('button', { name: 'Appliquer' }).click();

    await page.waitForURL(new RegExp(`perimeter_services_all=${dal.code}(&|$)`));
    await eventually(async () => {
      expect(await opener().innerText()).toContain('Direction des achat…');
      expect(await opener().getAttribute('title')).toBe(DAL_NAME);
    });
    await page
      .getByText(counted(ofDal, 'annonce', 'annonces'))
      .first()
      .waitFor();
    const list = page.getByRole('list', { name: 'Liste de mes annonces' });
    await eventually(async () => {
      expect(await list.getAttribute('aria-busy')).toBe('false');
      expect(await list.getByRole('listitem').count()).toBe(Math.min(ofDal, 20));
    });
    await expectNoSeriousA11yViolations(page, 'mes-annonces-filtrees-par-service');
    await screenshot(page, 'services-filter-02-mes-annonces');

    // A reload keeps the choice: the address holds it, and the dropdown names it again.
    await page.reload();
    await page
      .getByText(counted(ofDal, 'annonce', 'annonces'))
      .first()
      .waitFor();
    await eventually(async () => expect(await opener().innerText()).toContain('Direction des achat…'));
    await opener().click();
    await eventually(async () => expect(await node(tree, DAL).locator('.ant-tree-checkbox-checked').count()).toBe(1));
    await page.getByRole('button', { name: 'Effacer' }).click();
    await eventually(async () => expect(page.url()).not.toContain('perimeter_services_all'));
    await page
      .getByText(counted(own, 'annonce', 'annonces'))
      .first()
      .waitFor();
  });

  it('reads the ended exchanges of « Mes services »: the department’s members’ as well as the admin’s', async () => {
    const path = '/tracker/terminated/mine/';
    const mine = await total(path, 'tracker_filter_form', {});
    const ofServices = await total(path, 'tracker_filter_form', { userPerimeterType: 'perimeter' });
    expect(mine).toBeGreaterThan(0);
    expect(ofServices).toBeGreaterThan(mine);

    await page.goto(`${server.url}/fr/tracker/terminated/mine/`);
    await page.getByRole('heading', { level: 1, name: 'Échanges terminés' }).waitFor();
    await page
      .getByText(counted(mine, 'échange', 'échanges'))
      .first()
      .waitFor();
    const filters = page.getByRole('form', { name: 'Filtrer les échanges' });
    await filters.getByText('Mes services', { exact: true }).click();
    await page.waitForURL(/userPerimeterType=perimeter/);
    await page
      .getByText(counted(ofServices, 'échange', 'échanges'))
      .first()
      .waitFor();
    const list = page.getByRole('list', { name: 'Liste des échanges' });
    await eventually(async () =>
      expect(await list.locator(':scope > [role=listitem]').count()).toBe(Math.min(ofServices, 20)),
    );
    await expectNoSeriousA11yViolations(page, 'echanges-termines-de-mes-services');
    await screenshot(page, 'services-filter-03-mes-echanges');
  });
});
