jest.setTimeout(60_000);

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, ThreadType, withLocale, type InboxThread } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import InboxSection from './InboxSection';

// Stretched on a loaded machine like every limit (an explicit timeout replaces the configured one).
const LONG_WAIT = { timeout: 20_000 * (Number(process.env.TEST_SLOWNESS) || 1) };

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

const thread = (slug: string, title: string, unread = 0): InboxThread => ({
  slug,
  archived: false,
  threadType: ThreadType.ReservationDemand,
  nbMessagesUnread: unread,
  currentFromUser: false,
  fromUser: { firstname: 'Karim', lastname: 'Haddad' },
  toUser: { firstname: 'Claire', lastname: 'Martin' },
  title,
  nbLines: 0,
  tracker: null,
  troc: null,
  cart: null,
  lastMessage: { excerpt: 'Bonjour, est-ce encore disponible ?', displayDate: '24/11/2026 10:00' },
});

function server(total = 2) {
  const bodies: unknown[] = [];
  const fake = mockFetch((call: FakeCall) => {
    if (call.url === withLocale(API.inboxThreads)) {
      bodies.push(call.body);
      return {
        body: {
          data: [thread('fil-1', 'Armoire métallique', 2), thread('fil-2', 'Bureau en chêne')],
          total: 5,
          total_results: total,
          total_archived: 1,
          total_unread: 1,
          url: '',
        },
      };
    }
    if (call.url === withLocale(API.inboxPending)) {
      return {
        body: { data: { updated_at: '2026-11-24T10:00:00.000Z' }, total_new_thread: 0, current_thread_updated: false },
      };
    }
    return signedOut;
  });
  return { ...fake, bodies };
}

const open = (path: string) => renderApp(<InboxSection />, { path, route: '/fr/user/inbox/*' });
const location = () => screen.getByTestId('location').textContent ?? '';

beforeEach(() => resetApi());

describe('the inbox list and its filters', () => {
  it('lists the open threads with their totals and unread counts', async () => {
    const fake = server();
    open('/fr/user/inbox/');
    const list = await screen.findByRole('list', { name: 'Conversations' }, LONG_WAIT);
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/fr/user/inbox/thread/fil-1/', '/fr/user/inbox/thread/fil-2/']);
    expect(screen.getByText('5 conversations, 1 non lues, 1 archivées')).toBeInTheDocument();
    expect(screen.getByTitle('2 non lus')).toBeInTheDocument();
    expect(fake.bodies[0]).toEqual({ page: 1, size: 20, inbox_filter_form: { status: 'open' } });
  });

  it('reads the filters from the address, writes a choice and the keyword back, and resets', async () => {
    const fake = server();
    open('/fr/user/inbox/?type=InformationDemand&origin=user&after=2026-01-05');
    await screen.findByRole('list', { name: 'Conversations' }, LONG_WAIT);
    expect(fake.bodies[0]).toEqual({
      page: 1,
      size: 20,
      inbox_filter_form: { status: 'open', threadType: 'InformationDemand', origin: 'user', sentAfter: '2026-01-05' },
    });
    // The conversations come first: the filters are folded, and the disclosure counts those in force.
    expect(screen.queryByRole('form', { name: 'Filtrer les conversations' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filtrer (3 actifs)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const filters = screen.getByRole('form', { name: 'Filtrer les conversations' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Mot-clé' }), 'armoire{Enter}');
    await waitFor(() =>
      expect(location()).toBe('/fr/user/inbox/?type=InformationDemand&origin=user&keyword=armoire&after=2026-01-05'),
    );
    await waitFor(() =>
      expect(fake.bodies.at(-1)).toMatchObject({ inbox_filter_form: { keyword: 'armoire', origin: 'user' } }),
    );
    await user.click(within(filters).getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(location()).toBe('/fr/user/inbox/'));
    expect(screen.getByRole('button', { name: 'Filtrer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('pages through the results beyond 20', async () => {
    const fake = server(45);
    open('/fr/user/inbox/?status=archived');
    await screen.findByRole('list', { name: 'Conversations' }, LONG_WAIT);
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(location()).toBe('/fr/user/inbox/?status=archived&page=2'));
    await waitFor(() =>
      expect(fake.bodies.at(-1)).toEqual({ page: 2, size: 20, inbox_filter_form: { status: 'archived' } }),
    );
  });
});
