import { fr, PublicationStatus as S, RequestType, t, Visibility as V } from '@troc/shared';
import type { DataSource, Repository } from 'typeorm';
import { memoryDatabase } from '../../../test/support/memory-database.js';
import type { AuditEntry } from '../../core/audit/audit.service.js';
import { ConflictError } from '../../core/errors/index.js';
import { Troc } from './entities/troc.entity.js';
import { TrocStockService } from './troc-stock.service.js';

// The stock's moves are single conditional UPDATEs (troc-stock.queries' free functions): they run on
// an SQLite database in memory; the audit is faked.
describe('the listing’s stock', () => {
  let ds: DataSource;
  let trocs: Repository<Troc>;
  let audit: AuditEntry[];
  let stock: TrocStockService;
  let n = 0;

  const listing = (over: Partial<Troc> = {}) =>
    trocs.save(
      trocs.create({
        slug: `t${++n}`,
        name: `annonce ${n}`,
        requestType: RequestType.Offer,
        visibility: [V.External],
        publicationStatus: S.Published,
        ownerId: 1,
        managerId: 1,
        organisationId: 1,
        organisationName: 'CHU',
        itemTotalQuantity: 5,
        ...over,
      }),
    );
  const reload = (troc: Troc) => trocs.findOneByOrFail({ id: troc.id });

  beforeEach(async () => {
    ds = await memoryDatabase([Troc]);
    trocs = ds.getRepository(Troc);
    audit = [];
    stock = new TrocStockService(
      ...([{ record: async (entry: AuditEntry) => void audit.push(entry) }] as never as ConstructorParameters<
        typeof TrocStockService
      >),
    );
  });
  afterEach(() => ds.destroy());

  it('bounds a request by what remains, the minimum and the maximum, counting what the request already holds', async () => {
    const troc = await listing({ quantityReserved: 1, quantityOut: 1, itemMinQuantity: 1, itemMaxQuantity: 2 });
    expect(stock.bounds(troc)).toEqual({ min: 1, max: 2, fixed: false, remaining: 3 });
    expect(stock.bounds({ ...troc, itemMinQuantity: 3 } as Troc)).toEqual({
      min: 3,
      max: 3,
      fixed: true,
      remaining: 3,
    });
    expect(stock.bounds({ ...troc, itemMaxQuantity: null } as Troc, 1)).toEqual({
      min: 1,
      max: 4,
      fixed: false,
      remaining: 4,
    });
  });

  it('reserves, releases and hands over, keeping the listing published while something remains', async () => {
    const troc = await listing();
    await ds.transaction((m) => stock.move(m, troc.id, 'reserve', 2, 7));
    expect(await reload(troc)).toMatchObject({ quantityReserved: 2, quantityOut: 0, publicationStatus: S.Published });
    await ds.transaction((m) => stock.move(m, troc.id, 'handOver', 1, 7));
    expect(await reload(troc)).toMatchObject({ quantityReserved: 1, quantityOut: 1 });
    await ds.transaction((m) => stock.move(m, troc.id, 'release', 1, 7));
    expect(await reload(troc)).toMatchObject({ quantityReserved: 0, quantityOut: 1 });
    expect(audit).toEqual([]);
  });

  it('refuses to reserve more than remains, naming what does, and moves nothing', async () => {
    const troc = await listing({ quantityReserved: 3 });
    const attempt = ds.transaction((m) => stock.move(m, troc.id, 'reserve', 3, 7));
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(ds.transaction((m) => stock.move(m, troc.id, 'reserve', 3, 7))).rejects.toMatchObject({
      code: 'TROC_STOCK_REFUSED',
      message: t(fr.tracker.errors.notEnoughLeft, { remaining: 2 }),
    });
    expect(await reload(troc)).toMatchObject({ quantityReserved: 3 });
  });

  it('says nothing is left when the listing is exhausted', async () => {
    const troc = await listing({ quantityOut: 5, publicationStatus: S.Unavailable });
    await expect(ds.transaction((m) => stock.move(m, troc.id, 'reserve', 1, 7))).rejects.toMatchObject({
      code: 'TROC_STOCK_REFUSED',
      message: fr.tracker.errors.nothingLeft,
    });
  });

  it('exhausts a published listing when its last units are reserved, and audits it', async () => {
    const troc = await listing({ quantityOut: 3 });
    await ds.transaction((m) => stock.move(m, troc.id, 'reserve', 2, 7));
    expect(await reload(troc)).toMatchObject({ publicationStatus: S.Unavailable, quantityReserved: 2 });
    expect(audit).toEqual([
      { entityType: 'troc', entityId: troc.id, action: 'exhaust', from: S.Published, to: S.Unavailable, actorId: 7 },
    ]);
  });

  it('restocks an unavailable listing when a cancellation gives units back', async () => {
    const troc = await listing({ quantityReserved: 2, quantityOut: 3, publicationStatus: S.Unavailable });
    await ds.transaction((m) => stock.move(m, troc.id, 'release', 2, null));
    expect(await reload(troc)).toMatchObject({ publicationStatus: S.Published, quantityReserved: 0 });
    expect(audit).toEqual([
      { entityType: 'troc', entityId: troc.id, action: 'restock', from: S.Unavailable, to: S.Published, actorId: null },
    ]);
  });

  it('leaves a listing the publication table does not move from as it is (a draft, an expired one)', async () => {
    const draft = await listing({ publicationStatus: S.Draft });
    await ds.transaction((m) => stock.move(m, draft.id, 'reserve', 5, 7));
    const expired = await listing({ publicationStatus: S.Expired, quantityReserved: 5 });
    await ds.transaction((m) => stock.move(m, expired.id, 'release', 5, 7));
    expect(await reload(draft)).toMatchObject({ publicationStatus: S.Draft, quantityReserved: 5 });
    expect(await reload(expired)).toMatchObject({ publicationStatus: S.Expired, quantityReserved: 0 });
    expect(audit).toEqual([]);
  });

  it('counts a demand’s requested quantity as its total', async () => {
    const demand = await listing({ requestType: RequestType.Demand, itemTotalQuantity: null, itemRequestQuantity: 2 });
    await expect(ds.transaction((m) => stock.move(m, demand.id, 'reserve', 3, 7))).rejects.toMatchObject({
      message: t(fr.tracker.errors.notEnoughLeft, { remaining: 2 }),
    });
    await ds.transaction((m) => stock.move(m, demand.id, 'reserve', 2, 7));
    expect(await reload(demand)).toMatchObject({ publicationStatus: S.Unavailable });
  });
});
