import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { fr, t } from '@troc/shared';
import { LOGIN_THROTTLE, type LoginThrottle } from '../../core/auth/login-throttle.js';
import { FormErrorException } from '../../core/http/validation.js';
import type { User } from './entities/user.entity.js';
import { decoyHash, verifyPassword } from './password-hasher.js';
import { UsersService } from './users.service.js';

/** Checks credentials, throttling repeated failures per address and client. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    @Inject(LOGIN_THROTTLE) private readonly throttle: LoginThrottle,
  ) {}

  async validateCredentials(email: string, password: string, clientIp: string): Promise<User> {
    const key = `${email.trim().toLowerCase()}|${clientIp}`;
    const state = await this.throttle.check(key);
    if (state.blocked) {
      throw new HttpException(
        {
          statusCode: 429,
          message: t(fr.auth.throttled, { minutes: Math.ceil(state.retryAfterSeconds / 60) }),
          retryAfter: state.retryAfterSeconds,
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const user = await this.users.findByEmail(email);
    const ok = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyPassword(await decoyHash(), password).then(() => false);
    if (!user || !ok) {
      await this.throttle.fail(key);
      throw FormErrorException.field('_form', fr.auth.badCredentials);
    }
    if (!user.enabled) throw FormErrorException.field('_form', fr.auth.accountDisabled);
    await this.throttle.reset(key);
    await this.users.update(user.id, { lastLoginAt: new Date() });
    return user;
  }
}
