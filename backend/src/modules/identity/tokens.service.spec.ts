import { createHash } from 'node:crypto';
import type { TokenPurpose, UserToken } from './entities/user-token.entity.js';
import { TokensService } from './tokens.service.js';

// The single-use tokens with their table faked: no database.
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function world(options: { lostRace?: boolean } = {}) {
  const rows: UserToken[] = [];
  const calls: string[] = [];
  const queries = {
    insert: async (row: Pick<UserToken, 'userId' | 'purpose' | 'tokenHash' | 'expiresAt'>) =>
      void rows.push({ ...row, id: rows.length + 1, usedAt: null, createdAt: new Date() }),
    live: async (tokenHash: string, purpose: TokenPurpose) =>
      rows.find((r) => r.tokenHash === tokenHash && r.purpose === purpose && !r.usedAt && r.expiresAt > new Date()) ??
      null,
    claim: async (id: number) => {
      calls.push(`claim ${id}`);
      const row = rows.find((r) => r.id === id)!;
      // Another click used the token between the read and the update.
      if (options.lostRace || row.usedAt) return false;
      row.usedAt = new Date();
      return true;
    },
    useAll: async (userId: number, purpose: TokenPurpose) => {
      calls.push(`useAll ${userId} ${purpose}`);
      rows
        .filter((r) => r.userId === userId && r.purpose === purpose && !r.usedAt)
        .forEach((r) => (r.usedAt = new Date()));
    },
  };
  const service = new TokensService(...([queries] as never as ConstructorParameters<typeof TokensService>));
  return { service, rows, calls };
}

describe('single-use tokens', () => {
  it('stores only the hash of the token, with its expiry', async () => {
    const { service, rows } = world();
    const before = Date.now();
    const token = await service.issue(3, 'password_reset', 2);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: 3, purpose: 'password_reset', tokenHash: sha256(token) });
    expect(JSON.stringify(rows[0])).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(2 * 3600_000);
    expect(ttl).toBeLessThan(2 * 3600_000 + 5_000);
  });

  it('gives the member once, and uses the member’s other tokens of the purpose with it', async () => {
    const { service, rows, calls } = world();
    const first = await service.issue(3, 'password_reset', 2);
    await service.issue(3, 'password_reset', 2);
    const other = await service.issue(3, 'email_validation', 24);
    expect(await service.consume(first, 'password_reset')).toBe(3);
    expect(calls).toEqual(['claim 1', 'useAll 3 password_reset']);
    expect(rows.map((r) => r.usedAt !== null)).toEqual([true, true, false]);
    expect(await service.consume(first, 'password_reset')).toBeNull();
    expect(await service.consume(other, 'email_validation')).toBe(3);
  });

  it('refuses a token of another purpose, an unknown one and an expired one', async () => {
    const { service, rows, calls } = world();
    const token = await service.issue(3, 'password_reset', 2);
    expect(await service.consume(token, 'email_validation')).toBeNull();
    expect(await service.consume('inconnu', 'password_reset')).toBeNull();
    rows[0]!.expiresAt = new Date(Date.now() - 1000);
    expect(await service.consume(token, 'password_reset')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('gives nobody when a concurrent click claimed the token first', async () => {
    const { service, calls } = world({ lostRace: true });
    const token = await service.issue(3, 'password_reset', 2);
    expect(await service.consume(token, 'password_reset')).toBeNull();
    expect(calls).toEqual(['claim 1']);
  });
});
