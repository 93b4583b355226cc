import { Inject, Injectable } from '@nestjs/common';
import { fr, ORGANISM_NAME_FIELD, type ProConnectPending, Role } from '@troc/shared';
import { isUniqueViolation } from '../../../core/database/database.options.js';
import { Transactions, type Tx } from '../../../core/database/transactions.js';
import type { OrganismDto } from '../dto/register.dto.js';
import type { User } from '../entities/user.entity.js';
import type { Organisation } from '../entities/organisation.entity.js';
import { type DirectoryEstablishment, ORGANISM_DIRECTORY, type OrganismDirectory } from '../organism-directory.js';
import { OrganisationsService } from '../organisations.service.js';
import { UserQueries } from '../users.queries.js';
import { ViewerCache } from '../../../core/auth/viewer-cache.js';
import type { ProConnectIdentity } from './proconnect.client.js';
import { ProConnectFailure } from './proconnect.errors.js';
import { ConflictError } from '../../../core/errors/index.js';

/** Where a ProConnect identity leads: signed in at once, or a choice left to the visitor. */
export type ProConnectOutcome = { kind: 'signed-in'; user: User } | { kind: 'pending'; pending: ProConnectPending };

/**
 * Troc accounts of ProConnect identities: found by `sub`; else linked to the account of the same
 * address (at once when its organisation has the identity's SIRET, else once the visitor confirms);
 * else created in the organisation of the SIRET, or after the visitor completes the organisation step.
 */
@Injectable()
export class ProConnectAccountsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly users: UserQueries,
    private readonly organisations: OrganisationsService,
    private readonly viewers: ViewerCache<User>,
    @Inject(ORGANISM_DIRECTORY) private readonly directory: OrganismDirectory,
  ) {}

  async resolve(identity: ProConnectIdentity): Promise<ProConnectOutcome> {
    const establishment = await this.directory.bySiret(identity.siret);
    if (establishment?.closed) {
      throw new ProConnectFailure('closed', 'siret_closed', { siret: identity.siret });
    }
    const linked = await this.users.findByProconnectSub(identity.sub);
    if (linked) return { kind: 'signed-in', user: this.enabled(linked) };

    const sameAddress = await this.users.findByEmail(identity.email);
    if (sameAddress) {
      this.enabled(sameAddress);
      if (sameAddress.organisation.siret === identity.siret) {
        return { kind: 'signed-in', user: await this.link(sameAddress, identity.sub) };
      }
      return { kind: 'pending', pending: this.pending('link', identity, establishment) };
    }

    const userId = await this.transactions.run(async (manager) => {
      const organisation = await this.organisations.findBySiret(manager, identity.siret, establishment);
      return organisation ? this.createUser(manager, organisation, identity) : null;
    });
    if (userId !== null) return { kind: 'signed-in', user: (await this.users.findById(userId))! };
    return { kind: 'pending', pending: this.pending('register', identity, establishment) };
  }

  /** The visitor confirmed: the account of the identity's address is linked to its sub. */
  async confirmLink(identity: ProConnectIdentity): Promise<User> {
    const user = await this.users.findByEmail(identity.email);
    if (!user) throw new ProConnectFailure('pendingExpired', 'account_gone');
    return this.link(this.enabled(user), identity.sub);
  }

  /** The organisation step of a registration through ProConnect: the account is created, without a password. */
  async register(identity: ProConnectIdentity, organism: OrganismDto): Promise<User> {
    const name = organism[ORGANISM_NAME_FIELD[organism.organismType]]!.trim();
    if (await this.users.emailExists(identity.email))
      throw new ConflictError('PROCONNECT_EMAIL_TAKEN', fr.proconnect.emailTaken);
    try {
      const userId = await this.transactions.run(async (manager) => {
        const { organisation } = await this.organisations.findOrCreate(manager, {
          organismType: organism.organismType,
          name,
          identifier: organism.organismIdentifier?.trim() || null,
          siret: identity.siret,
        });
        return this.createUser(manager, organisation, identity);
      });
      return (await this.users.findById(userId))!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('PROCONNECT_EMAIL_TAKEN', fr.proconnect.emailTaken);
      throw error;
    }
  }

  private enabled(user: User): User {
    if (!user.enabled) throw new ProConnectFailure('disabled', 'account_disabled');
    return user;
  }

  /** ProConnect vouches for the address: linking also validates it. */
  private async link(user: User, sub: string): Promise<User> {
    const emailValidatedAt = user.emailValidatedAt ?? new Date();
    await this.users.update(user.id, { proconnectSub: sub, emailValidatedAt, lastLoginAt: new Date() });
    this.viewers.invalidate(user.id);
    return (await this.users.findById(user.id))!;
  }

  private async createUser(manager: Tx, organisation: Organisation, identity: ProConnectIdentity) {
    const rootService = await this.organisations.rootService(manager, organisation);
    const now = new Date();
    return this.users.insert(manager, {
      email: identity.email,
      firstname: identity.givenName,
      lastname: identity.usualName,
      slug: await this.users.uniqueSlug(manager, identity.givenName, identity.usualName),
      // No password until its owner asks for one (« Mot de passe oublié »): ProConnect signs in.
      passwordHash: '',
      proconnectSub: identity.sub,
      roles: [Role.User],
      organisationId: organisation.id,
      serviceId: rootService.id,
      emailValidatedAt: now,
      lastLoginAt: now,
      // The terms of use are still to accept: the validate-cgu step opens at first sign-in.
      termsAcceptedAt: null,
      personalDataAcceptedAt: null,
    });
  }

  private pending(
    kind: ProConnectPending['kind'],
    identity: ProConnectIdentity,
    establishment: DirectoryEstablishment | null,
  ): ProConnectPending {
    return {
      kind,
      email: identity.email,
      firstName: identity.givenName,
      lastName: identity.usualName,
      siret: identity.siret,
      organism: establishment
        ? { organismType: establishment.organismType, name: establishment.name, identifier: establishment.identifier }
        : null,
    };
  }
}
