import { fr, t } from '@troc/shared';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { binary } from './support/binary.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const MESSAGE = 'Bonjour, ce lot serait précieux pour notre association.';

describe.each(targets())('conventions on $name', (target) => {
  let t0: TestApp;
  let world: World;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
  });
  afterAll(() => t0?.close());

  async function approvedExchange() {
    const slug = await publishedListing(await world.as('owner'), world.users.owner);
    const requester = await world.as('outsider');
    const { tracker } = (
      await requester.post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: MESSAGE, quantity: 2 }).expect(201)
    ).body;
    return { tracker: tracker as string, requester, owner: await world.as('owner') };
  }

  it('generates a numbered PDF both parties download, and nobody else', async () => {
    const { tracker, requester, owner } = await approvedExchange();
    const early = await owner.post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(409);
    expect(early.body.message).toBe(fr.convention.errors.notYet);
    await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    await requester.post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(403);
    const empty = (await requester.get(`/fr/api/tracker/convention/${tracker}/`).expect(200)).body;
    expect(empty).toMatchObject({ status: null, number: null, actions: [] });
    const generated = (await owner.post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(200)).body;
    expect(generated).toMatchObject({
      status: 'PendingSignature',
      number: expect.stringMatching(/^TROC-\d{4}-\d{6}$/),
      title: expect.stringContaining('Convention'),
      downloadUrl: `/fr/api/tracker/convention/download/${tracker}/`,
      actions: ['sign', 'regenerate'],
    });
    // The manager wrote it: only the taker may refuse it.
    expect((await requester.get(`/fr/api/tracker/convention/${tracker}/`).expect(200)).body.actions).toEqual([
      'sign',
      'reject',
    ]);
    await owner
      .post(`/fr/api/tracker/convention/reject/${tracker}/`, { message: 'Le nom de notre association est mal écrit.' })
      .expect(403);
    const pdf = await requester.get(generated.downloadUrl).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${generated.number}.pdf`);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await (await world.as('groupMember')).get(generated.downloadUrl).expect(404);
    const info = (await requester.get(`/fr/api/tracker/info/${tracker}/`).expect(200)).body;
    expect(info.conventionStatus).toBe('PendingSignature');
    // Generated again before signature: same number, new document.
    const again = (await owner.post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(200)).body;
    expect(again.number).toBe(generated.number);
  });

  it('is signed by uploading the signed copy, then frozen', async () => {
    const { tracker, requester, owner } = await approvedExchange();
    await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    await owner.post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(200);
    const notPdf = await requester.agent
      .post(`/fr/api/tracker/convention/sign/${tracker}/`)
      .set('X-CSRF-Token', requester.csrf)
      .attach('form[file]', Buffer.from('pas un document'), 'signee.txt')
      .expect(422);
    expect(notPdf.body.errors).toEqual({ file: [fr.convention.errors.signedPdf] });
    const signed = (
      await requester.agent
        .post(`/fr/api/tracker/convention/sign/${tracker}/`)
        .set('X-CSRF-Token', requester.csrf)
        .attach('form[file]', Buffer.from('%PDF-1.4\n% copie signée\n%%EOF\n'), 'signee.pdf')
        .expect(200)
    ).body;
    expect(signed).toMatchObject({
      status: 'DocumentSigned',
      signedUrl: `/fr/api/tracker/convention/signed/${tracker}/`,
      actions: [],
    });
    const copy = await owner.get(signed.signedUrl).buffer(true).parse(binary).expect(200);
    expect((copy.body as Buffer).toString()).toContain('copie signée');
    const frozen = await owner.post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(409);
    expect(frozen.body.message).toBe(t(fr.convention.errors.transitionRefused, { status: 'Signée' }));
  });

  it('lets a convention signed elsewhere be deposited instead, and blocks the recording until then', async () => {
    const { tracker, requester, owner } = await approvedExchange();
    await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    await owner
      .post(`/fr/api/tracker/convention/${tracker}/`, {
        regularizedConvention: true,
        cerfaUserCompanyAddress: { city: 'Lille', postal: '59000' },
      })
      .expect(200);
    const blocked = await owner.post(`/fr/api/tracker/edit/${tracker}/`, { itemPurchasePrice: 90 }).expect(422);
    expect(blocked.body.errors).toEqual({ convention: [fr.convention.errors.regularizedWithoutDocument] });
    expect((await requester.get(`/fr/api/tracker/convention/${tracker}/`).expect(200)).body.actions).toEqual(['sign']);
    const deposited = (
      await owner.agent
        .post(`/fr/api/tracker/convention/sign/${tracker}/`)
        .set('X-CSRF-Token', owner.csrf)
        .attach('form[file]', Buffer.from('%PDF-1.4\n% convention papier\n%%EOF\n'), 'convention.pdf')
        .expect(200)
    ).body;
    expect(deposited).toMatchObject({
      status: 'DocumentSigned',
      regularizedConvention: true,
      number: expect.stringMatching(/^TROC-/),
    });
    await owner.post(`/fr/api/tracker/edit/${tracker}/`, { itemPurchasePrice: 90 }).expect(200);
  });

  it('is rejected with a reason, then generated again by the manager', async () => {
    const { tracker, requester, owner } = await approvedExchange();
    await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    await owner.post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(200);
    const short = await requester.post(`/fr/api/tracker/convention/reject/${tracker}/`, { message: 'Non' }).expect(422);
    expect(short.body.errors).toEqual({ message: [t(fr.validation.minLength, { min: 10 })] });
    const rejected = (
      await requester
        .post(`/fr/api/tracker/convention/reject/${tracker}/`, {
          message: 'Le nom de notre association est mal écrit.',
        })
        .expect(200)
    ).body;
    expect(rejected).toMatchObject({
      status: 'DocumentRejected',
      rejectedReason: 'Le nom de notre association est mal écrit.',
    });
    // Recording says the convention was refused (not that it was never generated).
    const blocked = await owner.post(`/fr/api/tracker/edit/${tracker}/`, { itemPurchasePrice: 90 }).expect(422);
    expect(blocked.body.errors).toEqual({ convention: [fr.convention.errors.rejectedRequired] });
    const form = await owner
      .post(`/fr/api/tracker/convention/${tracker}/`, { cerfaUserCompanyAddress: { city: '' } })
      .expect(422);
    expect(form.body.errors).toEqual({
      'cerfaUserCompanyAddress.postal': [fr.validation.required],
      'cerfaUserCompanyAddress.city': [fr.validation.required],
    });
    await owner
      .post(`/fr/api/tracker/convention/${tracker}/`, {
        regularizedConvention: false,
        cerfaUserCompanyAddress: { city: 'Lille', postal: '59000' },
      })
      .expect(200);
    const again = (await owner.post(`/fr/api/tracker/convention/generate/${tracker}/`).expect(200)).body;
    expect(again).toMatchObject({
      status: 'PendingSignature',
      rejectedReason: null,
      cerfaUserCompanyAddress: { city: 'Lille', postal: '59000' },
    });
  });
});
