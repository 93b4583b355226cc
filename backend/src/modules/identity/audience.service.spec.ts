import { type FieldErrors, fr, Visibility as V } from '@troc/shared';
import { AudienceService } from './audience.service.js';
import type { User } from './entities/user.entity.js';

// The manage form's audience with the members and the organisation's services faked: no database.
const ORG = 1;
const members: Partial<User>[] = [
  { id: 2, enabled: true, organisationId: ORG },
  { id: 3, enabled: false, organisationId: ORG },
  { id: 4, enabled: true, organisationId: 9 },
];
const services = new Map([
  [10, { id: 10, name: 'Achats', organisationId: ORG }],
  [11, { id: 11, name: 'Magasin', organisationId: ORG }],
  [90, { id: 90, name: 'Clinique', organisationId: 9 }],
]);

function world() {
  const calls = { managers: [] as number[][], services: [] as [number, number[]][], emails: [] as string[][] };
  const users = {
    findByIds: async (ids: readonly number[]) => {
      calls.managers.push([...ids]);
      return new Map(members.filter((m) => ids.includes(m.id!)).map((m) => [m.id!, m as User]));
    },
    findByEmails: async (emails: readonly string[]) => {
      calls.emails.push([...emails]);
      const invited = {
        slug: 'ana',
        email: 'ana@chu.fr',
        firstname: 'Ana',
        lastname: 'Roy',
        service: { name: 'Achats' },
        organisation: { name: 'CHU de Rennes' },
      } as unknown as User;
      return new Map(emails.includes(invited.email) ? [[invited.email, invited]] : []);
    },
  };
  const organisations = {
    servicesOf: async (organisationId: number, ids: readonly number[]) => {
      calls.services.push([organisationId, [...ids]]);
      return ids.flatMap((id) => {
        const service = services.get(id);
        return service && service.organisationId === organisationId ? [service] : [];
      });
    },
    findServices: async (ids: readonly number[]) =>
      new Map(ids.flatMap((id) => (services.has(id) ? [[id, services.get(id)!] as const] : []))),
  };
  const service = new AudienceService(
    ...([users, organisations] as never as ConstructorParameters<typeof AudienceService>),
  );
  return { service, calls };
}

describe('reading the audience of a manage form', () => {
  const { service } = world();

  it('adds the visibilities a ticked one implies, and reads nothing else without Internal or Private', () => {
    expect(service.read({ visibility: [V.Individual], perimeter: [10], invitations: ['a@b.fr'] })).toEqual({
      visibility: [V.Individual, V.External, V.Group, V.Internal],
      perimeter: [10],
      invitations: [],
    });
    expect(service.read({ visibility: [V.Group], perimeter: [10], invitations: ['a@b.fr'] })).toEqual({
      visibility: [V.Group],
      perimeter: [],
      invitations: [],
    });
  });

  it('leaves no visibility when Private is mixed with another', () => {
    expect(service.read({ visibility: [V.Private, V.Internal], perimeter: [10], invitations: ['a@b.fr'] })).toEqual({
      visibility: [],
      perimeter: [],
      invitations: [],
    });
  });

  it('keeps the invitations of a private listing once each, in lower case', () => {
    expect(
      service.read({ visibility: [V.Private], perimeter: [], invitations: ['Ana@CHU.fr', 'ana@chu.fr', 'x@y.fr'] }),
    ).toEqual({ visibility: [V.Private], perimeter: [], invitations: ['ana@chu.fr', 'x@y.fr'] });
  });

  it('drops the perimeter entries that are no identifier', () => {
    expect(service.read({ visibility: [V.Internal], perimeter: '10, abc, 0, 11', invitations: [] }).perimeter).toEqual([
      10, 11,
    ]);
  });
});

describe('checking the audience against the organisation', () => {
  const check = async (values: { manager: unknown; service: unknown }, perimeter: number[] = [], errors = {}) => {
    const { service, calls } = world();
    const found: FieldErrors = { ...errors };
    await service.check(ORG, values as never, { visibility: [], perimeter, invitations: [] }, found);
    return { errors: found, calls };
  };

  it('accepts an active member as manager and a service of the organisation', async () => {
    const { errors, calls } = await check({ manager: 2, service: 10 }, [10, 11]);
    expect(errors).toEqual({});
    expect(calls.managers).toEqual([[2]]);
    expect(calls.services).toEqual([
      [ORG, [10]],
      [ORG, [10, 11]],
    ]);
  });

  it('refuses a disabled member, a member of another organisation or an unknown one as manager', async () => {
    for (const manager of [3, 4, 99]) {
      expect((await check({ manager, service: 10 })).errors).toEqual({ manager: [fr.listing.errors.managerUnknown] });
    }
  });

  it('refuses a service of another organisation', async () => {
    expect((await check({ manager: 2, service: 90 })).errors).toEqual({ service: [fr.listing.errors.serviceUnknown] });
  });

  it('refuses a perimeter with a service of another organisation', async () => {
    expect((await check({ manager: 2, service: 10 }, [10, 90])).errors).toEqual({
      perimeter: [fr.listing.errors.perimeterUnknown],
    });
  });

  it('reads neither the manager nor the service already refused by the form', async () => {
    const { errors, calls } = await check({ manager: null, service: null }, [], {
      manager: [fr.listing.errors.chooseManager],
      service: [fr.listing.errors.chooseService],
    });
    expect(errors).toEqual({
      manager: [fr.listing.errors.chooseManager],
      service: [fr.listing.errors.chooseService],
    });
    expect(calls.managers).toEqual([]);
    expect(calls.services).toEqual([]);
  });

  it('reads each manager and each set of services once for the length of a job', async () => {
    const { service, calls } = world();
    const memo = service.memo();
    for (let line = 0; line < 3; line++) {
      const errors: FieldErrors = {};
      const audience = { visibility: [], perimeter: [11, 10], invitations: [] };
      await service.check(ORG, { manager: 2, service: 10 } as never, audience, errors, memo);
      expect(errors).toEqual({});
    }
    expect(calls.managers).toEqual([[2]]);
    // [11, 10] and [10, 11] are the same set: asked once.
    await memo.services(ORG, [10, 11]);
    expect(calls.services).toEqual([
      [ORG, [10]],
      [ORG, [11, 10]],
    ]);
  });
});

describe('showing the audience', () => {
  it('lists each invitation with the member behind it, or none', async () => {
    const { service } = world();
    const views = await service.invitationViews([
      { email: 'ana@chu.fr', createdAt: new Date(2024, 2, 5) },
      { email: 'x@y.fr', createdAt: new Date(2024, 2, 6) },
    ]);
    expect(views).toEqual([
      {
        email: 'ana@chu.fr',
        creationDisplayDate: '05/03/2024',
        user: { slug: 'ana', firstname: 'Ana', lastname: 'Roy', service: 'Achats', organisation: 'CHU de Rennes' },
      },
      { email: 'x@y.fr', creationDisplayDate: '06/03/2024', user: null },
    ]);
  });

  it('names the perimeter’s services in the order given, skipping those that are gone', async () => {
    const { service } = world();
    expect(await service.perimeterViews([11, 77, 10])).toEqual([
      { id: 11, name: 'Magasin' },
      { id: 10, name: 'Achats' },
    ]);
  });
});
