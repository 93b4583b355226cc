import { ConventionStatus as C, fr, LIMITS, t, TrackerStatus as S } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import { ConflictError, ForbiddenError, FormError, NotFoundError } from '../../core/errors/index.js';
import type { LoadedTracker } from '../tracker/index.js';
import { ConventionService } from './convention.service.js';
import type { Convention } from './entities/convention.entity.js';

// The convention's rules with the exchange's loading, the module's queries, the document store
// and the audit faked: no database, no disk.
const actor = anActor({ id: 2 });
const PDF = Buffer.from('%PDF-1.7 signée');

const conventionRow = (over: Partial<Convention> = {}): Convention =>
  ({
    id: 3,
    trackerId: 5,
    number: 'TROC-2026-000003',
    status: C.PendingSignature,
    title: 'Convention de don',
    fileKey: 'conventions/TROC-2026-000003-a.pdf',
    generatedAt: null,
    signedFileKey: null,
    signedMime: null,
    signedAt: null,
    signedById: null,
    rejectedReason: null,
    regularized: false,
    cerfaPostal: null,
    cerfaCity: null,
    ...over,
  }) as Convention;

function world(
  options: {
    roles?: LoadedTracker['roles'];
    status?: S;
    row?: Convention | null;
    moved?: boolean;
  } = {},
) {
  let row = options.row === undefined ? conventionRow() : options.row;
  const loaded = {
    tracker: { id: 5, slug: 'e5', status: options.status ?? S.ReservationApproved },
    troc: { id: 10 },
    roles: options.roles ?? ['requester'],
  } as unknown as LoadedTracker;
  const manager = { tx: true };
  const seen = {
    stored: [] as [string, Buffer, string | undefined][],
    read: [] as string[],
    updates: [] as [number, Partial<Convention>][],
    moves: [] as Partial<Convention>[],
    audit: [] as { action: string; from: string; to: string; actorId: number; message?: string | null }[],
    trackerStatuses: [] as [number, C][],
  };
  const files = {
    put: async (key: string, data: Buffer, opts?: { contentType?: string }) =>
      void seen.stored.push([key, data, opts?.contentType]),
    read: async (key: string) => (seen.read.push(key), Buffer.from(`contenu de ${key}`)),
    remove: async () => undefined,
  };
  const stores = { area: (name: string) => (name === 'documents' ? files : null) };
  const queries = {
    ofTracker: async (trackerId: number) => (trackerId === 5 ? row : null),
    ensure: async () => (row ??= conventionRow({ number: null, status: null, fileKey: null, title: null })),
    update: async (_m: unknown, id: number, fields: Partial<Convention>) => void seen.updates.push([id, fields]),
    setStatusIfStill: async (m: unknown, _row: Convention, fields: Partial<Convention>) => {
      if (m !== manager || options.moved === false) return false;
      seen.moves.push(fields);
      return true;
    },
  };
  const transitions = { load: async () => loaded };
  const trackers = {
    setConventionStatus: async (id: number, status: C) => void seen.trackerStatuses.push([id, status]),
  };
  const audit = { record: async (entry: (typeof seen.audit)[number]) => void seen.audit.push(entry) };
  const transactions = { run: <T>(work: (m: unknown) => Promise<T>) => work(manager) };
  const service = new ConventionService(
    ...([stores, queries, transitions, trackers, {}, {}, audit, transactions] as never as ConstructorParameters<
      typeof ConventionService
    >),
  );
  return { service, seen };
}

const file = (buffer: Buffer, size = buffer.length) => ({ buffer, originalname: 'signee.pdf', size });

describe('the convention form', () => {
  const address = { cerfaUserCompanyAddress: { postal: '5000', city: 'Laval' }, regularizedConvention: 'on' };

  it("is the manager's side's, once the request is accepted", async () => {
    const requester = world({ roles: ['requester'] });
    const refused = requester.service.saveForm('e5', actor, address);
    await expect(refused).rejects.toBeInstanceOf(ForbiddenError);
    await expect(refused).rejects.toMatchObject({
      code: 'CONVENTION_FORBIDDEN',
      message: fr.tracker.errors.notAllowed,
    });
    const early = world({ roles: ['manager'], status: S.ReservationRequested });
    const tooEarly = early.service.saveForm('e5', actor, address);
    await expect(tooEarly).rejects.toBeInstanceOf(ConflictError);
    await expect(tooEarly).rejects.toMatchObject({ code: 'CONVENTION_NOT_YET', message: fr.convention.errors.notYet });
    expect([...requester.seen.updates, ...early.seen.updates]).toEqual([]);
  });

  it('requires the postal code and the city of the CERFA address', async () => {
    const { service, seen } = world({ roles: ['manager'] });
    await expect(service.saveForm('e5', actor, {})).rejects.toMatchObject({
      code: 'FORM_INVALID',
      errors: {
        'cerfaUserCompanyAddress.postal': [fr.validation.required],
        'cerfaUserCompanyAddress.city': [fr.validation.required],
      },
    });
    await expect(
      service.saveForm('e5', actor, { cerfaUserCompanyAddress: { postal: '75 001', city: 'Paris' } }),
    ).rejects.toMatchObject({ errors: { 'cerfaUserCompanyAddress.postal': [fr.validation.postalCode] } });
    expect(seen.updates).toEqual([]);
  });

  it('records the address (postal code padded) and the convention signed elsewhere, and shows it', async () => {
    const { service, seen } = world({ roles: ['manager'], row: null, status: S.SwapCompleted });
    const view = await service.saveForm('e5', actor, address);
    expect(seen.updates).toEqual([[3, { regularized: true, cerfaPostal: '05000', cerfaCity: 'Laval' }]]);
    expect(view).toMatchObject({
      status: null,
      regularizedConvention: true,
      cerfaUserCompanyAddress: { postal: '05000', city: 'Laval' },
      // Signed elsewhere and not deposited yet: its deposit is the only action.
      actions: ['sign'],
    });
  });
});

describe('the convention document', () => {
  it('refuses to generate it for the requester, or again once signed', async () => {
    await expect(world({ roles: ['requester'] }).service.generate('e5', actor)).rejects.toMatchObject({
      code: 'CONVENTION_FORBIDDEN',
    });
    const signed = world({ roles: ['manager'], row: conventionRow({ status: C.DocumentSigned }) });
    await expect(signed.service.generate('e5', actor)).rejects.toMatchObject({
      code: 'CONVENTION_TRANSITION_REFUSED',
      message: t(fr.convention.errors.transitionRefused, { status: 'Signée' }),
    });
    expect(signed.seen.stored).toEqual([]);
  });

  it('gives either party the generated document under its number, unless none was generated', async () => {
    const { service, seen } = world();
    await expect(service.document('e5', actor)).resolves.toEqual({
      data: Buffer.from('contenu de conventions/TROC-2026-000003-a.pdf'),
      name: 'TROC-2026-000003.pdf',
      mime: 'application/pdf',
    });
    expect(seen.read).toEqual(['conventions/TROC-2026-000003-a.pdf']);
    const none = world({ row: null }).service.document('e5', actor);
    await expect(none).rejects.toBeInstanceOf(NotFoundError);
    await expect(none).rejects.toMatchObject({
      code: 'CONVENTION_NOT_GENERATED',
      message: fr.convention.errors.notGenerated,
    });
  });

  it('names the signed copy after its type, and answers 404 before it is deposited', async () => {
    const png = world({ row: conventionRow({ signedFileKey: 'k', signedMime: 'image/png' }) });
    await expect(png.service.signedCopy('e5', actor)).resolves.toMatchObject({
      name: 'TROC-2026-000003-signee.png',
      mime: 'image/png',
    });
    await expect(world().service.signedCopy('e5', actor)).rejects.toMatchObject({
      code: 'CONVENTION_FILE_NOT_FOUND',
    });
  });
});

describe('the recording blockers', () => {
  it.each([
    ['no convention', null, { convention: [fr.convention.errors.required] }],
    ['a generated convention', conventionRow(), null],
    ['a signed convention', conventionRow({ status: C.DocumentSigned }), null],
    [
      'a refused convention',
      conventionRow({ status: C.DocumentRejected }),
      { convention: [fr.convention.errors.rejectedRequired] },
    ],
    [
      'a convention signed elsewhere, not deposited',
      conventionRow({ regularized: true, status: null, number: null }),
      { convention: [fr.convention.errors.regularizedWithoutDocument] },
    ],
    [
      'a convention signed elsewhere and deposited',
      conventionRow({ regularized: true, status: C.DocumentSigned, signedFileKey: 'k' }),
      null,
    ],
  ] as [string, Convention | null, unknown][])('with %s', async (_case, row, expected) => {
    await expect(world({ row }).service.recordBlockers(5)).resolves.toEqual(expected);
  });
});

describe('signing and refusing the convention', () => {
  it('signs it on the deposit of a PDF: stored privately, status moved, audited, the exchange told', async () => {
    const { service, seen } = world();
    const view = await service.sign('e5', actor, file(PDF));
    expect(seen.stored).toHaveLength(1);
    expect(seen.stored[0]![0]).toMatch(/^conventions\/TROC-2026-000003-signee-[0-9a-f]{12}$/);
    expect(seen.stored[0]![2]).toBe('application/pdf');
    expect(seen.moves).toMatchObject([
      { status: C.DocumentSigned, signedMime: 'application/pdf', signedById: 2, number: 'TROC-2026-000003' },
    ]);
    expect(seen.audit).toMatchObject([
      { action: 'sign', from: C.PendingSignature, to: C.DocumentSigned, actorId: 2, message: null },
    ]);
    expect(seen.trackerStatuses).toEqual([[5, C.DocumentSigned]]);
    expect(view).toMatchObject({ status: C.DocumentSigned, signedUrl: '/fr/api/tracker/convention/signed/e5/' });
  });

  it('refuses a missing, oversized or non-document file', async () => {
    const { service, seen } = world();
    await expect(service.sign('e5', actor, undefined)).rejects.toMatchObject({
      errors: { file: [fr.listing.upload.missing] },
    });
    await expect(service.sign('e5', actor, file(PDF, LIMITS.upload.documentMaxBytes + 1))).rejects.toMatchObject({
      errors: { file: [t(fr.listing.upload.tooLarge, { max: 10 })] },
    });
    const text = service.sign('e5', actor, file(Buffer.from('pas un document')));
    await expect(text).rejects.toBeInstanceOf(FormError);
    await expect(text).rejects.toMatchObject({ errors: { file: [fr.convention.errors.signedPdf] } });
    expect(seen.stored).toEqual([]);
  });

  it('refuses to sign twice, and a conflict when the convention moved meanwhile', async () => {
    const signed = world({ row: conventionRow({ status: C.DocumentSigned }) });
    await expect(signed.service.sign('e5', actor, file(PDF))).rejects.toMatchObject({
      code: 'CONVENTION_TRANSITION_REFUSED',
    });
    const raced = world({ moved: false });
    await expect(raced.service.sign('e5', actor, file(PDF))).rejects.toMatchObject({ code: 'CONCURRENT_UPDATE' });
    expect(raced.seen.trackerStatuses).toEqual([]);
  });

  it('signs a convention signed elsewhere by its deposit, without a generated document', async () => {
    const { service, seen } = world({ row: conventionRow({ regularized: true, status: null, number: null }) });
    await service.sign('e5', actor, file(PDF));
    expect(seen.moves).toMatchObject([
      { status: C.DocumentSigned, number: 'TROC-' + new Date().getFullYear() + '-000003' },
    ]);
    // Not signed elsewhere and never generated: nothing to sign.
    const none = world({ row: conventionRow({ number: null, status: null }) });
    await expect(none.service.sign('e5', actor, file(PDF))).rejects.toMatchObject({
      code: 'CONVENTION_NOT_GENERATED',
    });
  });

  it('lets only the requester refuse it, with a reason, while it waits for signatures', async () => {
    const byManager = world({ roles: ['manager'] });
    await expect(byManager.service.reject('e5', actor, { message: 'Adresse erronée.' })).rejects.toMatchObject({
      code: 'CONVENTION_FORBIDDEN',
    });
    const rejected = world({ row: conventionRow({ status: C.DocumentRejected }) });
    await expect(rejected.service.reject('e5', actor, { message: 'Adresse erronée.' })).rejects.toMatchObject({
      code: 'CONVENTION_TRANSITION_REFUSED',
      message: t(fr.convention.errors.transitionRefused, { status: 'Refusée' }),
    });
    const { service, seen } = world();
    await expect(service.reject('e5', actor, { message: 'Erreur' })).rejects.toMatchObject({
      code: 'FORM_INVALID',
      errors: { message: [t(fr.validation.minLength, { min: 10 })] },
    });
    expect(seen.moves).toEqual([]);
  });

  it('records the refusal and its reason, audited, and tells the exchange', async () => {
    const { service, seen } = world();
    const view = await service.reject('e5', actor, { message: '  Adresse erronée.  ' });
    expect(seen.moves).toEqual([{ status: C.DocumentRejected, rejectedReason: 'Adresse erronée.' }]);
    expect(seen.audit).toMatchObject([{ action: 'reject', to: C.DocumentRejected, message: 'Adresse erronée.' }]);
    expect(seen.trackerStatuses).toEqual([[5, C.DocumentRejected]]);
    // The requester may do nothing more; the manager's side generates it again.
    expect(view).toMatchObject({ status: C.DocumentRejected, rejectedReason: 'Adresse erronée.', actions: [] });
  });

  it('shows the actions of each side on a convention waiting for signatures, none before acceptance', async () => {
    await expect(world({ roles: ['manager'] }).service.view('e5', actor)).resolves.toMatchObject({
      actions: ['sign', 'regenerate'],
      downloadUrl: '/fr/api/tracker/convention/download/e5/',
      signedUrl: null,
    });
    await expect(world().service.view('e5', actor)).resolves.toMatchObject({ actions: ['sign', 'reject'] });
    await expect(world({ status: S.ReservationRequested }).service.view('e5', actor)).resolves.toMatchObject({
      actions: [],
    });
  });
});
