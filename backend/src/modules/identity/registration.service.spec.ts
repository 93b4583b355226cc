import { jest } from '@jest/globals';
import { fr, LIMITS, OrganismType, REGISTRATION_FIELDS, Role } from '@troc/shared';
import type { Transactions } from '../../core/database/transactions.js';
import { FormError } from '../../core/errors/index.js';
import type { AccountMails } from './account-mails.js';
import type { RegisterDto } from './dto/register.dto.js';
import type { User } from './entities/user.entity.js';
import type { UserToken } from './entities/user-token.entity.js';
import type { OrganisationsService } from './organisations.service.js';
import { verifyPassword } from './password-hasher.js';
import { RegistrationService } from './registration.service.js';
import { TokensService } from './tokens.service.js';
import type { TokenQueries } from './tokens.queries.js';
import type { UserQueries } from './users.queries.js';

// Registration and e-mail validation with the users' and tokens' tables, the organisations and the mails faked.
const PASSWORD = 'Mot-de-passe-2-Troc';
const dto = (organism: Record<string, string> = {}, email = 'ana@chu.fr'): RegisterDto =>
  ({
    identity: {
      organism: { organismType: OrganismType.Sirene, sireneName: '  CHU de Rennes ', rnaName: 'Caché', ...organism },
      lastName: 'Durand',
      firstName: 'Ana',
      email,
    },
    password: { password: { plainPassword: PASSWORD, confirmPassword: PASSWORD } },
  }) as unknown as RegisterDto;

function world(existing: Partial<User>[] = []) {
  const users = existing.map((u, i) => ({ id: i + 1, emailValidatedAt: null, ...u }) as User);
  const tx = { tx: true };
  const tokenRows: UserToken[] = [];
  const tokenQueries = {
    insert: async (row: Pick<UserToken, 'userId' | 'purpose' | 'tokenHash' | 'expiresAt'>) =>
      void tokenRows.push({ ...row, id: tokenRows.length + 1, usedAt: null, createdAt: new Date() }),
    live: async (tokenHash: string, purpose: string) =>
      tokenRows.find(
        (r) => r.tokenHash === tokenHash && r.purpose === purpose && !r.usedAt && r.expiresAt > new Date(),
      ) ?? null,
    claim: async (id: number) => {
      const row = tokenRows.find((r) => r.id === id)!;
      if (row.usedAt) return false;
      row.usedAt = new Date();
      return true;
    },
    useAll: async (userId: number, purpose: string) =>
      tokenRows
        .filter((r) => r.userId === userId && r.purpose === purpose && !r.usedAt)
        .forEach((r) => (r.usedAt = new Date())),
  };
  const updates: { id: number; fields: Partial<User> }[] = [];
  const usersQueries = {
    emailExists: jest.fn(async (email: string) => users.some((u) => u.email === email)),
    findById: async (id: number) => users.find((u) => u.id === id) ?? null,
    uniqueSlug: jest.fn(async (_manager: unknown, first: string, last: string) => `${first}-${last}`.toLowerCase()),
    insert: jest.fn(async (manager: unknown, row: Partial<User>) => {
      expect(manager).toBe(tx);
      const user = { ...row, id: users.length + 1, emailValidatedAt: null } as User;
      users.push(user);
      return user.id;
    }),
    update: async (id: number, fields: Partial<User>) => void updates.push({ id, fields }),
  };
  const organisations = {
    findOrCreate: jest.fn(async (_manager: unknown, _input: object) => ({
      organisation: { id: 40 },
      rootService: { id: 41 },
    })),
  };
  const sent: { user: User; token: string }[] = [];
  const mails = { sendValidation: jest.fn(async (user: User, token: string) => void sent.push({ user, token })) };
  const transactions = { run: jest.fn(<T>(work: (manager: unknown) => Promise<T>) => work(tx)) };
  const service = new RegistrationService(
    transactions as unknown as Transactions,
    usersQueries as unknown as UserQueries,
    organisations as unknown as OrganisationsService,
    new TokensService(tokenQueries as unknown as TokenQueries),
    mails as unknown as AccountMails,
  );
  return { service, users, tokenRows, updates, usersQueries, organisations, sent, mails, tx };
}

describe('RegistrationService', () => {
  it('creates a plain member in the chosen organisation and mails a 72-hour validation link', async () => {
    const { service, users, tokenRows, usersQueries, organisations, sent, tx } = world();
    const before = Date.now();
    const user = await service.register(dto({ organismIdentifier: ' 26350007600013 ' }));

    // Only the visible name field counts, trimmed; the hidden one is ignored.
    expect(organisations.findOrCreate).toHaveBeenCalledWith(tx, {
      organismType: OrganismType.Sirene,
      name: 'CHU de Rennes',
      identifier: '26350007600013',
    });
    expect(usersQueries.uniqueSlug).toHaveBeenCalledWith(tx, 'Ana', 'Durand');
    expect(user).toBe(users[0]);
    expect(user).toMatchObject({
      email: 'ana@chu.fr',
      firstname: 'Ana',
      lastname: 'Durand',
      slug: 'ana-durand',
      roles: [Role.User],
      organisationId: 40,
      serviceId: 41,
      emailValidatedAt: null,
    });
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(user.passwordHash!, PASSWORD)).toBe(true);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.user).toBe(user);
    expect(tokenRows).toHaveLength(1);
    expect(tokenRows[0]).toMatchObject({ userId: user.id, purpose: 'email_validation' });
    const ttl = tokenRows[0]!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(LIMITS.tokenTtlHours.emailValidation * 3600_000);
    expect(ttl).toBeLessThan(LIMITS.tokenTtlHours.emailValidation * 3600_000 + 60_000);
  });

  it('reads the name field of the chosen type and leaves a blank identifier out', async () => {
    const { service, organisations } = world();
    await service.register(dto({ organismType: OrganismType.Rna, rnaName: ' Les Restos ', organismIdentifier: '  ' }));
    expect(organisations.findOrCreate.mock.calls[0]![1]).toEqual({
      organismType: OrganismType.Rna,
      name: 'Les Restos',
      identifier: null,
    });
  });

  it('refuses an address already registered, on the e-mail field, before writing anything', async () => {
    const { service, users, organisations, mails } = world([{ email: 'ana@chu.fr' }]);
    const taken = service.register(dto());
    await expect(taken).rejects.toBeInstanceOf(FormError);
    await expect(taken).rejects.toMatchObject({
      code: 'FORM_INVALID',
      errors: { [REGISTRATION_FIELDS.email]: [fr.validation.emailTaken] },
    });
    expect(users).toHaveLength(1);
    expect(organisations.findOrCreate).not.toHaveBeenCalled();
    expect(mails.sendValidation).not.toHaveBeenCalled();
  });

  it('answers the same when a concurrent registration takes the address first', async () => {
    const { service, usersQueries, mails } = world();
    usersQueries.insert.mockRejectedValueOnce(Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY' }));
    await expect(service.register(dto())).rejects.toMatchObject({
      errors: { [REGISTRATION_FIELDS.email]: [fr.validation.emailTaken] },
    });
    expect(mails.sendValidation).not.toHaveBeenCalled();
  });

  it('lets other storage failures through unchanged', async () => {
    const { service, organisations, mails } = world();
    const failure = new Error('connection lost');
    organisations.findOrCreate.mockRejectedValueOnce(failure);
    await expect(service.register(dto())).rejects.toBe(failure);
    expect(mails.sendValidation).not.toHaveBeenCalled();
  });

  it('validates the address once from the mailed link, keeping the first date', async () => {
    const { service, sent, updates } = world();
    const user = await service.register(dto());

    const validated = await service.validateEmail(sent[0]!.token);
    expect(validated.id).toBe(user.id);
    expect(validated.emailValidatedAt).toBeInstanceOf(Date);
    expect(updates).toEqual([{ id: user.id, fields: { emailValidatedAt: validated.emailValidatedAt } }]);

    const again = service.validateEmail(sent[0]!.token);
    await expect(again).rejects.toBeInstanceOf(FormError);
    await expect(again).rejects.toMatchObject({ errors: { _form: [fr.auth.emailValidationInvalid] } });

    // A new link for an address already validated changes nothing.
    await service.sendValidation(user);
    const date = user.emailValidatedAt;
    expect((await service.validateEmail(sent[1]!.token)).emailValidatedAt).toBe(date);
    expect(updates).toHaveLength(1);
  });

  it('refuses an expired link, an unknown one and a reset link', async () => {
    const { service, tokenRows, sent, updates } = world();
    await service.register(dto());
    tokenRows[0]!.expiresAt = new Date(Date.now() - 1000);
    await expect(service.validateEmail(sent[0]!.token)).rejects.toMatchObject({
      message: fr.auth.emailValidationInvalid,
    });
    await expect(service.validateEmail('inconnu')).rejects.toMatchObject({ message: fr.auth.emailValidationInvalid });
    tokenRows[0]!.expiresAt = new Date(Date.now() + 3600_000);
    tokenRows[0]!.purpose = 'password_reset';
    await expect(service.validateEmail(sent[0]!.token)).rejects.toMatchObject({
      message: fr.auth.emailValidationInvalid,
    });
    expect(updates).toEqual([]);
  });
});
