import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  API,
  fr,
  MAILED_NOTIFICATION_TYPES,
  NotificationFrequency,
  withLocale,
  type NotificationItem,
  type NotificationStatus,
} from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import NotificationSection from './NotificationSection';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
// Role queries skip the visibility check; a loaded machine needs more than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });

const item = (id: number, status: NotificationStatus): NotificationItem => ({
  id,
  notificationStatus: { name: status },
  notificationType: { name: 'TrackerUpdate' as never, label: fr.notification.types.TrackerUpdate },
  title: `Échange ${id}`,
  body: `Détail ${id}`,
  url: `/fr/tracker/thread/t${id}/`,
  object: { type: 'tracker', slug: `t${id}` },
  displayDate: '24/11/2026 10:00',
  createdAt: '2026-11-24T09:00:00.000Z',
});

/** A server with two unread notifications and one read, and the default preferences. */
function server() {
  const rows = [
    item(3, 'unread' as NotificationStatus),
    item(2, 'unread' as NotificationStatus),
    item(1, 'read' as NotificationStatus),
  ];
  return mockFetch((call: FakeCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === withLocale(API.notificationsList)) {
      const status = url.searchParams.get('status');
      const data = rows.filter((r) => !status || r.notificationStatus.name === status);
      const unread = rows.filter((r) => r.notificationStatus.name === 'unread').length;
      return { body: { data, total: rows.length, total_results: data.length, url: call.url, total_unread: unread } };
    }
    const action = /\/api\/user\/notifications\/(read|ignore)\/(\d+)$/.exec(url.pathname);
    if (action) {
      const row = rows.find((r) => r.id === Number(action[2]))!;
      row.notificationStatus = { name: (action[1] === 'read' ? 'read' : 'ignored') as NotificationStatus };
      return { body: { notification: row, total_unread: 0 } };
    }
    if (url.pathname === withLocale(API.notificationPreferences)) {
      const chosen = (call.body as { preferences?: Record<string, string> } | undefined)?.preferences ?? {};
      return {
        body: {
          preferences: MAILED_NOTIFICATION_TYPES.map((type) => ({
            notificationType: type,
            label: fr.notification.types[type],
            frequency: chosen[type] ?? NotificationFrequency.Immediately,
          })),
        },
      };
    }
    return signedOut;
  });
}

describe('Mes notifications', () => {
  // antd's radio buttons and list render slowly in jsdom.
  jest.setTimeout(60_000);
  beforeEach(resetApi);

  it('lists my notifications, filters them by status and marks one read', async () => {
    const { calls } = server();
    renderApp(<NotificationSection />, { path: '/fr/user/notifications/', route: '/fr/user/notifications/*' });
    const list = await screen.findByRole('list', { name: fr.notification.ui.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: fr.notification.ui.pageTitle })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: fr.notification.statuses.unread }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: fr.notification.ui.listLabel })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(calls.some((c) => c.url.includes('status=unread'))).toBe(true);

    await user.click(
      screen.getAllByRole('button', { name: new RegExp(`^${fr.notification.ui.markRead} : Échange 3`) })[0]!,
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === withLocale(API.notificationAction('read', 3)))).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: fr.notification.ui.listLabel })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('saves a frequency per type', async () => {
    const { calls } = server();
    renderApp(<NotificationSection />, { path: '/fr/user/notifications/', route: '/fr/user/notifications/*' });
    const group = await screen.findByRole('radiogroup', {
      name: `E-mails « ${fr.notification.types.NewMessage} »`,
    });
    await user.click(within(group).getByRole('radio', { name: fr.notification.frequencies.never }));
    await user.click(screen.getByRole('button', { name: fr.ui.common.save }));
    await screen.findByText(fr.notification.ui.preferencesSaved);
    const saved = calls.find((c) => c.method === 'POST' && c.url === withLocale(API.notificationPreferences))!;
    expect((saved.body as { preferences: Record<string, string> }).preferences).toMatchObject({
      NewMessage: 'never',
      TrackerUpdate: 'immediately',
    });
  });
});
