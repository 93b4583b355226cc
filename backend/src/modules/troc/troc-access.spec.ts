import { PublicationStatus as S, RequestType, Role, Visibility as V } from '@troc/shared';
import type { DataSource, Repository } from 'typeorm';
import { anActor } from '../../../test/support/actors.js';
import { memoryDatabase } from '../../../test/support/memory-database.js';
import type { Actor } from '../../core/auth/actor.js';
import { TrocInvitation } from './entities/troc-invitation.entity.js';
import { TrocPerimeter } from './entities/troc-perimeter.entity.js';
import { Troc } from './entities/troc.entity.js';
import { canManage, canModerate } from './troc-access.js';
import { whereVisible } from './troc-visibility.queries.js';

const actor = (over: Partial<Actor> = {}): Actor =>
  anActor({ id: 100, email: 'agent@chu.fr', groupId: 10, serviceId: 3, serviceIds: [1, 3], ...over });

describe('listing access rules', () => {
  let ds: DataSource;
  let trocs: Repository<Troc>;
  let n = 0;

  const listing = async (name: string, visibility: V[], over: Partial<Troc> = {}) =>
    trocs.save(
      trocs.create({
        slug: `s${++n}`,
        name,
        requestType: RequestType.Offer,
        visibility,
        visIndividual: visibility.includes(V.Individual),
        visExternal: visibility.includes(V.External),
        visGroup: visibility.includes(V.Group),
        visInternal: visibility.includes(V.Internal),
        visPrivate: visibility.includes(V.Private),
        publicationStatus: S.Published,
        ownerId: 1,
        managerId: 1,
        organisationId: 1,
        organisationGroupId: 10,
        organisationName: 'CHU',
        ...over,
      }),
    );

  const seen = async (viewer: Actor | null, liveOnly?: S[]) =>
    (await whereVisible(trocs.createQueryBuilder('t'), 't', viewer, liveOnly ? { liveOnly } : {}).getMany())
      .map((t) => t.name)
      .sort();

  beforeAll(async () => {
    ds = await memoryDatabase([Troc, TrocInvitation, TrocPerimeter]);
    trocs = ds.getRepository(Troc);
    await listing('public', [V.Individual, V.External, V.Group, V.Internal]);
    await listing('organisations', [V.External, V.Group, V.Internal]);
    await listing('group', [V.Group], { organisationId: 2, organisationGroupId: 10 });
    await listing('internal', [V.Internal]);
    const perimeter = await listing('perimeter', [V.Internal], { perimeterRestricted: true });
    await ds.getRepository(TrocPerimeter).save({ trocId: perimeter.id, serviceId: 1 });
    const privateOne = await listing('private', [V.Private]);
    await ds.getRepository(TrocInvitation).save({ trocId: privateOne.id, email: 'invite@asso.fr' });
    await listing('draft', [V.Individual], { publicationStatus: S.Draft, ownerId: 100 });
    await listing('to moderate', [V.External], { publicationStatus: S.ToModerate });
  });

  afterAll(() => ds?.destroy());

  it('shows visitors the public live listings only', async () => {
    expect(await seen(null)).toEqual(['public']);
  });

  it('shows a member of the organisation its internal ones, within the perimeter, and their own drafts', async () => {
    expect(await seen(actor())).toEqual(['draft', 'group', 'internal', 'organisations', 'perimeter', 'public']);
    // Outside the perimeter's services (nor below them), the restricted listing disappears.
    expect(await seen(actor({ serviceIds: [7] }))).not.toContain('perimeter');
    // Live lists leave out what is only the viewer's own.
    expect(await seen(actor(), [S.Published])).not.toContain('draft');
  });

  it('shows another organisation of the group its group listings, and the world the external ones', async () => {
    expect(await seen(actor({ id: 200, organisationId: 2 }))).toEqual(['group', 'organisations', 'public']);
    expect(await seen(actor({ id: 300, organisationId: 9, groupId: null, serviceIds: [] }))).toEqual([
      'organisations',
      'public',
    ]);
  });

  it('shows a private listing to the invited address only', async () => {
    const invited = actor({ id: 400, organisationId: 9, groupId: null, email: 'invite@asso.fr', serviceIds: [] });
    expect(await seen(invited)).toContain('private');
    expect(await seen(actor())).not.toContain('private');
  });

  it('lets moderators of the organisation see what waits for them', async () => {
    expect(await seen(actor({ moderator: true, roles: [Role.Moderator] }))).toContain('to moderate');
    expect(await seen(actor({ organisationId: 2, moderator: true, roles: [Role.Moderator] }))).not.toContain(
      'to moderate',
    );
  });

  it('lets the owner and the manager manage, moderators of the organisation and platform admins moderate', () => {
    const troc = { ownerId: 1, managerId: 5, organisationId: 1 } as Troc;
    expect(canManage(troc, actor({ id: 5 }))).toBe(true);
    expect(canManage(troc, actor({ id: 6 }))).toBe(false);
    expect(canManage(troc, null)).toBe(false);
    expect(canModerate(troc, actor({ roles: [Role.Moderator] }))).toBe(true);
    expect(canModerate(troc, actor({ organisationId: 2, roles: [Role.Moderator] }))).toBe(false);
    expect(canModerate(troc, actor({ organisationId: 2, roles: [Role.PlatformAdmin] }))).toBe(true);
    expect(canModerate(troc, actor())).toBe(false);
  });
});
