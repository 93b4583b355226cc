import { PublicationStatus as S, RequestType, Visibility as V } from '@troc/shared';
import type { DataSource, Repository } from 'typeorm';
import { memoryDatabase, testTransactions } from '../../../test/support/memory-database.js';
import { AuditLog } from '../../core/audit/audit-log.entity.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { AuditService } from '../../core/audit/audit.service.js';
import type { OrganisationsService } from '../identity/organisations.service.js';
import { Troc } from './entities/troc.entity.js';
import type { TrocCardsService } from './troc-cards.service.js';
import { TrocPublicationService } from './troc-publication.service.js';
import { TrocQueries } from './troc.queries.js';

describe('the publication tick', () => {
  let ds: DataSource;
  let trocs: Repository<Troc>;
  let service: TrocPublicationService;
  let n = 0;

  const listing = (publicationStatus: S, start: string, end: string, over: Partial<Troc> = {}) =>
    trocs.save(
      trocs.create({
        slug: `t${++n}`,
        name: `annonce ${n}`,
        requestType: RequestType.Offer,
        visibility: [V.External],
        visExternal: true,
        publicationStatus,
        availabilityStartDate: start,
        availabilityEndDate: end,
        ownerId: 1,
        managerId: 1,
        organisationId: 1,
        organisationName: 'CHU',
        ...over,
      }),
    );

  beforeEach(async () => {
    ds = await memoryDatabase([Troc, AuditLog]);
    trocs = ds.getRepository(Troc);
    // The tick reads and writes listings and the audit log only.
    service = new TrocPublicationService(
      testTransactions(ds),
      new TrocQueries(trocs),
      new AuditService(ds.getRepository(AuditLog)),
      null as unknown as OrganisationsService,
      null as unknown as TrocCardsService,
      new DomainEvents(),
    );
  });

  afterEach(() => ds?.destroy());

  it('publishes scheduled listings on their start date, and expires live ones after their end date', async () => {
    const due = await listing(S.ToPublish, '2026-11-23', '2026-12-31');
    const later = await listing(S.ToPublish, '2026-11-24', '2026-12-31');
    const over = await listing(S.Published, '2026-01-01', '2026-11-22');
    const lastDay = await listing(S.Published, '2026-01-01', '2026-11-23');
    const exhausted = await listing(S.Unavailable, '2026-01-01', '2026-11-01');

    expect(await service.tick('2026-11-23')).toEqual({ started: 1, expired: 2 });
    const status = async (t: Troc) => (await trocs.findOneByOrFail({ id: t.id })).publicationStatus;
    expect(await status(due)).toBe(S.Published);
    expect((await trocs.findOneByOrFail({ id: due.id })).publishedAt).not.toBeNull();
    expect(await status(later)).toBe(S.ToPublish);
    expect(await status(over)).toBe(S.Expired);
    expect(await status(lastDay)).toBe(S.Published);
    expect(await status(exhausted)).toBe(S.Expired);

    const audit = await ds.getRepository(AuditLog).find({ order: { id: 'ASC' } });
    expect(audit.map((a) => [a.entityId, a.action, a.fromStatus, a.toStatus, a.actorId])).toEqual([
      [due.id, 'start', S.ToPublish, S.Published, null],
      [over.id, 'expire', S.Published, S.Expired, null],
      [exhausted.id, 'expire', S.Unavailable, S.Expired, null],
    ]);
  });

  it('does nothing twice: a second tick the same day changes and logs nothing', async () => {
    await listing(S.ToPublish, '2026-11-01', '2026-12-31');
    expect(await service.tick('2026-11-23')).toEqual({ started: 1, expired: 0 });
    expect(await service.tick('2026-11-23')).toEqual({ started: 0, expired: 0 });
    expect(await ds.getRepository(AuditLog).count()).toBe(1);
  });

  it('leaves alone a scheduled listing whose dates have both passed, and a rejected one', async () => {
    const stale = await listing(S.ToPublish, '2026-10-01', '2026-10-31');
    expect((await service.tick('2026-11-23')).started).toBe(0);
    expect((await trocs.findOneByOrFail({ id: stale.id })).publicationStatus).not.toBe(S.Published);
  });
});
