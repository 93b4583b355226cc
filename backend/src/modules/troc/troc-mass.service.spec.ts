import { fr, PublicationStatus as S, RequestType, Visibility as V } from '@troc/shared';
import type { DataSource, Repository } from 'typeorm';
import { anActor } from '../../../test/support/actors.js';
import { memoryDatabase } from '../../../test/support/memory-database.js';
import type { Actor } from '../../core/auth/actor.js';
import type { UsersService } from '../identity/index.js';
import { TrocInvitation } from './entities/troc-invitation.entity.js';
import { TrocPerimeter } from './entities/troc-perimeter.entity.js';
import { Troc } from './entities/troc.entity.js';
import { TrocMassService } from './troc-mass.service.js';
import { TrocReadService } from './troc-read.service.js';
import { TrocQueries } from './troc.queries.js';

const actor = (id: number, organisationId: number): Actor =>
  anActor({ id, email: `m${id}@exemple.fr`, organisationId, organisationName: `Organisation ${organisationId}` });

describe('a mass action line reads the listing with the actor’s visibility', () => {
  let ds: DataSource;
  let trocs: Repository<Troc>;
  let service: TrocMassService;
  let n = 0;
  const owner = actor(1, 1);
  const outsider = actor(2, 2);

  const listing = (publicationStatus: S, over: Partial<Troc> = {}) =>
    trocs.save(
      trocs.create({
        slug: `t${++n}`,
        name: `Annonce secrète ${n}`,
        requestType: RequestType.Offer,
        visibility: [V.External],
        visExternal: true,
        publicationStatus,
        ownerId: owner.id,
        managerId: owner.id,
        organisationId: owner.organisationId,
        organisationName: 'CHU',
        ...over,
      }),
    );

  beforeEach(async () => {
    ds = await memoryDatabase([Troc, TrocInvitation, TrocPerimeter]);
    trocs = ds.getRepository(Troc);
    const queries = new TrocQueries(trocs, null as never);
    const users = { findByIds: async () => new Map() } as unknown as UsersService;
    // Reading a line needs the listing's queries alone; a line that is refused never reaches the edit services.
    service = new TrocMassService(
      queries,
      null as never,
      new TrocReadService(queries),
      null as never,
      null as never,
      null as never,
      users,
      null as never,
    );
  });
  afterEach(() => ds.destroy());

  it('gives no snapshot of a listing the actor may not see, as of one that does not exist', async () => {
    const draft = await listing(S.Draft);
    expect(await service.snapshot(draft.id, outsider)).toBeNull();
    expect(await service.snapshot(999, outsider)).toBeNull();
    expect(await service.snapshot(draft.id, owner)).toMatchObject({ name: draft.name, slug: draft.slug });
  });

  it('reports an unseen listing by its id alone, the same line as a missing one', async () => {
    const draft = await listing(S.Draft);
    const line = (id: number) => ({ name: String(id), status: 'error', excerpt: {}, message: fr.http.notFound });
    for (const action of ['publish', 'delete', 'edit'] as const) {
      expect(await service.apply(draft.id, action, {}, outsider, null, false)).toEqual(line(draft.id));
      expect(await service.apply(999, action, {}, outsider, null, false)).toEqual(line(999));
    }
  });

  it('names a listing the actor sees but may not manage, with the refusal', async () => {
    const published = await listing(S.Published);
    expect(await service.apply(published.id, 'delete', {}, outsider, null, false)).toMatchObject({
      name: published.name,
      status: 'error',
      message: fr.auth.forbidden,
    });
  });
});
