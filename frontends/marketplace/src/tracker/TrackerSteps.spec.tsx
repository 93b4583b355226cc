import { configure, screen, within } from '@testing-library/react';
import { ConventionStatus, TrackerStatus, withLocale } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { trackerViewFixture } from './fixtures';
import TrackerSection from './TrackerSection';
import { TrackerSteps } from './TrackerSteps';

configure({ defaultHidden: true });

beforeEach(() => resetApi());
afterEach(() => jest.restoreAllMocks());

const steps = () => within(screen.getByRole('navigation', { name: 'Étapes de l’échange' }));

describe('the way of an exchange', () => {
  it('shows the convention to generate before the recording, with a link to it', () => {
    mockFetch(() => signedOut);
    renderApp(
      <TrackerSteps
        conventionPanelId="tracker-convention"
        tracker={trackerViewFixture({ trackerStatus: TrackerStatus.ReservationApproved, conventionStatus: null })}
      />,
    );
    for (const [title, state] of [
      ['Demande', 'terminée'],
      ['Acceptation', 'terminée'],
      ['Convention', 'en cours'],
      ['Enregistrement', 'à venir'],
      ['Reprise', 'à venir'],
    ]) {
      expect(steps().getByText(title!)).toHaveTextContent(`${title} (${state})`);
    }
    expect(steps().getByRole('link', { name: 'À générer par le cédant avant l’enregistrement' })).toHaveAttribute(
      'href',
      '#tracker-convention',
    );
  });

  it('moves on to the recording once the convention is generated', () => {
    mockFetch(() => signedOut);
    renderApp(
      <TrackerSteps
        tracker={trackerViewFixture({
          trackerStatus: TrackerStatus.ReservationApproved,
          conventionStatus: ConventionStatus.PendingSignature,
        })}
      />,
    );
    expect(steps().getByText('Convention')).toHaveTextContent('(terminée)');
    expect(steps().getByText('Enregistrement')).toHaveTextContent('(en cours)');
    expect(steps().getByText('À compléter et enregistrer par le cédant')).toBeInTheDocument();
  });

  it('brings « L’échange est enregistré. » into view on the summary, under the steps', async () => {
    const view = trackerViewFixture({
      trackerStatus: TrackerStatus.SwapInitiated,
      conventionStatus: ConventionStatus.PendingSignature,
      editable: false,
    });
    mockFetch((call) => {
      if (call.url.includes(`/api/tracker/info/${view.slug}/`)) return { body: view };
      if (call.url.includes('/api/tracker/convention/')) return { status: 404, body: { message: 'Introuvable' } };
      return signedOut;
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    // Arriving from the recording form, as it navigates with its notice.
    renderApp(<TrackerSection />, {
      path: withLocale(`/tracker/summary/${view.slug}/`),
      route: '/fr/tracker/*',
      state: { notice: 'L’échange est enregistré.' },
    });
    const notice = await screen.findByText('L’échange est enregistré.');
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(notice);
    expect(document.activeElement).toBe(scrolled[0]);
    expect(steps().getByText('Enregistrement')).toHaveTextContent('(terminée)');
    expect(steps().getByText('Reprise')).toHaveTextContent('(en cours)');
  });
});
