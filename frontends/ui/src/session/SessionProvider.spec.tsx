import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { API, LIMITS, withLocale, type CurrentUser } from '@troc/shared';
import { createQueryClient } from '../query/queryClient';
import { mockFetch, resetApi, type FakeCall } from '../test-utils';
import { SessionProvider, useCounters, useSession } from './SessionProvider';

const user = { id: 4, firstname: 'Julien', lastname: 'Roux', roles: [] } as unknown as CurrentUser;

function Probe() {
  const counts = useCounters();
  const { setUser } = useSession();
  return (
    <>
      <output data-testid="counts">{counts ? String(counts.total_notifs_unread) : 'aucun'}</output>
      <button onClick={() => setUser(null)}>Se déconnecter</button>
    </>
  );
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const counted = (calls: FakeCall[]) => calls.filter((call) => call.url === withLocale(API.notificationsCount)).length;
const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('header counters poll', () => {
  beforeAll(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
  });
  beforeEach(() => {
    resetApi();
    visibility = 'visible';
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  });
  afterEach(() => jest.useRealTimers());

  it('asks every LIMITS.notificationPollMs while signed in, not while the tab is hidden, and stops on sign-out', async () => {
    let unread = 0;
    const { calls } = mockFetch((call) => {
      if (call.url === withLocale(API.me)) return { body: { user, csrfToken: 'csrf' } };
      if (call.url === withLocale(API.notificationsCount)) {
        unread += 1;
        return { body: { total_messages: 0, total_notifs_unread: unread, total_in_cart: 0 } };
      }
      return { status: 404, body: {} };
    });
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );

    await waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('1'));
    expect(counted(calls)).toBe(1);

    await tick(LIMITS.notificationPollMs - 1_000);
    expect(counted(calls)).toBe(1);
    await tick(1_000);
    await waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('2'));
    expect(counted(calls)).toBe(2);

    // A hidden tab asks nothing; the poll goes on once it shows again.
    setVisibility('hidden');
    await tick(3 * LIMITS.notificationPollMs);
    expect(counted(calls)).toBe(2);
    setVisibility('visible');
    await tick(LIMITS.notificationPollMs);
    await waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('3'));

    // Signed out: no counters, no more polling.
    act(() => screen.getByText('Se déconnecter').click());
    expect(screen.getByTestId('counts')).toHaveTextContent('aucun');
    await tick(3 * LIMITS.notificationPollMs);
    expect(counted(calls)).toBe(3);
  });

  it('does not poll for a signed-out visitor', async () => {
    const { calls } = mockFetch(() => ({ body: { user: null, csrfToken: 'csrf' } }));
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await tick(2 * LIMITS.notificationPollMs);
    expect(counted(calls)).toBe(0);
    expect(screen.getByTestId('counts')).toHaveTextContent('aucun');
  });
});
