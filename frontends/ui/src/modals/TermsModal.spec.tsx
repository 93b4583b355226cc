import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { API, fr, withLocale } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '../test-utils';
import { useModals } from './ModalProvider';

function OpenTerms() {
  const { open } = useModals();
  useEffect(() => open('validate-cgu'), [open]);
  return null;
}

const user = { id: 1, slug: 'camille', firstname: 'Camille', lastname: 'Martin', termsAccepted: true };

function setup(
  acceptAnswer: (call: FakeCall) => { status: number; body: unknown } = () => ({ status: 200, body: { user } }),
) {
  resetApi();
  const server = mockFetch((call) => (call.url === withLocale(API.acceptTerms) ? acceptAnswer(call) : signedOut));
  renderApp(<OpenTerms />);
  return server;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: fr.modal.termsConfirm }));

describe('terms modal (validate-cgu)', () => {
  it('shows an error for each box left unticked, and only at submit', async () => {
    setup();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(fr.auth.termsRequired)).not.toBeInTheDocument();

    await submit();
    expect(await screen.findByText(fr.auth.termsRequired)).toBeInTheDocument();
    expect(screen.getByText(fr.auth.personalDataRequired)).toBeInTheDocument();
  });

  it('shows only the error of the box still unticked', async () => {
    const server = setup();
    await userEvent.click(await screen.findByRole('checkbox', { name: fr.modal.termsCheckbox }));
    await submit();

    expect(await screen.findByText(fr.auth.personalDataRequired)).toBeInTheDocument();
    expect(screen.queryByText(fr.auth.termsRequired)).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.url === withLocale(API.acceptTerms))).toBe(false);
  });

  it('sends both acceptances with the CSRF token and closes', async () => {
    const server = setup();
    await userEvent.click(await screen.findByRole('checkbox', { name: fr.modal.termsCheckbox }));
    await userEvent.click(screen.getByRole('checkbox', { name: fr.modal.personalDataCheckbox }));
    await submit();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = server.calls.find((c) => c.url === withLocale(API.acceptTerms))!;
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ terms: true, personalData: true });
    expect(call.headers['X-CSRF-Token']).toBe('csrf-test');
  });

  it('puts the server’s 422 messages under each box', async () => {
    setup(() => ({
      status: 422,
      body: { errors: { terms: ['Refusé par le serveur'], personalData: ['Aussi refusé'] } },
    }));
    await userEvent.click(await screen.findByRole('checkbox', { name: fr.modal.termsCheckbox }));
    await userEvent.click(screen.getByRole('checkbox', { name: fr.modal.personalDataCheckbox }));
    await submit();

    expect(await screen.findByText('Refusé par le serveur')).toBeInTheDocument();
    expect(screen.getByText('Aussi refusé')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
