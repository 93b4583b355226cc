import { Injectable } from '@nestjs/common';
import { Transactions } from '../../core/database/transactions.js';
import { fr, LIMITS, ORGANISM_NAME_FIELD, REGISTRATION_FIELDS, Role } from '@troc/shared';
import { isUniqueViolation } from '../../core/database/database.options.js';
import { FormError } from '../../core/errors/index.js';
import { AccountMails } from './account-mails.js';
import type { RegisterDto } from './dto/register.dto.js';
import type { User } from './entities/user.entity.js';
import { OrganisationsService } from './organisations.service.js';
import { hashPassword } from './password-hasher.js';
import { TokensService } from './tokens.service.js';
import { UserQueries } from './users.queries.js';

const emailTaken = () => FormError.field(REGISTRATION_FIELDS.email, fr.validation.emailTaken);

/** Registration and e-mail validation. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly transactions: Transactions,
    private readonly users: UserQueries,
    private readonly organisations: OrganisationsService,
    private readonly tokens: TokensService,
    private readonly mails: AccountMails,
  ) {}

  /** Creates the account (and its organisation when new), then e-mails the validation link. */
  async register(dto: RegisterDto): Promise<User> {
    const { identity } = dto;
    const { organism } = identity;
    // Only the name field of the chosen type counts; the hidden ones are ignored.
    const name = organism[ORGANISM_NAME_FIELD[organism.organismType]]!.trim();
    if (await this.users.emailExists(identity.email)) throw emailTaken();
    const passwordHash = await hashPassword(dto.password.password.plainPassword);

    let userId: number;
    try {
      userId = await this.transactions.run(async (manager) => {
        const { organisation, rootService } = await this.organisations.findOrCreate(manager, {
          organismType: organism.organismType,
          name,
          identifier: organism.organismIdentifier?.trim() || null,
        });
        return this.users.insert(manager, {
          email: identity.email,
          firstname: identity.firstName,
          lastname: identity.lastName,
          slug: await this.users.uniqueSlug(manager, identity.firstName, identity.lastName),
          passwordHash,
          roles: [Role.User],
          organisationId: organisation.id,
          serviceId: rootService.id,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    const user = (await this.users.findById(userId))!;
    await this.sendValidation(user);
    return user;
  }

  async sendValidation(user: User): Promise<void> {
    const token = await this.tokens.issue(user.id, 'email_validation', LIMITS.tokenTtlHours.emailValidation);
    await this.mails.sendValidation(user, token);
  }

  /** Marks the address validated; the link works from any browser, signed in or not. */
  async validateEmail(token: string): Promise<User> {
    const userId = await this.tokens.consume(token, 'email_validation');
    if (userId === null) throw FormError.field('_form', fr.auth.emailValidationInvalid);
    const user = (await this.users.findById(userId))!;
    if (!user.emailValidatedAt) {
      user.emailValidatedAt = new Date();
      await this.users.update(user.id, { emailValidatedAt: user.emailValidatedAt });
    }
    return user;
  }
}
