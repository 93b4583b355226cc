import { createParamDecorator, type ExecutionContext, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import type { Role } from '@troc/shared';
import type { Request } from 'express';
import { ROLES, SKIP_CSRF } from './metadata.js';
import { RolesGuard, SignedInGuard } from './signed-in.guard.js';

/** For the rare mutating route that cannot carry the token (none yet); use with care. */
export const SkipCsrf = () => SetMetadata(SKIP_CSRF, true);

/** The route needs a signed-in user (403 otherwise). */
export const SignedIn = () => UseGuards(SignedInGuard);

/** The route needs one of these roles (403 otherwise). */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES, roles), UseGuards(SignedInGuard, RolesGuard));

/** The signed-in user as the session loaded it. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().user;
});

/** The signed-in user, or null for a visitor (public reads decide what each may see). */
export const OptionalUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().user ?? null;
});
