import { jest } from '@jest/globals';
import { fr } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import type { Transactions } from '../../core/database/transactions.js';
import { ConflictError, FormError, NotFoundError } from '../../core/errors/index.js';
import type { DelegationQueries } from './delegations.queries.js';
import { type DelegatesCopy, type DelegationTarget, DelegationsService } from './delegations.service.js';
import type { Delegation } from './entities/delegation.entity.js';
import type { User } from './entities/user.entity.js';
import type { PeopleSearch } from './people-search.js';
import type { UserQueries } from './users.queries.js';

// The delegation rules with the delegation table, the users and the people search faked: no database.
const OWNER = 1;
const MANAGER = 2;
const person = (id: number, over: Partial<User> = {}): User =>
  ({
    id,
    firstname: `Pré${id}`,
    lastname: `Nom${id}`,
    email: `p${id}@chu.fr`,
    enabled: true,
    organisation: { name: 'CHU de Rennes', identifier: '263500076' },
    ...over,
  }) as unknown as User;

const listing = (over: Partial<DelegationTarget> = {}): DelegationTarget => ({
  type: 'troc',
  id: 10,
  ownerId: OWNER,
  managerId: MANAGER,
  delegates: null,
  ...over,
});

function world(users: User[] = [person(1), person(2), person(3), person(4), person(5, { enabled: false })]) {
  const rows: Delegation[] = [];
  const tx = { tx: true };
  const queries = {
    ofSubject: jest.fn(async (type: string, id: number, _manager?: unknown) =>
      rows.filter((r) => r.subjectType === type && r.subjectId === id),
    ),
    insert: jest.fn(async (_manager: unknown, row: Partial<Delegation>) => {
      if (
        rows.some((r) => r.subjectType === row.subjectType && r.subjectId === row.subjectId && r.userId === row.userId)
      )
        throw Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY' });
      const saved = { ...row, id: rows.length + 100 } as Delegation;
      rows.push(saved);
      return saved;
    }),
    byId: async (id: number) => rows.find((r) => r.id === id) ?? null,
    delete: jest.fn(async (_manager: unknown, id: number) => {
      const at = rows.findIndex((r) => r.id === id);
      if (at < 0) return false;
      rows.splice(at, 1);
      return true;
    }),
    subjectIdsOf: async (userId: number, type: string) =>
      rows.filter((r) => r.userId === userId && r.subjectType === type).map((r) => r.subjectId),
  };
  const usersQueries = {
    findById: async (id: number) => users.find((u) => u.id === id) ?? null,
    findByIds: async (ids: readonly number[]) =>
      new Map(users.filter((u) => ids.includes(u.id)).map((u) => [u.id, u] as const)),
  };
  const people = {
    suggest: jest.fn(async (_actor: Actor, _query: string, exclude: readonly number[]) =>
      users
        .filter((u) => !exclude.includes(u.id))
        .map((user) => ({ user, suggestion: { id: user.id, label: `${user.firstname} ${user.lastname}` } })),
    ),
  };
  const transactions = { run: jest.fn(<T>(work: (manager: unknown) => Promise<T>) => work(tx)) };
  const copies: { manager: unknown; subjectId: number; delegates: string | null }[] = [];
  const copy: DelegatesCopy = async (manager, subjectId, delegates) =>
    void copies.push({ manager, subjectId, delegates });
  const service = new DelegationsService(
    queries as unknown as DelegationQueries,
    usersQueries as unknown as UserQueries,
    people as unknown as PeopleSearch,
    transactions as unknown as Transactions,
  );
  return { service, rows, queries, people, transactions, copies, copy, tx };
}

describe('DelegationsService', () => {
  it('delegates to a member and rewrites the subject’s copy in the same transaction', async () => {
    const { service, rows, copies, copy, tx, transactions } = world();
    await service.delegate(copy, listing(), 3, OWNER);
    await service.delegate(copy, listing(), 4, MANAGER);

    expect(rows.map((r) => [r.subjectType, r.subjectId, r.userId, r.createdById])).toEqual([
      ['troc', 10, 3, OWNER],
      ['troc', 10, 4, MANAGER],
    ]);
    expect(transactions.run).toHaveBeenCalledTimes(2);
    expect(copies).toEqual([
      { manager: tx, subjectId: 10, delegates: ',3,' },
      { manager: tx, subjectId: 10, delegates: ',3,4,' },
    ]);
  });

  it('asks to choose someone, and refuses an unknown or disabled member', async () => {
    const { service, rows, copies, copy } = world();
    const none = service.delegate(copy, listing(), null, OWNER);
    await expect(none).rejects.toBeInstanceOf(FormError);
    await expect(none).rejects.toMatchObject({ errors: { user: [fr.delegation.errors.chooseUser] } });
    for (const userId of [99, 5])
      await expect(service.delegate(copy, listing(), userId, OWNER)).rejects.toMatchObject({
        code: 'FORM_INVALID',
        errors: { user: [fr.delegation.errors.userUnknown] },
      });
    expect(rows).toEqual([]);
    expect(copies).toEqual([]);
  });

  it('refuses to delegate to the owner or the manager', async () => {
    const { service, rows, copy } = world();
    for (const userId of [OWNER, MANAGER])
      await expect(service.delegate(copy, listing(), userId, OWNER)).rejects.toMatchObject({
        errors: { user: [fr.delegation.errors.alreadyManager] },
      });
    expect(rows).toEqual([]);
  });

  it('refuses a second delegation to the same member with a conflict', async () => {
    const { service, rows, copies, copy } = world();
    await service.delegate(copy, listing(), 3, OWNER);
    const again = service.delegate(copy, listing(), 3, OWNER);
    await expect(again).rejects.toBeInstanceOf(ConflictError);
    await expect(again).rejects.toMatchObject({
      code: 'DELEGATION_ALREADY_GIVEN',
      message: fr.delegation.errors.alreadyDelegated,
    });
    expect(rows).toHaveLength(1);
    expect(copies).toHaveLength(1);
  });

  it('lets other storage failures through unchanged', async () => {
    const { service, queries, copy } = world();
    const failure = new Error('connection lost');
    queries.insert.mockRejectedValueOnce(failure);
    await expect(service.delegate(copy, listing(), 3, OWNER)).rejects.toBe(failure);
  });

  it('reads each kind of subject through what its module provided, and knows of none before', () => {
    const { service, copy } = world();
    expect(() => service.sourceOf('operation')).toThrow(/operation/);
    const listings = { managed: async () => listing(), byId: async () => undefined, writeDelegates: copy };
    service.provide('troc', listings);
    expect(service.sourceOf('troc')).toBe(listings);
    expect(() => service.sourceOf('operation')).toThrow(/operation/);
  });

  it('keeps listings and operations apart', async () => {
    const { service, copy } = world();
    await service.delegate(copy, listing(), 3, OWNER);
    await service.delegate(copy, listing({ type: 'operation' }), 4, OWNER);
    expect((await service.list('troc', 10)).map((v) => v.user.email)).toEqual(['p3@chu.fr']);
    expect(await service.subjectIdsOf(4, 'operation')).toEqual([10]);
    expect(await service.subjectIdsOf(4, 'troc')).toEqual([]);
  });

  it('revokes a delegation and rewrites the copy; a delegation already gone is not found', async () => {
    const { service, rows, copies, copy } = world();
    await service.delegate(copy, listing(), 3, OWNER);
    await service.delegate(copy, listing(), 4, OWNER);
    const first = (await service.byId(rows[0]!.id))!;

    await service.revoke(copy, first);
    expect(rows.map((r) => r.userId)).toEqual([4]);
    expect(copies.at(-1)).toMatchObject({ subjectId: 10, delegates: ',4,' });

    const gone = service.revoke(copy, first);
    await expect(gone).rejects.toBeInstanceOf(NotFoundError);
    await expect(gone).rejects.toMatchObject({ code: 'DELEGATION_NOT_FOUND', message: fr.delegation.errors.notFound });
    expect(copies).toHaveLength(3);
  });

  it('empties the copy when the last delegate goes', async () => {
    const { service, rows, copies, copy } = world();
    await service.delegate(copy, listing(), 3, OWNER);
    await service.revoke(copy, rows[0]!);
    expect(copies.at(-1)!.delegates).toBeNull();
  });

  it('lists delegates with their organisation, leaving out accounts that no longer exist', async () => {
    const { service, rows, copy } = world();
    await service.delegate(copy, listing(), 3, OWNER);
    rows.push({ id: 500, subjectType: 'troc', subjectId: 10, userId: 77, createdById: OWNER } as Delegation);
    expect(await service.list('troc', 10)).toEqual([
      {
        id: rows[0]!.id,
        user: { firstname: 'Pré3', lastname: 'Nom3', email: 'p3@chu.fr' },
        organismExcerpt: { name: 'CHU de Rennes', identifier: '263500076' },
      },
    ]);
  });

  it('suggests members with their organisation, passing on who to leave out', async () => {
    const { service, people } = world([
      person(3),
      person(4, { organisation: { name: 'Mairie', identifier: undefined } as never }),
    ]);
    const actor = { id: OWNER } as unknown as Actor;
    const found = await service.suggest(actor, 'pré', [3]);
    expect(people.suggest).toHaveBeenCalledWith(actor, 'pré', [3]);
    expect(found).toEqual([{ id: 4, label: 'Pré4 Nom4', organismExcerpt: { name: 'Mairie', identifier: null } }]);
  });
});
