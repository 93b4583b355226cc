import type { Request } from 'express';
import type { ImportFileFormat } from '@troc/shared';
import type { FileStorage } from '../../core/storage/file-storage.js';
import { IMPORT_FILE_FIELDS, IMPORT_IMAGES_FIELDS } from '../../core/http/multipart.js';
import { PictureArchive } from './import-files.js';

export interface UploadedImportFiles {
  file?: Express.Multer.File;
  images?: Express.Multer.File;
}

/** The import form's two files, under form[file] / form[images] (or their bare names). */
export function importFilesOf(req: Request): UploadedImportFiles {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
  const first = (names: readonly string[]) => names.map((name) => files[name]?.[0]).find(Boolean);
  return { file: first(IMPORT_FILE_FIELDS), images: first(IMPORT_IMAGES_FIELDS) };
}

type Stored = { id: string; format: ImportFileFormat; nbImages: number };

/**
 * An import's file and pictures' archive, kept in the store while the import exists (any instance
 * may run its job); the readers need files on disk, so they get a local copy for the time they read.
 */
export class ImportFiles {
  constructor(private readonly store: FileStorage) {}

  /** Takes the checked uploads out of the temporary folder into the store. */
  async keep(id: string, format: ImportFileFormat, file: string, images: string | null): Promise<void> {
    await this.store.moveIn(dataKey(id, format), file);
    if (images) await this.store.moveIn(imagesKey(id), images, { contentType: 'application/zip' });
  }

  withData<T>(record: Stored, use: (path: string) => Promise<T>): Promise<T> {
    return this.store.withLocalCopy(dataKey(record.id, record.format), use);
  }

  /** The pictures' archive open while `use` runs; null when there is none or it cannot be read. */
  async withPictures<T>(record: Stored, use: (pictures: PictureArchive | null) => Promise<T>): Promise<T> {
    const key = imagesKey(record.id);
    if (record.nbImages === 0 || !(await this.store.stat(key))) return use(null);
    return this.store.withLocalCopy(key, async (path) => {
      const pictures = await PictureArchive.open(path).catch(() => null);
      try {
        return await use(pictures);
      } finally {
        pictures?.close();
      }
    });
  }

  async remove(id: string, format: ImportFileFormat): Promise<void> {
    await this.store.remove(dataKey(id, format));
    await this.store.remove(imagesKey(id));
  }
}

const dataKey = (id: string, format: ImportFileFormat) => `${id}.${format}`;
const imagesKey = (id: string) => `${id}.zip`;
