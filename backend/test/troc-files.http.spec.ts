import { fr, t } from '@troc/shared';
import sharp from 'sharp';
import { createWorld, pngPicture, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';

describe.each(targets())('listing pictures and documents on $name', (target) => {
  let t0: TestApp;
  let world: World;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
  });
  afterAll(() => t0?.close());

  const upload = (client: Client, path: string, data: Buffer, name: string, withHeader = true) => {
    const req = client.agent.post(path);
    if (withHeader) req.set('X-CSRF-Token', client.csrf);
    return req.attach('form[file]', data, name);
  };

  it('stores a picture checked by its content, with a thumbnail, in any of the three slots', async () => {
    const owner = await world.as('owner');
    const { slug } = (await owner.post('/fr/api/troc/create/', {}).expect(201)).body;
    const res = await upload(owner, `/fr/api/troc/image/${slug}/2/`, await pngPicture(3000, 1500), 'grand.png').expect(
      200,
    );
    expect(res.body).toMatchObject({ id: expect.any(Number), name: 'grand.png', edition: { data: null } });
    const stored = await owner.get(res.body.path).expect(200);
    const meta = await sharp(stored.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 2000, 1000]);
    const thumb = await sharp((await owner.get(res.body.thumbnail).expect(200)).body as Buffer).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 400]);
    const view = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
    expect(view.image2.id).toBe(res.body.id);
    expect(view.image0).toBeNull();
  });

  it('accepts form[_token] in the multipart body, as the spec sends it', async () => {
    const owner = await world.as('owner');
    const { slug } = (await owner.post('/fr/api/troc/create/', {}).expect(201)).body;
    await upload(owner, `/fr/api/troc/image/${slug}/0/`, await pngPicture(), 'a.png', false)
      .field('form[_token]', owner.csrf)
      .expect(200);
    await upload(owner, `/fr/api/troc/image/${slug}/0/`, await pngPicture(), 'a.png', false).expect(403);
  });

  it('answers the upload errors under the field', async () => {
    const owner = await world.as('owner');
    const { slug } = (await owner.post('/fr/api/troc/create/', {}).expect(201)).body;
    const fake = await upload(
      owner,
      `/fr/api/troc/image/${slug}/0/`,
      Buffer.from('%PDF-1.4 pas une image'),
      'photo.jpg',
    );
    expect(fake.status).toBe(422);
    expect(fake.body.errors.file).toEqual([t(fr.listing.upload.badType, { types: 'JPEG, PNG, WebP' })]);
    const huge = await upload(owner, `/fr/api/troc/image/${slug}/0/`, Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'x.png');
    expect(huge.status).toBe(422);
    expect(huge.body.errors.file).toEqual([t(fr.listing.upload.tooLarge, { max: 10 })]);
    const slot = await upload(owner, `/fr/api/troc/image/${slug}/3/`, await pngPicture(), 'a.png').expect(422);
    expect(slot.body.errors.file).toEqual([fr.listing.upload.slot]);
    const none = await owner.post(`/fr/api/troc/image/${slug}/0/`, {}).expect(422);
    expect(none.body.errors.file).toEqual([fr.listing.upload.missing]);
  });

  it('crops, rotates and mirrors from the original, as Cropper.js describes it', async () => {
    const owner = await world.as('owner');
    const { slug } = (await owner.post('/fr/api/troc/create/', {}).expect(201)).body;
    // Left half red, right half blue.
    const picture = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
      .composite([
        { input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } }, left: 200, top: 0 },
      ])
      .png()
      .toBuffer();
    const image = (await upload(owner, `/fr/api/troc/image/${slug}/0/`, picture, 'deux.png').expect(200)).body;
    const edit = { x: 0, y: 0, width: 100, height: 100, rotate: 0, scaleX: -1, scaleY: 1 };
    const mirrored = await owner.post(`/fr/api/file/image/edit/${image.id}/`, edit).expect(200);
    expect(mirrored.body.path).not.toBe(image.path);
    expect(mirrored.body.edition).toEqual({ id: image.id, url: image.edition.url, data: edit });
    const pixel = async (path: string) => {
      const { data, info } = await sharp((await owner.get(path).expect(200)).body as Buffer)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, rgb: [data[0], data[1], data[2]] };
    };
    const flipped = await pixel(mirrored.body.path);
    expect(flipped.width).toBe(100);
    expect(flipped.rgb[2]!).toBeGreaterThan(200); // the mirror brought the blue half to the left
    const turned = await owner
      .post(`/fr/api/file/image/edit/${image.id}/`, { ...edit, scaleX: 1, rotate: 90, width: 200, height: 400 })
      .expect(200);
    expect(await pixel(turned.body.path)).toMatchObject({ width: 200, height: 400 });
    const outside = await owner.post(`/fr/api/file/image/edit/${image.id}/`, { ...edit, x: 5000 }).expect(422);
    expect(outside.body.errors._form).toEqual([fr.listing.upload.crop]);
    const invalid = await owner.post(`/fr/api/file/image/edit/${image.id}/`, { ...edit, scaleX: 2, width: 'a' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['scaleX', 'width']);
  });

  it('lets only the people in charge change or delete a picture, and empties the slot', async () => {
    const owner = await world.as('owner');
    const slug = await publishedListing(owner, world.users.owner);
    const view = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
    const id = view.image0.id;
    const outsider = await world.as('outsider');
    await outsider.post(`/fr/api/file/delete/${id}/`).expect(404);
    await outsider
      .post(`/fr/api/file/image/edit/${id}/`, { x: 0, y: 0, width: 10, height: 10, rotate: 0, scaleX: 1, scaleY: 1 })
      .expect(404);
    await (await world.visitor()).post(`/fr/api/file/delete/${id}/`).expect(403);
    await owner.post(`/fr/api/file/delete/${id}/`).expect(200);
    await owner.get(view.image0.path).expect(404);
    const after = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
    expect(after).toMatchObject({ image0: null, publishable: false, thumbnail: null });
  });

  it('takes a document only for the category that has the field (id 3)', async () => {
    const owner = await world.as('owner');
    const slug = await publishedListing(owner, world.users.owner, { publish: false });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF');
    const refused = await upload(owner, `/fr/api/troc/document/${slug}/`, pdf, 'certificat.pdf').expect(422);
    expect(refused.body.errors.file).toEqual([fr.listing.upload.slot]);
    await owner
      .post(`/fr/api/troc/edit/${slug}/details/`, {
        requestType: 'Offer',
        category: 303,
        name: 'Moniteur de surveillance',
        description: 'Moniteur multiparamétrique contrôlé.',
        itemTotalQuantity: 1,
        itemMinQuantity: 1,
        itemState: 'VeryGood',
        itemWeight: 6,
      })
      .expect(200);
    const doc = await upload(owner, `/fr/api/troc/document/${slug}/`, pdf, 'certificat.pdf').expect(200);
    expect(doc.body).toMatchObject({ name: 'certificat.pdf', path: expect.stringMatching(/\.pdf$/) });
    expect(doc.body).not.toHaveProperty('edition');
    const text = await upload(owner, `/fr/api/troc/document/${slug}/`, Buffer.from('bonjour'), 'note.txt').expect(422);
    expect(text.body.errors.file).toEqual([t(fr.listing.upload.badType, { types: 'PDF, JPEG, PNG' })]);
  });
});
