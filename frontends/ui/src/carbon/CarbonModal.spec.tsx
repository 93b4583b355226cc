jest.setTimeout(60_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, fr, withLocale } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '../test-utils';
import { CarbonModal } from './CarbonModal';

const m = fr.impact.modal;
const model = (id: number, title: string, own = false) => ({
  id,
  slug: `m-${id}`,
  title,
  sourceUniqueId: own ? null : `divers . ${title}`,
  description: null,
  outputUnit: 'kgCO2e',
  inputUnit1: 'unit',
  inputUnit2: null,
  emissionFactor: 60.1,
  sourceLabel: 'ADEME — Nos Gestes Climat',
  sourceVersion: '3.4.0',
  displayDate: null,
  calculationRule: [{ unit: 'unit', value: 1 }],
  resultRule: 'factor_x_input',
  category: null,
  own,
  enabled: true,
});

/** A fake server: one model chosen after a select, the figure following. */
function server(defaultFactor: unknown = null) {
  let chosen = false;
  return mockFetch((call) => {
    const url = call.url;
    if (url.includes('/api/auth/me')) return signedOut;
    if (url === withLocale(API.impactCategory('root'))) {
      return {
        body: {
          category: null,
          data: { list: [{ id: 1, slug: 'divers', title: 'Divers', parentSlug: null, hasChildren: true }] },
        },
      };
    }
    if (url === withLocale(API.impactModelList('current', 'troc', 'chaise'))) {
      const data = chosen ? [{ ...model(7, 'Table'), values: [], carbonePerUnit: 60.1 }] : [];
      return {
        body: {
          data,
          total: data.length,
          total_results: data.length,
          url,
          carbone: chosen ? 60.1 : null,
          from: chosen ? 'subject' : null,
          canChoose: true,
          defaultFactor: chosen ? null : defaultFactor,
        },
      };
    }
    if (url === withLocale(API.impactModelList('available', 'troc', 'chaise'))) {
      const data = chosen ? [] : [model(7, 'Table')];
      return { body: { data, total: data.length, total_results: data.length, url } };
    }
    if (url === withLocale(API.impactModelAction('select', 'troc', 'chaise', 7))) {
      chosen = true;
      return { body: { carbone: 60.1, message: fr.impact.selected } };
    }
    return { status: 404, body: { message: 'inconnu' } };
  });
}

describe('the carbon modal', () => {
  beforeEach(() => resetApi());

  it('opens as a titled dialog with the tree, shows « N/A » without a model, then selects one and refreshes both lists', async () => {
    const { calls } = server();
    renderApp(<CarbonModal mode="troc" slug="chaise" />);
    await userEvent.click(screen.getByRole('button', { name: m.open }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.title, { selector: '.ant-modal-title' })).toBeTruthy();
    expect(await within(dialog).findByText('Divers')).toBeTruthy();
    // No model and no defensible default for its category: N/A, saying why.
    expect(await within(dialog).findByText(m.defaultNone, { exact: false })).toBeTruthy();
    const available = within(dialog).getByRole('region', { name: new RegExp(m.available) });
    expect(await within(available).findByText('Table')).toBeTruthy();
    expect(within(available).getByText(/60,1 kgCO2e par unité/)).toBeTruthy();

    await userEvent.click(within(available).getByRole('button', { name: m.select }));
    const current = within(dialog).getByRole('region', { name: new RegExp(m.current) });
    expect(await within(current).findByText('Table')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByText(/60,10\s*kgCO2e/, { selector: '.troc-carbon__value' })).toBeTruthy(),
    );
    expect(within(current).getByRole('button', { name: m.unselect })).toBeTruthy();
    // Each action reads both lists again.
    const reads = calls.filter((c) => c.url.includes('/model/available/')).length;
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it('adds an own model in the category chosen in the tree, with « Ajouter une unité manquante »', async () => {
    const { calls } = server();
    renderApp(<CarbonModal mode="troc" slug="chaise" />);
    await userEvent.click(screen.getByRole('button', { name: m.open }));
    const dialog = await screen.findByRole('dialog');
    const add = await within(dialog).findByRole('button', { name: m.add });
    expect(add).toHaveProperty('disabled', true);
    await userEvent.click(await within(dialog).findByText('Divers'));
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    await userEvent.click(add);
    // Each step renders later on a busy machine: found, not read at once.
    const form = within(await within(dialog).findByRole('form', { name: m.addTitle }));
    await userEvent.click(await form.findByRole('button', { name: m.missingUnit }));
    expect(await form.findByText(m.missingUnitHelp)).toBeTruthy();
    await userEvent.click(form.getByRole('button', { name: m.save }));
    // antd shows each field's error as its own validation settles.
    await waitFor(() => expect(form.getAllByText(fr.validation.required)).toHaveLength(2), {
      timeout: 15_000 * (Number(process.env.TEST_SLOWNESS) || 1),
    });
    expect(calls.some((c) => c.url.includes('/model/add/'))).toBe(false);
  });

  it('names the default factor a completed exchange will receive when no model is chosen, and shows its figure', async () => {
    server({
      category: 'Sièges et fauteuils',
      factor: {
        key: 'divers . ameublement . meubles . chaise . empreinte',
        label: 'Chaise ou siège',
        unit: 'item',
        kgCo2ePerUnit: 25.9333,
        source: { label: 'ADEME — Nos Gestes Climat', package: 'nosgestesclimat', version: '3.4.0' },
      },
      kgCo2e: 25.933,
    });
    renderApp(<CarbonModal mode="troc" slug="chaise" />);
    await userEvent.click(screen.getByRole('button', { name: m.open }));
    const dialog = await screen.findByRole('dialog');
    const status = await within(dialog).findByText(/Sans modèle applicable/);
    expect(status.textContent).toContain(
      "Sans modèle applicable, le facteur par défaut de la catégorie « Sièges et fauteuils » s'appliquera : 25,93 kgCO2e par objet.",
    );
    expect(within(dialog).getByText(/25,93\s*kgCO2e/, { selector: '.troc-carbon__value' })).toBeTruthy();
    expect(within(dialog).queryByText(m.notAvailableHelp, { exact: false })).toBeNull();
  });
});
