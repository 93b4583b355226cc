import { jest } from '@jest/globals';
import { fr, LIMITS } from '@troc/shared';
import type { RevocableSessionStore } from '../../core/auth/session.stores.js';
import { FormError } from '../../core/errors/index.js';
import type { AccountMails } from './account-mails.js';
import type { User } from './entities/user.entity.js';
import type { UserToken } from './entities/user-token.entity.js';
import { verifyPassword } from './password-hasher.js';
import { PasswordResetService } from './password-reset.service.js';
import { TokensService } from './tokens.service.js';
import type { TokenQueries } from './tokens.queries.js';
import type { UserQueries } from './users.queries.js';

// The reset rules with the tokens' table, the users' table, the mails and the sessions faked: no database.
const member = (over: Partial<User> = {}): User =>
  ({ id: 3, email: 'ana@chu.fr', firstname: 'Ana', enabled: true, emailValidatedAt: null, ...over }) as User;

function world(users: User[]) {
  const rows: UserToken[] = [];
  const tokenQueries = {
    insert: async (row: Pick<UserToken, 'userId' | 'purpose' | 'tokenHash' | 'expiresAt'>) =>
      void rows.push({ ...row, id: rows.length + 1, usedAt: null, createdAt: new Date() }),
    live: async (tokenHash: string, purpose: string) =>
      rows.find((r) => r.tokenHash === tokenHash && r.purpose === purpose && !r.usedAt && r.expiresAt > new Date()) ??
      null,
    claim: async (id: number) => {
      const row = rows.find((r) => r.id === id)!;
      if (row.usedAt) return false;
      row.usedAt = new Date();
      return true;
    },
    useAll: async (userId: number, purpose: string) =>
      rows
        .filter((r) => r.userId === userId && r.purpose === purpose && !r.usedAt)
        .forEach((r) => (r.usedAt = new Date())),
  };
  const updates: { id: number; fields: Partial<User> }[] = [];
  const usersQueries = {
    findByEmail: async (email: string) => users.find((u) => u.email === email) ?? null,
    findById: async (id: number) => users.find((u) => u.id === id) ?? null,
    update: async (id: number, fields: Partial<User>) => void updates.push({ id, fields }),
  };
  const sent: { user: User; token: string }[] = [];
  const mails = {
    sendPasswordReset: jest.fn(async (user: User, token: string) => void sent.push({ user, token })),
  };
  const sessions = { destroyForUser: jest.fn(async (_userId: number) => undefined) };
  const service = new PasswordResetService(
    usersQueries as unknown as UserQueries,
    new TokensService(tokenQueries as unknown as TokenQueries),
    mails as unknown as AccountMails,
    sessions as unknown as RevocableSessionStore,
  );
  return { service, rows, updates, sent, mails, sessions };
}

describe('PasswordResetService', () => {
  it('mails a two-hour link to an enabled account, and says the same for unknown or disabled addresses', async () => {
    const { service, rows, sent } = world([member(), member({ id: 4, email: 'off@chu.fr', enabled: false })]);
    const before = Date.now();

    expect(await service.request('ana@chu.fr')).toBe(fr.auth.resetRequested);
    expect(await service.request('nobody@chu.fr')).toBe(fr.auth.resetRequested);
    expect(await service.request('off@chu.fr')).toBe(fr.auth.resetRequested);

    expect(sent.map((s) => s.user.id)).toEqual([3]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: 3, purpose: 'password_reset' });
    // Only the hash is stored, never the token mailed.
    expect(rows[0]!.tokenHash).not.toBe(sent[0]!.token);
    const ttl = rows[0]!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(LIMITS.tokenTtlHours.passwordReset * 3600_000);
    expect(ttl).toBeLessThan(LIMITS.tokenTtlHours.passwordReset * 3600_000 + 60_000);
  });

  it('still gives the same answer when the mail cannot be sent', async () => {
    const { service, mails } = world([member()]);
    mails.sendPasswordReset.mockRejectedValueOnce(new Error('SMTP down'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await expect(service.request('ana@chu.fr')).resolves.toBe(fr.auth.resetRequested);
    } finally {
      error.mockRestore();
      stdout.mockRestore();
      stderr.mockRestore();
    }
    expect(mails.sendPasswordReset).toHaveBeenCalledTimes(1);
  });

  it('sets the new password, validates the address and signs the account out everywhere', async () => {
    const { service, sent, updates, sessions } = world([member()]);
    await service.request('ana@chu.fr');

    expect(await service.reset(sent[0]!.token, 'Nouveau-mot-2-passe')).toBe(fr.auth.resetDone);

    expect(updates).toHaveLength(1);
    expect(updates[0]!.id).toBe(3);
    expect(await verifyPassword(updates[0]!.fields.passwordHash!, 'Nouveau-mot-2-passe')).toBe(true);
    expect(updates[0]!.fields.emailValidatedAt).toBeInstanceOf(Date);
    expect(sessions.destroyForUser).toHaveBeenCalledWith(3);
  });

  it('keeps the date the address was first validated', async () => {
    const validated = new Date('2026-01-02T03:04:05Z');
    const { service, sent, updates } = world([member({ emailValidatedAt: validated })]);
    await service.request('ana@chu.fr');
    await service.reset(sent[0]!.token, 'Nouveau-mot-2-passe');
    expect(updates[0]!.fields.emailValidatedAt).toBe(validated);
  });

  it('uses a link once, and the latest reset also spends the older links', async () => {
    const { service, sent, sessions } = world([member()]);
    await service.request('ana@chu.fr');
    await service.request('ana@chu.fr');
    await service.reset(sent[1]!.token, 'Nouveau-mot-2-passe');

    for (const token of [sent[1]!.token, sent[0]!.token]) {
      const again = service.reset(token, 'Autre-mot-2-passe');
      await expect(again).rejects.toBeInstanceOf(FormError);
      await expect(again).rejects.toMatchObject({ code: 'FORM_INVALID', errors: { _form: [fr.auth.resetInvalid] } });
    }
    expect(sessions.destroyForUser).toHaveBeenCalledTimes(1);
  });

  it('refuses an expired link, an unknown one and a validation link, changing nothing', async () => {
    const { service, rows, sent, updates, sessions } = world([member()]);
    await service.request('ana@chu.fr');
    rows[0]!.expiresAt = new Date(Date.now() - 1000);

    await expect(service.reset(sent[0]!.token, 'Nouveau-mot-2-passe')).rejects.toMatchObject({
      message: fr.auth.resetInvalid,
    });
    await expect(service.reset('pas-un-jeton', 'Nouveau-mot-2-passe')).rejects.toMatchObject({
      message: fr.auth.resetInvalid,
    });

    rows[0]!.expiresAt = new Date(Date.now() + 3600_000);
    rows[0]!.purpose = 'email_validation';
    await expect(service.reset(sent[0]!.token, 'Nouveau-mot-2-passe')).rejects.toMatchObject({
      message: fr.auth.resetInvalid,
    });
    expect(updates).toEqual([]);
    expect(sessions.destroyForUser).not.toHaveBeenCalled();
  });
});
