import { fr, OrganismType, Role } from '@troc/shared';
import { ConflictError } from '../../../core/errors/index.js';
import type { OrganismDto } from '../dto/register.dto.js';
import type { Organisation } from '../entities/organisation.entity.js';
import type { User } from '../entities/user.entity.js';
import type { DirectoryEstablishment } from '../organism-directory.js';
import { ProConnectAccountsService } from './proconnect-accounts.service.js';
import type { ProConnectIdentity } from './proconnect.client.js';
import { ProConnectFailure } from './proconnect.errors.js';

// Accounts of ProConnect identities with the users' queries, the organisations, the viewers and the directory faked.
const SIRET = '13000000000011';
const OTHER_SIRET = '26000000000022';
const CLOSED_SIRET = '26330999900013';

const identity = (over: Partial<ProConnectIdentity> = {}): ProConnectIdentity => ({
  sub: 'pc-1',
  email: 'agathe@rhone.gouv.fr',
  givenName: 'Agathe',
  usualName: 'Perrin',
  siret: SIRET,
  uid: null,
  ...over,
});

const member = (over: Partial<User> = {}): User =>
  ({
    id: 7,
    email: 'agathe@rhone.gouv.fr',
    enabled: true,
    emailValidatedAt: null,
    proconnectSub: null,
    organisation: { siret: SIRET },
    ...over,
  }) as unknown as User;

const establishments: Record<string, DirectoryEstablishment> = {
  [SIRET]: { organismType: OrganismType.Gouv, identifier: 'pref-rhone', name: 'Préfecture du Rhône', closed: false },
  [CLOSED_SIRET]: { organismType: OrganismType.Gouv, identifier: 'ferme', name: 'Service fermé', closed: true },
};

interface Options {
  bySub?: User;
  byEmail?: User;
  /** The organisation of the SIRET, when there is one. */
  organisation?: boolean;
  insertFails?: unknown;
}

function world(options: Options = {}) {
  const manager = { tx: true };
  const organisation = { id: 30, name: 'Préfecture du Rhône' } as Organisation;
  const seen = {
    transactions: 0,
    byEmail: [] as string[],
    updates: [] as [number, Partial<User>][],
    inserted: [] as [unknown, Partial<User>][],
    invalidated: [] as number[],
    findBySiret: [] as [unknown, string, unknown][],
    findOrCreate: [] as [unknown, object][],
  };
  const users = {
    findByProconnectSub: async (sub: string) => (options.bySub?.proconnectSub === sub ? options.bySub : null),
    findByEmail: async (email: string) => (seen.byEmail.push(email), options.byEmail ?? null),
    findById: async (id: number) => ({ id, reloaded: true }) as unknown as User,
    emailExists: async (email: string) => options.byEmail?.email === email,
    update: async (id: number, fields: Partial<User>) => void seen.updates.push([id, fields]),
    uniqueSlug: async (_m: unknown, first: string, last: string) => `${first}-${last}`.toLowerCase(),
    insert: async (m: unknown, values: Partial<User>) => {
      if (options.insertFails) throw options.insertFails;
      seen.inserted.push([m, values]);
      return 70;
    },
  };
  const organisations = {
    findBySiret: async (m: unknown, siret: string, entry: unknown) => {
      seen.findBySiret.push([m, siret, entry]);
      return options.organisation ? organisation : null;
    },
    findOrCreate: async (m: unknown, input: object) => (seen.findOrCreate.push([m, input]), { organisation }),
    rootService: async (m: unknown, o: Organisation) => ({ id: m === manager ? o.id * 10 : -1 }),
  };
  const viewers = { invalidate: (id: number) => void seen.invalidated.push(id) };
  const directory = { bySiret: async (siret: string) => establishments[siret] ?? null };
  const transactions = { run: <T>(work: (m: unknown) => Promise<T>) => ((seen.transactions += 1), work(manager)) };
  const service = new ProConnectAccountsService(
    ...([transactions, users, organisations, viewers, directory] as never as ConstructorParameters<
      typeof ProConnectAccountsService
    >),
  );
  return { service, seen, manager };
}

const failure = (code: string, providerCode: string, params: object = {}) =>
  expect.objectContaining({ code, providerCode, params });

describe('where a ProConnect identity leads', () => {
  it('refuses the SIRET of a closed establishment before looking for an account', async () => {
    const { service, seen } = world({ bySub: member({ proconnectSub: 'pc-1' }) });
    const resolving = service.resolve(identity({ siret: CLOSED_SIRET }));
    await expect(resolving).rejects.toBeInstanceOf(ProConnectFailure);
    await expect(resolving).rejects.toEqual(failure('closed', 'siret_closed', { siret: CLOSED_SIRET }));
    expect(seen.byEmail).toEqual([]);
  });

  it('signs in the account linked to the sub, whatever its address, and writes nothing', async () => {
    const linked = member({ proconnectSub: 'pc-1', email: 'ancienne@rhone.gouv.fr' });
    const { service, seen } = world({ bySub: linked });
    expect(await service.resolve(identity())).toEqual({ kind: 'signed-in', user: linked });
    expect(seen.byEmail).toEqual([]);
    expect(seen.updates).toEqual([]);
  });

  it('refuses a disabled account, found by its sub or by its address', async () => {
    const disabled = member({ proconnectSub: 'pc-1', enabled: false });
    await expect(world({ bySub: disabled }).service.resolve(identity())).rejects.toEqual(
      failure('disabled', 'account_disabled'),
    );
    const { service, seen } = world({ byEmail: member({ enabled: false }) });
    await expect(service.resolve(identity())).rejects.toEqual(failure('disabled', 'account_disabled'));
    expect(seen.updates).toEqual([]);
  });

  it('links at once the account of the same address whose organisation has the SIRET, validating the address', async () => {
    const { service, seen } = world({ byEmail: member() });
    const before = Date.now();
    const outcome = await service.resolve(identity());
    expect(outcome).toEqual({ kind: 'signed-in', user: { id: 7, reloaded: true } });
    const [[id, fields]] = seen.updates as [[number, Partial<User>]];
    expect(id).toBe(7);
    expect(fields.proconnectSub).toBe('pc-1');
    expect(fields.emailValidatedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(fields.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(seen.invalidated).toEqual([7]);
  });

  it('keeps the date an address was already validated on when linking', async () => {
    const validated = new Date(2023, 0, 2);
    const { service, seen } = world({ byEmail: member({ emailValidatedAt: validated }) });
    await service.resolve(identity());
    expect(seen.updates[0]![1].emailValidatedAt).toBe(validated);
  });

  it('leaves the link of an account of another organisation to the visitor, with the directory’s organism', async () => {
    const { service, seen } = world({ byEmail: member({ organisation: { siret: OTHER_SIRET } as Organisation }) });
    expect(await service.resolve(identity())).toEqual({
      kind: 'pending',
      pending: {
        kind: 'link',
        email: 'agathe@rhone.gouv.fr',
        firstName: 'Agathe',
        lastName: 'Perrin',
        siret: SIRET,
        organism: { organismType: OrganismType.Gouv, name: 'Préfecture du Rhône', identifier: 'pref-rhone' },
      },
    });
    expect(seen.updates).toEqual([]);
    expect(seen.invalidated).toEqual([]);
  });

  it('creates the account in the organisation of the SIRET, without password nor accepted terms', async () => {
    const { service, seen, manager } = world({ organisation: true });
    const outcome = await service.resolve(identity());
    expect(outcome).toEqual({ kind: 'signed-in', user: { id: 70, reloaded: true } });
    expect(seen.transactions).toBe(1);
    expect(seen.findBySiret).toEqual([[manager, SIRET, establishments[SIRET]]]);
    const [[m, values]] = seen.inserted as [[unknown, Partial<User>]];
    expect(m).toBe(manager);
    expect(values).toMatchObject({
      email: 'agathe@rhone.gouv.fr',
      firstname: 'Agathe',
      lastname: 'Perrin',
      slug: 'agathe-perrin',
      passwordHash: '',
      proconnectSub: 'pc-1',
      roles: [Role.User],
      organisationId: 30,
      serviceId: 300,
      termsAcceptedAt: null,
      personalDataAcceptedAt: null,
    });
    expect(values.emailValidatedAt).toBeInstanceOf(Date);
    expect(values.lastLoginAt).toBe(values.emailValidatedAt);
  });

  it('opens the organisation step when the SIRET has no organisation, pre-filled when the directory knows it', async () => {
    const { service, seen } = world();
    expect(await service.resolve(identity())).toMatchObject({
      kind: 'pending',
      pending: { kind: 'register', siret: SIRET, organism: { name: 'Préfecture du Rhône' } },
    });
    expect(seen.inserted).toEqual([]);
    const unknown = await world().service.resolve(identity({ siret: OTHER_SIRET }));
    expect(unknown).toMatchObject({ kind: 'pending', pending: { kind: 'register', organism: null } });
  });
});

describe('confirming the link', () => {
  it('refuses when the account of the address is gone meanwhile', async () => {
    await expect(world().service.confirmLink(identity())).rejects.toEqual(failure('pendingExpired', 'account_gone'));
  });

  it('refuses a disabled account, and links an enabled one to the sub', async () => {
    await expect(world({ byEmail: member({ enabled: false }) }).service.confirmLink(identity())).rejects.toEqual(
      failure('disabled', 'account_disabled'),
    );
    const { service, seen } = world({ byEmail: member({ organisation: { siret: OTHER_SIRET } as Organisation }) });
    expect(await service.confirmLink(identity())).toEqual({ id: 7, reloaded: true });
    expect(seen.updates.map(([id, f]) => [id, f.proconnectSub])).toEqual([[7, 'pc-1']]);
    expect(seen.invalidated).toEqual([7]);
  });
});

describe('the organisation step of a registration', () => {
  const organism = (over: Partial<OrganismDto> = {}): OrganismDto => ({
    organismType: OrganismType.Sirene,
    sireneName: '  Ressourcerie du Rhône ',
    gouvName: 'Ignoré',
    organismIdentifier: '  ',
    ...over,
  });

  it('creates the organisation named by its type’s field, trimmed, with the identity’s SIRET, then the account', async () => {
    const { service, seen, manager } = world();
    expect(await service.register(identity(), organism())).toEqual({ id: 70, reloaded: true });
    expect(seen.findOrCreate).toEqual([
      [manager, { organismType: OrganismType.Sirene, name: 'Ressourcerie du Rhône', identifier: null, siret: SIRET }],
    ]);
    expect(seen.inserted[0]![1]).toMatchObject({ organisationId: 30, serviceId: 300, passwordHash: '' });
    await service.register(identity(), organism({ organismType: OrganismType.Gouv, organismIdentifier: ' rect ' }));
    expect(seen.findOrCreate[1]![1]).toMatchObject({ name: 'Ignoré', identifier: 'rect' });
  });

  it('refuses an address taken meanwhile, in French, before any write', async () => {
    const { service, seen } = world({ byEmail: member() });
    const registering = service.register(identity(), organism());
    await expect(registering).rejects.toBeInstanceOf(ConflictError);
    await expect(registering).rejects.toMatchObject({
      code: 'PROCONNECT_EMAIL_TAKEN',
      message: fr.proconnect.emailTaken,
    });
    expect(seen.transactions).toBe(0);
  });

  it('refuses the same way an address taken by a concurrent registration, and lets other failures through', async () => {
    const duplicate = { code: 'ER_DUP_ENTRY' };
    await expect(world({ insertFails: duplicate }).service.register(identity(), organism())).rejects.toMatchObject({
      code: 'PROCONNECT_EMAIL_TAKEN',
      message: fr.proconnect.emailTaken,
    });
    const broken = new Error('connexion perdue');
    await expect(world({ insertFails: broken }).service.register(identity(), organism())).rejects.toBe(broken);
  });
});
