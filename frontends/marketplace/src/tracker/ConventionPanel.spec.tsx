jest.setTimeout(60_000);

import { configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, ConventionStatus, TrackerStatus, withLocale, type ConventionView } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { ConventionPanel } from './ConventionPanel';
import { trackerViewFixture } from './fixtures';

configure({ defaultHidden: true });

const convention = (overrides: Partial<ConventionView> = {}): ConventionView => ({
  status: null,
  number: null,
  title: null,
  generatedDisplayDate: null,
  signedDisplayDate: null,
  rejectedReason: null,
  downloadUrl: null,
  signedUrl: null,
  regularizedConvention: false,
  cerfaUserCompanyAddress: { city: null, postal: null },
  actions: [],
  ...overrides,
});

function show(view: ConventionView, manager: boolean) {
  const tracker = trackerViewFixture({
    trackerStatus: TrackerStatus.ReservationApproved,
    currentManager: manager,
    currentUser: !manager,
  });
  mockFetch((call) =>
    call.url === withLocale(API.trackerAction('convention', tracker.slug)) ? { body: view } : signedOut,
  );
  renderApp(<ConventionPanel tracker={tracker} />);
}

const buttons = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('button')
    .map((button) => button.textContent?.trim())
    .filter((text) => text !== 'Enregistrer les informations');

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => resetApi());

describe('convention panel', () => {
  it('offers the manager only to generate a convention not generated yet, with its form', async () => {
    show(convention({ actions: ['regenerate'] }), true);
    const panel = (await screen.findByRole('heading', { name: 'Convention' })).closest('.ant-card') as HTMLElement;
    await within(panel).findByText('Pas encore générée');
    // One button for the step: the information is saved, then the document generated.
    expect(buttons(panel)).toEqual(['Enregistrer et générer la convention']);
    expect(within(panel).getByRole('form', { name: 'Informations de la convention' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Télécharger/ })).not.toBeInTheDocument();
  });

  it('lets the requester download, upload the signed copy or reject: never generate', async () => {
    show(
      convention({
        status: ConventionStatus.PendingSignature,
        number: 'TROC-2026-12',
        generatedDisplayDate: '24/11/2026',
        downloadUrl: '/fr/api/tracker/convention/download/echange-1/',
        actions: ['sign', 'reject'],
      }),
      false,
    );
    const panel = (await screen.findByRole('heading', { name: 'Convention' })).closest('.ant-card') as HTMLElement;
    await within(panel).findByText('TROC-2026-12');
    expect(within(panel).getByText('En attente de signature')).toBeInTheDocument();
    expect(buttons(panel)).toEqual(['Déposer la copie signée', 'Refuser la convention']);
    expect(within(panel).getByRole('link', { name: /Télécharger la convention/ })).toHaveAttribute(
      'href',
      '/fr/api/tracker/convention/download/echange-1/',
    );
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
  });

  it('saves the convention’s information, then generates it, from one button', async () => {
    const tracker = trackerViewFixture({ trackerStatus: TrackerStatus.ReservationApproved, currentManager: true });
    const known = convention({ actions: ['regenerate'], cerfaUserCompanyAddress: { postal: '59000', city: 'Lille' } });
    const generated = convention({
      ...known,
      status: ConventionStatus.PendingSignature,
      number: 'TROC-2026-12',
      actions: ['sign', 'regenerate'],
    });
    const { calls } = mockFetch((call) => {
      if (call.url === withLocale(API.trackerAction('convention/generate', tracker.slug))) return { body: generated };
      if (call.url === withLocale(API.trackerAction('convention', tracker.slug))) return { body: known };
      return signedOut;
    });
    renderApp(<ConventionPanel tracker={tracker} />);
    const panel = (await screen.findByRole('heading', { name: 'Convention' })).closest('.ant-card') as HTMLElement;
    await user.click(await within(panel).findByRole('button', { name: 'Enregistrer et générer la convention' }));
    await within(panel).findByText('La convention a été générée.');
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(posts).toEqual([
      withLocale(API.trackerAction('convention', tracker.slug)),
      withLocale(API.trackerAction('convention/generate', tracker.slug)),
    ]);
    expect(within(panel).getByRole('button', { name: 'Enregistrer et générer à nouveau' })).toBeInTheDocument();
  });

  it('shows a signed convention without any action', async () => {
    show(
      convention({
        status: ConventionStatus.DocumentSigned,
        number: 'TROC-2026-12',
        signedDisplayDate: '25/11/2026',
        downloadUrl: '/fr/api/tracker/convention/download/echange-1/',
        signedUrl: '/fr/api/tracker/convention/signed/echange-1/',
      }),
      true,
    );
    const panel = (await screen.findByRole('heading', { name: 'Convention' })).closest('.ant-card') as HTMLElement;
    await within(panel).findByText('Signée');
    expect(buttons(panel)).toEqual([]);
    expect(within(panel).getByRole('link', { name: /copie signée/ })).toBeInTheDocument();
  });
});
