jest.setTimeout(60_000);

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { API, fr, ImportStatus, ROUTES, withLocale, type ImportSummary } from '@troc/shared';
import { callsTo, fakeServer, type Route } from '../test/fixtures';
import { button, renderPage } from '../test/render';
import { importSummary, listOf } from './fixtures';
import { MyImportsPage } from './MyImportsPage';
import { uiImportMessages } from '@troc/shared/messages/ui-import';

const i = uiImportMessages;

const done = importSummary();
const running = importSummary({
  id: 'imp-2',
  name: 'mobilier-2026.csv',
  importDate: '2026-03-15T17:45:00',
  importStatus: { name: ImportStatus.Pending },
  operation: null,
  nbLines: 40,
  nbLinesProcessed: 15,
  nbSuccessLines: 13,
  nbToCompleteLines: 1,
  nbErrorLines: 1,
});

function setup({
  rows = [done, running],
  path = '/fr/import/mine/',
  route = () => undefined,
}: {
  rows?: ImportSummary[];
  path?: string;
  route?: Route;
} = {}) {
  const server = fakeServer((call) => {
    if (call.url === withLocale(API.myImports)) return { body: listOf(rows, rows.length) };
    return route(call);
  });
  const view = renderPage(<MyImportsPage />, { path });
  return { server, view };
}

const loads = (server: ReturnType<typeof setup>['server']) =>
  callsTo(server.calls, API.myImports).map((call) => call.body);
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('« Mes imports »', () => {
  it('lists my imports: file linked to its report, date, status label, operation, lines and outcomes', async () => {
    const { server } = setup();
    const link = await screen.findByRole('link', { name: done.name });
    expect(link).toHaveAttribute('href', withLocale(ROUTES.importView(done.id)));
    expect(screen.getByRole('heading', { level: 1, name: i.mineTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: i.newImport })).toHaveAttribute('href', withLocale(ROUTES.importNew));

    const first = row(done.name);
    expect(first).toHaveTextContent('14/03/2026 09:05');
    expect(within(first).getByText('Terminé')).toBeInTheDocument();
    expect(first).toHaveTextContent('Déménagement Tastet');
    expect(first).toHaveTextContent('12 / 12');
    expect([...first.querySelectorAll('td')].map((cell) => cell.textContent).slice(5, 8)).toEqual(['9', '2', '1']);

    const second = row(running.name);
    expect(within(second).getByText('En cours')).toBeInTheDocument();
    expect(second).toHaveTextContent('15 / 40');
    expect(second).toHaveTextContent(i.none);

    // Only an import that no worker holds may be deleted.
    expect(within(first).getByRole('button', { name: `Supprimer l'import « ${done.name} »` })).toBeInTheDocument();
    expect(within(second).queryByRole('button')).toBeNull();
    expect(loads(server)[0]).toEqual({ page: 1, size: 20, import_filter_form: {} });
  });

  it('sends import_filter_form from the address, then what « Filtrer » applies, from page 1', async () => {
    const { server } = setup({ path: '/fr/import/mine/?importedAfter=2026-03-01&importedBefore=2026-03-31&page=2' });
    await screen.findByText(done.name);
    expect(loads(server)[0]).toEqual({
      page: 2,
      size: 20,
      import_filter_form: { importedAfter: '2026-03-01', importedBefore: '2026-03-31' },
    });
    expect(screen.getByLabelText(i.filters.importedAfter)).toHaveValue('01/03/2026');

    fireEvent.mouseDown(screen.getByLabelText(i.filters.importStatus));
    await userEvent.click(await screen.findByTitle('En échec'));
    await userEvent.click(button(i.filters.apply));
    await waitFor(() => expect(loads(server)).toHaveLength(2));
    expect(loads(server)[1]).toEqual({
      page: 1,
      size: 20,
      import_filter_form: { importStatus: 'Error', importedAfter: '2026-03-01', importedBefore: '2026-03-31' },
    });
    expect(screen.getByTestId('location')).toHaveTextContent(
      'importStatus=Error&importedAfter=2026-03-01&importedBefore=2026-03-31',
    );

    // « Tous les statuts » drops the status.
    fireEvent.mouseDown(screen.getByLabelText(i.filters.importStatus));
    await userEvent.click(await screen.findByTitle(i.filters.allStatuses));
    await userEvent.click(button(i.filters.apply));
    await waitFor(() => expect(loads(server)).toHaveLength(3));
    expect(loads(server)[2]).toEqual({
      page: 1,
      size: 20,
      import_filter_form: { importedAfter: '2026-03-01', importedBefore: '2026-03-31' },
    });
  });

  it('says so when there is no import yet', async () => {
    setup({ rows: [] });
    expect(await screen.findByText(i.mineEmpty)).toBeInTheDocument();
  });

  it('says when no import matches the filters', async () => {
    setup({ rows: [], path: '/fr/import/mine/?importStatus=Error' });
    expect(await screen.findByText(i.mineEmptyFiltered)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i.filters.apply })).toBeInTheDocument();
  });

  it('deletes an import after the confirmation, then reads the list again', async () => {
    const remove = withLocale(API.importDelete(done.id));
    const { server } = setup({
      route: (call) => (call.url === remove ? { body: { message: fr.imports.deleted } } : undefined),
    });
    await screen.findByText(done.name);
    await userEvent.click(within(row(done.name)).getByRole('button', { name: `Supprimer l'import « ${done.name} »` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(i.deleteConfirm);
    expect(callsTo(server.calls, API.importDelete(done.id))).toHaveLength(0);
    await userEvent.click(button(i.delete, dialog));
    await waitFor(() => expect(callsTo(server.calls, API.importDelete(done.id))).toHaveLength(1));
    await waitFor(() => expect(loads(server)).toHaveLength(2));
    expect(await screen.findByText(fr.imports.deleted)).toBeInTheDocument();
  });

  it('has no WCAG A/AA violation that axe-core can see in jsdom', async () => {
    const { view } = setup();
    await screen.findByText(done.name);
    const results = await axe.run(view.container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
