import { Body, Controller, Get, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AuthMeResponse,
  fr,
  PROCONNECT_PARAM,
  PROCONNECT_STEP,
  type ProConnectPending,
  ROUTES,
  withLocale,
} from '@troc/shared';
import type { Request, Response } from 'express';
import { randomNonce, randomState } from 'openid-client';
import { ensureCsrfToken } from '../../../core/auth/csrf.js';
import type { User } from '../entities/user.entity.js';
import { toCurrentUser } from '../user.mapper.js';
import { ProConnectAccountsService } from './proconnect-accounts.service.js';
import type { ProConnectClient } from './proconnect.client.js';
import { ProConnectRegisterDto } from './proconnect.dto.js';
import { ProConnectFailure, toProConnectFailure } from './proconnect.errors.js';
import { logIn, logOut, pendingOf, takeLogin } from './proconnect.session.js';
import { ConflictError, NotFoundError } from '../../../core/errors/index.js';

export const PROCONNECT_CLIENT = Symbol('PROCONNECT_CLIENT');

const me = (req: Request): AuthMeResponse => ({
  user: req.user ? toCurrentUser(req.user as User) : null,
  csrfToken: ensureCsrfToken(req),
});

const loginPage = (query: Record<string, string>) =>
  `${withLocale(ROUTES.login)}?${new URLSearchParams(query).toString()}`;

/**
 * Sign-in with ProConnect (authorization code flow): login sends to the provider with a state and a
 * nonce kept in the session, the callback checks them once and signs in, logout ends both sessions.
 * Without PROCONNECT_* configuration every route answers 404.
 */
@ApiTags('authentification')
@Controller('api/auth/proconnect')
export class ProConnectController {
  private readonly logger = new Logger('ProConnect');

  constructor(
    @Inject(PROCONNECT_CLIENT) private readonly proconnect: ProConnectClient | null,
    private readonly accounts: ProConnectAccountsService,
  ) {}

  private client(): ProConnectClient {
    if (!this.proconnect) throw new NotFoundError('PROCONNECT_DISABLED', fr.http.notFound);
    return this.proconnect;
  }

  /** « S'identifier avec ProConnect »: off to the provider's authorization endpoint. */
  @Get('login')
  async login(@Req() req: Request, @Res() res: Response): Promise<void> {
    const client = this.client();
    if (req.user) return res.redirect(302, withLocale(ROUTES.home));
    const state = randomState();
    const nonce = randomNonce();
    try {
      const url = await client.authorizationUrl(state, nonce);
      req.session.proconnect = { login: { state, nonce, at: Date.now() } };
      res.redirect(302, url);
    } catch (error) {
      this.fail(res, toProConnectFailure(error), 'login');
    }
  }

  @Get('callback')
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const client = this.client();
    const flow = takeLogin(req);
    const given = typeof req.query.state === 'string' ? req.query.state : '';
    const providerError = typeof req.query.error === 'string' ? req.query.error : null;
    try {
      // A state that is not this session's, or was already used, is refused before anything else.
      if (!flow || given !== flow.state) throw new ProConnectFailure('state', providerError ?? 'state_mismatch');
      const query = req.originalUrl.slice(req.originalUrl.indexOf('?') + 1);
      const { identity, idToken } = await client.signIn(query, flow);
      const outcome = await this.accounts.resolve(identity);
      if (outcome.kind === 'signed-in') {
        await logIn(req, outcome.user);
        req.session.proconnect = { idToken };
        this.logger.log(`Sign-in of user ${outcome.user.id} through ProConnect`);
        return res.redirect(302, withLocale(ROUTES.home));
      }
      req.session.proconnect = { pending: { identity, idToken, view: outcome.pending, at: Date.now() } };
      const step = outcome.pending.kind === 'link' ? PROCONNECT_STEP.link : PROCONNECT_STEP.register;
      const page = outcome.pending.kind === 'link' ? ROUTES.login : ROUTES.register;
      res.redirect(302, `${withLocale(page)}?${PROCONNECT_PARAM}=${step}`);
    } catch (error) {
      this.fail(res, toProConnectFailure(error), 'callback');
    }
  }

  /** The identity waiting for the visitor's choice (link or registration), 404 when there is none. */
  @Get('pending')
  pending(@Req() req: Request): ProConnectPending {
    this.client();
    const pending = pendingOf(req);
    if (!pending) throw new NotFoundError('PROCONNECT_PENDING_EXPIRED', fr.proconnect.errors.pendingExpired);
    return pending.view;
  }

  /** The visitor confirms: the account of the same address is linked to the ProConnect identity. */
  @Post('link')
  @HttpCode(200)
  async link(@Req() req: Request): Promise<AuthMeResponse & { message: string }> {
    this.client();
    const pending = pendingOf(req);
    if (pending?.view.kind !== 'link')
      throw new ConflictError('PROCONNECT_PENDING_EXPIRED', fr.proconnect.errors.pendingExpired);
    const user = await this.asApiCall(() => this.accounts.confirmLink(pending.identity));
    await this.signIn(req, user, pending.idToken);
    return { message: fr.proconnect.linked, ...me(req) };
  }

  /** The organisation step of a registration through ProConnect. */
  @Post('register')
  async register(@Req() req: Request, @Body() dto: ProConnectRegisterDto): Promise<AuthMeResponse> {
    this.client();
    const pending = pendingOf(req);
    if (pending?.view.kind !== 'register')
      throw new ConflictError('PROCONNECT_PENDING_EXPIRED', fr.proconnect.errors.pendingExpired);
    const user = await this.asApiCall(() => this.accounts.register(pending.identity, dto.identity.organism));
    await this.signIn(req, user, pending.idToken);
    return me(req);
  }

  @Post('cancel')
  @HttpCode(200)
  cancel(@Req() req: Request): AuthMeResponse {
    this.client();
    delete req.session.proconnect;
    return me(req);
  }

  /** Ends Troc's session, then ProConnect's through its end_session_endpoint. */
  @Get('logout')
  async logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    const client = this.client();
    const idToken = req.session.proconnect?.idToken;
    await logOut(req);
    if (!idToken) return res.redirect(302, withLocale(ROUTES.login));
    const state = randomState();
    try {
      const url = await client.endSessionUrl(idToken, state);
      req.session.proconnect = { logoutState: state };
      res.redirect(302, url);
    } catch (error) {
      this.fail(res, toProConnectFailure(error), 'logout');
    }
  }

  /** ProConnect sends the browser back here (post_logout_redirect_uri) with the logout's state. */
  @Get('logout/callback')
  logoutCallback(@Req() req: Request, @Res() res: Response): void {
    this.client();
    const expected = req.session.proconnect?.logoutState;
    delete req.session.proconnect;
    if (!expected || req.query.state !== expected) {
      // Troc's session is over already: the visitor lands on the login page all the same.
      this.logger.warn('ProConnect logout returned with a state that is not this session’s (state_mismatch)');
    }
    res.redirect(302, withLocale(ROUTES.login));
  }

  private async signIn(req: Request, user: User, idToken: string): Promise<void> {
    await logIn(req, user);
    req.session.proconnect = { idToken };
  }

  /** In a call (not a redirect), a failure is a 4xx with its French message. */
  private async asApiCall<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ProConnectFailure)) throw error;
      this.logger.warn(`ProConnect ${error.code} (${error.providerCode})`);
      throw new ConflictError('PROCONNECT_REFUSED', fr.proconnect.errors[error.code]);
    }
  }

  /** The error page: the login page with the case's French message, and the provider's code in the log. */
  private fail(res: Response, failure: ProConnectFailure, step: string): void {
    this.logger.warn(`ProConnect ${step} failed: ${failure.code} (provider code: ${failure.providerCode})`);
    res.redirect(302, loginPage({ [PROCONNECT_PARAM]: failure.code, ...failure.params }));
  }
}
