import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import axe from 'axe-core';
import dayjs from 'dayjs';
import { API, fr, ROUTES, withLocale, type SavingsDashboardResponse } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import { DashboardPage } from './DashboardPage';
import { dashboardFixture, emptyDashboardFixture, lightDashboardFixture } from './fixtures';
import { filtersFromParams } from './hooks';
import { dashboardUi } from '@troc/shared/messages/ui-dashboard';

configure({ defaultHidden: true });
// Five antd tables take seconds to render in jsdom on a loaded 2-core machine.
jest.setTimeout(60_000);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const d = dashboardUi;
const DASHBOARD = withLocale(API.savingsDashboard);
const PAGE = withLocale(ROUTES.savingsDashboard);
const Q1 = `${PAGE}?direction=given&from=2026-01-01&to=2026-03-31`;

/** Text as read: every kind of space (French digit grouping uses narrow no-break ones) as a plain space. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The answer of the dashboard for each dashboard_form, everything else signed out. */
function serve(answer: (form: Record<string, string>) => SavingsDashboardResponse | Promise<never>) {
  return mockFetch((call) => {
    if (call.url !== DASHBOARD) return signedOut;
    const form = (call.body as { dashboard_form: Record<string, string> }).dashboard_form;
    const reply = answer(form);
    return reply instanceof Promise ? reply : { body: reply };
  });
}

const dashboardCalls = (calls: FakeCall[]) => calls.filter((call) => call.url === DASHBOARD);

/** A figure card: what it says under its title, and below. */
function figure(title: string) {
  const card = screen.getByText(title).closest('.ant-card') as HTMLElement;
  return plain(card.querySelector('.ant-statistic-content')?.textContent);
}
const figureNote = (title: string) =>
  plain((screen.getByText(title).closest('.ant-card') as HTMLElement).querySelector('.ant-statistic ~ *')?.textContent);

// Found by their caption and description rather than by role: the page is large, and computing
// the name of every element of a role in jsdom takes seconds.
const table = (caption: string) => {
  const found = [...document.querySelectorAll('table')].find(
    (t) => t.querySelector('caption')?.textContent === caption,
  );
  if (!found) throw new Error(`No table « ${caption} »`);
  return found;
};
const findTable = (caption: string) => waitFor(() => table(caption));

/** The descriptions of the charts (role="img"), in page order. */
const charts = () =>
  [...document.querySelectorAll('[role="img"][aria-label^="Graphique"]')].map((chart) =>
    chart.getAttribute('aria-label'),
  );

/** The cells of each line of a table (header, rows, total), as read. */
function lines(caption: string): string[][] {
  return [...table(caption).querySelectorAll('thead tr, tbody tr:not([aria-hidden]), tfoot tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((cell) => plain(cell.textContent)),
  );
}

const caption = (dimension: keyof typeof d.table.dimensions) => `Tableau : économies ${d.table.dimensions[dimension]}`;

/** Only the date is frozen: antd, React Query and user-event keep their real timers. */
const NOT_THE_CLOCK = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

describe('Tableau de bord des économies', () => {
  beforeEach(resetApi);
  afterEach(() => jest.useRealTimers());

  it('asks for the filters of the address and shows the server’s figures, each with its method', async () => {
    const server = serve(() => dashboardFixture());
    renderApp(<DashboardPage />, { path: Q1 });

    expect(screen.getByRole('heading', { level: 1, name: d.title })).toBeTruthy();
    expect(screen.getByText(fr.ui.common.loading)).toBeTruthy();
    await screen.findByText('Biens cédés par Mairie de Lyon, du 01/01/2026 au 31/03/2026');
    expect(dashboardCalls(server.calls)).toHaveLength(1);
    expect(dashboardCalls(server.calls)[0]).toMatchObject({
      method: 'POST',
      body: { dashboard_form: { direction: 'given', from: '2026-01-01', to: '2026-03-31' } },
    });

    // Key figures: 2 decimals, French notation.
    expect(figure(d.figures.exchanges)).toBe('14');
    expect(figureNote(d.figures.exchanges)).toBe('31 biens');
    expect(figure(d.figures.economy)).toBe('1 234,50 €');
    expect(figure(d.figures.weight)).toBe('456,79 kg');
    expect(figure(d.figures.co2)).toBe('660,00 kgCO2e');
    expect(
      screen.getByText(/2 échanges n’ont pas de CO2 connu : ils sont comptés, sans qu’aucun chiffre ne soit deviné\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: d.method }).getAttribute('href')).toBe(withLocale(ROUTES.carbon));

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      d.figures.title,
      d.sections.month,
      d.sections.service,
      d.sections.category,
      d.sections.operation,
    ]);

    // Per month: every month, French names, N/A where nothing is known, the totals at the foot.
    expect(lines(caption('month'))).toEqual([
      ['Mois', 'Échanges', 'Biens', 'Économies (€)', 'Poids (kg)', 'CO2 évité (kgCO2e)', 'Sans CO2 connu'],
      ['janv. 2026', '5', '10', '400,00', '150,50', '300,25', '1'],
      ['févr. 2026', '0', '0', 'N/A', 'N/A', 'N/A', '0'],
      ['mars 2026', '9', '21', '834,50', '306,29', '359,75', '1'],
      ['Total', '14', '31', '1 234,50', '456,79', '660,00', '2'],
    ]);
    expect(charts()).toEqual([
      'Graphique : CO2 évité (kgCO2e) par mois, de janvier 2026 à mars 2026',
      'Graphique : CO2 évité (kgCO2e) par service, les 10 plus fortes valeurs sur 12 ; en tête : Service 1 avec 110,00 kgCO2e',
      'Graphique : CO2 évité (kgCO2e) par catégorie, la plus forte valeur sur 2 ; en tête : Mobilier avec 660,00 kgCO2e',
      'Graphique : CO2 évité (kgCO2e) par opération, 1 valeur ; en tête : Hors opération avec 660,00 kgCO2e',
    ]);

    // Per service: the chart ranks the top 10, the table has all twelve rows, the server's « Sans service » included.
    const services = lines(caption('service'));
    expect(services).toHaveLength(14);
    expect(services[1]).toEqual(['Service 1', '1', '2', '50,00', '10,00', '110,00', '0']);
    expect(services[12]).toEqual(['Sans service', '3', '9', '684,50', '346,79', 'N/A', '2']);
    expect(services[13]).toEqual(['Total', '14', '31', '1 234,50', '456,79', '660,00', '2']);
    expect(screen.getByText(/Le graphique montre les 10 plus fortes valeurs de CO2 évité/)).toBeTruthy();

    expect(lines(caption('category')).slice(1)).toEqual([
      ['Mobilier', '10', '25', '1 000,00', '400,00', '660,00', '0'],
      ['Informatique', '4', '6', '234,50', '56,79', 'N/A', '2'],
      ['Total', '14', '31', '1 234,50', '456,79', '660,00', '2'],
    ]);
    expect(lines(caption('operation'))[1]).toEqual(['Hors opération', '14', '31', '1 234,50', '456,79', '660,00', '2']);
  });

  it('asks again for the goods received when the direction changes, and writes it in the address', async () => {
    const server = serve((form) =>
      form.direction === 'received'
        ? lightDashboardFixture({
            direction: 'received',
            totals: { ...dashboardFixture().totals, nbTrackers: 3, co2Kg: null },
          })
        : lightDashboardFixture(),
    );
    renderApp(<DashboardPage />, { path: Q1 });
    await screen.findByText('Biens cédés par Mairie de Lyon, du 01/01/2026 au 31/03/2026');

    await user.click(screen.getByRole('radio', { name: d.filters.directions.received }));

    await screen.findByText('Biens repris par Mairie de Lyon, du 01/01/2026 au 31/03/2026');
    expect(dashboardCalls(server.calls).map((call) => call.body)).toEqual([
      { dashboard_form: { direction: 'given', from: '2026-01-01', to: '2026-03-31' } },
      { dashboard_form: { direction: 'received', from: '2026-01-01', to: '2026-03-31' } },
    ]);
    expect(screen.getByTestId('location').textContent).toBe(`${PAGE}?direction=received&from=2026-01-01&to=2026-03-31`);
    expect(figure(d.figures.exchanges)).toBe('3');
    expect(figure(d.figures.co2)).toBe(`N/A — ${d.figures.notAvailableHelp}`);
  });

  it('asks for another period picked among the presets', async () => {
    const server = serve(() => lightDashboardFixture());
    renderApp(<DashboardPage />, { path: Q1 });
    await screen.findByText('Biens cédés par Mairie de Lyon, du 01/01/2026 au 31/03/2026');
    expect((screen.getByLabelText(d.filters.from) as HTMLInputElement).value).toBe('01/01/2026');
    expect((screen.getByLabelText(d.filters.to) as HTMLInputElement).value).toBe('31/03/2026');

    await user.click(screen.getByLabelText(d.filters.from));
    await user.click(await screen.findByText(d.filters.presets.lastYear));

    const year = new Date().getFullYear() - 1;
    await waitFor(() => expect(dashboardCalls(server.calls)).toHaveLength(2));
    expect(dashboardCalls(server.calls)[1]!.body).toEqual({
      dashboard_form: { direction: 'given', from: `${year}-01-01`, to: `${year}-12-31` },
    });
    expect(screen.getByTestId('location').textContent).toBe(
      `${PAGE}?direction=given&from=${year}-01-01&to=${year}-12-31`,
    );
  });

  it('shows the last 12 months of goods given by default, and names them in the address', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-15T10:00:00'), doNotFake: [...NOT_THE_CLOCK] });
    const server = serve(() => lightDashboardFixture());
    renderApp(<DashboardPage />, { path: PAGE });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`${PAGE}?direction=given&from=2025-12-01&to=2026-11-15`),
    );
    await findTable(caption('month'));
    expect(dashboardCalls(server.calls).map((call) => call.body)).toEqual([
      { dashboard_form: { direction: 'given', from: '2025-12-01', to: '2026-11-15' } },
    ]);
  });

  it('scrolls each table inside a named, focusable region of its card, never the page', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-15T10:00:00'), doNotFake: [...NOT_THE_CLOCK] });
    serve(() => lightDashboardFixture());
    renderApp(<DashboardPage />, { path: PAGE });
    const month = await findTable(caption('month'));
    const region = month.closest('.troc-scroll-region');
    expect(region).not.toBeNull();
    expect(region).toHaveAttribute('role', 'region');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('aria-label', caption('month'));
  });

  it('says when no exchange was completed in the period', async () => {
    serve(() => emptyDashboardFixture());
    renderApp(<DashboardPage />, { path: Q1 });
    expect(
      await screen.findByText(
        'Aucun échange terminé pour des biens cédés par votre organisation du 01/01/2026 au 31/03/2026.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(d.empty.hint)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(d.figures.exchanges)).toBeNull();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    let failures = 1;
    const server = mockFetch((call) => {
      if (call.url !== DASHBOARD) return signedOut;
      return failures-- > 0 ? { status: 500, body: {} } : { body: lightDashboardFixture() };
    });
    renderApp(<DashboardPage />, { path: Q1 });
    expect(await screen.findByText(fr.ui.common.loadFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: fr.ui.common.retry }));
    await findTable(caption('month'));
    expect(dashboardCalls(server.calls)).toHaveLength(2);
  });

  it('exports the figures with the filters on screen', async () => {
    const server = mockFetch((call) => {
      if (call.url === DASHBOARD) return { body: lightDashboardFixture() };
      // The export job never answers: only its request matters here.
      if (call.url === withLocale(API.exportStart('savings'))) return new Promise<never>(() => undefined);
      return signedOut;
    });
    renderApp(<DashboardPage />, { path: `${PAGE}?direction=received&from=2026-01-01&to=2026-03-31` });
    await user.click(screen.getByRole('button', { name: d.export }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: fr.ui.exports.start }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === withLocale(API.exportStart('savings')))?.body).toEqual({
        format: 'pdf',
        filters: { direction: 'received', from: '2026-01-01', to: '2026-03-31' },
      }),
    );
  });

  it('has no WCAG A/AA violation that axe-core can see in jsdom', async () => {
    serve(() => dashboardFixture());
    const { container } = renderApp(<DashboardPage />, { path: Q1 });
    await findTable(caption('operation'));
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('the address of the dashboard', () => {
  const today = new Date('2026-11-15T10:00:00');
  const params = (search: string) => filtersFromParams(new URLSearchParams(search), dayjs(today));

  it('completes what is missing or wrong with the defaults and puts the dates in order', () => {
    expect(params('')).toEqual({ direction: 'given', from: '2025-12-01', to: '2026-11-15' });
    expect(params('direction=lent&from=2026-02-30&to=demain')).toEqual({
      direction: 'given',
      from: '2025-12-01',
      to: '2026-11-15',
    });
    expect(params('direction=received&from=2026-03-31&to=2026-01-01')).toEqual({
      direction: 'received',
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });
});
