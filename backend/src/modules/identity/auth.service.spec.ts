import { fr } from '@troc/shared';
import type { LoginThrottle, ThrottleState } from '../../core/auth/login-throttle.js';
import { FormError, ThrottledError } from '../../core/errors/index.js';
import { AuthService } from './auth.service.js';
import type { User } from './entities/user.entity.js';
import { hashPassword } from './password-hasher.js';

// The sign-in rules with the users' table and the throttle faked: no database, no Redis.
const PASSWORD = 'Correct-2026!';
let hash: string;
beforeAll(async () => {
  hash = await hashPassword(PASSWORD);
});

function world(options: { enabled?: boolean; throttled?: ThrottleState } = {}) {
  const member = { id: 3, email: 'ana@chu.fr', enabled: options.enabled ?? true, passwordHash: hash } as User;
  const seen = {
    lookups: [] as string[],
    throttle: [] as string[],
    updates: [] as { id: number; fields: Partial<User> }[],
  };
  const users = {
    findByEmail: async (email: string) => {
      seen.lookups.push(email);
      return email.trim().toLowerCase() === member.email ? member : null;
    },
    update: async (id: number, fields: Partial<User>) => void seen.updates.push({ id, fields }),
  };
  const throttle: LoginThrottle = {
    check: async (key) => {
      seen.throttle.push(`check ${key}`);
      return options.throttled ?? { blocked: false, retryAfterSeconds: 0 };
    },
    fail: async (key) => void seen.throttle.push(`fail ${key}`),
    reset: async (key) => void seen.throttle.push(`reset ${key}`),
  };
  const service = new AuthService(...([users, throttle] as never as ConstructorParameters<typeof AuthService>));
  return { service, seen, member };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FormError);
  return { code: (error as FormError).code, errors: (error as FormError).errors };
};

describe('checking credentials', () => {
  it('signs in with the right password, clears the failures and stamps the last sign-in', async () => {
    const { service, seen, member } = world();
    const before = Date.now();
    expect(await service.validateCredentials(' Ana@CHU.fr ', PASSWORD, '10.0.0.1')).toBe(member);
    expect(seen.throttle).toEqual(['check ana@chu.fr|10.0.0.1', 'reset ana@chu.fr|10.0.0.1']);
    expect(seen.updates).toHaveLength(1);
    expect(seen.updates[0]!.id).toBe(3);
    expect(seen.updates[0]!.fields.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('answers the same error for a wrong password and an unknown address, and counts both failures', async () => {
    const { service, seen } = world();
    const wrong = await refusal(service.validateCredentials('ana@chu.fr', 'Mauvais-2026!', '10.0.0.1'));
    const unknown = await refusal(service.validateCredentials('inconnu@chu.fr', PASSWORD, '10.0.0.1'));
    expect(wrong).toEqual({ code: 'AUTH_BAD_CREDENTIALS', errors: { _form: [fr.auth.badCredentials] } });
    expect(unknown).toEqual(wrong);
    expect(seen.throttle.filter((entry) => entry.startsWith('fail'))).toEqual([
      'fail ana@chu.fr|10.0.0.1',
      'fail inconnu@chu.fr|10.0.0.1',
    ]);
    expect(seen.updates).toEqual([]);
  });

  it('refuses a disabled account even with the right password', async () => {
    const { service, seen } = world({ enabled: false });
    expect(await refusal(service.validateCredentials('ana@chu.fr', PASSWORD, '10.0.0.1'))).toEqual({
      code: 'FORM_INVALID',
      errors: { _form: [fr.auth.accountDisabled] },
    });
    expect(seen.throttle).toEqual(['check ana@chu.fr|10.0.0.1']);
    expect(seen.updates).toEqual([]);
  });

  it('refuses a throttled address and client before reading the account, saying when to try again', async () => {
    const { service, seen } = world({ throttled: { blocked: true, retryAfterSeconds: 61 } });
    const attempt = service.validateCredentials('ana@chu.fr', PASSWORD, '10.0.0.1');
    await expect(attempt).rejects.toBeInstanceOf(ThrottledError);
    await expect(attempt).rejects.toMatchObject({
      code: 'AUTH_THROTTLED',
      message: 'Trop de tentatives de connexion. Réessayez dans 2 minutes.',
      retryAfterSeconds: 61,
    });
    expect(seen.lookups).toEqual([]);
    expect(seen.updates).toEqual([]);
  });
});
