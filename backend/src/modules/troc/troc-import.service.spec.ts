import { fr, ItemState, type ListingManageValues, PublicationStatus, RequestType, Visibility } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import { ConflictError, FormError } from '../../core/errors/index.js';
import type { Troc } from './entities/troc.entity.js';
import type { ImportRow } from './troc-import.js';
import type { OperationTemplate } from './troc-operations.service.js';
import { type ListingImportContext, TrocImportService } from './troc-import.service.js';

// A listing import's line with the listing queries, the category tree, the communes, the single
// edit's and the publication's services faked: the line's reading and the forms' rules are the real ones.
const E = fr.imports.errors;
const LE = fr.listing.errors;
const DESCRIPTION = 'Fauteuil à roulettes, accoudoirs réglables, bon état général.';
const actor = anActor({ id: 1, organisationId: 4, serviceId: 3 });
const PICTURE = Buffer.from('png');

/** A line the forms accept whole: an offer with its picture in the archive. */
const complete = (over: Record<string, string> = {}): ImportRow => ({
  category: 'Mobilier > Sièges et fauteuils',
  name: 'Fauteuil de direction',
  description: DESCRIPTION,
  itemTotalQuantity: '4',
  itemState: 'Très bon état',
  itemWeight: '12,5',
  swapType: 'Don',
  visibility: 'Toutes les organisations',
  images: 'fauteuil.png',
  ...over,
});

const template = (over: Partial<OperationTemplate> = {}): OperationTemplate =>
  ({
    id: 30,
    organisationId: 8,
    managerId: 6,
    serviceId: 7,
    visibility: [Visibility.Internal],
    invitations: [],
    perimeter: [],
    availabilityStartDate: null,
    availabilityEndDate: null,
    ...over,
  }) as OperationTemplate;

type Fail = Error | null;

function world(options: { existing?: Partial<Troc>; publish?: Fail; attach?: Fail; manageErrors?: object } = {}) {
  const seen = {
    inserted: [] as Troc[],
    manage: [] as ListingManageValues[],
    attached: [] as [number, string][],
    published: [] as Troc[],
    addresses: [] as object[],
    drafts: [] as string[],
    insertedMany: [] as Troc[],
    publishedMany: [] as Troc[],
  };
  const trocs = {
    bySlug: async (slug: string) => (options.existing ? ({ id: 50, slug, ...options.existing } as Troc) : null),
    byId: async (id: number) => ({ ...(seen.inserted.find((troc) => troc.id === id) ?? options.existing), id }),
  };
  const categories = {
    findByText: (text: string) => ({ category: text.startsWith('Mobilier') ? { id: 102 } : null, ambiguous: false }),
  };
  const geo = {
    findCity: (postal: string, city: string) => (postal.startsWith('33') && city === 'Bordeaux' ? {} : null),
  };
  const draft = (by: string, slug: string, over: Partial<Troc> = {}) => {
    seen.drafts.push(by);
    const troc = { slug, organisationId: actor.organisationId, publicationStatus: PublicationStatus.Draft };
    return { ...troc, managerId: actor.id, serviceId: actor.serviceId, visibility: [Visibility.Internal], ...over };
  };
  const edit = {
    draft: (_a: unknown, requestType: RequestType, slug: string) => draft('listing', slug, { requestType }) as Troc,
    checkManage: async (_org: number, values: ListingManageValues) => {
      seen.manage.push(values);
      return { errors: options.manageErrors ?? {}, visibility: values.visibility, invitations: [], perimeter: [] };
    },
    setAddress: async (_troc: Troc, address: object) => {
      seen.addresses.push(address);
      if ((address as { postal: string }).postal === '33001') throw FormError.field('postal', fr.validation.postalCode);
    },
    // The row as written is a copy: a picture changes it, not the object the import holds.
    insert: async (troc: Troc) => {
      seen.inserted.push({ ...Object.assign(troc, { id: 100 + seen.inserted.length }) });
      return troc;
    },
    attachImage: async (troc: Troc, slot: number, file: { originalname: string }) => {
      if (options.attach) throw options.attach;
      seen.attached.push([slot, file.originalname]);
      const row = seen.inserted.find((written) => written.id === troc.id);
      if (row) row.image0Id = 900 + slot;
    },
    insertMany: async (_m: unknown, rows: { troc: Troc }[]) =>
      void seen.insertedMany.push(...rows.map((r) => ({ ...r.troc }))),
  };
  const operations = { draftIn: (_a: unknown, op: OperationTemplate, slug: string) => draft('operation', slug, op) };
  const publication = {
    publish: async (troc: Troc) => {
      if (options.publish) throw options.publish;
      seen.published.push(troc);
      return { ...troc, publicationStatus: PublicationStatus.Published };
    },
    // Decides first, then lets the import insert: the listings are written already published.
    publishOnInsert: async (
      _m: unknown,
      listings: { troc: Troc }[],
      _a: unknown,
      _mod: unknown,
      insert: () => Promise<void>,
    ) => {
      seen.publishedMany.push(...listings.map((l) => l.troc));
      const refusals = listings.map(({ troc }) => {
        if (troc.name === 'Refusé par la publication')
          return new ConflictError('TROC_FORBIDDEN', 'Publication refusée.');
        troc.publicationStatus = PublicationStatus.Published;
        return null;
      });
      await insert();
      return refusals;
    },
    moderates: async (organisationId: number) => organisationId === 8,
  };
  const audience = { memo: () => ({ memo: true }) };
  const deps = [trocs, categories, geo, edit, operations, publication, audience];
  const service = new TrocImportService(...(deps as never as ConstructorParameters<typeof TrocImportService>));
  return { service, seen };
}

const context = (over: Partial<ListingImportContext> = {}): ListingImportContext => ({
  actor,
  operation: null,
  pictures: {
    has: (name) => name === 'fauteuil.png',
    read: async (name) => (name === 'fauteuil.png' ? PICTURE : null),
  },
  ...over,
});

describe('a listing import line, checked (« Tester »)', () => {
  it('is a success when the forms accept it whole, and nothing is written', () => {
    const { service, seen } = world();
    expect(service.check(complete(), context())).toEqual({ status: 'Success', issues: [], troc: null });
    expect(seen).toMatchObject({ drafts: [], inserted: [], manage: [], published: [] });
  });

  it('fails without a usable type, category or name, naming the column and the value read', () => {
    const { service } = world();
    const outcome = (over: Record<string, string>) => service.check(complete(over), context());
    expect(outcome({ category: '' })).toMatchObject({
      status: 'Failed',
      issues: [{ column: 'category', value: '', messages: [LE.chooseCategory] }],
    });
    expect(outcome({ category: 'Soucoupes volantes' })).toMatchObject({
      status: 'Failed',
      issues: [{ column: 'category', value: 'Soucoupes volantes', messages: [E.category] }],
    });
    expect(outcome({ name: '' })).toMatchObject({ status: 'Failed', issues: [{ column: 'name', value: '' }] });
    const troc = outcome({ requestType: 'Troc' });
    expect(troc.status).toBe('Failed');
    expect(troc.issues.map((issue) => issue.column)).toContain('requestType');
  });

  it('leaves any other problem to complete, each under its column with the value read', () => {
    const { service } = world();
    const issues = (over: Record<string, string>, ctx = context()) => {
      const outcome = service.check(complete(over), ctx);
      expect(outcome.status).toBe('ToComplete');
      return outcome.issues;
    };
    expect(issues({ itemWeight: 'lourd' })).toEqual([{ column: 'itemWeight', value: 'lourd', messages: [LE.number] }]);
    expect(issues({ images: 'armoire.png' })).toEqual([
      { column: 'images', value: 'armoire.png', messages: [E.picture, LE.imageRequired] },
    ]);
    expect(issues({}, context({ pictures: null }))).toEqual([
      { column: 'images', value: 'fauteuil.png', messages: [E.picture, LE.imageRequired] },
    ]);
    expect(issues({ postal: '75001', city: 'Bordeaux' })).toEqual([
      { column: 'city', value: 'Bordeaux', messages: [E.city] },
    ]);
    expect(issues({ availabilityStartDate: '31/02/2030' })).toEqual([
      { column: 'availabilityStartDate', value: '31/02/2030', messages: [E.date] },
    ]);
  });

  it('takes the manager’s service and audience from the operation the listings join', () => {
    const { service } = world();
    const serviceless = context({ actor: anActor({ id: 1, serviceId: null }) });
    expect(service.check(complete(), serviceless)).toMatchObject({
      status: 'ToComplete',
      issues: [{ column: 'service', value: '', messages: [LE.chooseService] }],
    });
    expect(service.check(complete(), { ...serviceless, operation: template() })).toMatchObject({ status: 'Success' });
  });
});

describe('a listing import line, applied', () => {
  it('writes nothing for a failed line', async () => {
    const { service, seen } = world({ existing: {} });
    expect(await service.apply(complete({ name: '' }), context(), 'imp1')).toMatchObject({
      status: 'Failed',
      troc: null,
    });
    expect(seen).toMatchObject({ drafts: [], inserted: [], attached: [], published: [] });
  });

  it('creates a complete line’s listing under its slug, with its picture, and publishes it', async () => {
    const { service, seen } = world();
    const outcome = await service.apply(complete(), context(), 'imp1');
    expect(outcome).toEqual({
      status: 'Success',
      issues: [],
      troc: { slug: 'imp1', name: 'Fauteuil de direction' },
    });
    expect(seen.inserted).toHaveLength(1);
    expect(seen.inserted[0]).toMatchObject({
      slug: 'imp1',
      name: 'Fauteuil de direction',
      categoryId: 102,
      itemState: ItemState.VeryGood,
      itemTotalQuantity: 4,
      weightGrams: 12_500,
      swapType: 'Don',
      visibility: [Visibility.External],
    });
    expect(seen.attached).toEqual([[0, 'fauteuil.png']]);
    // Published as read back with its picture.
    expect(seen.published).toMatchObject([{ id: 100, slug: 'imp1', image0Id: 900 }]);
  });

  it('keeps a line with problems as a draft to complete: its valid values written, a refused one left empty', async () => {
    const { service, seen } = world();
    const outcome = await service.apply(complete({ itemWeight: 'lourd' }), context(), 'imp1');
    expect(outcome).toMatchObject({ status: 'ToComplete', troc: { slug: 'imp1' }, issues: [{ column: 'itemWeight' }] });
    expect(seen.inserted[0]).toMatchObject({ name: 'Fauteuil de direction', weightGrams: 0 });
    expect(seen.published).toEqual([]);
  });

  it('goes on with the listing a resumed line had created, and leaves one already published alone', async () => {
    const draft = world({ existing: { publicationStatus: PublicationStatus.Draft, name: 'Fauteuil' } });
    expect(await draft.service.apply(complete(), context(), 'imp1')).toMatchObject({ status: 'Success' });
    expect(draft.seen).toMatchObject({ drafts: [], inserted: [], attached: [[0, 'fauteuil.png']] });
    expect(draft.seen.published).toMatchObject([{ id: 50 }]);
    const done = world({ existing: { publicationStatus: PublicationStatus.Published, name: 'Fauteuil' } });
    expect(await done.service.apply(complete(), context(), 'imp1')).toEqual({
      status: 'Success',
      issues: [],
      troc: { slug: 'imp1', name: 'Fauteuil' },
    });
    expect(done.seen).toMatchObject({ inserted: [], attached: [], published: [] });
  });

  it('turns a refused publication into the line’s issues, by column or for the line', async () => {
    const refused = new FormError({ image0: [LE.imageRequired], _form: ['ignoré'] });
    const form = await world({ publish: refused }).service.apply(complete(), context(), 'imp1');
    expect(form).toMatchObject({
      status: 'ToComplete',
      issues: [{ column: 'images', value: 'fauteuil.png', messages: [LE.imageRequired] }],
    });
    const conflict = new ConflictError('TROC_FORBIDDEN', 'Publication impossible.');
    const line = await world({ publish: conflict }).service.apply(complete(), context(), 'imp1');
    expect(line).toMatchObject({
      status: 'ToComplete',
      issues: [{ column: '_line', value: '', messages: ['Publication impossible.'] }],
    });
  });

  it('names a picture that cannot be read or stored under « Photos », and lets any other failure through', async () => {
    const unreadable = context({ pictures: { has: () => true, read: async () => null } });
    const { service, seen } = world();
    expect(await service.apply(complete(), unreadable, 'imp1')).toMatchObject({
      status: 'ToComplete',
      issues: [{ column: 'images', messages: [E.pictureInvalid] }],
    });
    expect(seen.published).toEqual([]);
    const stored = world({ attach: FormError.field('file', 'trop lourde') });
    expect(await stored.service.apply(complete(), context(), 'imp1')).toMatchObject({
      issues: [{ column: 'images', messages: [E.pictureInvalid] }],
    });
    const broken = world({ attach: new Error('disque plein') });
    await expect(broken.service.apply(complete(), context(), 'imp1')).rejects.toThrow('disque plein');
  });

  it('writes the audience and the address the forms accept, and names what they refuse', async () => {
    const { service, seen } = world({ manageErrors: { invitations: ['Adresse invalide.'] } });
    const outcome = await service.apply(complete({ availabilityStartDate: '1/2/2030' }), context(), 'imp1');
    expect(seen.manage[0]).toMatchObject({ availabilityStartDate: '2030-02-01', availabilityEndDate: '2030-05-01' });
    expect(outcome.issues).toEqual([{ column: 'invitations', value: '', messages: ['Adresse invalide.'] }]);
    expect(seen.inserted[0]!.visibility).toEqual([Visibility.Internal]);

    const placed = world();
    await placed.service.apply(complete({ postal: '33000', city: 'Bordeaux' }), context(), 'imp2');
    expect(placed.seen.addresses).toEqual([{ postal: '33000', city: 'Bordeaux', deliveryLocation: '' }]);
    const unknown = world();
    const elsewhere = await unknown.service.apply(complete({ postal: '75001', city: 'Bordeaux' }), context(), 'x');
    expect(elsewhere).toMatchObject({ status: 'ToComplete', issues: [{ column: 'city', messages: [E.city] }] });
    expect(unknown.seen.addresses).toEqual([]);
    const refused = await world().service.apply(complete({ postal: '33001', city: 'Bordeaux' }), context(), 'y');
    expect(refused).toMatchObject({
      status: 'ToComplete',
      issues: [{ column: 'postal', value: '33001', messages: [fr.validation.postalCode] }],
    });
  });

  it('drafts the listing inside the operation it joins', async () => {
    const { service, seen } = world();
    await service.apply(complete(), context({ operation: template() }), 'imp1');
    expect(seen.drafts).toEqual(['operation']);
    expect(seen.inserted[0]).toMatchObject({ managerId: 6, serviceId: 7 });
  });
});

describe('a listing import job', () => {
  it('reads once the moderation of the author’s organisation and of the operation’s', async () => {
    const { service } = world();
    const job = await service.prepare(context({ operation: template() }));
    expect([...job.moderated]).toEqual([
      [4, false],
      [8, true],
    ]);
    expect(job.lookups).toEqual({ memo: true });
    expect([...(await service.prepare(context())).moderated]).toEqual([[4, false]]);
  });

  it('gives a line with pictures its own turn', () => {
    const { service } = world();
    expect(service.needsOwnTurn(complete())).toBe(true);
    expect(service.needsOwnTurn(complete({ images: '' }))).toBe(false);
  });

  it('plans lines without pictures and writes their drafts at once, publishing only those without issue', async () => {
    const { service, seen } = world();
    const job = await service.prepare(context());
    const bare = (over: Record<string, string>) => ({ row: complete({ images: '', requestType: 'Demande', ...over }) });
    const lines = [
      { ...bare({ itemRequestQuantity: '2', name: 'Chaise pliante' }), slug: 'a' },
      { ...bare({ name: '' }), slug: 'b' },
      { ...bare({ itemRequestQuantity: '2', name: 'Refusé par la publication' }), slug: 'c' },
      { ...bare({ itemRequestQuantity: 'x', name: 'Table basse' }), slug: 'd' },
    ];
    const planned = await service.planMany(lines, job);
    expect(planned.map((line) => line.listing?.troc.slug ?? null)).toEqual(['a', null, 'c', 'd']);
    const outcomes = await service.writeMany({} as never, planned, job);
    expect(seen.insertedMany.map((troc) => troc.slug)).toEqual(['a', 'c', 'd']);
    expect(seen.publishedMany.map((troc) => troc.slug)).toEqual(['a', 'c']);
    // Inserted as the publication left them: published, or a draft to complete.
    expect(seen.insertedMany.map((troc) => troc.publicationStatus)).toEqual([
      PublicationStatus.Published,
      PublicationStatus.Draft,
      PublicationStatus.Draft,
    ]);
    expect(outcomes.map((outcome) => [outcome.status, outcome.troc?.slug ?? null])).toEqual([
      ['Success', 'a'],
      ['Failed', null],
      ['ToComplete', 'c'],
      ['ToComplete', 'd'],
    ]);
    expect(outcomes[2]!.issues).toEqual([{ column: '_line', value: '', messages: ['Publication refusée.'] }]);
    expect(outcomes[3]!.issues).toMatchObject([{ column: 'itemRequestQuantity', value: 'x' }]);
  });
});
