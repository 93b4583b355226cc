import { Inject, Injectable } from '@nestjs/common';
import { fr, t } from '@troc/shared';
import { LOGIN_THROTTLE, type LoginThrottle } from '../../core/auth/login-throttle.js';
import { FormError, ThrottledError } from '../../core/errors/index.js';
import type { User } from './entities/user.entity.js';
import { decoyHash, verifyPassword } from './password-hasher.js';
import { UserQueries } from './users.queries.js';

/** Checks credentials, throttling repeated failures per address and client. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserQueries,
    @Inject(LOGIN_THROTTLE) private readonly throttle: LoginThrottle,
  ) {}

  async validateCredentials(email: string, password: string, clientIp: string): Promise<User> {
    const key = `${email.trim().toLowerCase()}|${clientIp}`;
    const state = await this.throttle.check(key);
    if (state.blocked) {
      throw new ThrottledError(
        'AUTH_THROTTLED',
        t(fr.auth.throttled, { minutes: Math.ceil(state.retryAfterSeconds / 60) }),
        state.retryAfterSeconds,
      );
    }
    const user = await this.users.findByEmail(email);
    const ok = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyPassword(await decoyHash(), password).then(() => false);
    if (!user || !ok) {
      await this.throttle.fail(key);
      throw FormError.field('_form', fr.auth.badCredentials, 'AUTH_BAD_CREDENTIALS');
    }
    if (!user.enabled) throw FormError.field('_form', fr.auth.accountDisabled);
    await this.throttle.reset(key);
    await this.users.update(user.id, { lastLoginAt: new Date() });
    return user;
  }
}
