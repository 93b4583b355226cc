import { fr, LIMITS, t } from '@troc/shared';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { inspectInput } from './input-guard.js';

/** The one file field of upload forms (supporting §7: form[file] with form[_token]). */
export const UPLOAD_FIELD = 'form[file]';

const MAX_BYTES = Math.max(LIMITS.upload.imageMaxBytes, LIMITS.upload.documentMaxBytes);

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
}).single(UPLOAD_FIELD);

/** The import upload's two files: the list (CSV or XLSX) and its pictures (ZIP), written to disk, not kept in memory. */
export const IMPORT_UPLOAD_PATH = /^\/[a-z]{2}\/api\/import\/upload\//;
export const IMPORT_FILE_FIELDS = ['form[file]', 'file'] as const;
export const IMPORT_IMAGES_FIELDS = ['form[images]', 'images'] as const;

const importParser = multer({
  storage: multer.diskStorage({ destination: tmpdir() }),
  limits: {
    fileSize: Math.max(LIMITS.import.fileMaxBytes, LIMITS.import.imagesMaxBytes),
    files: 2,
    fields: 20,
    fieldSize: 64 * 1024,
  },
}).fields([...IMPORT_FILE_FIELDS, ...IMPORT_IMAGES_FIELDS].map((name) => ({ name, maxCount: 1 })));

/**
 * Parses multipart bodies before the guards run, so form[_token] is read like any other
 * token. A file over the limit is answered at once with the upload field's error.
 */
export function multipartBody(req: Request, res: Response, next: NextFunction): void {
  if (!req.is('multipart/form-data')) return next();
  const importing = IMPORT_UPLOAD_PATH.test(req.path);
  (importing ? importParser : parser)(req, res, (error: unknown) => {
    if (importing) {
      // Whatever the answer, the uploaded temporary files do not outlive the request (the import moved its own).
      res.once('close', () => {
        const files = req.files && !Array.isArray(req.files) ? Object.values(req.files).flat() : [];
        // A part cut short by a refused request may have no file on disk yet.
        for (const file of files) if (typeof file?.path === 'string') rm(file.path, { force: true }).catch(() => {});
      });
    }
    if (!error) {
      const names = importing
        ? Object.values((req.files ?? {}) as Record<string, Express.Multer.File[]>)
            .flat()
            .map((f) => f.originalname)
        : req.file
          ? [req.file.originalname]
          : [];
      // The file's name is kept and shown: it must be text like any field.
      if (names.some((name) => inspectInput(name))) {
        res.status(422).json({ errors: { file: [fr.validation.invalidCharacters] } });
        return;
      }
      return next();
    }
    if (error instanceof multer.MulterError) {
      const message =
        error.code === 'LIMIT_FILE_SIZE'
          ? t(fr.listing.upload.tooLarge, {
              max: Math.round((importing ? LIMITS.import.imagesMaxBytes : MAX_BYTES) / 1024 / 1024),
            })
          : error.code === 'LIMIT_UNEXPECTED_FILE'
            ? fr.listing.upload.missing
            : fr.validation.invalidBody;
      res.status(422).json({ errors: { file: [message] } });
      return;
    }
    // No boundary, a truncated body, a malformed part: the request cannot be read.
    res.status(400).json({ statusCode: 400, message: fr.validation.invalidBody, code: 'BAD_REQUEST' });
  });
}
