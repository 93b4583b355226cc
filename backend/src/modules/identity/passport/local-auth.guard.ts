import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { fr } from '@troc/shared';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { flattenValidationErrors } from '../../../core/http/validation.js';
import { FormError } from '../../../core/errors/index.js';
import { LoginDto } from '../dto/auth.dto.js';

/**
 * Sign-in through the passport local strategy. Guards run before pipes, so the body is
 * validated here first: a missing field is a 422 in French, not passport's bare 401.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const dto = plainToInstance(LoginDto, req.body ?? {});
    const errors = await validate(dto, { stopAtFirstError: true });
    if (errors.length > 0) throw new FormError(flattenValidationErrors(errors));
    req.body = { ...req.body, email: dto.email, password: dto.password };
    await super.canActivate(context);
    // passport regenerates the session here: a fixed session id cannot be carried over.
    await super.logIn(req);
    return true;
  }

  override handleRequest<TUser>(err: unknown, user: TUser): TUser {
    if (err) throw err;
    if (!user) throw FormError.field('_form', fr.auth.badCredentials, 'AUTH_BAD_CREDENTIALS');
    return user;
  }
}
