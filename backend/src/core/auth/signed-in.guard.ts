import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { fr, type Role } from '@troc/shared';
import type { Request } from 'express';
import { ForbiddenError } from '../errors/index.js';
import { ROLES } from './metadata.js';
import { requireSession } from './session-down.js';

export interface SessionUser {
  id: number;
  roles: Role[];
}

@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.user) requireSession(req);
    if (!req.user) throw new ForbiddenError('NOT_SIGNED_IN', fr.auth.notSignedIn);
    return true;
  }
}

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES, [context.getHandler(), context.getClass()]) ?? [];
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.user as SessionUser | undefined;
    if (!user) requireSession(req);
    if (!user) throw new ForbiddenError('NOT_SIGNED_IN', fr.auth.notSignedIn);
    if (roles.length > 0 && !roles.some((r) => user.roles.includes(r))) throw new ForbiddenError('FORBIDDEN');
    return true;
  }
}
