import { fr, LIMITS, t } from '@troc/shared';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';

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
    if (!error) return next();
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
    next(error);
  });
}
