import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, emptySearch, withLocale, type CategoryNode } from '@troc/shared';
import { useModals } from '@troc/ui';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall, type FakeReply } from '@troc/ui/src/test-utils';
import type { SaveAlertModalProps } from './SaveAlertModal';
import './register';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

const node = (id: number, name: string, slug: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  slug,
  parentId: null,
  documentField: false,
  children,
});
const CATEGORIES = [
  node(1, 'Mobilier', 'mobilier', [{ ...node(11, 'Chaises', 'chaises'), parentId: 1 }]),
  node(2, 'Informatique', 'informatique'),
];

function Opener(props: SaveAlertModalProps) {
  const { open } = useModals();
  return <button onClick={() => open('save-alert', props)}>ouvrir</button>;
}

function server(
  answer: (call: FakeCall) => { status?: number; body?: unknown } = () => ({}),
  tree: () => FakeReply | Promise<FakeReply> = () => ({ body: { data: CATEGORIES } }),
) {
  return mockFetch((call) => {
    if (call.url === withLocale(API.alertCreate)) return answer(call);
    if (call.url.startsWith(withLocale(API.categoryTree))) return tree();
    return signedOut;
  });
}

const search = {
  ...emptySearch(),
  keyword: 'chaise',
  category: ['chaises'],
  area: { type: 'city' as const, slug: 'bordeaux-33063' },
  distance: 30,
};

describe('the save-alert modal', () => {
  beforeEach(resetApi);

  it('needs at least one request type and one swap type, and says so in French', async () => {
    const fake = server();
    renderApp(<Opener values={search} areaName="Bordeaux" />);
    await user.click(screen.getByRole('button', { name: 'ouvrir' }));
    // fireEvent: user-event's clicks on six antd checkboxes cost seconds each in jsdom.
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Offre' }));
    for (const label of ['Transfert interne', 'Vente', 'Don', 'Prêt'])
      fireEvent.click(screen.getByRole('checkbox', { name: label }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’alerte' }));
    expect(await screen.findByText('Veuillez choisir au moins un type de demande.')).toBeTruthy();
    expect(screen.getByText('Veuillez choisir au moins un type de mise à disposition.')).toBeTruthy();
    expect(fake.calls.filter((c) => c.url === withLocale(API.alertCreate))).toHaveLength(0);
  }, 60_000);

  it('sends the current search: keyword and area in hidden fields, the top-level category of the search', async () => {
    const fake = server(() => ({ status: 201, body: { alert: {}, message: 'Votre alerte est enregistrée.' } }));
    renderApp(<Opener values={search} areaName="Bordeaux" />);
    await user.click(screen.getByRole('button', { name: 'ouvrir' }));
    expect(await screen.findByText(/Mot-clé : chaise · Lieu : Bordeaux/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’alerte' }));
    expect(await screen.findByText('Votre alerte est enregistrée.')).toBeTruthy();
    const sent = fake.calls.find((c) => c.url === withLocale(API.alertCreate))!.body as { alert_form: object };
    expect(sent.alert_form).toEqual({
      keyword: 'chaise',
      city: 'bordeaux-33063',
      distance: 30,
      requestType: ['Offer'],
      swapType: ['TransfertInterne', 'Vente', 'Don', 'Pret'],
      category: 'mobilier',
    });
  });

  it('reads the categories itself: opened before they came, it waits for them and offers the search’s', async () => {
    let give!: () => void;
    const given = new Promise<void>((resolve) => (give = resolve));
    const fake = server(
      () => ({ status: 201, body: { alert: {}, message: 'Votre alerte est enregistrée.' } }),
      async () => {
        await given;
        return { body: { data: CATEGORIES } };
      },
    );
    renderApp(<Opener values={search} areaName="Bordeaux" />);
    await user.click(screen.getByRole('button', { name: 'ouvrir' }));
    expect(await screen.findByText('Chargement…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer l’alerte' })).toBeNull();
    give();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer l’alerte' }));
    expect(await screen.findByText('Votre alerte est enregistrée.')).toBeTruthy();
    const sent = fake.calls.find((c) => c.url === withLocale(API.alertCreate))!.body as { alert_form: object };
    expect(sent.alert_form).toMatchObject({ category: 'mobilier' });
  });

  it('says so when the categories cannot be read, and tries again on demand', async () => {
    let fail = true;
    const fake = server(undefined, () => (fail ? { status: 500, body: {} } : { body: { data: CATEGORIES } }));
    renderApp(<Opener values={search} areaName="Bordeaux" />);
    await user.click(screen.getByRole('button', { name: 'ouvrir' }));
    expect(await screen.findByText(/Les catégories n’ont pas pu être chargées/)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Enregistrer l’alerte' })).toBeTruthy();
    expect(fake.calls.filter((c) => c.url.startsWith(withLocale(API.categoryTree))).length).toBeGreaterThan(1);
  });

  it('shows the server’s refusal under its field', async () => {
    server(() => ({
      status: 422,
      body: { errors: { 'alert_form.category': ['Veuillez choisir une catégorie principale.'] } },
    }));
    renderApp(<Opener values={search} areaName="Bordeaux" />);
    await user.click(screen.getByRole('button', { name: 'ouvrir' }));
    await user.click(await screen.findByRole('button', { name: 'Enregistrer l’alerte' }));
    await waitFor(() => expect(screen.getByText('Veuillez choisir une catégorie principale.')).toBeTruthy());
  });
});
