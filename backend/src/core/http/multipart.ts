import { fr, LIMITS, t } from '@troc/shared';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { inspectInput } from './input-guard.js';

/** The one file field of upload forms (supporting §7: form[file] with form[_token]). */
export const UPLOAD_FIELD = 'form[file]';

const MAX_BYTES = Math.max(LIMITS.upload.imageMaxBytes, LIMITS.upload.documentMaxBytes);

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
}).single(UPLOAD_FIELD);

/**
 * Parses multipart bodies before the guards run, so form[_token] is read like any other
 * token. A file over the limit is answered at once with the upload field's error.
 */
export function multipartBody(req: Request, res: Response, next: NextFunction): void {
  if (!req.is('multipart/form-data')) return next();
  parser(req, res, (error: unknown) => {
    if (!error) {
      // The file's name is kept and shown: it must be text like any field.
      if (req.file && inspectInput(req.file.originalname)) {
        res.status(422).json({ errors: { file: [fr.validation.invalidCharacters] } });
        return;
      }
      return next();
    }
    if (error instanceof multer.MulterError) {
      const message =
        error.code === 'LIMIT_FILE_SIZE'
          ? t(fr.listing.upload.tooLarge, { max: Math.round(MAX_BYTES / 1024 / 1024) })
          : error.code === 'LIMIT_UNEXPECTED_FILE'
            ? fr.listing.upload.missing
            : fr.validation.invalidBody;
      res.status(422).json({ errors: { file: [message] } });
      return;
    }
    // No boundary, a truncated body, a malformed part: the request cannot be read.
    res.status(400).json({ statusCode: 400, message: fr.validation.invalidBody });
  });
}
