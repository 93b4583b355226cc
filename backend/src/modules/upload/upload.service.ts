import { Inject, Injectable } from '@nestjs/common';
import { fr, type ImageEditData, LIMITS, t, type UploadedFile } from '@troc/shared';
import { randomBytes } from 'node:crypto';
import { FormError, NotFoundError } from '../../core/errors/index.js';
import type { Actor } from '../../core/auth/actor.js';
import type { FileStorage } from '../../core/storage/file-storage.js';
import {
  applyEdit,
  CropOutsideError,
  detectImageFormat,
  normaliseImage,
  thumbnail,
  UnreadableImageError,
} from './image-processing.js';
import { detectDocumentType } from '../../shared/document-type.js';
import type { UploadedFileRecord } from './uploaded-file.entity.js';
import { UploadQueries } from './upload.queries.js';

/** The store of pictures and documents (the disk under var/uploads, or the object store). */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** How the module owning a record decides about the files attached to it. */
export interface AttachmentPolicy {
  canModify(actor: Actor, attachedId: number): Promise<boolean>;
  /** Called after a file of the record was deleted, to clear the reference. */
  detached(attachedId: number, fileId: number): Promise<void>;
}

export interface IncomingFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

const U = fr.listing.upload;
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const fileError = (message: string) => new FormError({ file: [message] });

/** Stores pictures and documents, checks them by content, crops pictures from their original. */
@Injectable()
export class UploadService {
  private readonly policies = new Map<string, AttachmentPolicy>();

  constructor(
    private readonly files: UploadQueries,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Modules that attach files register how their records are guarded (no import back to them). */
  registerAttachment(type: string, policy: AttachmentPolicy): void {
    this.policies.set(type, policy);
  }

  async storeImage(file: IncomingFile | undefined, owner: Pick<Actor, 'id'>, attached: { type: string; id: number }) {
    if (!file || file.size === 0) throw fileError(U.missing);
    if (file.size > LIMITS.upload.imageMaxBytes) {
      throw fileError(t(U.tooLarge, { max: megabytes(LIMITS.upload.imageMaxBytes) }));
    }
    if (!(await detectImageFormat(file.buffer))) throw fileError(t(U.badType, { types: 'JPEG, PNG, WebP' }));
    let image;
    try {
      image = await normaliseImage(file.buffer);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw fileError(U.unreadable);
      throw error;
    }
    const base = newKey();
    const originalKey = `${base}-original.webp`;
    const thumbKey = `${base}-thumb.webp`;
    await this.storage.put(originalKey, image.data, WEBP);
    await this.storage.put(thumbKey, await thumbnail(image.data), WEBP);
    return this.files.insert({
      kind: 'image',
      ownerId: owner.id,
      attachedType: attached.type,
      attachedId: attached.id,
      name: cleanName(file.originalname),
      mime: 'image/webp',
      size: image.data.length,
      key: originalKey,
      originalKey,
      thumbnailKey: thumbKey,
      width: image.width,
      height: image.height,
      editData: null,
    });
  }

  async storeDocument(
    file: IncomingFile | undefined,
    owner: Pick<Actor, 'id'>,
    attached: { type: string; id: number },
  ) {
    if (!file || file.size === 0) throw fileError(U.missing);
    if (file.size > LIMITS.upload.documentMaxBytes) {
      throw fileError(t(U.tooLarge, { max: megabytes(LIMITS.upload.documentMaxBytes) }));
    }
    const mime = detectDocumentType(file.buffer);
    if (!mime || !(LIMITS.upload.documentTypes as readonly string[]).includes(mime)) {
      throw fileError(t(U.badType, { types: 'PDF, JPEG, PNG' }));
    }
    const key = `${newKey()}.${mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg'}`;
    await this.storage.put(key, file.buffer, { contentType: mime });
    return this.files.insert({
      kind: 'document',
      ownerId: owner.id,
      attachedType: attached.type,
      attachedId: attached.id,
      name: cleanName(file.originalname),
      mime,
      size: file.size,
      key,
      originalKey: null,
      thumbnailKey: null,
      width: null,
      height: null,
      editData: null,
    });
  }

  /** A new crop, rotation or mirror, always computed from the original picture. */
  async editImage(id: number, actor: Actor, edit: ImageEditData): Promise<UploadedFileRecord> {
    const record = await this.guarded(id, actor);
    if (record.kind !== 'image' || !record.originalKey) throw new NotFoundError('UPLOAD_NOT_FOUND', fr.http.notFound);
    let image;
    try {
      image = await applyEdit(await this.storage.read(record.originalKey), edit);
    } catch (error) {
      if (error instanceof CropOutsideError) throw new FormError({ _form: [U.crop] });
      throw error;
    }
    const base = newKey();
    const key = `${base}-edit.webp`;
    const thumbKey = `${base}-thumb.webp`;
    await this.storage.put(key, image.data, WEBP);
    await this.storage.put(thumbKey, await thumbnail(image.data), WEBP);
    const stale = [record.key, record.thumbnailKey].filter((k): k is string => !!k && k !== record.originalKey);
    await this.files.update(record.id, { key, thumbnailKey: thumbKey, editData: edit, size: image.data.length });
    await Promise.all(stale.map((k) => this.storage.remove(k)));
    return { ...record, key, thumbnailKey: thumbKey, editData: edit, size: image.data.length };
  }

  async delete(id: number, actor: Actor): Promise<void> {
    const record = await this.guarded(id, actor);
    await this.purge([record]);
    if (record.attachedType && record.attachedId !== null) {
      await this.policies.get(record.attachedType)?.detached(record.attachedId, record.id);
    }
  }

  /** Removes files without asking (the owning module already decided), e.g. a replaced picture. */
  async purge(records: UploadedFileRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.files.deleteByIds(records.map((r) => r.id));
    const keys = new Set(records.flatMap((r) => [r.key, r.originalKey, r.thumbnailKey]).filter(Boolean) as string[]);
    await Promise.all([...keys].map((k) => this.storage.remove(k)));
  }

  async purgeByIds(ids: number[]): Promise<void> {
    if (ids.length) await this.purge(await this.files.byIds(ids));
  }

  async findByIds(ids: number[]): Promise<Map<number, UploadedFileRecord>> {
    if (ids.length === 0) return new Map();
    return new Map((await this.files.byIds(ids)).map((f) => [f.id, f]));
  }

  /**
   * Copies files for a duplicated record (a cloned listing must not share, then lose, its pictures),
   * owned by whoever the copy belongs to.
   */
  async copy(
    record: UploadedFileRecord,
    attached: { type: string; id: number },
    owner: Pick<Actor, 'id'>,
    name = record.name,
  ): Promise<UploadedFileRecord> {
    const base = newKey();
    const rename = (key: string | null, suffix: string) => (key ? `${base}-${suffix}` : null);
    const keys: [string | null, string | null][] = [
      [record.originalKey, rename(record.originalKey, 'original.webp')],
      [record.key === record.originalKey ? null : record.key, rename(record.key, `copy${extension(record.key)}`)],
      [record.thumbnailKey, rename(record.thumbnailKey, 'thumb.webp')],
    ];
    for (const [from, to] of keys) if (from && to) await this.storage.put(to, await this.storage.read(from));
    const [[, originalKey], [, editedKey], [, thumbnailKey]] = keys as [
      [unknown, string | null],
      [unknown, string | null],
      [unknown, string | null],
    ];
    const key = record.key === record.originalKey ? originalKey! : editedKey!;
    return this.files.insert({
      ...record,
      id: undefined,
      ownerId: owner.id,
      name: cleanName(name),
      key,
      originalKey,
      thumbnailKey,
      attachedType: attached.type,
      attachedId: attached.id,
    });
  }

  toResponse(record: UploadedFileRecord): UploadedFile {
    const file: UploadedFile = { id: record.id, path: publicUrl(record.key), name: record.name };
    if (record.kind === 'image') {
      file.thumbnail = record.thumbnailKey ? publicUrl(record.thumbnailKey) : file.path;
      file.edition = {
        id: record.id,
        url: publicUrl(record.originalKey ?? record.key),
        data: record.editData,
      };
    }
    return file;
  }

  thumbnailUrl(record: UploadedFileRecord | undefined): string | null {
    if (!record) return null;
    return publicUrl(record.thumbnailKey ?? record.key);
  }

  private async guarded(id: number, actor: Actor): Promise<UploadedFileRecord> {
    const record = await this.files.byId(id);
    if (!record) throw new NotFoundError('UPLOAD_NOT_FOUND', fr.http.notFound);
    const policy = record.attachedType ? this.policies.get(record.attachedType) : undefined;
    const allowed = policy
      ? record.attachedId !== null && (await policy.canModify(actor, record.attachedId))
      : record.ownerId === actor.id;
    // Someone who may not change the record must not learn the file exists either.
    if (!allowed) throw new NotFoundError('UPLOAD_NOT_FOUND', fr.http.notFound);
    return record;
  }
}

const WEBP = { contentType: 'image/webp' };

/** The address the browser loads a stored file from: /uploads/ answers from the disk or the object store. */
function publicUrl(key: string): string {
  return `/uploads/${key}`;
}

/** Random, unguessable keys spread over month folders. */
function newKey(): string {
  const now = new Date();
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${month}/${randomBytes(16).toString('hex')}`;
}

function extension(key: string): string {
  const i = key.lastIndexOf('.');
  return i === -1 ? '' : key.slice(i);
}

function cleanName(name: string): string {
  // Path separators and control characters never reach a stored name.
  const base = [...(name || 'fichier').replace(/[\\/]/g, '_')].filter((c) => c.charCodeAt(0) >= 32).join('');
  return base.slice(0, 255);
}
