import { ItemState, PublicationStatus as S, RequestType, Role, Visibility as V } from '@troc/shared';
import type { DataSource, Repository } from 'typeorm';
import { memoryDatabase, testTransactions } from '../../../test/support/memory-database.js';
import { AuditLog } from '../../core/audit/audit-log.entity.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { AuditService } from '../../core/audit/audit.service.js';
import type { OrganisationsService } from '../identity/organisations.service.js';
import { Troc } from './entities/troc.entity.js';
import type { TrocCardsService } from './troc-cards.service.js';
import { TrocPublicationService } from './troc-publication.service.js';
import { actorOf } from '../../core/auth/actor.js';
import { FormError, TransitionRefusedError } from '../../core/errors/index.js';
import { insertListings } from './troc-edit.queries.js';
import { applyDetails } from './troc-form-mapping.js';
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
      new TrocQueries(trocs, null as never),
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

describe('« Publier » on new listings, decided before their insert', () => {
  let ds: DataSource;
  let service: TrocPublicationService;
  const actor = actorOf({ id: 7, roles: [Role.User], organisationId: 1, serviceId: 3 } as never);

  beforeEach(async () => {
    ds = await memoryDatabase([Troc, AuditLog]);
    service = new TrocPublicationService(
      testTransactions(ds),
      new TrocQueries(ds.getRepository(Troc), null as never),
      new AuditService(ds.getRepository(AuditLog)),
      null as unknown as OrganisationsService,
      null as unknown as TrocCardsService,
      new DomainEvents(),
    );
  });

  afterEach(() => ds?.destroy());

  /** A draft a demand's forms would accept, not yet written. */
  const draft = (slug: string, over: Partial<Troc> = {}) => {
    const troc = ds.getRepository(Troc).create({
      slug,
      visibility: [V.Internal],
      visInternal: true,
      publicationStatus: S.Draft,
      availabilityStartDate: '2026-01-01',
      availabilityEndDate: '2099-12-31',
      postal: '33000',
      cityCode: '33063',
      cityName: 'Bordeaux',
      ownerId: 7,
      managerId: 7,
      serviceId: 3,
      organisationId: 1,
      organisationName: 'CHU',
      // Unwritten, a draft reads as the database would give it back (see TrocEditService.draft).
      swapType: null,
      itemPriceType: null,
      currentPriceCents: null,
      purchasePriceCents: null,
    });
    applyDetails(
      troc,
      {
        requestType: RequestType.Demand,
        name: 'Armoire métallique',
        description: 'Une armoire à rideau pour les archives du service.',
        itemRequestQuantity: '2',
        itemState: ItemState.VeryGood,
        itemWeight: '40',
      },
      102,
    );
    return Object.assign(troc, over);
  };

  it('inserts the accepted ones published, with their audit entries, and the refused ones as drafts', async () => {
    const ready = draft('pret');
    const moderated = draft('modere', { organisationId: 2 });
    const incomplete = draft('incomplet', { name: '' });
    const past = draft('passee', { availabilityEndDate: '2020-01-01' });
    const listings = [ready, moderated, incomplete, past].map((troc) => ({ troc, invitations: [], perimeter: [] }));
    const refusals = await ds.transaction((manager) =>
      service.publishOnInsert(
        manager,
        listings,
        actor,
        new Map([
          [1, false],
          [2, true],
        ]),
        () => insertListings(manager, listings),
      ),
    );
    expect(refusals.map((refusal) => refusal?.constructor ?? null)).toEqual([null, null, FormError, FormError]);
    const rows = await ds.getRepository(Troc).find({ order: { id: 'ASC' } });
    expect(rows.map((row) => [row.slug, row.publicationStatus, row.publishedAt !== null])).toEqual([
      ['pret', S.Published, true],
      ['modere', S.ToModerate, false],
      ['incomplet', S.Draft, false],
      ['passee', S.Draft, false],
    ]);
    expect(ready.id).toBe(rows[0]!.id);
    const audit = await ds.getRepository(AuditLog).find({ order: { id: 'ASC' } });
    expect(audit.map((a) => [a.entityId, a.action, a.fromStatus, a.toStatus, a.actorId])).toEqual([
      [ready.id, 'publish', S.Draft, S.Published, 7],
      [moderated.id, 'publish', S.Draft, S.ToModerate, 7],
    ]);
  });

  it('refuses a listing already written: it is published through its own transition', async () => {
    const [written] = await ds.getRepository(Troc).save([draft('ecrite')]);
    let inserted = false;
    const refusals = await ds.transaction((manager) =>
      service.publishOnInsert(
        manager,
        [{ troc: written!, invitations: [], perimeter: [] }],
        actor,
        new Map(),
        async () => {
          inserted = true;
        },
      ),
    );
    expect(refusals[0]).toBeInstanceOf(TransitionRefusedError);
    expect(inserted).toBe(true);
    expect(await ds.getRepository(AuditLog).count()).toBe(0);
  });
});
