import { OrganisationKind, OrganismType } from '@troc/shared';
import type { Tx } from '../../core/database/transactions.js';
import type { Organisation } from './entities/organisation.entity.js';
import type { Service } from './entities/service.entity.js';
import { OrganisationsService } from './organisations.service.js';

// Organisations and their trees with the queries faked: no database.
const TX = { tx: true } as unknown as Tx;
const hospital = (over: Partial<Organisation> = {}) =>
  ({
    id: 1,
    name: 'CHU de Rennes',
    organismType: OrganismType.Gouv,
    identifier: '263500076',
    siret: null,
    ...over,
  }) as Organisation;

function world(existing: Organisation[] = [], options: { siretTaken?: boolean; root?: boolean } = {}) {
  const organisations = [...existing];
  const seen = {
    lookups: [] as object[],
    inserted: [] as Partial<Organisation>[],
    sirets: [] as [number, string][],
    services: [] as { fields: Partial<Service>; parent: Service | null }[],
    managers: new Set<unknown>(),
    queried: [] as string[],
  };
  const matches = (org: Organisation, where: Record<string, unknown>) =>
    Object.entries(where).every(([key, value]) => org[key as keyof Organisation] === value);
  const queries = {
    organisationBy: async (manager: unknown, where: Record<string, unknown>) => {
      seen.managers.add(manager);
      seen.lookups.push(where);
      return organisations.find((org) => matches(org, where)) ?? null;
    },
    insertOrganisation: async (_m: unknown, fields: Partial<Organisation>) => {
      seen.inserted.push(fields);
      const saved = { ...fields, id: 50 + organisations.length } as Organisation;
      organisations.push(saved);
      return saved;
    },
    siretTaken: async () => options.siretTaken ?? false,
    setSiret: async (_m: unknown, id: number, siret: string) => void seen.sirets.push([id, siret]),
    rootService: async (_m: unknown, organisationId: number) =>
      options.root ? ({ id: 7, name: 'Direction', organisationId } as Service) : null,
    insertService: async (_m: unknown, fields: Partial<Service>, parent: Service | null) => {
      seen.services.push({ fields, parent });
      return { ...fields, id: 70 } as Service;
    },
    servicePage: async (organisationId: number, page: number, size: number) => {
      seen.queried.push(`page ${organisationId} ${page} ${size}`);
      return [
        [
          {
            id: 7,
            name: 'Direction',
            internalCode: 'D',
            altInternalCode: null,
            prefix: null,
            hierarchy: '/7/',
            nbChildren: 2,
            organisationId,
            parentId: null,
          } as unknown as Service,
        ],
        12,
      ] as [Service[], number];
    },
    servicesOf: async () => {
      seen.queried.push('servicesOf');
      return [];
    },
    servicesByIds: async (ids: readonly number[]) => {
      seen.queried.push('servicesByIds');
      return ids.map((id) => ({ id, name: `S${id}` }) as Service);
    },
  };
  const service = new OrganisationsService(
    ...([queries] as never as ConstructorParameters<typeof OrganisationsService>),
  );
  return { service, seen };
}

describe('the organisation of a registration', () => {
  it('finds a directory entry by its identifier, whatever the name typed, and keeps its root service', async () => {
    const { service, seen } = world([hospital()], { root: true });
    const found = await service.findOrCreate(TX, {
      organismType: OrganismType.Gouv,
      name: 'Autre nom',
      identifier: '263500076',
    });
    expect(found.organisation.id).toBe(1);
    expect(found.rootService).toMatchObject({ id: 7 });
    expect(seen.lookups).toEqual([{ organismType: OrganismType.Gouv, identifier: '263500076' }]);
    expect(seen.inserted).toEqual([]);
    expect(seen.services).toEqual([]);
    expect([...seen.managers]).toEqual([TX]);
  });

  it('finds an organisation without identifier by its type and exact name', async () => {
    const { service, seen } = world([hospital({ id: 2, identifier: null, organismType: OrganismType.Rna })]);
    const found = await service.findOrCreate(TX, {
      organismType: OrganismType.Rna,
      name: 'CHU de Rennes',
      identifier: null,
    });
    expect(found.organisation.id).toBe(2);
    expect(seen.lookups).toEqual([{ organismType: OrganismType.Rna, name: 'CHU de Rennes' }]);
  });

  it('creates a new one of the kind its type implies, with a root service named after it', async () => {
    const { service, seen } = world();
    const created = await service.findOrCreate(TX, {
      organismType: OrganismType.Sirene,
      name: 'Mobilier SA',
      identifier: '552100554',
    });
    expect(seen.inserted).toEqual([
      {
        name: 'Mobilier SA',
        organismType: OrganismType.Sirene,
        kind: OrganisationKind.Company,
        identifier: '552100554',
        siret: null,
      },
    ]);
    expect(seen.services).toEqual([
      { fields: { organisationId: created.organisation.id, name: 'Mobilier SA' }, parent: null },
    ]);
    expect(created.rootService).toMatchObject({ id: 70, name: 'Mobilier SA' });
  });

  it('teaches an organisation the SIRET of a ProConnect registration, unless it has one or another holds it', async () => {
    const taught = world([hospital()], { root: true });
    const found = await taught.service.findOrCreate(TX, {
      organismType: OrganismType.Gouv,
      name: 'CHU de Rennes',
      identifier: '263500076',
      siret: '26350007600019',
    });
    expect(taught.seen.sirets).toEqual([[1, '26350007600019']]);
    expect(found.organisation.siret).toBe('26350007600019');

    const own = world([hospital({ siret: '26350007600027' })], { root: true });
    const kept = await own.service.findOrCreate(TX, {
      organismType: OrganismType.Gouv,
      name: 'CHU de Rennes',
      identifier: '263500076',
      siret: '26350007600019',
    });
    expect(own.seen.sirets).toEqual([]);
    expect(kept.organisation.siret).toBe('26350007600027');

    const taken = world([hospital()], { root: true, siretTaken: true });
    await taken.service.findOrCreate(TX, {
      organismType: OrganismType.Gouv,
      name: 'CHU de Rennes',
      identifier: '263500076',
      siret: '26350007600019',
    });
    expect(taken.seen.sirets).toEqual([]);
  });
});

describe('the organisation of a SIRET', () => {
  const entry = { organismType: OrganismType.Gouv, identifier: '263500076' };

  it('is the organisation holding it', async () => {
    const { service, seen } = world([hospital({ id: 3, siret: '26350007600019' })]);
    expect(await service.findBySiret(TX, '26350007600019', entry)).toMatchObject({ id: 3 });
    expect(seen.lookups).toEqual([{ siret: '26350007600019' }]);
  });

  it('else the one registered from its directory entry, which learns the SIRET', async () => {
    const { service, seen } = world([hospital()]);
    expect(await service.findBySiret(TX, '26350007600019', entry)).toMatchObject({ id: 1, siret: '26350007600019' });
    expect(seen.sirets).toEqual([[1, '26350007600019']]);
  });

  it('keeps the SIRET the registered organisation already has', async () => {
    const { service, seen } = world([hospital({ siret: '26350007600027' })]);
    expect(await service.findBySiret(TX, '26350007600019', entry)).toMatchObject({ id: 1, siret: '26350007600027' });
    expect(seen.sirets).toEqual([]);
  });

  it('is none without a directory entry', async () => {
    const { service, seen } = world([hospital()]);
    expect(await service.findBySiret(TX, '26350007600019', null)).toBeNull();
    expect(seen.lookups).toEqual([{ siret: '26350007600019' }]);
  });
});

describe('the services of an organisation', () => {
  it('pages the services as references', async () => {
    const { service, seen } = world();
    expect(await service.listServices(1, 2, 10)).toEqual({
      data: [
        {
          id: 7,
          name: 'Direction',
          internalCode: 'D',
          altInternalCode: null,
          prefix: null,
          hierarchy: '/7/',
          nbChildren: 2,
        },
      ],
      total: 12,
    });
    expect(seen.queried).toEqual(['page 1 2 10']);
  });

  it('asks nothing for no services, and maps those asked by id', async () => {
    const { service, seen } = world();
    expect(await service.servicesOf(1, [])).toEqual([]);
    expect((await service.findServices([])).size).toBe(0);
    expect(seen.queried).toEqual([]);
    expect([...(await service.findServices([4, 5])).keys()]).toEqual([4, 5]);
    expect(seen.queried).toEqual(['servicesByIds']);
  });
});
