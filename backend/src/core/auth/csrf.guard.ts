import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { fr } from '@troc/shared';
import type { Request } from 'express';
import { ForbiddenError } from '../errors/index.js';
import { isCsrfTokenValid } from './csrf.js';
import { SKIP_CSRF } from './metadata.js';
import { requireSession } from './session-down.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every mutating call, login and registration included, must carry the session's token. */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    if (this.reflector.getAllAndOverride<boolean>(SKIP_CSRF, [context.getHandler(), context.getClass()])) return true;
    if (!isCsrfTokenValid(req)) {
      requireSession(req);
      throw new ForbiddenError('CSRF_INVALID', fr.auth.csrf);
    }
    return true;
  }
}
