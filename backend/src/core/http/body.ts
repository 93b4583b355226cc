import { LIMITS } from '@troc/shared';
import express, { type RequestHandler } from 'express';
import { unwrapFormBody } from './form-body.js';
import { inputGuard } from './input-guard.js';
import { multipartBody } from './multipart.js';

/**
 * Reads every request body the same way: JSON, forms and multipart, within the size, field
 * and depth limits of shared/; then the input guard, then form unwrapping. Parser failures
 * (charset, content-encoding, too many fields, too deep, malformed) carry a 4xx status that
 * the error contract turns into French.
 */
export function bodyParsers(): RequestHandler[] {
  const { bodyMaxBytes, maxFields, maxDepth } = LIMITS.http;
  return [
    express.json({ limit: bodyMaxBytes }),
    // body-parser 2 takes `depth` (refused beyond it with a 400); its types do not list it yet.
    express.urlencoded({
      extended: true,
      limit: bodyMaxBytes,
      parameterLimit: maxFields,
      depth: maxDepth,
    } as Parameters<typeof express.urlencoded>[0]),
    multipartBody,
    inputGuard,
    unwrapFormBody,
  ];
}
