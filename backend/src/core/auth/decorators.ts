import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { fr, type Role } from '@troc/shared';
import type { Request } from 'express';
import { ForbiddenError } from '../errors/index.js';
import { type Actor, actorOf, type ActorSource } from './actor.js';
import { ROLES, SKIP_CSRF } from './metadata.js';
import { RolesGuard, SignedInGuard } from './signed-in.guard.js';

/** For the rare mutating route that cannot carry the token (none yet); use with care. */
export const SkipCsrf = () => SetMetadata(SKIP_CSRF, true);

/** The route needs a signed-in user (403 otherwise). */
export const SignedIn = () => UseGuards(SignedInGuard);

/** The route needs one of these roles (403 otherwise). */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES, roles), UseGuards(SignedInGuard, RolesGuard));

const ACTOR = Symbol('actor');

/** The request's actor, built once from the session's account (null for a visitor). */
function actorOfRequest(context: ExecutionContext): Actor | null {
  const req = context.switchToHttp().getRequest<Request & { [ACTOR]?: Actor | null }>();
  if (req[ACTOR] === undefined) req[ACTOR] = req.user ? actorOf(req.user as ActorSource) : null;
  return req[ACTOR];
}

/** The signed-in actor (routes behind @SignedIn or @Roles). */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = actorOfRequest(context);
  if (!actor) throw new ForbiddenError('NOT_SIGNED_IN', fr.auth.notSignedIn);
  return actor;
});

/** The signed-in actor, or null for a visitor (public reads decide what each may see). */
export const OptionalActor = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  actorOfRequest(context),
);

/** The signed-in account as the session loaded it (the identity module's own routes). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().user;
});

/** The signed-in user, or null for a visitor (public reads decide what each may see). */
export const OptionalUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().user ?? null;
});
