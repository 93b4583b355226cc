import { fr, type ImageEditData, t } from '@troc/shared';
import sharp from 'sharp';
import { anActor } from '../../../test/support/actors.js';
import { NotFoundError } from '../../core/errors/index.js';
import type { UploadedFileRecord } from './uploaded-file.entity.js';
import { type AttachmentPolicy, type IncomingFile, UploadService } from './upload.service.js';
import { formErrorsOf } from '../../../test/support/form-errors.js';

// The file store with its records' queries and the storage faked in memory; pictures are real (sharp).
const U = fr.listing.upload;
const OWNER = 1;
const MANAGER = 2;
const STRANGER = 3;
const TEN_MB = 10 * 1024 * 1024;

const picture = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#2878c8' } })
    .png()
    .toBuffer();
const incoming = (buffer: Buffer, originalname = 'photo.png'): IncomingFile => ({
  buffer,
  originalname,
  size: buffer.length,
});
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF');

const aRecord = (over: Partial<UploadedFileRecord> = {}): UploadedFileRecord =>
  ({
    id: 5,
    kind: 'image',
    ownerId: OWNER,
    attachedType: null,
    attachedId: null,
    name: 'photo.png',
    mime: 'image/webp',
    size: 10,
    key: 'k/original.webp',
    originalKey: 'k/original.webp',
    thumbnailKey: 'k/thumb.webp',
    width: 64,
    height: 48,
    editData: null,
    ...over,
  }) as UploadedFileRecord;

function world(records: UploadedFileRecord[] = []) {
  const stored = new Map<string, { data: Buffer; contentType?: string }>();
  const seen = {
    inserted: [] as Partial<UploadedFileRecord>[],
    updated: [] as [number, Partial<UploadedFileRecord>][],
    deleted: [] as number[][],
    removed: [] as string[],
    byIds: [] as number[][],
  };
  const queries = {
    insert: async (record: Partial<UploadedFileRecord>) => (
      seen.inserted.push(record),
      { ...record, id: 100 + seen.inserted.length } as UploadedFileRecord
    ),
    update: async (id: number, values: Partial<UploadedFileRecord>) => void seen.updated.push([id, values]),
    deleteByIds: async (ids: readonly number[]) => void seen.deleted.push([...ids]),
    byId: async (id: number) => records.find((r) => r.id === id) ?? null,
    byIds: async (ids: readonly number[]) => (seen.byIds.push([...ids]), records.filter((r) => ids.includes(r.id))),
  };
  const storage = {
    put: async (key: string, data: Buffer, options?: { contentType?: string }) =>
      void stored.set(key, { data, contentType: options?.contentType }),
    read: async (key: string) => stored.get(key)!.data,
    remove: async (key: string) => void (seen.removed.push(key), stored.delete(key)),
  };
  const service = new UploadService(...([queries, storage] as never as ConstructorParameters<typeof UploadService>));
  return { service, seen, stored };
}

const attached = { type: 'troc', id: 9 };

describe('storing a picture', () => {
  it('asks for a file when none or an empty one came, storing nothing', async () => {
    const { service, seen, stored } = world();
    for (const file of [undefined, incoming(Buffer.alloc(0))]) {
      expect(await formErrorsOf(service.storeImage(file, { id: OWNER }, attached))).toEqual({ file: [U.missing] });
    }
    expect([seen.inserted, [...stored.keys()]]).toEqual([[], []]);
  });

  it('refuses a file above 10 Mo, in French, and reads the content of one at the limit', async () => {
    const { service } = world();
    expect(
      await formErrorsOf(service.storeImage(incoming(Buffer.alloc(TEN_MB + 1, 1)), { id: OWNER }, attached)),
    ).toEqual({
      file: [t(U.tooLarge, { max: 10 })],
    });
    // At the limit the size passes: the content is what refuses it.
    expect(await formErrorsOf(service.storeImage(incoming(Buffer.alloc(TEN_MB, 1)), { id: OWNER }, attached))).toEqual({
      file: [t(U.badType, { types: 'JPEG, PNG, WebP' })],
    });
  });

  it('judges the type by the content, whatever the name: a PDF named .jpg and a GIF are refused', async () => {
    const { service, seen } = world();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    for (const file of [incoming(PDF, 'photo.jpg'), incoming(gif, 'anime.png')]) {
      expect(await formErrorsOf(service.storeImage(file, { id: OWNER }, attached))).toEqual({
        file: [t(U.badType, { types: 'JPEG, PNG, WebP' })],
      });
    }
    expect(seen.inserted).toEqual([]);
  });

  it('tells a picture that cannot be read from one of the wrong type', async () => {
    const { service, stored } = world();
    // The header says PNG; the pixels are cut off.
    const cut = (await picture()).subarray(0, 100);
    expect(await formErrorsOf(service.storeImage(incoming(cut), { id: OWNER }, attached))).toEqual({
      file: [U.unreadable],
    });
    expect(stored.size).toBe(0);
  });

  it('stores it as WebP no larger than 2000 px, with a 400 px thumbnail, under random keys', async () => {
    const { service, seen, stored } = world();
    const record = await service.storeImage(incoming(await picture(3000, 1500), 'grand.png'), { id: OWNER }, attached);
    const row = seen.inserted[0]!;
    expect(row).toMatchObject({
      kind: 'image',
      ownerId: OWNER,
      attachedType: 'troc',
      attachedId: 9,
      name: 'grand.png',
      mime: 'image/webp',
      width: 2000,
      height: 1000,
      editData: null,
    });
    expect(row.key).toBe(row.originalKey);
    expect(row.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}-original\.webp$/);
    expect(row.thumbnailKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}-thumb\.webp$/);
    const original = stored.get(row.key!)!;
    expect(original.contentType).toBe('image/webp');
    expect(row.size).toBe(original.data.length);
    const thumb = await sharp(stored.get(row.thumbnailKey!)!.data).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 400]);
    expect(record.id).toBe(101);
  });

  it('keeps no path separator nor control character in the stored name, and 255 characters at most', async () => {
    const { service, seen } = world();
    const png = await picture();
    await service.storeImage(incoming(png, '../..\\etc/pass\u0000wd\n.png'), { id: OWNER }, attached);
    await service.storeImage(incoming(png, ''), { id: OWNER }, attached);
    await service.storeImage(incoming(png, `${'a'.repeat(300)}.png`), { id: OWNER }, attached);
    expect(seen.inserted.map((r) => r.name)).toEqual(['.._.._etc_passwd.png', 'fichier', 'a'.repeat(255)]);
  });
});

describe('storing a document', () => {
  it('asks for a file, refuses one above 10 Mo, and accepts PDF, JPEG and PNG only, by content', async () => {
    const { service, seen } = world();
    expect(await formErrorsOf(service.storeDocument(undefined, { id: OWNER }, attached))).toEqual({
      file: [U.missing],
    });
    expect(
      await formErrorsOf(service.storeDocument(incoming(Buffer.alloc(TEN_MB + 1)), { id: OWNER }, attached)),
    ).toEqual({
      file: [t(U.tooLarge, { max: 10 })],
    });
    for (const file of [incoming(Buffer.from('bonjour'), 'note.pdf'), incoming(Buffer.from('GIF89a...'), 'a.png')]) {
      expect(await formErrorsOf(service.storeDocument(file, { id: OWNER }, attached))).toEqual({
        file: [t(U.badType, { types: 'PDF, JPEG, PNG' })],
      });
    }
    expect(seen.inserted).toEqual([]);
  });

  it('stores it as it came, named by its type, without thumbnail', async () => {
    const { service, seen, stored } = world();
    const jpeg = await sharp(await picture())
      .jpeg()
      .toBuffer();
    for (const file of [incoming(PDF, 'certificat.pdf'), incoming(await picture(), 'plan'), incoming(jpeg, 'scan')]) {
      await service.storeDocument(file, { id: OWNER }, attached);
    }
    expect(seen.inserted.map((r) => [r.mime, r.key!.slice(r.key!.lastIndexOf('.'))])).toEqual([
      ['application/pdf', '.pdf'],
      ['image/png', '.png'],
      ['image/jpeg', '.jpg'],
    ]);
    expect(seen.inserted[0]).toMatchObject({
      kind: 'document',
      name: 'certificat.pdf',
      size: PDF.length,
      originalKey: null,
      thumbnailKey: null,
    });
    expect(stored.get(seen.inserted[0]!.key!)).toEqual({ data: PDF, contentType: 'application/pdf' });
  });
});

describe('who may change or delete a file', () => {
  const policy = (managers: number[], seen: [number, number][] = []): AttachmentPolicy => ({
    canModify: async (actor, id) => managers.includes(actor.id) && id === 9,
    detached: async (id, fileId) => void seen.push([id, fileId]),
  });

  it('answers 404 for an unknown file', async () => {
    const deleting = world().service.delete(42, anActor());
    await expect(deleting).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleting).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND', message: fr.http.notFound });
  });

  it('lets only its owner delete a file attached to nothing, and hides it from anyone else', async () => {
    const { service, seen } = world([aRecord()]);
    await expect(service.delete(5, anActor({ id: STRANGER }))).rejects.toMatchObject({
      code: 'UPLOAD_NOT_FOUND',
      message: fr.http.notFound,
    });
    expect(seen.deleted).toEqual([]);
    await service.delete(5, anActor({ id: OWNER }));
    expect(seen.deleted).toEqual([[5]]);
  });

  it('asks the module of the record it is attached to, not its owner', async () => {
    const { service, seen } = world([aRecord({ attachedType: 'troc', attachedId: 9 })]);
    const detached: [number, number][] = [];
    service.registerAttachment('troc', policy([MANAGER], detached));
    await expect(service.delete(5, anActor({ id: OWNER }))).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    await service.delete(5, anActor({ id: MANAGER }));
    expect(seen.deleted).toEqual([[5]]);
    expect(detached).toEqual([[9, 5]]);
  });

  it('refuses a file of a guarded type that lost its record, and falls back to the owner for an unknown type', async () => {
    const { service } = world([
      aRecord({ attachedType: 'troc', attachedId: null }),
      aRecord({ id: 6, attachedType: 'autre', attachedId: 9 }),
    ]);
    service.registerAttachment('troc', policy([MANAGER, OWNER]));
    await expect(service.delete(5, anActor({ id: OWNER }))).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    await expect(service.delete(6, anActor({ id: MANAGER }))).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    await expect(service.delete(6, anActor({ id: OWNER }))).resolves.toBeUndefined();
  });

  it('removes each stored key of a deleted file once: its edit, its original and its thumbnail', async () => {
    const { service, seen } = world([
      aRecord(),
      aRecord({ id: 6, key: 'k6/edit.webp', originalKey: 'k6/original.webp' }),
    ]);
    await service.delete(5, anActor({ id: OWNER }));
    expect(seen.removed.sort()).toEqual(['k/original.webp', 'k/thumb.webp']);
    seen.removed.length = 0;
    await service.delete(6, anActor({ id: OWNER }));
    expect(seen.removed.sort()).toEqual(['k/thumb.webp', 'k6/edit.webp', 'k6/original.webp']);
  });
});

describe('editing a picture', () => {
  const edit: ImageEditData = { x: 0, y: 0, width: 20, height: 10, rotate: 0, scaleX: -1, scaleY: 1 };

  it('edits pictures only: a document is not found', async () => {
    const { service } = world([aRecord({ kind: 'document', originalKey: null })]);
    await expect(service.editImage(5, anActor({ id: OWNER }), edit)).rejects.toMatchObject({
      code: 'UPLOAD_NOT_FOUND',
    });
  });

  it('refuses a crop outside the picture, in French, changing nothing', async () => {
    const { service, stored, seen } = world([aRecord()]);
    stored.set('k/original.webp', { data: await picture() });
    const errors = await formErrorsOf(service.editImage(5, anActor({ id: OWNER }), { ...edit, x: 5000 }));
    expect(errors).toEqual({ _form: [U.crop] });
    expect([seen.updated, seen.removed, stored.size]).toEqual([[], [], 1]);
  });

  it('crops from the original, keeps it, and removes the previous edit and thumbnail', async () => {
    const { service, stored, seen } = world([aRecord({ key: 'k/old-edit.webp' })]);
    stored.set('k/original.webp', { data: await picture() });
    const edited = await service.editImage(5, anActor({ id: OWNER }), edit);
    expect(edited.key).toMatch(/-edit\.webp$/);
    expect(edited).toMatchObject({ originalKey: 'k/original.webp', editData: edit });
    expect(await sharp(stored.get(edited.key)!.data).metadata()).toMatchObject({ width: 20, height: 10 });
    expect(seen.updated).toEqual([
      [5, { key: edited.key, thumbnailKey: edited.thumbnailKey, editData: edit, size: edited.size }],
    ]);
    expect(seen.removed.sort()).toEqual(['k/old-edit.webp', 'k/thumb.webp']);
    expect(stored.has('k/original.webp')).toBe(true);
  });

  it('keeps the original of a picture edited for the first time, removing only its thumbnail', async () => {
    const { service, stored, seen } = world([aRecord()]);
    stored.set('k/original.webp', { data: await picture() });
    await service.editImage(5, anActor({ id: OWNER }), edit);
    expect(seen.removed).toEqual(['k/thumb.webp']);
    expect(stored.has('k/original.webp')).toBe(true);
  });
});

describe('copies, reads and addresses of files', () => {
  it("copies every stored key of a file for a duplicated record, under new keys, owned by the copy's owner", async () => {
    const { service, stored, seen } = world();
    for (const key of ['k/original.webp', 'k/edit.webp', 'k/thumb.webp']) stored.set(key, { data: Buffer.from(key) });
    const copy = await service.copy(aRecord({ key: 'k/edit.webp' }), { type: 'troc', id: 77 }, { id: 42 });
    const row = seen.inserted[0]!;
    expect(row).toMatchObject({ id: undefined, attachedType: 'troc', attachedId: 77, name: 'photo.png', ownerId: 42 });
    expect(row.key).toMatch(/-copy\.webp$/);
    expect(stored.get(row.key!)!.data.toString()).toBe('k/edit.webp');
    expect(stored.get(row.originalKey!)!.data.toString()).toBe('k/original.webp');
    expect(stored.get(row.thumbnailKey!)!.data.toString()).toBe('k/thumb.webp');
    expect(copy.id).toBe(101);
  });

  it("names a copy as asked, cleaned like an upload's name", async () => {
    const { service, stored, seen } = world();
    for (const key of ['k/original.webp', 'k/thumb.webp']) stored.set(key, { data: Buffer.from(key) });
    await service.copy(aRecord(), { type: 'troc', id: 77 }, { id: 42 }, 'dossier/demo.png');
    expect(seen.inserted[0]).toMatchObject({ name: 'dossier_demo.png', ownerId: 42 });
  });

  it('reads nothing for no id, and purges nothing for none', async () => {
    const { service, seen } = world();
    expect(await service.findByIds([])).toEqual(new Map());
    await service.purgeByIds([]);
    await service.purge([]);
    expect([seen.byIds, seen.deleted]).toEqual([[], []]);
  });

  it('answers a picture with its thumbnail and its original for the editor, a document with its path only', () => {
    const { service } = world();
    expect(service.toResponse(aRecord({ key: 'k/edit.webp', editData: { x: 1 } as ImageEditData }))).toEqual({
      id: 5,
      path: '/uploads/k/edit.webp',
      name: 'photo.png',
      thumbnail: '/uploads/k/thumb.webp',
      edition: { id: 5, url: '/uploads/k/original.webp', data: { x: 1 } },
    });
    const pdf = aRecord({ kind: 'document', key: 'k/a.pdf', originalKey: null, thumbnailKey: null, name: 'a.pdf' });
    expect(service.toResponse(pdf)).toEqual({ id: 5, path: '/uploads/k/a.pdf', name: 'a.pdf' });
    expect(service.thumbnailUrl(pdf)).toBe('/uploads/k/a.pdf');
    expect(service.thumbnailUrl(undefined)).toBeNull();
  });
});
