import {
  MAILED_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  NotificationFrequency as F,
  NotificationStatus,
  NotificationType,
  fr,
  t,
} from '@troc/shared';
import { NotFoundError } from '../../core/errors/index.js';
import type { Notification } from './entities/notification.entity.js';
import { unsubscribeToken } from './notification-rules.js';
import { NotificationService } from './notification.service.js';

// A user's notifications and mail preferences with the queries faked in memory: no database.
const SECRET = 'secret-de-session';
const USER = 7;
const EMAIL = 'membre7@exemple.fr';
const U = fr.notification.unsubscribe;

function world(options: { notifications?: Partial<Notification>[]; chosen?: [NotificationType, F][] } = {}) {
  const notifications = (options.notifications ?? []).map(
    (n) => ({ userId: USER, readAt: null, ...n }) as Notification,
  );
  const frequencies = new Map(options.chosen ?? []);
  const seen = {
    statuses: [] as [number, NotificationStatus, Date | null][],
    saved: [] as [string, number, Record<string, string>][],
    calls: [] as unknown[][],
  };
  const queries = {
    page: async (...args: unknown[]) => void seen.calls.push(['page', ...args]),
    readAll: async (...args: unknown[]) => void seen.calls.push(['readAll', ...args]),
    unreadCount: async (userId: number) => (userId === USER ? 3 : 0),
    ownedBy: async (userId: number, id: number) =>
      notifications.find((n) => n.id === id && n.userId === userId) ?? null,
    setStatus: async (id: number, status: NotificationStatus, readAt: Date | null) =>
      void seen.statuses.push([id, status, readAt]),
    frequencies: async () => frequencies,
    saveFrequencies: async (manager: string, userId: number, choices: Record<string, F>) => {
      seen.saved.push([manager, userId, choices]);
      for (const [type, frequency] of Object.entries(choices)) frequencies.set(type as NotificationType, frequency);
    },
  };
  const users = {
    findByIds: async (ids: number[]) => new Map(ids.includes(USER) ? [[USER, { id: USER, email: EMAIL }]] : []),
  };
  const transactions = { run: <T>(work: (manager: string) => Promise<T>) => work('tx') };
  const deps = [{ sessionSecret: SECRET }, transactions, queries, users];
  const service = new NotificationService(...(deps as never as ConstructorParameters<typeof NotificationService>));
  return { service, seen };
}

describe('a user’s notifications', () => {
  it('reads or ignores only one of mine: anyone else’s is as absent as a missing one', async () => {
    const { service, seen } = world({ notifications: [{ id: 1 }, { id: 2, userId: 9 }] });
    for (const id of [2, 99]) {
      const attempt = service.mark(USER, id, 'read');
      await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
      await expect(attempt).rejects.toMatchObject({
        code: 'NOTIFICATION_NOT_FOUND',
        message: fr.notification.errors.notFound,
      });
    }
    expect(seen.statuses).toEqual([]);
    const before = Date.now();
    const read = await service.mark(USER, 1, 'read');
    expect(read.notificationStatus).toBe(NotificationStatus.Read);
    expect(read.readAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(seen.statuses).toEqual([[1, NotificationStatus.Read, read.readAt]]);
  });

  it('keeps the first reading’s date when one already read is ignored', async () => {
    const readAt = new Date('2026-03-01T08:00:00Z');
    const { service, seen } = world({ notifications: [{ id: 1, readAt }] });
    const ignored = await service.mark(USER, 1, 'ignore');
    expect(ignored).toMatchObject({ notificationStatus: NotificationStatus.Ignored, readAt });
    expect(seen.statuses).toEqual([[1, NotificationStatus.Ignored, readAt]]);
  });

  it('lists, counts and reads all of the user’s own', async () => {
    const { service, seen } = world();
    await service.list(USER, NotificationStatus.Unread, 2, 10);
    const before = Date.now();
    await service.readAll(USER);
    expect(seen.calls[0]).toEqual(['page', USER, NotificationStatus.Unread, 2, 10]);
    expect(seen.calls[1]![1]).toBe(USER);
    expect((seen.calls[1]![2] as Date).getTime()).toBeGreaterThanOrEqual(before);
    expect(await service.unreadCount(USER)).toBe(3);
  });
});

describe('the mail preferences', () => {
  it('lists every mailed type with its label, immediately unless chosen otherwise', async () => {
    const { service } = world({ chosen: [[NotificationType.NewMessage, F.Daily]] });
    const preferences = await service.preferences(USER);
    expect(preferences.map((p) => p.notificationType)).toEqual(MAILED_NOTIFICATION_TYPES);
    expect(preferences.map((p) => p.notificationType)).not.toContain(NotificationType.AlertResults);
    expect(preferences.find((p) => p.notificationType === NotificationType.NewMessage)).toEqual({
      notificationType: NotificationType.NewMessage,
      label: fr.notification.types.NewMessage,
      frequency: F.Daily,
    });
    expect(preferences.find((p) => p.notificationType === NotificationType.TrackerUpdate)!.frequency).toBe(
      F.Immediately,
    );
  });

  it('saves the choices given, in a transaction, and answers the preferences as saved', async () => {
    const { service, seen } = world();
    const saved = await service.savePreferences(USER, {
      [NotificationType.TrackerUpdate]: F.Never,
      [NotificationType.NewMessage]: undefined,
    });
    expect(seen.saved).toEqual([['tx', USER, { [NotificationType.TrackerUpdate]: F.Never }]]);
    expect(saved.find((p) => p.notificationType === NotificationType.TrackerUpdate)!.frequency).toBe(F.Never);
  });
});

describe('the one-click unsubscribe', () => {
  const token = (scope: NotificationType | 'all', userId = USER, secret = SECRET) =>
    unsubscribeToken(secret, { userId, scope });

  it('tells what a type’s link stops without changing anything, then stops it', async () => {
    const { service, seen } = world();
    const label = fr.notification.types.TrackerUpdate;
    expect(await service.unsubscribe(token(NotificationType.TrackerUpdate), false)).toEqual({
      email: EMAIL,
      notificationType: NotificationType.TrackerUpdate,
      label,
      done: false,
      message: t(U.whatType, { type: label, email: EMAIL }),
    });
    expect(seen.saved).toEqual([]);
    expect(await service.unsubscribe(token(NotificationType.TrackerUpdate), true)).toMatchObject({
      done: true,
      message: t(U.doneType, { type: label }),
    });
    expect(seen.saved).toEqual([['tx', USER, { [NotificationType.TrackerUpdate]: F.Never }]]);
  });

  it('stops every type with the « all » link', async () => {
    const { service, seen } = world();
    expect(await service.unsubscribe(token('all'), false)).toMatchObject({
      notificationType: null,
      label: null,
      message: t(U.whatAll, { email: EMAIL }),
    });
    expect(await service.unsubscribe(token('all'), true)).toMatchObject({ done: true, message: U.doneAll });
    expect(seen.saved).toHaveLength(1);
    expect(seen.saved[0]![2]).toEqual(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, F.Never])));
  });

  it('refuses a link not signed here, forged for someone else, or of an account that is gone', async () => {
    const { service, seen } = world();
    const genuine = token(NotificationType.NewMessage);
    const forged = genuine.replace(/^\d+/, '8');
    for (const bad of [forged, 'nimporte-quoi', `${genuine}x`, token('all', USER, 'autre'), token('all', 99)]) {
      await expect(service.unsubscribe(bad, true)).rejects.toMatchObject({
        code: 'NOTIFICATION_TOKEN_INVALID',
        message: fr.notification.errors.tokenInvalid,
      });
    }
    expect(seen.saved).toEqual([]);
  });
});
