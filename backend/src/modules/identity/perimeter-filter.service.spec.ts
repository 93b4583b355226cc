import { fr, PERIMETER_CODES_MAX, Role, t } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import { ForbiddenError } from '../../core/errors/index.js';
import type { Service } from './entities/service.entity.js';
import { PerimeterFilterService } from './perimeter-filter.service.js';
import { formErrorsOf } from '../../../test/support/form-errors.js';

// The user services filter with the organisation's tree and its members faked: no database.
const P = fr.perimeter.errors;
const ORG = 1;
const node = (id: number, parentId: number | null, hierarchy: string, name: string, organisationId = ORG) =>
  ({ id, parentId, hierarchy, name, internalCode: null, nbChildren: 0, organisationId }) as unknown as Service;
/** Direction ⊃ (Achats ⊃ Magasin, Biomédical); an orphan service; and the clinic, another organisation. */
const tree = [
  node(1, null, '/1/', 'Direction'),
  node(2, 1, '/1/2/', 'Achats'),
  node(3, 2, '/1/2/3/', 'Magasin'),
  node(4, 1, '/1/4/', 'Biomédical'),
  node(5, null, '/5/', 'Ancien service'),
  // An id whose path starts with the same digits as Achats' must not be taken for one of its children.
  node(23, 1, '/1/23/', 'Accueil'),
  node(90, null, '/90/', 'Clinique', 9),
];
const admin = anActor({ id: 7, roles: [Role.User, Role.OrganisationAdmin] });
const member = anActor({ id: 8 });

function world() {
  const calls: string[] = [];
  const own = (organisationId: number) => tree.filter((s) => s.organisationId === organisationId);
  const services = {
    tree: async (organisationId: number) => {
      calls.push(`tree ${organisationId}`);
      return own(organisationId);
    },
    topServices: async (organisationId: number) => own(organisationId).filter((s) => s.parentId === null),
    servicesOf: async (organisationId: number, ids: readonly number[]) =>
      own(organisationId).filter((s) => ids.includes(s.id)),
    service: async (organisationId: number, id: number) => own(organisationId).find((s) => s.id === id) ?? null,
    children: async (organisationId: number, parentId: number) =>
      own(organisationId).filter((s) => s.parentId === parentId),
    searchServices: async (organisationId: number, keyword: string, take: number) => {
      calls.push(`search ${organisationId} ${keyword} ${take}`);
      return own(organisationId).filter((s) => s.name.toLowerCase().includes(keyword.toLowerCase()));
    },
  };
  const users = {
    idsInServices: async (organisationId: number, ids: readonly number[]) => {
      calls.push(`members ${organisationId} ${ids.join(',')}`);
      return [70, 71];
    },
  };
  const service = new PerimeterFilterService(
    ...([services, users] as never as ConstructorParameters<typeof PerimeterFilterService>),
  );
  return { service, calls };
}

describe('the dropdown of the services filter', () => {
  it('is for organisation admins only', async () => {
    const { service } = world();
    const refused = service.choices(member, {});
    await expect(refused).rejects.toBeInstanceOf(ForbiddenError);
    await expect(refused).rejects.toMatchObject({ code: 'PERIMETER_ADMIN_ONLY', message: P.adminOnly });
  });

  it('opens on the root alone, the orphans only when asked', async () => {
    const { service } = world();
    expect(await service.choices(admin, { hideOrphans: true })).toEqual([
      { code: '1', name: 'Direction', internalCode: null, parent: null, path: [], nbChildren: 0 },
    ]);
    expect((await service.choices(admin, { hideOrphans: false })).map((c) => c.code)).toEqual(['1', '5']);
  });

  it('opens a folder on its sub-services with the path above them', async () => {
    const { service } = world();
    const under = await service.choices(admin, { code: '2' });
    expect(under).toEqual([
      { code: '3', name: 'Magasin', internalCode: null, parent: '2', path: ['1', '2'], nbChildren: 0 },
    ]);
  });

  it('refuses to open a folder of another organisation', async () => {
    const { service } = world();
    expect(await formErrorsOf(service.choices(admin, { code: '90' }))).toEqual({
      'form.code': [t(P.unknown, { codes: '90' })],
    });
  });

  it('names the chosen codes of the organisation only, and at most the allowed number', async () => {
    const { service } = world();
    expect((await service.choices(admin, { codes: '3, 90' })).map((c) => c.name)).toEqual(['Magasin']);
    const many = Array.from({ length: PERIMETER_CODES_MAX + 1 }, (_, i) => i + 1).join(',');
    expect(await formErrorsOf(service.choices(admin, { codes: many }))).toEqual({
      'form.codes': [t(P.tooMany, { max: PERIMETER_CODES_MAX })],
    });
  });

  it('searches the organisation’s tree, at most 50 answers', async () => {
    const { service, calls } = world();
    expect((await service.choices(admin, { keyword: 'MAGAS', code: '1' })).map((c) => c.name)).toEqual(['Magasin']);
    expect(calls).toEqual(['search 1 MAGAS 50']);
  });
});

describe('narrowing a list to services', () => {
  const resolve = (form: Record<string, string>, actor = admin) =>
    world().service.resolve(actor, form, 'troc_filter_form');

  it('chooses nothing without a field, even for a member', async () => {
    expect(await resolve({}, member)).toBeNull();
    expect(await resolve({ perimeter_selected: ' , ' }, member)).toBeNull();
  });

  it('refuses a member who fills a field', async () => {
    await expect(resolve({ perimeter_selected: '2' }, member)).rejects.toMatchObject({ code: 'PERIMETER_ADMIN_ONLY' });
  });

  it('takes a folder whole, a service alone, and leaves out a folder unselected', async () => {
    expect(await resolve({ perimeter_services_all: '2' })).toEqual([2, 3]);
    expect(await resolve({ perimeter_selected: '2' })).toEqual([2]);
    expect(await resolve({ perimeter_selected: '3, 4' })).toEqual([3, 4]);
    expect(await resolve({ perimeter_services_all: '1', perimeter_unselected: '2' })).toEqual([1, 4, 23]);
  });

  it('takes the rest of the organisation when only exclusions are given', async () => {
    expect(await resolve({ perimeter_unselected: '4' })).toEqual([1, 2, 3, 5, 23]);
  });

  it('names the codes of another organisation in the 422, on the selected field', async () => {
    expect(await formErrorsOf(resolve({ perimeter_selected: '90', perimeter_unselected: '90, 91' }))).toEqual({
      'troc_filter_form.perimeter_selected': [t(P.unknown, { codes: '90, 91' })],
    });
  });

  it('refuses more codes than allowed on the field that holds them, before reading the tree', async () => {
    const { service, calls } = world();
    const many = Array.from({ length: PERIMETER_CODES_MAX + 1 }, (_, i) => i + 1).join(',');
    expect(await formErrorsOf(service.resolve(admin, { perimeter_unselected: many }, 'f'))).toEqual({
      'f.perimeter_unselected': [t(P.tooMany, { max: PERIMETER_CODES_MAX })],
    });
    expect(calls).toEqual([]);
  });

  it('scopes a list to the member alone, or to the organisation’s chosen services', async () => {
    const { service } = world();
    expect(await service.scopeOf(admin, {}, 'f')).toEqual({ userId: 7 });
    expect(await service.scopeOf(admin, { perimeter_selected: '4' }, 'f')).toEqual({
      userId: 7,
      organisation: { id: ORG, services: [4] },
    });
  });
});

describe('the organisation’s services and their members', () => {
  it('lists every service of the organisation', async () => {
    expect(await world().service.allOf(ORG)).toEqual([1, 2, 3, 4, 5, 23]);
  });

  it('asks for the members of the services given, and for nobody without a service', async () => {
    const { service, calls } = world();
    expect(await service.memberIds(ORG, [])).toEqual([]);
    expect(calls).toEqual([]);
    expect(await service.memberIds(ORG, [2, 3])).toEqual([70, 71]);
    expect(calls).toEqual(['members 1 2,3']);
  });
});
