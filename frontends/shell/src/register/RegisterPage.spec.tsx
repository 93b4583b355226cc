import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, fr, withLocale, type RegisterRequest } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall, type FakeReply } from '@troc/ui/src/test-utils';
import { RegisterPage, toRegisterRequest } from './RegisterPage';

const o = fr.organism;

function setup(register: (call: FakeCall) => FakeReply = () => ({ status: 500 })) {
  resetApi();
  const server = mockFetch((call) => {
    if (call.url === withLocale(API.register)) return register(call);
    if (call.url === withLocale(API.organismAutocomplete)) return { body: { data: [] } };
    return signedOut;
  });
  renderApp(<RegisterPage />, { path: '/fr/register/' });
  return server;
}

async function chooseType(label: string) {
  // antd's Select opens on mouse down.
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: o.typeLabel }));
  await userEvent.click(await screen.findByTitle(label));
}

const nameInputs = () => ({
  rna: document.getElementById('registration_form_identity_organism_rnaName'),
  sirene: document.getElementById('registration_form_identity_organism_sireneName'),
  gouv: document.getElementById('registration_form_identity_organism_gouvName'),
});

describe('registration_form, organism-type blocks', () => {
  it('shows no name field before a type is chosen', async () => {
    setup();
    await screen.findByRole('combobox', { name: o.typeLabel });
    expect(nameInputs()).toEqual({ rna: null, sirene: null, gouv: null });
  });

  it.each([
    [o.types.rna, 'rna', o.nameLabels.rnaName, o.notEmpty.rnaName],
    [o.types.sirene, 'sirene', o.nameLabels.sireneName, o.notEmpty.sireneName],
    [o.types.gouv, 'gouv', o.nameLabels.gouvName, o.notEmpty.gouvName],
  ] as const)(
    'for "%s" shows only the %s name field, with its own not-empty message',
    async (type, key, label, message) => {
      setup();
      await chooseType(type);
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
      const shown = Object.entries(nameInputs())
        .filter(([, input]) => input !== null)
        .map(([k]) => k);
      expect(shown).toEqual([key]);

      await userEvent.click(screen.getByRole('button', { name: fr.ui.register.continue }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      // The other types' messages are not shown: their fields are not validated.
      Object.values(o.notEmpty)
        .filter((other) => other !== message)
        .forEach((other) => expect(screen.queryByText(other)).not.toBeInTheDocument());
    },
  );

  it('switches the name field when the type changes', async () => {
    setup();
    await chooseType(o.types.rna);
    await screen.findByLabelText(o.nameLabels.rnaName);
    await chooseType(o.types.sirene);
    await screen.findByLabelText(o.nameLabels.sireneName);
    expect(screen.queryByLabelText(o.nameLabels.rnaName)).not.toBeInTheDocument();
  });

  it('sends only the name field of the chosen type', () => {
    const values = {
      identity: {
        organism: { organismType: 'sirene', rnaName: 'Ancienne saisie', sireneName: 'Recyclerie Dupont' },
        lastName: 'Dupont',
        firstName: 'Marie',
        email: 'marie@dupont.fr',
      },
      password: { password: { plainPassword: 'x', confirmPassword: 'x' } },
    } as RegisterRequest;
    expect(toRegisterRequest(values).identity.organism).toEqual({
      organismType: 'sirene',
      sireneName: 'Recyclerie Dupont',
    });
  });

  it('goes back to the identity step to show a server error on its fields', async () => {
    const server = setup(() => ({ status: 422, body: { errors: { 'identity.email': [fr.validation.emailTaken] } } }));
    await chooseType(o.types.gouv);
    await userEvent.type(await screen.findByLabelText(o.nameLabels.gouvName), 'Mairie de Rennes');
    await userEvent.type(screen.getByLabelText(fr.ui.register.lastName), 'Durand');
    await userEvent.type(screen.getByLabelText(fr.ui.register.firstName), 'Paul');
    await userEvent.type(screen.getByLabelText(fr.ui.register.email), 'paul@rennes.fr');
    await userEvent.click(screen.getByRole('button', { name: fr.ui.register.continue }));

    const password = await screen.findByLabelText(fr.ui.register.password);
    await userEvent.type(password, 'Reemploi-2026!');
    await userEvent.type(screen.getByLabelText(fr.ui.register.confirmPassword), 'Reemploi-2026!');
    await userEvent.click(screen.getByRole('button', { name: fr.ui.register.submit }));

    expect(await screen.findByText(fr.validation.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(fr.ui.register.email)).toHaveValue('paul@rennes.fr');
    const sent = server.calls.find((call) => call.url === withLocale(API.register))!.body as RegisterRequest;
    expect(sent.identity.organism).toEqual({ organismType: 'gouv', gouvName: 'Mairie de Rennes' });
    expect(sent.password.password.plainPassword).toBe('Reemploi-2026!');
    await waitFor(() =>
      expect(within(document.body).queryByLabelText(fr.ui.register.password)).not.toBeInTheDocument(),
    );
  }, 30_000);
});
