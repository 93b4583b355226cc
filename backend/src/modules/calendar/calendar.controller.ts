import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController, ApiTags } from '@nestjs/swagger';
import {
  type CalendarFeedResponse,
  type CalendarLoaderResponse,
  type CalendarPeriodCreated,
  type CalendarPeriodView,
  fr,
  type LoanListResponse,
  ROUTES,
  type TrackerCalendarResponse,
  withLocale,
} from '@troc/shared';
import type { Request, Response } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, OptionalActor, SignedIn } from '../../core/auth/decorators.js';
import { IdPipe } from '../../core/http/params.js';
import { CalendarLoansService } from './calendar-loans.service.js';
import { CalendarService } from './calendar.service.js';
import {
  CalendarHoursDto,
  CalendarLoaderDto,
  CalendarModalDto,
  LoanListDto,
  LoanReturnDto,
} from './dto/calendar.dto.js';
import { NotFoundError } from '../../core/errors/index.js';

const PERIOD_ACTIONS = ['approve', 'deny', 'cancel'] as const;

/** The calendar calls of supporting §7 (loaders and period calls), the loans list and the feed. */
@ApiTags('calendrier')
@Controller('api/calendar')
export class CalendarController {
  constructor(
    private readonly calendars: CalendarService,
    private readonly loans: CalendarLoansService,
  ) {}

  @Post('troc/:id')
  @HttpCode(200)
  loader(
    @Param('id', IdPipe) id: number,
    @OptionalActor() actor: Actor | null,
    @Body() dto: CalendarLoaderDto,
    @Req() req: Request,
  ): Promise<CalendarLoaderResponse> {
    return this.calendars.loader(id, actor, dto.calendar_form, dto.page, dto.size, req.originalUrl);
  }

  @Post('period/troc/:id')
  @SignedIn()
  @HttpCode(200)
  create(
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
    @Body() dto: CalendarModalDto,
  ): Promise<CalendarPeriodCreated> {
    return this.calendars.create(id, actor, dto.calendar_modale_form);
  }

  @Post('hours/:id')
  @SignedIn()
  @HttpCode(200)
  hours(
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
    @Body() dto: CalendarHoursDto,
  ): Promise<{ time_start: string | null; time_end: string | null }> {
    return this.calendars.setHours(id, actor, dto.calendar_hours_form);
  }

  @Post('period/return/:id')
  @SignedIn()
  @HttpCode(200)
  recordReturn(
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
    @Body() dto: LoanReturnDto,
  ): Promise<CalendarPeriodView> {
    return this.calendars.recordReturn(id, actor, dto.loan_return_form);
  }

  @Post('period/:action/:id')
  @SignedIn()
  @HttpCode(200)
  act(
    @Param('action') action: string,
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
  ): Promise<CalendarPeriodView> {
    if (!(PERIOD_ACTIONS as readonly string[]).includes(action))
      throw new NotFoundError('CALENDAR_ACTION_UNKNOWN', fr.http.notFound);
    return this.calendars.act(id, action as (typeof PERIOD_ACTIONS)[number], actor);
  }

  @Post('loans')
  @SignedIn()
  @HttpCode(200)
  myLoans(@CurrentActor() actor: Actor, @Body() dto: LoanListDto, @Req() req: Request): Promise<LoanListResponse> {
    const form = dto.loan_filter_form;
    return this.loans.list(actor, form.scope || 'borrowed', form.status || '', dto.page, dto.size, req.originalUrl);
  }

  @Get('feed')
  @SignedIn()
  feed(@CurrentActor() actor: Actor): CalendarFeedResponse {
    return this.loans.feedUrl(actor);
  }

  /** The agenda's subscription: no session, the signed token is the proof. */
  @Get('ics/:file')
  async ics(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const body = await this.loans.feed(file.replace(/\.ics$/, ''));
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="troc-prets.ics"');
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.send(body);
  }
}

/** The tracker calendar of core §2 (/tracker/calendar/{slug}/). */
@ApiTags('calendrier')
@Controller('api/tracker/calendar')
export class TrackerCalendarController {
  constructor(private readonly calendars: CalendarService) {}

  @Get(':slug')
  @SignedIn()
  view(@Param('slug') slug: string, @CurrentActor() actor: Actor): Promise<TrackerCalendarResponse> {
    return this.calendars.trackerCalendar(slug, actor);
  }
}

/** The loan return lives outside the locale (core §1): it opens the tracker calendar's return form. */
@ApiExcludeController()
@Controller('troc/return-from-loan')
export class LoanReturnRedirectController {
  @Get(':slug')
  redirect(@Param('slug') slug: string, @Res() res: Response): void {
    res.redirect(302, `${withLocale(ROUTES.trackerCalendar(slug))}#retour`);
  }
}
