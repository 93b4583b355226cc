import type { Request } from 'express';
import { copyFile, rename, rm } from 'node:fs/promises';
import { IMPORT_FILE_FIELDS, IMPORT_IMAGES_FIELDS } from '../../core/http/multipart.js';

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

/** Moves an upload out of the temporary folder (copied when it lies on another disk). */
export async function moveInto(from: string, to: string): Promise<string> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
  return to;
}
