import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ROUTES, withLocale } from '@troc/shared';
import type { Request, Response } from 'express';

/** /logout/ lives outside the locale, as in the specification; the e-mail validation modal sends here. */
@ApiExcludeController()
@Controller('logout')
export class LogoutController {
  @Get()
  logout(@Req() req: Request, @Res() res: Response): void {
    req.logOut((err) => {
      if (err) throw err;
      res.redirect(302, withLocale(ROUTES.login));
    });
  }
}
