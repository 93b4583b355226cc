import { PublicationStatus as S, RequestType, Visibility as V } from '@troc/shared';
import type { DataSource, Repository } from 'typeorm';
import { anActor } from '../../../test/support/actors.js';
import { memoryDatabase, testTransactions } from '../../../test/support/memory-database.js';
import { Troc } from './entities/troc.entity.js';
import { TrocOperationQueries } from './troc-operations.queries.js';
import { TrocOperationsService } from './troc-operations.service.js';

const owner = anActor({ email: 'owner@exemple.fr' });

describe('the listings of an operation', () => {
  let ds: DataSource;
  let trocs: Repository<Troc>;
  let service: TrocOperationsService;
  let n = 0;
  const operation = { id: 7, organisationId: 1 };

  const listing = (publicationStatus: S) =>
    trocs.save(
      trocs.create({
        slug: `t${++n}`,
        name: `annonce ${n}`,
        requestType: RequestType.Offer,
        visibility: [V.External],
        visExternal: true,
        publicationStatus,
        ownerId: owner.id,
        managerId: owner.id,
        organisationId: owner.organisationId,
        organisationName: 'CHU',
        operationId: operation.id,
      }),
    );

  beforeEach(async () => {
    ds = await memoryDatabase([Troc]);
    trocs = ds.getRepository(Troc);
    service = new TrocOperationsService(new TrocOperationQueries(trocs), null as never, testTransactions(ds));
  });
  afterEach(() => ds.destroy());

  it('keeps a deleted listing among those whose exchanges count, not among those shown', async () => {
    const live = await listing(S.Published);
    const deleted = await listing(S.Archived);
    expect(await service.listingIdsOf(operation.id)).toEqual([live.id, deleted.id]);
    expect((await service.countsOf([operation.id])).get(operation.id)).toBe(1);
  });

  it('leaves a deleted listing in its operation when the ads form is saved again', async () => {
    const kept = await listing(S.Published);
    const dropped = await listing(S.Published);
    const deleted = await listing(S.Archived);
    await service.assign(owner, operation, [kept.slug]);
    const rows = await trocs.find({ order: { id: 'ASC' } });
    expect(rows.map((t) => [t.id, t.operationId])).toEqual([
      [kept.id, operation.id],
      [dropped.id, null],
      [deleted.id, operation.id],
    ]);
  });
});
