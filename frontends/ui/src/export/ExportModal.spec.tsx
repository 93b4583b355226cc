jest.setTimeout(60_000);

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { API, fr, t, withLocale, type ExportFormat, type ExportProgress } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeReply } from '../test-utils';
import { ExportButton } from './ExportButton';

const m = fr.ui.exports;
const START = withLocale(API.exportStart('savings'));
const PENDING = withLocale(API.exportPending('e1'));
const CANCEL = withLocale(API.exportCancel('e1'));
const running = (nbLines: number, nbLinesProcessed: number): ExportProgress => ({
  id: 'e1',
  exportStatus: { name: 'Running' },
  nbLines,
  nbLinesProcessed,
});
const written: ExportProgress = {
  id: 'e1',
  nbLines: 200,
  nbLinesProcessed: 200,
  redirect: '/fr/api/export/download/e1/',
  fileName: 'bilan-carbone.xlsx',
};

/** A fake server: the start answers `started`, each poll the next of `polls` (the last one repeated). */
function server(
  started: FakeReply,
  polls: FakeReply[] = [],
  cancelled: FakeReply = { body: { message: fr.jobs.cancelled } },
) {
  let next = 0;
  const fake = mockFetch((call) => {
    if (call.url.includes('/api/auth/me')) return signedOut;
    if (call.url === START && call.method === 'POST') return started;
    if (call.url === CANCEL && call.method === 'POST') return cancelled;
    if (call.url === PENDING && call.method === 'POST')
      return polls[Math.min(next++, polls.length - 1)] ?? { status: 404, body: { message: 'inconnu' } };
    return { status: 404, body: { message: 'inconnu' } };
  });
  return { ...fake, polls: () => fake.calls.filter((c) => c.url === PENDING) };
}

const flush = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

async function openAndStart(user: UserEvent, format?: string) {
  await user.click(screen.getByRole('button', { name: m.open }));
  const dialog = await screen.findByRole('dialog', { name: m.title });
  if (format) await user.click(within(dialog).getByRole('radio', { name: format }));
  await user.click(within(dialog).getByRole('button', { name: m.start }));
  return dialog;
}

/** With fake timers: the start clicked, and its answer rendered, inside one act(). */
async function clickStart(dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: m.start });
  await act(async () => {
    fireEvent.click(button);
    for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(10);
  });
}

describe('the export modal', () => {
  let clicked: string[];

  beforeEach(() => {
    resetApi();
    clicked = [];
    // The automatic download clicks a hidden link: record it instead of letting jsdom navigate.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.getAttribute('download')}`);
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('offers only the formats given, the first one chosen, in a labelled group', async () => {
    server({ status: 500 });
    const user = userEvent.setup();
    renderApp(<ExportButton kind="savings" formats={['csv', 'pdf'] as ExportFormat[]} />);
    await user.click(screen.getByRole('button', { name: m.open }));
    const dialog = await screen.findByRole('dialog', { name: m.title });
    const group = within(dialog).getByRole('radiogroup', { name: m.format });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['CSV', 'PDF']);
    expect(within(group).queryByRole('radio', { name: 'Excel (XLSX)' })).toBeNull();
    expect(within(group).getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'PDF' })).not.toBeChecked();
    expect(within(dialog).getByText(t(m.intro, { subject: m.subjects.savings }))).toBeTruthy();
  });

  it("sends the chosen format and the filters without their '*' values, then shows at least 10 % and the progress text", async () => {
    const { calls } = server({ body: { data: running(0, 0) } }, [{ body: running(0, 0) }]);
    const user = userEvent.setup();
    renderApp(
      <ExportButton
        kind="savings"
        formats={['xlsx', 'csv', 'pdf']}
        filters={{ from: '2024-01-01', category: '*', services: ['*', '3'], to: '', operation: 12 }}
      />,
    );
    const dialog = await openAndStart(user, 'PDF');

    const bar = await within(dialog).findByRole('progressbar', { name: m.progressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    const status = within(dialog).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(m.progress);
    // No line counted yet: no « n / N lignes ».
    expect(status).not.toHaveTextContent(/lignes/);

    const start = calls.filter((c) => c.url === START);
    expect(start).toHaveLength(1);
    expect(start[0]?.method).toBe('POST');
    expect(start[0]?.headers['X-CSRF-Token']).toBe('csrf-test');
    expect(start[0]?.body).toEqual({ format: 'pdf', filters: { from: '2024-01-01', services: ['3'], operation: 12 } });
  });

  it('polls every 5 seconds until exportStatus is absent, then offers the file and downloads it once', async () => {
    jest.useFakeTimers();
    const fake = server({ body: { data: running(200, 10) } }, [
      { body: running(200, 150) },
      { body: written },
      { body: written },
    ]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp(<ExportButton kind="savings" formats={['xlsx', 'csv']} />);
    await flush();
    await user.click(screen.getByRole('button', { name: m.open }));
    const dialog = await screen.findByRole('dialog', { name: m.title });
    await clickStart(dialog);

    // 10 of 200 lines is 5 %: the bar still shows 10 %.
    expect(within(dialog).getByRole('progressbar', { name: m.progressLabel })).toHaveAttribute('aria-valuenow', '10');
    expect(within(dialog).getByRole('status')).toHaveTextContent(t(m.lines, { processed: 10, total: 200 }));
    expect(fake.calls.find((c) => c.url === START)?.body).toEqual({ format: 'xlsx', filters: {} });

    await advance(4_000);
    expect(fake.polls()).toHaveLength(0);
    await advance(1_000);
    expect(fake.polls()).toHaveLength(1);
    expect(fake.polls()[0]?.headers['X-CSRF-Token']).toBe('csrf-test');
    await waitFor(() =>
      expect(within(dialog).getByRole('progressbar', { name: m.progressLabel })).toHaveAttribute('aria-valuenow', '75'),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(t(m.lines, { processed: 150, total: 200 }));
    expect(clicked).toEqual([]);

    await advance(5_000);
    expect(fake.polls()).toHaveLength(2);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(m.ready));
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    const link = within(dialog).getByRole('link', { name: t(m.download, { fileName: 'bilan-carbone.xlsx' }) });
    expect(link).toHaveAttribute('href', '/fr/api/export/download/e1/');
    expect(link).toHaveAttribute('download', 'bilan-carbone.xlsx');
    expect(clicked).toEqual(['/fr/api/export/download/e1/ bilan-carbone.xlsx']);

    // Done: no more polling, no second download, and the page stayed where it was.
    await advance(15_000);
    expect(fake.polls()).toHaveLength(2);
    expect(clicked).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/');
  });

  it("closes the modal and shows the server's message when a poll answers 422, and stops polling", async () => {
    jest.useFakeTimers();
    const failed = fr.exports.errors.failed;
    const fake = server({ body: { data: running(100, 20) } }, [
      { status: 422, body: { statusCode: 422, message: failed } },
    ]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp(<ExportButton kind="savings" formats={['xlsx']} label="Exporter le bilan" />);
    await flush();
    await user.click(screen.getByRole('button', { name: 'Exporter le bilan' }));
    const dialog = await screen.findByRole('dialog', { name: m.title });
    await clickStart(dialog);
    expect(within(dialog).getByRole('progressbar', { name: m.progressLabel })).toHaveAttribute('aria-valuenow', '20');

    await advance(5_000);
    expect(fake.polls()).toHaveLength(1);
    await advance(1_000);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(m.progress)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(failed);

    await advance(20_000);
    expect(fake.polls()).toHaveLength(1);
    expect(clicked).toEqual([]);
  });

  it('closes the modal on a 403 at the start and shows the disconnected modal, like any other action', async () => {
    server({ status: 403, body: { statusCode: 403, message: 'Accès refusé' } });
    const user = userEvent.setup();
    renderApp(<ExportButton kind="savings" formats={['xlsx']} />);
    await openAndStart(user);
    expect(await screen.findByText(fr.modal.disconnectedBody)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: m.start })).toBeNull());
    expect(screen.queryByText('Accès refusé')).toBeNull();
  });

  it('« Annuler » gives a running export up and closes the modal', async () => {
    const fake = server({ body: { data: running(100, 20) } }, [{ body: running(100, 20) }]);
    const user = userEvent.setup();
    renderApp(<ExportButton kind="savings" formats={['xlsx']} />);
    const dialog = await openAndStart(user);
    await within(dialog).findByRole('progressbar', { name: m.progressLabel });
    await user.click(within(dialog).getByRole('button', { name: m.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.title })).toBeNull());
    const cancel = fake.calls.filter((c) => c.url === CANCEL);
    expect(cancel).toHaveLength(1);
    expect(cancel[0]?.headers['X-CSRF-Token']).toBe('csrf-test');
  });

  it("keeps the modal open with the server's message when the export can no longer be cancelled", async () => {
    server({ body: { data: running(100, 20) } }, [{ body: running(100, 20) }], {
      status: 409,
      body: { statusCode: 409, message: fr.jobs.notCancellable },
    });
    const user = userEvent.setup();
    renderApp(<ExportButton kind="savings" formats={['xlsx']} />);
    const dialog = await openAndStart(user);
    await within(dialog).findByRole('progressbar', { name: m.progressLabel });
    await user.click(within(dialog).getByRole('button', { name: m.cancel }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(fr.jobs.notCancellable);
    expect(within(dialog).getByRole('progressbar', { name: m.progressLabel })).toBeTruthy();
  });
});
