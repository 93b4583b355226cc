import { configure, screen, within } from '@testing-library/react';
import { API, fr, withLocale, type ImpactSourcesResponse } from '@troc/shared';
import { dashboardUi } from '@troc/shared/messages/ui-dashboard';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { ImpactPage } from './ImpactPage';

configure({ defaultHidden: true });

const m = fr.impact.methodPage;
const ADEME = { label: 'ADEME — Nos Gestes Climat', package: '@incubateur-ademe/nosgestesclimat', version: '3.4.0' };
const answer: ImpactSourcesResponse = {
  sources: [
    { label: ADEME.label, version: '3.4.0', models: 242, extractDate: '2026-03-02', current: true },
    { label: ADEME.label, version: '3.3.0', models: 230, extractDate: '2025-11-20', current: false },
  ],
  defaultFactors: [
    {
      categoryId: 1,
      category: 'Mobilier',
      parent: null,
      factor: { key: 'meuble par kg', label: 'Meuble, par kg', unit: 'kg', kgCo2ePerUnit: 1.833, source: ADEME },
    },
    {
      categoryId: 102,
      category: 'Sièges et fauteuils',
      parent: 'Mobilier',
      factor: { key: 'chaise', label: 'Chaise ou siège', unit: 'item', kgCo2ePerUnit: 25.9333, source: ADEME },
    },
    { categoryId: 2, category: 'Informatique', parent: null, factor: null },
  ],
};

describe('Notre méthode d’impact', () => {
  beforeEach(resetApi);

  it('explains the formulas and lists the sources and default factors from the server', async () => {
    const server = mockFetch((call) => (call.url === withLocale(API.impactSources) ? { body: answer } : signedOut));
    renderApp(<ImpactPage />, { path: '/fr/impact/' });

    // Headings in order: the page title, then its sections.
    expect(screen.getByRole('heading', { level: 1, name: fr.ui.impact.title })).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([m.formulasTitle, m.sourcesTitle, m.traceTitle]);
    for (const formula of m.formulas) {
      expect(screen.getByRole('heading', { level: 3, name: formula.title })).toBeTruthy();
      expect(screen.getByText(formula.formula)).toBeTruthy();
    }
    expect(screen.getByText(m.unknown)).toBeTruthy();
    expect(screen.getByText(m.trace)).toBeTruthy();

    const sources = await screen.findByRole('table', { name: m.sourcesCaption });
    await within(sources).findByText('242');
    const sourceRows = within(sources).getAllByRole('row').slice(1);
    expect(sourceRows).toHaveLength(2);
    expect(within(sourceRows[0]!).getByText(ADEME.label)).toBeTruthy();
    expect(within(sourceRows[0]!).getByText('02/03/2026').getAttribute('datetime')).toBe('2026-03-02');
    expect(within(sourceRows[0]!).getByText(m.current)).toBeTruthy();
    expect(within(sourceRows[1]!).getByText(m.former)).toBeTruthy();

    const factors = screen.getByRole('table', { name: m.factorsCaption });
    const factorRows = within(factors).getAllByRole('row').slice(1);
    expect(factorRows).toHaveLength(3);
    expect(within(factorRows[0]!).getByText('1,833 kgCO2e par kg')).toBeTruthy();
    expect(within(factorRows[1]!).getByText('Mobilier › Sièges et fauteuils')).toBeTruthy();
    expect(within(factorRows[1]!).getByText('25,9333 kgCO2e par objet')).toBeTruthy();
    expect(within(factorRows[1]!).getByText(`${ADEME.label} 3.4.0`)).toBeTruthy();
    // No factor: said so, never a guessed figure.
    expect(within(factorRows[2]!).getByText(m.noFactor)).toBeTruthy();
    expect(server.calls.filter((c) => c.url === withLocale(API.impactSources))).toHaveLength(1);
  });

  it('leads a member to the dashboard and the library, and shows no internal unit code', async () => {
    const member = { id: 9, slug: 'camille-martin', firstname: 'Camille', lastname: 'Martin', roles: [] };
    mockFetch((call) => {
      if (call.url.split('?')[0] === withLocale(API.me)) return { body: { user: member, csrfToken: 'csrf-test' } };
      return call.url === withLocale(API.impactSources) ? { body: answer } : signedOut;
    });
    renderApp(<ImpactPage />, { path: '/fr/impact/' });
    const nav = await screen.findByRole('navigation', { name: dashboardUi.carbonNav.label });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [dashboardUi.carbonNav.methodology, '/fr/impact/'],
      [dashboardUi.carbonNav.dashboard, '/fr/impact/dashboard/'],
      [dashboardUi.carbonNav.library, '/fr/impact/library/'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('100_a4_sheets')).toBeNull();
    expect(screen.getAllByText('100 feuilles A4').length).toBeGreaterThan(0);
  });

  it('shows a visitor the method alone, without the members’ pages', async () => {
    mockFetch((call) => (call.url === withLocale(API.impactSources) ? { body: answer } : signedOut));
    renderApp(<ImpactPage />, { path: '/fr/impact/' });
    await screen.findByText('1,833 kgCO2e par kg');
    expect(screen.queryByRole('navigation', { name: dashboardUi.carbonNav.label })).toBeNull();
  });

  it('keeps the method readable when the sources cannot be loaded', async () => {
    mockFetch((call) => (call.url === withLocale(API.impactSources) ? { status: 500, body: {} } : signedOut));
    renderApp(<ImpactPage />, { path: '/fr/impact/' });
    expect(await screen.findByText(m.error)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: m.formulasTitle })).toBeTruthy();
  });
});
