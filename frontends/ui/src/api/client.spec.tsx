import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { API, LIMITS, fr, withLocale } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '../test-utils';
import { api } from './client';
import { hasErrorCode, ValidationError } from './errors';

/** Fires one call when mounted, as a page action would. */
function Action({ path, handles }: { path: string; handles?: boolean }) {
  useEffect(() => {
    api.post(path, {}, { handles }).catch(() => undefined);
  }, [path, handles]);
  return <p>Page</p>;
}

const location = () => screen.getByTestId('location').textContent;

describe('api client', () => {
  beforeEach(resetApi);

  it('sends JSON with the session token on mutating calls, and keeps a rotated token', async () => {
    const server = mockFetch((call) =>
      call.url === withLocale(API.me) ? signedOut : { status: 200, body: { user: null, csrfToken: 'rotated' } },
    );
    await api.post(API.login, { email: 'a@b.fr', password: 'x' });
    await api.post(API.logout);

    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /fr/api/auth/me',
      'POST /fr/api/auth/login',
      'POST /fr/api/auth/logout',
    ]);
    expect(server.calls[1]!.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-CSRF-Token': 'csrf-test' });
    expect(server.calls[1]!.body).toEqual({ email: 'a@b.fr', password: 'x' });
    expect(server.calls[2]!.headers['X-CSRF-Token']).toBe('rotated');
    expect(server.fetch.mock.calls[1]![1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('turns a 422 into a ValidationError with antd field names and form errors', async () => {
    mockFetch((call) =>
      call.method === 'GET'
        ? signedOut
        : { status: 422, body: { errors: { 'identity.organism.rnaName': ['Nom requis'], _form: ['Compte bloqué'] } } },
    );
    const error = await api.post(API.register, {}, { handles: true }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ValidationError);
    const validation = error as ValidationError;
    expect(validation.status).toBe(422);
    expect(validation.formErrors).toEqual(['Compte bloqué']);
    expect(validation.fieldErrors).toEqual([
      { path: 'identity.organism.rnaName', name: ['identity', 'organism', 'rnaName'], errors: ['Nom requis'] },
    ]);
  });

  it('reads other errors as { statusCode, message, code }', async () => {
    mockFetch((call) =>
      call.method === 'GET'
        ? signedOut
        : { status: 409, body: { statusCode: 409, message: fr.http.conflict, code: 'TROC_TRANSITION_REFUSED' } },
    );
    const error = await api.post('/api/troc/publish/x/', {}, { handles: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, message: fr.http.conflict, code: 'TROC_TRANSITION_REFUSED' });
    expect(hasErrorCode(error, 'TROC_TRANSITION_REFUSED')).toBe(true);
    expect(hasErrorCode(error, 'CONFLICT')).toBe(false);
  });

  it("keeps a form's code, and has none when the answer was not JSON", async () => {
    mockFetch((call) =>
      call.method === 'GET'
        ? signedOut
        : call.url.endsWith('/login')
          ? { status: 422, body: { errors: { _form: ['Identifiants'] }, code: 'AUTH_BAD_CREDENTIALS' } }
          : { status: 502, body: '<html>Bad gateway</html>' },
    );
    const refused = await api.post(API.login, {}, { handles: true }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).code).toBe('AUTH_BAD_CREDENTIALS');
    const proxy = await api.post('/api/troc/publish/x/', {}, { handles: true }).catch((e: unknown) => e);
    expect(proxy).toMatchObject({ status: 502, code: null });
  });

  describe('global behaviour', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('opens the disconnected modal on a 403 and goes to the login page after 2000 ms', async () => {
      mockFetch((call) =>
        call.method === 'GET' ? signedOut : { status: 403, body: { statusCode: 403, message: fr.auth.notSignedIn } },
      );
      renderApp(<Action path="/api/cart/add/chaise/" />, { path: '/fr/troc/view/chaise/' });

      expect(await screen.findByText(fr.modal.disconnectedTitle)).toBeInTheDocument();
      expect(location()).toBe('/fr/troc/view/chaise/');

      act(() => jest.advanceTimersByTime(LIMITS.loginRedirectDelayMs - 1));
      expect(location()).toBe('/fr/troc/view/chaise/');
      act(() => jest.advanceTimersByTime(1));
      expect(location()).toBe(`/fr/login/?redirect=${encodeURIComponent('/fr/troc/view/chaise/')}`);
    });

    it('stays on the login page on a 403 there', async () => {
      mockFetch((call) =>
        call.method === 'GET' ? signedOut : { status: 403, body: { statusCode: 403, message: 'Interdit' } },
      );
      renderApp(<Action path={API.login} />, { path: '/fr/login/' });

      expect(await screen.findByText(fr.modal.disconnectedTitle)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(LIMITS.loginRedirectDelayMs * 2));
      expect(location()).toBe('/fr/login/');
    });

    it('opens the default-error modal on a server or network failure', async () => {
      mockFetch((call) => (call.method === 'GET' ? signedOut : new TypeError('Failed to fetch')));
      renderApp(<Action path="/api/cart/add/chaise/" />);
      expect(await screen.findByText(fr.modal.defaultErrorTitle)).toBeInTheDocument();
      expect(screen.getByText(fr.modal.defaultErrorBody)).toBeInTheDocument();
    });

    it('leaves the failure to a caller that handles it', async () => {
      mockFetch((call) =>
        call.method === 'GET' ? signedOut : { status: 500, body: { statusCode: 500, message: 'x' } },
      );
      renderApp(<Action path="/api/cart/add/chaise/" handles />);
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(screen.queryByText(fr.modal.defaultErrorTitle)).not.toBeInTheDocument();
    });
  });
});
