import { NotFoundException } from '@nestjs/common';
import { fr } from '@troc/shared';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { checkKey, type FileStorage, StoredFileMissing } from './file-storage.js';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};
const MAX_AGE_SECONDS = 30 * 86400;

/**
 * /uploads/… when files live in the object store: the object is streamed by the application (the
 * bucket stays private), or answered by a redirect to a short-lived signed address when the operator
 * chose so (FILE_STORAGE_PRESIGN_SECONDS). Keys are random, as they are on disk.
 */
export function storedFilesRoute(storage: FileStorage, presignSeconds: number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new NotFoundException(fr.http.notFound);
      let key: string;
      try {
        key = checkKey(decodeURIComponent(req.path.replace(/^\/+/, '')));
      } catch {
        throw new NotFoundException(fr.http.notFound);
      }
      if (presignSeconds > 0) {
        if (!(await storage.stat(key))) throw new StoredFileMissing(key);
        const url = await storage.signedUrl(key, presignSeconds);
        if (url) {
          res.setHeader('Cache-Control', `private, max-age=${Math.floor(presignSeconds / 2)}`);
          res.redirect(302, url);
          return;
        }
      }
      const file = await storage.open(key);
      res.setHeader(
        'Content-Type',
        file.contentType ?? TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream',
      );
      res.setHeader('Content-Length', String(file.size));
      res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.method === 'HEAD') {
        file.stream.destroy();
        res.end();
        return;
      }
      file.stream.on('error', (error) => res.destroy(error));
      file.stream.pipe(res);
    })().catch((error: unknown) =>
      next(error instanceof StoredFileMissing ? new NotFoundException(fr.http.notFound) : error),
    );
  };
}
