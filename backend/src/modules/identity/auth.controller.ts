import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AuthMeResponse, fr, type MessageResponse } from '@troc/shared';
import type { Request } from 'express';
import { ensureCsrfToken } from '../../core/auth/csrf.js';
import { CurrentUser, SignedIn } from '../../core/auth/decorators.js';
import { ResetPasswordDto, ResetRequestDto, TermsDto, TokenDto } from './dto/auth.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import type { User } from './entities/user.entity.js';
import { LocalAuthGuard } from './passport/local-auth.guard.js';
import { PasswordResetService } from './password-reset.service.js';
import { ProfileService } from './profile.service.js';
import { RegistrationService } from './registration.service.js';
import { toCurrentUser } from './user.mapper.js';
import { ConflictError } from '../../core/errors/index.js';

const me = (req: Request): AuthMeResponse => ({
  user: req.user ? toCurrentUser(req.user as User) : null,
  csrfToken: ensureCsrfToken(req),
});

const logIn = (req: Request, user: User) =>
  new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));

const logOut = (req: Request) =>
  new Promise<void>((resolve, reject) => req.logOut((err) => (err ? reject(err) : resolve())));

@ApiTags('authentification')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly passwordReset: PasswordResetService,
    private readonly profile: ProfileService,
  ) {}

  /** The signed-in user (or null) and the session's CSRF token. */
  @Get('me')
  me(@Req() req: Request): AuthMeResponse {
    return me(req);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  login(@Req() req: Request): AuthMeResponse {
    return me(req);
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request): Promise<AuthMeResponse> {
    await logOut(req);
    return me(req);
  }

  /** Creates the account, signs it in and e-mails the validation link. */
  @Post('register')
  async register(@Req() req: Request, @Body() dto: RegisterDto): Promise<AuthMeResponse> {
    if (req.user) throw new ConflictError('AUTH_ALREADY_SIGNED_IN', fr.auth.alreadySignedIn);
    const user = await this.registration.register(dto);
    await logIn(req, user);
    return me(req);
  }

  @Post('validate-email')
  @HttpCode(200)
  async validateEmail(@Req() req: Request, @Body() dto: TokenDto) {
    const validated = await this.registration.validateEmail(dto.token);
    // A session of the same account sees the change at once.
    if ((req.user as User | undefined)?.id === validated.id) req.user = validated;
    return { message: fr.auth.emailValidated, ...me(req) };
  }

  @Post('validate-email/resend')
  @HttpCode(200)
  @SignedIn()
  async resendValidation(@CurrentUser() user: User) {
    if (user.emailValidatedAt) throw new ConflictError('AUTH_EMAIL_ALREADY_VALIDATED', fr.auth.emailValidated);
    await this.registration.sendValidation(user);
    return { message: fr.auth.emailValidationSent };
  }

  @Post('reset-password/request')
  @HttpCode(200)
  async requestReset(@Body() dto: ResetRequestDto): Promise<MessageResponse> {
    return { message: await this.passwordReset.request(dto.email) };
  }

  @Post('reset-password')
  @HttpCode(200)
  async reset(@Body() dto: ResetPasswordDto): Promise<MessageResponse> {
    return { message: await this.passwordReset.reset(dto.token, dto.password.password.plainPassword) };
  }

  /** validate-cgu: the terms of use and the personal data policy, both required. */
  @Post('terms')
  @HttpCode(200)
  @SignedIn()
  async acceptTerms(@Req() req: Request, @CurrentUser() user: User, @Body() _dto: TermsDto): Promise<AuthMeResponse> {
    req.user = await this.profile.acceptTerms(user.id);
    return me(req);
  }
}
