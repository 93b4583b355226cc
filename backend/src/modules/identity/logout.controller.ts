import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { API, ROUTES, withLocale } from '@troc/shared';
import type { Request, Response } from 'express';
import type { ProConnectClient } from './proconnect/proconnect.client.js';
import { PROCONNECT_CLIENT } from './proconnect/proconnect.controller.js';

/** /logout/ lives outside the locale, as in the specification; the e-mail validation modal sends here. */
@ApiExcludeController()
@Controller('logout')
export class LogoutController {
  constructor(@Inject(PROCONNECT_CLIENT) private readonly proconnect: ProConnectClient | null) {}

  @Get()
  logout(@Req() req: Request, @Res() res: Response): void {
    // Signed in through ProConnect: its logout ends both sessions.
    if (this.proconnect && req.session.proconnect?.idToken) {
      return res.redirect(302, withLocale(API.proconnectLogout));
    }
    req.logOut((err) => {
      if (err) throw err;
      res.redirect(302, withLocale(ROUTES.login));
    });
  }
}
