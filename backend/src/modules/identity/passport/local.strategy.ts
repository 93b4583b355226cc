import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AuthService } from '../auth.service.js';
import type { User } from '../entities/user.entity.js';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, email: string, password: string): Promise<User> {
    return this.auth.validateCredentials(email, password, req.ip ?? 'unknown');
  }
}
