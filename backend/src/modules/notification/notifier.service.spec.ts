import { NotificationFrequency as F, NotificationType } from '@troc/shared';
import type { Notification } from './entities/notification.entity.js';
import { type NotifyInput, Notifier } from './notifier.service.js';

// The one door to notifications with its queries, the users, the mails' wording and the mail
// queue faked: which rows are written, which mails go out, and when.
type Member = { id: number; email: string; enabled: boolean };

function world(
  options: {
    members?: Member[];
    chosen?: Record<number, [NotificationType, F][]>;
    failFor?: string;
    commitFails?: boolean;
  } = {},
) {
  const members = options.members ?? [{ id: 1, email: 'a@exemple.fr', enabled: true }];
  const order: string[] = [];
  const seen = { rows: [] as Partial<Notification>[], mails: [] as { to: string; wording: object }[], looked: 0 };
  const users = {
    findByIds: async (ids: number[]) => {
      seen.looked += 1;
      return new Map(members.filter((m) => ids.includes(m.id)).map((m) => [m.id, m]));
    },
  };
  const queries = {
    frequencies: async (userId: number) => new Map(options.chosen?.[userId] ?? []),
    insert: async (_m: unknown, rows: Partial<Notification>[]) => {
      order.push('insert');
      seen.rows.push(...rows);
      return rows.map((row, i) => ({ ...row, id: 100 + i }) as Notification);
    },
  };
  const transactions = {
    run: async <T>(work: (manager: unknown) => Promise<T>) => {
      const result = await work({});
      if (options.commitFails) throw new Error('annulé');
      order.push('commit');
      return result;
    },
  };
  const mails = {
    single: (user: Member, saved: Notification, wording: object) => ({ to: user.email, id: saved.id, wording }),
  };
  const mailQueue = {
    send: async (mail: { to: string; wording: object }) => {
      order.push(`mail:${mail.to}`);
      if (mail.to === options.failFor) throw new Error('file pleine');
      seen.mails.push(mail);
    },
  };
  const deps = [transactions, queries, users, mails, mailQueue];
  const notifier = new Notifier(...(deps as never as ConstructorParameters<typeof Notifier>));
  return { notifier, seen, order };
}

const input = (over: Partial<NotifyInput> = {}): NotifyInput => ({
  userId: 1,
  type: NotificationType.TrackerUpdate,
  title: 'Demande acceptée',
  body: 'Votre demande a été acceptée.',
  path: '/tracker/thread/e1/',
  ...over,
});

describe('the notifier', () => {
  it('writes nothing and reads nobody for no recipient', async () => {
    const { notifier, seen } = world();
    expect(await notifier.notify([])).toEqual([]);
    expect(seen.looked).toBe(0);
  });

  it('writes a row per enabled recipient, clipped to its columns, and skips a disabled or unknown account', async () => {
    const members = [
      { id: 1, email: 'a@exemple.fr', enabled: true },
      { id: 2, email: 'b@exemple.fr', enabled: false },
    ];
    const { notifier, seen } = world({ members });
    const saved = await notifier.notify([
      input({ title: 'T'.repeat(300), body: 'B'.repeat(1200), object: { type: 'tracker', slug: 'e1' } }),
      input({ userId: 2 }),
      input({ userId: 3 }),
    ]);
    expect(saved.map((row) => row.userId)).toEqual([1]);
    expect(seen.rows).toHaveLength(1);
    const [row] = seen.rows;
    expect(row).toMatchObject({
      userId: 1,
      notificationType: NotificationType.TrackerUpdate,
      path: '/tracker/thread/e1/',
      objectType: 'tracker',
      objectSlug: 'e1',
    });
    expect(row!.title).toBe(`${'T'.repeat(254)}…`);
    expect(row!.body).toHaveLength(1000);
    expect(row!.body!.endsWith('…')).toBe(true);
    expect(seen.mails.map((mail) => mail.to)).toEqual(['a@exemple.fr']);
  });

  it('mails at once by default, only after the rows are committed, in the event’s own wording', async () => {
    const { notifier, seen, order } = world();
    const before = Date.now();
    await notifier.notify(input({ mail: { action: 'Voir la demande' } }));
    expect(order).toEqual(['insert', 'commit', 'mail:a@exemple.fr']);
    expect(seen.rows[0]!.mailedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(seen.rows[0]!.digestPending).toBe(false);
    expect(seen.mails[0]!.wording).toEqual({ action: 'Voir la demande' });
  });

  it('keeps a daily choice for the digest, sends nothing for never, and only rings the bell when told', async () => {
    const members = [1, 2, 3].map((id) => ({ id, email: `${id}@exemple.fr`, enabled: true }));
    const chosen: Record<number, [NotificationType, F][]> = {
      1: [[NotificationType.TrackerUpdate, F.Daily]],
      2: [[NotificationType.TrackerUpdate, F.Never]],
    };
    const { notifier, seen } = world({ members, chosen });
    await notifier.notify([input({ userId: 1 }), input({ userId: 2 }), input({ userId: 3, mail: false })]);
    expect(seen.rows.map((row) => [row.userId, row.mailedAt, row.digestPending])).toEqual([
      [1, null, true],
      [2, null, false],
      [3, null, false],
    ]);
    expect(seen.mails).toEqual([]);
  });

  it('sends no mail when the rows are rolled back', async () => {
    const { notifier, order, seen } = world({ commitFails: true });
    await expect(notifier.notify(input())).rejects.toThrow('annulé');
    expect(order).toEqual(['insert']);
    expect(seen.mails).toEqual([]);
  });

  it('keeps going when a mail cannot be queued: the rows stand and the other mails go', async () => {
    const members = [1, 2].map((id) => ({ id, email: `${id}@exemple.fr`, enabled: true }));
    const { notifier, seen } = world({ members, failFor: '1@exemple.fr' });
    const saved = await notifier.notify([input({ userId: 1 }), input({ userId: 2 })]);
    expect(saved).toHaveLength(2);
    expect(seen.mails.map((mail) => mail.to)).toEqual(['2@exemple.fr']);
  });
});
