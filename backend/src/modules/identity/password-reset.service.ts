import { Inject, Injectable, Logger } from '@nestjs/common';
import { fr, LIMITS } from '@troc/shared';
import { SESSION_STORE } from '../../core/auth/auth-core.module.js';
import type { RevocableSessionStore } from '../../core/auth/session.stores.js';
import { FormError } from '../../core/errors/index.js';
import { AccountMails } from './account-mails.js';
import { hashPassword } from './password-hasher.js';
import { TokensService } from './tokens.service.js';
import { UserQueries } from './users.queries.js';

/** Password reset by e-mailed link. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly users: UserQueries,
    private readonly tokens: TokensService,
    private readonly mails: AccountMails,
    @Inject(SESSION_STORE) private readonly sessions: RevocableSessionStore,
  ) {}

  /** Always the same answer, so the form does not reveal which addresses have an account. */
  async request(email: string): Promise<string> {
    const user = await this.users.findByEmail(email);
    if (user?.enabled) {
      const token = await this.tokens.issue(user.id, 'password_reset', LIMITS.tokenTtlHours.passwordReset);
      await this.mails.sendPasswordReset(user, token).catch((e: Error) => this.logger.error(e.message));
    }
    return fr.auth.resetRequested;
  }

  /** Sets the new password and signs the account out everywhere. */
  async reset(token: string, plainPassword: string): Promise<string> {
    const userId = await this.tokens.consume(token, 'password_reset');
    if (userId === null) throw FormError.field('_form', fr.auth.resetInvalid);
    // Following the link proves the address too.
    const user = (await this.users.findById(userId))!;
    await this.users.update(userId, {
      passwordHash: await hashPassword(plainPassword),
      emailValidatedAt: user.emailValidatedAt ?? new Date(),
    });
    await this.sessions.destroyForUser(userId);
    return fr.auth.resetDone;
  }
}
