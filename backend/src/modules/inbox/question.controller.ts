import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ListResponse, QuestionView, TrocQuestionsResponse } from '@troc/shared';
import type { Request } from 'express';
import type { Actor } from '../../core/auth/actor.js';
import { CurrentActor, OptionalActor, SignedIn } from '../../core/auth/decorators.js';
import { PageQueryDto } from '../../core/http/pagination.js';
import { IdPipe } from '../../core/http/params.js';
import { InboxMessageDto, QuestionAnswerDto } from './dto/inbox.dto.js';
import { QuestionService } from './question.service.js';

/** Asking on a listing (core §7: /api/troc/inbox/question/{slug}/). */
@ApiTags('questions')
@Controller('api/troc/inbox')
export class QuestionAskController {
  constructor(private readonly questions: QuestionService) {}

  @Post('question/:slug')
  @SignedIn()
  @HttpCode(201)
  ask(@Param('slug') slug: string, @CurrentActor() actor: Actor, @Body() dto: InboxMessageDto): Promise<QuestionView> {
    return this.questions.ask(slug, actor, dto);
  }
}

/** A listing's public questions, and the manager's list of questions on their listings. */
@ApiTags('questions')
@Controller('api/troc/questions')
export class QuestionListController {
  constructor(private readonly questions: QuestionService) {}

  @Post('mine')
  @SignedIn()
  @HttpCode(200)
  mine(
    @Req() req: Request,
    @CurrentActor() actor: Actor,
    @Body() dto: PageQueryDto,
  ): Promise<ListResponse<QuestionView>> {
    return this.questions.mine(actor, dto.page, dto.size, req.originalUrl);
  }

  @Get(':slug')
  ofListing(@Param('slug') slug: string, @OptionalActor() actor: Actor | null): Promise<TrocQuestionsResponse> {
    return this.questions.ofListing(slug, actor);
  }
}

/** The manager's actions (core §7: /api/user/inbox/question/answer|mask|delete/{id}/). */
@ApiTags('questions')
@Controller('api/user/inbox/question')
export class QuestionManageController {
  constructor(private readonly questions: QuestionService) {}

  @Post('answer/:id')
  @SignedIn()
  @HttpCode(200)
  answer(
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
    @Body() dto: QuestionAnswerDto,
  ): Promise<QuestionView> {
    return this.questions.answer(id, actor, dto);
  }

  @Post('mask/:id')
  @SignedIn()
  @HttpCode(200)
  mask(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor): Promise<QuestionView> {
    return this.questions.mask(id, actor);
  }

  @Post('delete/:id')
  @SignedIn()
  @HttpCode(200)
  deleteAnswer(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor): Promise<QuestionView> {
    return this.questions.deleteAnswer(id, actor);
  }
}
