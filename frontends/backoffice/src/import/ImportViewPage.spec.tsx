jest.setTimeout(60_000);

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { API, fr, ImportStatus, ROUTES, t, withLocale, type ImportDetail } from '@troc/shared';
import { callsTo, fakeServer, type Route } from '../test/fixtures';
import { button, currentLocation, renderPage } from '../test/render';
import { failedLine, importDetail, listOf, successLine, toCompleteLine } from './fixtures';
import { ImportViewPage } from './ImportViewPage';
import { uiImportMessages } from '@troc/shared/messages/ui-import';

const i = uiImportMessages;
const ID = 'imp-1';
const VIEW = API.importAction('view', ID);
const LINES = API.importAction('lines', ID);

function setup(route: Route, id = ID) {
  const server = fakeServer(route);
  const view = renderPage(<ImportViewPage />, {
    path: withLocale(ROUTES.importView(id)),
    route: '/fr/import/view/:id/',
  });
  return { server, view };
}

/** The view answers `detail`; the other calls go to `route`. */
const serving =
  (detail: ImportDetail, route: Route = () => undefined): Route =>
  (call) =>
    call.url === withLocale(VIEW) ? { body: { data: detail } } : route(call);

/** The form item of a column, found by its label. */
const field = (label: RegExp) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

const axeViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

describe('an import to complete: its columns', () => {
  it('shows one row per column, prefilled with the mapping, required ones marked', async () => {
    setup(serving(importDetail()));
    expect(
      await screen.findByRole('heading', { level: 1, name: t(i.viewTitle, { name: 'inventaire-magasin.xlsx' }) }),
    ).toBeInTheDocument();
    expect(screen.getByText('À compléter', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: i.mappingTitle })).toBeInTheDocument();

    expect(screen.getByLabelText(`Nom ${i.required}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Marque')).toBeInTheDocument();
    expect(field(/^Nom/)).toHaveTextContent('Titre');
    expect(field(/^Nom/)).toHaveTextContent("Titre de l'annonce (5 caractères au moins).");
    expect(field(/^Catégorie/)).toHaveTextContent('Famille');
    expect(field(/^Quantité totale/)).toHaveTextContent('Qté');
    expect(field(/^Marque/)).toHaveTextContent(i.notImported);
    // No report before the import runs.
    expect(screen.queryByText(i.reportTitle)).toBeNull();
  });

  it('« Tester » sends the mapping and shows the summary and the lines to review', async () => {
    const test = withLocale(API.importAction('test', ID));
    const { server } = setup(
      serving(importDetail(), (call) =>
        call.url === test
          ? {
              body: {
                data: {
                  nbLines: 3,
                  nbSuccessLines: 1,
                  nbToCompleteLines: 1,
                  nbErrorLines: 1,
                  lines: [{ ...toCompleteLine, troc: null }, failedLine],
                },
              },
            }
          : undefined,
      ),
    );
    await screen.findByLabelText(/^Marque/);
    fireEvent.mouseDown(screen.getByLabelText(/^Marque/));
    await userEvent.click(await screen.findByTitle('Commentaire'));
    await userEvent.click(button(i.test));

    const summary = t(i.testResult, { success: 1, toComplete: 1, failed: 1, total: 3 });
    expect(await screen.findByText(summary)).toBeInTheDocument();
    expect(callsTo(server.calls, API.importAction('test', ID))[0]!.body).toEqual({
      import_mapping_form: { name: 'Titre', category: 'Famille', itemTotalQuantity: 'Qté', brand: 'Commentaire' },
    });
    const table = screen.getByRole('table', { name: i.testCaption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2');
    expect(within(rows[0]!).getByText(fr.imports.lineStatus.ToComplete)).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(toCompleteLine.report.message);
    expect(rows[0]).toHaveTextContent(toCompleteLine.report.detail!);
    expect(rows[0]).toHaveTextContent('« Qté » : « douze » — Nombre entier attendu.');
    expect(within(rows[1]!).getByText(fr.imports.lineStatus.Failed)).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('« Famille » : « Bazar » — Catégorie inconnue');
    // A test writes nothing: no listing to open.
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('says when every line is valid', async () => {
    const test = withLocale(API.importAction('test', ID));
    setup(
      serving(importDetail(), (call) =>
        call.url === test
          ? { body: { data: { nbLines: 2, nbSuccessLines: 2, nbToCompleteLines: 0, nbErrorLines: 0, lines: [] } } }
          : undefined,
      ),
    );
    await userEvent.click(await waitFor(() => button(i.test)));
    expect(await screen.findByText(i.testAllValid)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: i.testCaption })).toBeNull();
  });

  it('shows the refused mapping under its column and above the form', async () => {
    const mapping = withLocale(API.importAction('mapping', ID));
    const twice = t(fr.imports.errors.mappingTwice, { header: 'Titre' });
    const { server } = setup(
      serving(importDetail(), (call) =>
        call.url === mapping
          ? { status: 422, body: { errors: { brand: [fr.imports.errors.mappingHeader], _form: [twice] } } }
          : undefined,
      ),
    );
    await userEvent.click(await waitFor(() => button(i.saveMapping)));
    expect(await screen.findByText(fr.imports.errors.mappingHeader)).toBeInTheDocument();
    expect(field(/^Marque/)).toHaveTextContent(fr.imports.errors.mappingHeader);
    expect(screen.getByRole('alert')).toHaveTextContent(twice);
    expect(callsTo(server.calls, API.importAction('mapping', ID))).toHaveLength(1);
  });

  it('asks for the required columns before testing', async () => {
    const { server } = setup(serving(importDetail({ mapping: { name: null, category: 'Famille' } })));
    await userEvent.click(await waitFor(() => button(i.test)));
    expect(await screen.findByText(t(fr.imports.errors.mappingRequired, { column: 'Nom' }))).toBeInTheDocument();
    expect(callsTo(server.calls, API.importAction('test', ID))).toHaveLength(0);
  });

  it('has no WCAG A/AA violation that axe-core can see in jsdom, test result shown', async () => {
    const test = withLocale(API.importAction('test', ID));
    const { view } = setup(
      serving(importDetail(), (call) =>
        call.url === test
          ? {
              body: {
                data: { nbLines: 2, nbSuccessLines: 1, nbToCompleteLines: 0, nbErrorLines: 1, lines: [failedLine] },
              },
            }
          : undefined,
      ),
    );
    await userEvent.click(await waitFor(() => button(i.test)));
    await screen.findByRole('table', { name: i.testCaption });
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe('an import started: its progress, then its report', () => {
  it('starts after the confirmation, polls every 5 s with the progress bar, then shows the report', async () => {
    const start = withLocale(API.importAction('start', ID));
    const queued = importDetail({ importStatus: { name: ImportStatus.Draft } });
    const over = importDetail({
      importStatus: { name: ImportStatus.Terminated },
      nbLinesProcessed: 2,
      nbSuccessLines: 1,
      nbToCompleteLines: 1,
    });
    let started = false;
    let viewsSinceStart = 0;
    const { server } = setup((call) => {
      if (call.url === start) {
        started = true;
        return { status: 202, body: { data: queued, message: fr.imports.started } };
      }
      if (call.url === withLocale(VIEW)) {
        if (!started) return { body: { data: importDetail() } };
        viewsSinceStart += 1;
        // Read again as the status changes, then by the poll 5 s later: over.
        return { body: { data: viewsSinceStart === 1 ? queued : over } };
      }
      if (call.url === withLocale(LINES)) {
        return { body: viewsSinceStart > 1 ? listOf([toCompleteLine, successLine]) : listOf([]) };
      }
      return undefined;
    });

    await userEvent.click(await waitFor(() => button(i.start)));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(t(i.startConfirm, { total: 2 }));
    expect(callsTo(server.calls, API.importAction('start', ID))).toHaveLength(0);
    await userEvent.click(button(i.start, dialog));

    const bar = await screen.findByRole('progressbar', { name: i.progressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByText(i.running)).toBeInTheDocument();
    expect(screen.getByText(t(i.progress, { processed: 0, total: 2 }))).toBeInTheDocument();
    expect(callsTo(server.calls, API.importAction('start', ID))[0]!.body).toEqual({
      import_mapping_form: { name: 'Titre', category: 'Famille', itemTotalQuantity: 'Qté', brand: '' },
    });
    // The mapping form is gone; the report waits for its lines.
    expect(screen.queryByRole('heading', { name: i.mappingTitle })).toBeNull();
    expect(await screen.findByText(i.reportEmpty)).toBeInTheDocument();

    const complete = await screen.findByRole('link', { name: i.complete });
    expect(complete).toHaveAttribute('href', withLocale(ROUTES.trocEdit('fauteuil-bleu')));
    expect(screen.getByRole('link', { name: i.open })).toHaveAttribute(
      'href',
      withLocale(ROUTES.trocView('table-ronde')),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Terminé', { selector: '.ant-tag' })).toBeInTheDocument();
    const report = screen.getByRole('table', { name: i.reportCaption });
    expect(within(report).getAllByRole('row')[1]).toHaveTextContent(toCompleteLine.report.message);
    expect(callsTo(server.calls, VIEW).length).toBeGreaterThanOrEqual(3);
    // Once over, no more polling.
    const views = callsTo(server.calls, VIEW).length;
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(callsTo(server.calls, VIEW)).toHaveLength(views);
  });

  it('pages the report through the lines endpoint', async () => {
    const { server } = setup(
      serving(
        importDetail({ importStatus: { name: ImportStatus.Terminated }, nbLines: 45, nbLinesProcessed: 45 }),
        (call) => (call.url === withLocale(LINES) ? { body: listOf([successLine], 45) } : undefined),
      ),
    );
    await screen.findByRole('link', { name: i.open });
    expect(callsTo(server.calls, LINES)[0]!.body).toEqual({ page: 1, size: 20 });
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(callsTo(server.calls, LINES)).toHaveLength(2));
    expect(callsTo(server.calls, LINES)[1]!.body).toEqual({ page: 2, size: 20 });
  });

  it('shows why an import failed, and deletes it after the confirmation', async () => {
    const remove = withLocale(API.importDelete(ID));
    const { server } = setup(
      serving(
        importDetail({ importStatus: { name: ImportStatus.Error }, message: fr.imports.errors.unreadable }),
        (call) =>
          call.url === remove
            ? { body: { message: fr.imports.deleted } }
            : call.url === withLocale(LINES)
              ? { body: listOf([]) }
              : undefined,
      ),
    );
    expect(await screen.findByText(fr.imports.errors.unreadable)).toBeInTheDocument();
    expect(screen.getByText('En échec', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `← ${i.back}` })).toHaveAttribute('href', withLocale(ROUTES.myImports));
    await userEvent.click(button(i.delete));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(button(i.delete, dialog));
    await waitFor(() => expect(currentLocation()).toBe(withLocale(ROUTES.myImports)));
    expect(callsTo(server.calls, API.importDelete(ID))).toHaveLength(1);
  });

  it('offers no deletion while the import runs', async () => {
    setup(
      serving(importDetail({ importStatus: { name: ImportStatus.Pending }, nbLinesProcessed: 1 }), (call) =>
        call.url === withLocale(LINES) ? { body: listOf([toCompleteLine]) } : undefined,
      ),
    );
    expect(await screen.findByRole('progressbar', { name: i.progressLabel })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.queryByText(i.delete)).toBeNull();
  });

  it('stops a running (or stuck) import after the confirmation: « En échec », then deletable', async () => {
    const cancel = withLocale(API.importCancel(ID));
    const stopped = importDetail({
      importStatus: { name: ImportStatus.Error },
      message: fr.jobs.cancelled,
      nbLinesProcessed: 1,
    });
    const running = importDetail({ importStatus: { name: ImportStatus.Pending }, nbLinesProcessed: 1 });
    let cancelled = false;
    const { server } = setup((call) => {
      if (call.url === cancel) {
        cancelled = true;
        return { body: { data: stopped, message: fr.jobs.cancelled } };
      }
      if (call.url === withLocale(VIEW)) return { body: { data: cancelled ? stopped : running } };
      return call.url === withLocale(LINES) ? { body: listOf([toCompleteLine]) } : undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: i.stop }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(i.stopConfirm)).toBeInTheDocument();
    await userEvent.click(button(i.stop, dialog));
    expect(await screen.findAllByText(fr.jobs.cancelled)).not.toHaveLength(0);
    expect(callsTo(server.calls, API.importCancel(ID))).toHaveLength(1);
    expect(await screen.findByRole('button', { name: i.delete })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: i.stop })).toBeNull();
  });

  it('is not found for an import of someone else', async () => {
    setup((call) =>
      call.url === withLocale(VIEW) ? { status: 404, body: { message: fr.imports.errors.notFound } } : undefined,
    );
    expect(await screen.findByText(fr.ui.common.notFoundTitle)).toBeInTheDocument();
  });

  it('has no WCAG A/AA violation that axe-core can see in jsdom, while running', async () => {
    const { view } = setup(
      serving(
        importDetail({ importStatus: { name: ImportStatus.Pending }, nbLinesProcessed: 1, nbImages: 3 }),
        (call) =>
          call.url === withLocale(LINES) ? { body: listOf([toCompleteLine, successLine, failedLine]) } : undefined,
      ),
    );
    await screen.findByRole('link', { name: i.complete });
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
