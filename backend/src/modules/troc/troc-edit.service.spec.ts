import { fr, PublicationStatus as S, RequestType, t, Visibility as V } from '@troc/shared';
import type { DataSource, Repository } from 'typeorm';
import { memoryDatabase, testTransactions } from '../../../test/support/memory-database.js';
import { AuditLog } from '../../core/audit/audit-log.entity.js';
import { AuditService } from '../../core/audit/audit.service.js';
import { FormError } from '../../core/errors/index.js';
import type { CategoryService } from '../category/category.service.js';
import { Troc } from './entities/troc.entity.js';
import { TrocEditService } from './troc-edit.service.js';
import { TrocQueries } from './troc.queries.js';
import { TrocStockService } from './troc-stock.service.js';

const details = (itemTotalQuantity: number) => ({
  requestType: 'Offer',
  category: 102,
  name: 'Fauteuil de bureau',
  description: 'Dossier résille, accoudoirs réglables.',
  itemTotalQuantity,
  itemMinQuantity: 1,
  itemState: 'VeryGood',
  itemWeight: '17,5',
});

describe('the details form’s quantities and the publication status', () => {
  let ds: DataSource;
  let trocs: Repository<Troc>;
  let audit: Repository<AuditLog>;
  let service: TrocEditService;
  let n = 0;

  const listing = (publicationStatus: S, over: Partial<Troc> = {}) =>
    trocs.save(
      trocs.create({
        slug: `t${++n}`,
        name: `annonce ${n}`,
        requestType: RequestType.Offer,
        visibility: [V.External],
        visExternal: true,
        publicationStatus,
        ownerId: 1,
        managerId: 1,
        organisationId: 1,
        organisationName: 'CHU',
        image0Id: 1,
        itemTotalQuantity: 5,
        ...over,
      }),
    );

  beforeEach(async () => {
    ds = await memoryDatabase([Troc, AuditLog]);
    trocs = ds.getRepository(Troc);
    audit = ds.getRepository(AuditLog);
    const categories = { exists: () => true } as unknown as CategoryService;
    const stock = new TrocStockService(new AuditService(audit));
    // The details form reads the category list and writes the listing; nothing else is reached.
    const none = null as never;
    service = new TrocEditService(
      new TrocQueries(trocs, null as never),
      testTransactions(ds),
      categories,
      none,
      none,
      none,
      none,
      none,
      none,
      stock,
    );
  });
  afterEach(() => ds.destroy());

  it('exhausts a published listing edited down to what was handed over, and restocks it when raised', async () => {
    const troc = await listing(S.Published, { quantityOut: 2 });
    expect((await service.updateDetails(troc, details(2), 1)).publicationStatus).toBe(S.Unavailable);
    expect(await trocs.findOneByOrFail({ id: troc.id })).toMatchObject({ publicationStatus: S.Unavailable });
    expect(await audit.findOneByOrFail({ entityId: troc.id })).toMatchObject({
      action: 'exhaust',
      fromStatus: S.Published,
      toStatus: S.Unavailable,
      actorId: 1,
    });
    expect((await service.updateDetails(troc, details(3), 1)).publicationStatus).toBe(S.Published);
  });

  it('leaves a draft as it is whatever remains', async () => {
    const troc = await listing(S.Draft, { quantityOut: 2 });
    expect((await service.updateDetails(troc, details(2), 1)).publicationStatus).toBe(S.Draft);
  });

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FormError);
    return { errors: (error as FormError).errors };
  };

  it('refuses a total lowered below what exchanges reserved and handed over, and writes nothing', async () => {
    const troc = await listing(S.Published, { quantityReserved: 2, quantityOut: 1 });
    expect(await refusal(service.updateDetails(troc, details(2), 1))).toMatchObject({
      errors: { itemTotalQuantity: [t(fr.listing.errors.quantityBelowHeld, { held: 3 })] },
    });
    expect(await trocs.findOneByOrFail({ id: troc.id })).toMatchObject({ itemTotalQuantity: 5 });
    const fresh = await trocs.findOneByOrFail({ id: troc.id });
    expect((await service.updateDetails(fresh, details(3), 1)).publicationStatus).toBe(S.Unavailable);
  });

  it('asks the modules holding units without the stock (loans) only when the total goes down', async () => {
    const asked: number[] = [];
    service.guardQuantity(async (_manager, troc) => {
      asked.push(troc.itemTotalQuantity ?? 0);
      return (troc.itemTotalQuantity ?? 0) < 4 ? 'Le bien n’est pas disponible.' : null;
    });
    const troc = await listing(S.Published);
    expect(await refusal(service.updateDetails(troc, details(3), 1))).toMatchObject({
      errors: { itemTotalQuantity: ['Le bien n’est pas disponible.'] },
    });
    const fresh = await trocs.findOneByOrFail({ id: troc.id });
    await service.updateDetails(fresh, details(8), 1);
    await service.updateDetails(fresh, details(4), 1);
    expect(asked).toEqual([3, 4]);
  });
});
