// antd forms in a modal, driven through user-event, take long on a loaded 2-core machine.
jest.setTimeout(120_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import axe from 'axe-core';
import {
  API,
  fr,
  ROUTES,
  withLocale,
  type ImpactCategoryView,
  type ImpactLibraryForm,
  type ImpactModelView,
  ImpactResultRule,
  ImpactUnit,
} from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import { LibraryPage } from './LibraryPage';
import { libraryUi } from '@troc/shared/messages/ui-library';

// No pause between keys, and no pointer-events check: it reads the computed style of every
// ancestor, which jsdom computes slowly with antd's many style tags.
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const l = libraryUi;
const f = fr.impact.modal.fields;
const ADEME = 'ADEME — Nos Gestes Climat';

const MOBILIER: ImpactCategoryView = {
  id: 1,
  slug: 'mobilier',
  title: 'Mobilier',
  parentSlug: null,
  hasChildren: true,
};
const SIEGES: ImpactCategoryView = {
  id: 12,
  slug: 'sieges',
  title: 'Sièges',
  parentSlug: 'mobilier',
  hasChildren: false,
};

const model = (over: Partial<ImpactModelView> & Pick<ImpactModelView, 'id' | 'title'>): ImpactModelView => ({
  slug: `m-${over.id}`,
  sourceUniqueId: null,
  description: null,
  outputUnit: ImpactUnit.KgCo2e,
  inputUnit1: ImpactUnit.Unit,
  inputUnit2: null,
  emissionFactor: 1,
  sourceLabel: ADEME,
  sourceVersion: '3.4.0',
  displayDate: null,
  calculationRule: [{ unit: ImpactUnit.Unit, value: 1 }],
  resultRule: ImpactResultRule.FactorTimesInput,
  category: { id: SIEGES.id, slug: SIEGES.slug, title: SIEGES.title },
  own: false,
  enabled: true,
  ...over,
});

const CHAISE = model({
  id: 7,
  title: 'Chaise de bureau',
  emissionFactor: 25.93,
  sourceUniqueId: 'mobilier . chaise de bureau',
});
const ARMOIRE = model({
  id: 31,
  title: 'Armoire métallique',
  own: true,
  emissionFactor: 2.5,
  inputUnit1: ImpactUnit.Kilogram,
  sourceLabel: 'Fiche fournisseur',
  sourceVersion: '2024',
  displayDate: '2024-05-02',
});
const VIEILLE = model({ id: 32, title: 'Ancienne étagère', own: true, enabled: false });

interface Options {
  canManageLibrary?: boolean;
  /** The answer to a create or an edit (a 422 to test the field errors). */
  save?: { status: number; body: unknown };
}

/** A fake server: the tree, the library (filtered on owner and disabled), the actions. */
function server({ canManageLibrary = false, save }: Options = {}) {
  const disabled = new Set<number>();
  return mockFetch((call) => {
    const url = call.url;
    if (url.includes('/api/auth/me')) return signedOut;
    if (url === withLocale(API.impactCategory('root'))) return { body: { category: null, data: { list: [MOBILIER] } } };
    if (url === withLocale(API.impactCategory('mobilier')))
      return { body: { category: MOBILIER, data: { list: [SIEGES] } } };
    if (url === withLocale(API.impactLibrary)) {
      const form = (call.body as { library_form: ImpactLibraryForm }).library_form;
      const all = [CHAISE, ARMOIRE, VIEILLE].map((m) => (disabled.has(m.id) ? { ...m, enabled: false } : m));
      const data = all.filter(
        (m) =>
          (form.disabled || m.enabled) &&
          (form.owner === 'own' ? m.own : form.owner === 'library' ? !m.own : true) &&
          (!form.query || m.title.toLowerCase().includes(String(form.query).toLowerCase())),
      );
      return { body: { data, total: 3, total_results: data.length, url, canManageLibrary } };
    }
    const action = /\/api\/impact\/library\/(disable|enable)\/(\d+)\/$/.exec(url);
    if (action) {
      const id = Number(action[2]);
      if (action[1] === 'disable') disabled.add(id);
      else disabled.delete(id);
      return { body: { message: action[1] === 'disable' ? 'Modèle désactivé.' : 'Modèle réactivé.', model: CHAISE } };
    }
    if (url === withLocale(API.impactModelEdit(ARMOIRE.id)) || url.includes('/api/impact/library/create/')) {
      return save ?? { body: { message: 'Modèle enregistré.', model: ARMOIRE } };
    }
    return { status: 404, body: { message: 'inconnu' } };
  });
}

const libraryCalls = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.url === withLocale(API.impactLibrary))
    .map((c) => c.body as { library_form: ImpactLibraryForm; page: number; size: number });

// antd's radio inputs take no pointer: a click lands on their label.
const radioLabel = (name: string) => screen.getByRole('radio', { name }).closest('label')!;
const table = () => screen.getByRole('table', { name: l.caption });
const row = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

async function open(options?: Options) {
  resetApi();
  const fake = server(options);
  renderApp(<LibraryPage />, { path: '/fr/impact/library/' });
  await within(await screen.findByRole('table', { name: l.caption })).findByText(CHAISE.title);
  return fake;
}

/** Types a whole value at once (the search box keeps real typing, to test its debounce). */
async function fill(field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** Picks an option of an antd Select by its label. */
async function choose(field: HTMLElement, option: string) {
  await user.click(field);
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (el) => el.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}

describe('the impact model library', () => {
  it('lists the server’s models with their factor, source, original key and tags', async () => {
    const { calls } = await open();
    expect(screen.getByRole('heading', { level: 1, name: l.title })).toBeTruthy();
    expect(document.title).toContain(l.title);
    expect(screen.getByRole('link', { name: l.methodLink }).getAttribute('href')).toBe(withLocale(ROUTES.carbon));
    // The first read: every model that may be chosen, enabled ones only, first page.
    expect(libraryCalls(calls)[0]).toEqual({
      library_form: { category: null, scope: 'goods', query: null, owner: 'all', disabled: false },
      page: 1,
      size: 20,
    });

    const chaise = within(row(CHAISE.title));
    expect(chaise.getByText('25,93 kgCO2e / unité')).toBeTruthy();
    expect(chaise.getByText(`${ADEME} 3.4.0`)).toBeTruthy();
    expect(chaise.getByText('mobilier . chaise de bureau').closest('code')).toBeTruthy();
    expect(chaise.getByText(SIEGES.title)).toBeTruthy();
    expect(chaise.queryByText(l.own)).toBeNull();

    const armoire = within(row(ARMOIRE.title));
    expect(armoire.getByText('2,5 kgCO2e / kilogramme')).toBeTruthy();
    expect(armoire.getByText(l.own)).toBeTruthy();
    expect(armoire.getByText('du 02/05/2024').getAttribute('datetime')).toBe('2024-05-02');
    expect(screen.queryByText(VIEILLE.title)).toBeNull();
    expect(screen.getByText('2 modèles').getAttribute('role')).toBe('status');

    // The disabled ones on demand, tagged.
    await user.click(screen.getByRole('checkbox', { name: l.showDisabled }));
    const vieille = within(await within(table()).findByRole('row', { name: new RegExp(VIEILLE.title) }));
    expect(vieille.getByText(l.disabled)).toBeTruthy();
    expect(vieille.getByRole('button', { name: `${l.enable} « ${VIEILLE.title} »` })).toBeTruthy();
    expect(libraryCalls(calls).at(-1)?.library_form.disabled).toBe(true);
  });

  it('shows the models of goods by default, under the marketplace’s categories', async () => {
    const { calls } = await open();
    const goods = screen.getByRole('navigation', { name: l.goodsTree });
    expect(screen.queryByRole('navigation', { name: l.tree })).toBeNull();
    await user.click(within(goods).getByRole('button', { name: 'Mobilier' }));
    await waitFor(() =>
      expect(libraryCalls(calls).at(-1)?.library_form).toMatchObject({
        category: 'divers-ameublement',
        scope: 'goods',
      }),
    );
    expect(within(goods).getByRole('button', { name: 'Mobilier' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(goods).getByRole('button', { name: l.allGoods }));
    await waitFor(() => expect(libraryCalls(calls).at(-1)?.library_form.category).toBeNull());
  });

  it('searches once the typing pauses, with library_form[query]', async () => {
    const { calls } = await open();
    await user.type(screen.getByRole('searchbox', { name: l.search }), 'armoire');
    await waitFor(() => expect(libraryCalls(calls).at(-1)?.library_form.query).toBe('armoire'));
    await waitFor(() => expect(screen.queryByText(CHAISE.title)).toBeNull());
    expect(within(table()).getByText(ARMOIRE.title)).toBeTruthy();
    // Debounced: no request for the letters typed on the way.
    const queries = libraryCalls(calls).map((c) => c.library_form.query);
    expect(queries).not.toContain('a');
    expect(queries).not.toContain('armoi');
  });

  it('filters by owner and by the category chosen in the tree, whose children load on expand', async () => {
    const { calls } = await open();
    await user.click(radioLabel(l.owners.own));
    await waitFor(() => expect(libraryCalls(calls).at(-1)?.library_form.owner).toBe('own'));
    await waitFor(() => expect(screen.queryByText(CHAISE.title)).toBeNull());
    await user.click(radioLabel(l.owners.library));
    await waitFor(() => expect(libraryCalls(calls).at(-1)?.library_form.owner).toBe('library'));
    await waitFor(() => expect(screen.queryByText(ARMOIRE.title)).toBeNull());

    await user.click(radioLabel(l.scopes.all));
    await waitFor(() => expect(libraryCalls(calls).at(-1)?.library_form.scope).toBe('all'));
    const tree = screen.getByRole('navigation', { name: l.tree });
    expect(calls.some((c) => c.url === withLocale(API.impactCategory('mobilier')))).toBe(false);
    await user.click(tree.querySelector<HTMLElement>('.ant-tree-switcher')!);
    await user.click(await within(tree).findByText(SIEGES.title));
    expect(calls.some((c) => c.url === withLocale(API.impactCategory('mobilier')))).toBe(true);
    await waitFor(() =>
      expect(libraryCalls(calls).at(-1)?.library_form).toMatchObject({ category: 'sieges', owner: 'library' }),
    );
    await user.click(within(tree).getByRole('button', { name: l.allCategories }));
    await waitFor(() => expect(libraryCalls(calls).at(-1)?.library_form.category).toBeNull());
  });

  it('offers edit on own models only, and disable on library models only to library managers', async () => {
    await open();
    expect(within(row(ARMOIRE.title)).getByRole('button', { name: `${l.edit} « ${ARMOIRE.title} »` })).toBeTruthy();
    expect(within(row(ARMOIRE.title)).getByRole('button', { name: `${l.disable} « ${ARMOIRE.title} »` })).toBeTruthy();
    expect(within(row(CHAISE.title)).queryByRole('button')).toBeNull();
  });

  it('lets a library manager disable a platform model (still not edit it)', async () => {
    await open({ canManageLibrary: true });
    const chaise = within(row(CHAISE.title));
    expect(chaise.getByRole('button', { name: `${l.disable} « ${CHAISE.title} »` })).toBeTruthy();
    expect(chaise.queryByRole('button', { name: new RegExp(l.edit) })).toBeNull();
  });

  it('disables a model at its address, shows the server’s message and reads the list again', async () => {
    const { calls } = await open();
    const before = libraryCalls(calls).length;
    await user.click(within(row(ARMOIRE.title)).getByRole('button', { name: `${l.disable} « ${ARMOIRE.title} »` }));
    expect(await screen.findByText('Modèle désactivé.')).toBeTruthy();
    const posted = calls.filter((c) => c.url.includes('/api/impact/library/disable/'));
    expect(posted.map((c) => [c.method, c.url])).toEqual([
      ['POST', withLocale(API.impactLibraryAction('disable', ARMOIRE.id))],
    ]);
    await waitFor(() => expect(libraryCalls(calls).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText(ARMOIRE.title)).toBeNull());
  });

  it('edits an own model in a modal, filled with its values', async () => {
    const { calls } = await open();
    await user.click(within(row(ARMOIRE.title)).getByRole('button', { name: `${l.edit} « ${ARMOIRE.title} »` }));
    const form = within(await screen.findByRole('form', { name: l.editTitle }));
    const title = form.getByRole('textbox', { name: f.title });
    expect((title as HTMLInputElement).value).toBe(ARMOIRE.title);
    expect(form.queryByText(l.category)).toBeNull();
    await user.clear(title);
    await fill(title, 'Armoire forte');
    await user.click(form.getByRole('button', { name: l.editSave }));
    expect(await screen.findByText('Modèle enregistré.')).toBeTruthy();
    const edit = calls.find((c) => c.url === withLocale(API.impactModelEdit(ARMOIRE.id)));
    expect(edit?.method).toBe('POST');
    expect(edit?.body).toMatchObject({
      title: 'Armoire forte',
      inputUnit1: 'kg',
      emissionFactor: 2.5,
      sourceLabel: 'Fiche fournisseur',
      sourceVersion: '2024',
      displayDate: '2024-05-02',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: l.editTitle })).toBeNull());
  });

  it('shows a 422 under its field and keeps the form open', async () => {
    const error = 'La source doit compter au moins 2 caractères.';
    await open({ save: { status: 422, body: { errors: { sourceLabel: [error] } } } });
    await user.click(within(row(ARMOIRE.title)).getByRole('button', { name: `${l.edit} « ${ARMOIRE.title} »` }));
    const form = within(await screen.findByRole('form', { name: l.editTitle }));
    await user.click(form.getByRole('button', { name: l.editSave }));
    expect(await form.findByText(error)).toBeTruthy();
    // Under the field, not in the global error modal.
    expect(form.getByRole('textbox', { name: f.sourceLabel }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('form', { name: l.editTitle })).toBeTruthy();
  });

  it('creates a model in the chosen category, which is required', async () => {
    const { calls } = await open();
    await user.click(screen.getByRole('button', { name: l.create }));
    const form = within(await screen.findByRole('form', { name: l.createTitle }));
    await fill(form.getByRole('textbox', { name: f.title }), 'Chaise pliante');
    await choose(form.getByRole('combobox', { name: f.inputUnit1 }), 'Unité (u)');
    await fill(form.getByRole('spinbutton', { name: f.emissionFactor }), '12,5');
    await fill(form.getByRole('textbox', { name: f.sourceLabel }), 'Fiche fournisseur');
    await user.click(form.getByRole('button', { name: l.createSave }));
    expect(await form.findByText(l.categoryRequired)).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/library/create/'))).toBe(false);

    // The category chosen in the form's tree: its children load there too.
    await user.click(form.getByRole('combobox', { name: l.category }));
    const popup = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-tree');
      if (!found) throw new Error('no tree');
      return found;
    });
    await user.click(popup.querySelector<HTMLElement>('.ant-select-tree-switcher')!);
    await user.click(await within(popup).findByTitle(SIEGES.title));
    await user.click(form.getByRole('button', { name: l.createSave }));
    expect(await screen.findByText('Modèle enregistré.')).toBeTruthy();
    const create = calls.filter((c) => c.url.includes('/library/create/'));
    expect(create.map((c) => c.url)).toEqual([withLocale(API.impactLibraryAction('create', SIEGES.id))]);
    expect(create[0]!.body).toMatchObject({
      title: 'Chaise pliante',
      inputUnit1: 'unit',
      emissionFactor: 12.5,
      sourceLabel: 'Fiche fournisseur',
    });
  });

  it('starts the new model in the category selected in the page’s tree', async () => {
    const { calls } = await open();
    await user.click(radioLabel(l.scopes.all));
    const tree = await screen.findByRole('navigation', { name: l.tree });
    await user.click(within(tree).getByText(MOBILIER.title));
    await user.click(screen.getByRole('button', { name: l.create }));
    const form = within(await screen.findByRole('form', { name: l.createTitle }));
    expect(form.getByTitle(MOBILIER.title)).toBeTruthy();
    await fill(form.getByRole('textbox', { name: f.title }), 'Bureau');
    await choose(form.getByRole('combobox', { name: f.inputUnit1 }), 'Unité (u)');
    await fill(form.getByRole('spinbutton', { name: f.emissionFactor }), '80');
    await fill(form.getByRole('textbox', { name: f.sourceLabel }), 'ADEME');
    await user.click(form.getByRole('button', { name: l.createSave }));
    await screen.findByText('Modèle enregistré.');
    expect(calls.filter((c) => c.url.includes('/library/create/')).map((c) => c.url)).toEqual([
      withLocale(API.impactLibraryAction('create', MOBILIER.id)),
    ]);
  });

  it('has no WCAG 2.1 A/AA violation axe-core can see in jsdom', async () => {
    await open({ canManageLibrary: true });
    // jsdom has no canvas (axe measures icon fonts with one): say so quietly.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // jsdom draws nothing: contrasts are checked in the browser (e2e).
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
