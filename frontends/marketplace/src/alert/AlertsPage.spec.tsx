import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, RequestType, SwapType, withLocale, type AlertCard } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import AlertSection from './AlertSection';

configure({ defaultHidden: true });

const alert = (slug: string, summary: string, extra: Partial<AlertCard> = {}): AlertCard => ({
  slug,
  keyword: null,
  city: null,
  departement: null,
  region: null,
  distance: null,
  swapType: [SwapType.Don],
  requestType: [RequestType.Offer],
  category: null,
  summary,
  displayDate: '24/11/2026',
  nbSent: 2,
  active: true,
  ...extra,
});

describe('Mes alertes', () => {
  beforeEach(resetApi);

  it('lists my alerts and deletes one after confirmation', async () => {
    let alerts = [alert('a1', '« chaise » · Offre · Don'), alert('a2', 'Mobilier · Offre · Prêt', { active: false })];
    const server = mockFetch((call) => {
      if (call.url === withLocale(API.myAlerts)) {
        return { body: { data: alerts, total: alerts.length, total_results: alerts.length, url: '' } };
      }
      if (call.url === withLocale(API.alertDelete('a1'))) {
        alerts = alerts.filter((a) => a.slug !== 'a1');
        return { body: { message: 'Alerte supprimée.' } };
      }
      return signedOut;
    });
    renderApp(<AlertSection />, { path: '/fr/troc/alerts/', route: '/fr/troc/alerts/*' });

    expect(await screen.findByText('« chaise » · Offre · Don')).toBeTruthy();
    expect(screen.getByText('2 alertes')).toBeTruthy();
    expect(screen.getByText('E-mails désactivés')).toBeTruthy();
    expect(screen.getAllByText('Créée le 24/11/2026 · 2 e-mails envoyés')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Voir les annonces' })[0]!.getAttribute('href')).toBe(
      '/fr/troc/alerts/view/a1/',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer l’alerte « chaise » · Offre · Don' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/sera supprimée/)).toBeTruthy();
    expect(server.calls.some((c) => c.url === withLocale(API.alertDelete('a1')))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer l’alerte' }));
    await waitFor(() => expect(screen.queryByText('« chaise » · Offre · Don')).toBeNull());
    expect(screen.getByText('Alerte supprimée.')).toBeTruthy();
  }, 60_000);
});
