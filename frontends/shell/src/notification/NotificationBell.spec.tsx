import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, fr, t, withLocale } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import { NotificationBell } from './NotificationBell';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const row = (id: number, status: 'unread' | 'read') => ({
  id,
  notificationStatus: { name: status },
  notificationType: { name: 'TrackerUpdate', label: fr.notification.types.TrackerUpdate },
  title: `Demande de réservation ${id}`,
  body: `Détail ${id}`,
  url: `/fr/tracker/thread/t${id}/`,
  object: { type: 'tracker', slug: `t${id}` },
  displayDate: '24/11/2026 10:00',
  createdAt: '2026-11-24T09:00:00.000Z',
});

function server() {
  return mockFetch((call: FakeCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === withLocale(API.notificationsList)) {
      const data = [row(2, 'unread'), row(1, 'read')];
      return { body: { data, total: 2, total_results: 2, url: call.url, total_unread: 1 } };
    }
    if (call.method === 'POST' && url.pathname.startsWith('/fr/api/user/notifications/')) {
      return { body: { notification: null, total_unread: 0 } };
    }
    return signedOut;
  });
}

describe('the notification bell', () => {
  beforeEach(resetApi);

  it('names its count, opens the latest and marks one read when followed', async () => {
    const { calls } = server();
    renderApp(
      <NotificationBell count={1}>
        <span>cloche</span>
      </NotificationBell>,
    );
    await user.click(screen.getByRole('button', { name: t(fr.notification.ui.bell, { count: 1 }) }));
    const link = await screen.findByRole('link', { name: /Demande de réservation 2/ });
    expect(screen.getByRole('link', { name: fr.notification.ui.seeAll }).getAttribute('href')).toBe(
      '/fr/user/notifications/',
    );
    await user.click(link);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === withLocale(API.notificationAction('read', 2)))).toBe(
        true,
      ),
    );
    expect(screen.getByTestId('location').textContent).toBe('/fr/tracker/thread/t2/');
  });

  it('marks every notification read', async () => {
    const { calls } = server();
    renderApp(
      <NotificationBell count={1}>
        <span>cloche</span>
      </NotificationBell>,
    );
    await user.click(screen.getByRole('button', { name: t(fr.notification.ui.bell, { count: 1 }) }));
    await user.click(await screen.findByRole('button', { name: fr.notification.ui.readAll }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === withLocale(API.notificationsReadAll))).toBe(true),
    );
  });
});
