import { Injectable } from '@nestjs/common';
import {
  formatDateTime,
  fr,
  type ListResponse,
  messageExcerpt,
  type QuestionView,
  readText,
  type TrocQuestionsResponse,
  validateAnswer,
  validateListingMessage,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { Transactions } from '../../core/database/transactions.js';
import type { QuestionAnsweredEvent, QuestionAskedEvent } from '../../core/events/catalogue.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { listResponse } from '../../core/http/pagination.js';
import { ForbiddenError, FormError, NotFoundError } from '../../core/errors/index.js';
import { UsersService } from '../identity/index.js';
import type { Troc } from '../troc/index.js';
import { TrocReadService } from '../troc/index.js';
import type { Question } from './entities/question.entity.js';
import { InboxService } from './inbox.service.js';
import { QuestionQueries } from './question.queries.js';
import { delegateIds } from '../../shared/delegates-column.js';

const failIf = (errors: Record<string, string[]>) => {
  if (Object.keys(errors).length) throw new FormError(errors);
};

/** The listing's side: its manager, its owner and its delegates. */
const managersOf = (troc: Troc) => [...new Set([troc.managerId, troc.ownerId, ...delegateIds(troc.delegates)])];

/**
 * Public questions (core §4): asked by members who see a listing and do not manage it,
 * answered, masked or unanswered by its managers. The public sees answered, unmasked ones;
 * the managers see all of them with their state.
 */
@Injectable()
export class QuestionService {
  constructor(
    private readonly queries: QuestionQueries,
    private readonly trocs: TrocReadService,
    private readonly users: UsersService,
    private readonly inbox: InboxService,
    private readonly transactions: Transactions,
    private readonly events: DomainEvents,
  ) {}

  async ask(trocSlug: string, actor: Actor, values: { message?: unknown }): Promise<QuestionView> {
    const troc = await this.trocs.visible(trocSlug, actor);
    if (this.trocs.canManage(troc, actor))
      throw new ForbiddenError('QUESTION_OWN_LISTING', fr.inbox.questions.errors.ownListing);
    failIf(validateListingMessage(values));
    const question = await this.queries.insert({
      trocId: troc.id,
      userId: actor.id,
      content: readText(values.message),
    });
    await this.events.publish<QuestionAskedEvent>({
      type: 'question.asked',
      questionId: question.id,
      trocSlug: troc.slug,
      trocName: troc.name ?? '',
      askerId: actor.id,
      recipientIds: managersOf(troc).filter((id) => id !== actor.id),
      excerpt: messageExcerpt(question.content),
    });
    return (await this.views([question], true))[0]!;
  }

  /** The answer is public; the asker also gets it in their conversation about the listing. */
  async answer(id: number, actor: Actor, values: { answer?: unknown }): Promise<QuestionView> {
    const { question, troc } = await this.managed(id, actor);
    failIf(validateAnswer(values));
    const answer = readText(values.answer);
    const me = (await this.users.findByIds([actor.id])).get(actor.id);
    await this.transactions.run(async (manager) => {
      await this.queries.update(manager, question.id, {
        publicAnswer: answer,
        answerUserId: actor.id,
        answeredAt: new Date(),
      });
      const thread = await this.inbox.informationThread(manager, question.userId, troc);
      await this.inbox.postAutomatic(
        manager,
        thread.id,
        'question.answered',
        {
          user: me ? `${me.firstname} ${me.lastname}` : fr.fallback.unknown,
          troc: troc.name ?? '',
          answer: messageExcerpt(answer, 200),
        },
        actor.id,
      );
    });
    await this.events.publish<QuestionAnsweredEvent>({
      type: 'question.answered',
      questionId: question.id,
      trocSlug: troc.slug,
      trocName: troc.name ?? '',
      askerId: question.userId,
      answererId: actor.id,
      excerpt: messageExcerpt(answer),
    });
    return this.reload(question.id);
  }

  /** Masks the question from the public, or shows it again. */
  async mask(id: number, actor: Actor): Promise<QuestionView> {
    const { question } = await this.managed(id, actor);
    await this.queries.update(null, question.id, { masked: !question.masked });
    return this.reload(question.id);
  }

  /** Removes the answer: the question is unanswered again (and leaves the public list). */
  async deleteAnswer(id: number, actor: Actor): Promise<QuestionView> {
    const { question } = await this.managed(id, actor);
    if (question.publicAnswer === null)
      throw new NotFoundError('QUESTION_NOT_ANSWERED', fr.inbox.questions.errors.notAnswered);
    await this.queries.update(null, question.id, { publicAnswer: null, answerUserId: null, answeredAt: null });
    return this.reload(question.id);
  }

  /** A listing's questions for whoever may see it: everything for its managers. */
  async ofListing(trocSlug: string, actor: Actor | null): Promise<TrocQuestionsResponse> {
    const troc = await this.trocs.visible(trocSlug, actor);
    const manages = this.trocs.canManage(troc, actor);
    const questions = await this.queries.ofTroc(troc.id, !manages);
    return { data: await this.views(questions, manages), canManage: manages, canAsk: actor !== null && !manages };
  }

  /** The questions on the listings the actor manages, unanswered first. */
  async mine(actor: Actor, page: number, size: number, url: string): Promise<ListResponse<QuestionView>> {
    const found = await this.queries.onTrocs(await this.trocs.managedIds(actor.id), page, size);
    return listResponse(await this.views(found.rows, true), { total: found.total }, url);
  }

  /** The question for one of its listing's managers; others get 404 unless it is public (403). */
  private async managed(id: number, actor: Actor): Promise<{ question: Question; troc: Troc }> {
    const question = await this.queries.byId(id);
    if (!question) throw new NotFoundError('QUESTION_NOT_FOUND', fr.http.notFound);
    const troc = await this.trocs.byId(question.trocId);
    if (this.trocs.canManage(troc, actor)) return { question, troc };
    if (question.publicAnswer !== null && !question.masked) {
      throw new ForbiddenError('QUESTION_MANAGER_ONLY', fr.inbox.questions.errors.notManager);
    }
    throw new NotFoundError('QUESTION_NOT_FOUND', fr.http.notFound);
  }

  private async reload(id: number): Promise<QuestionView> {
    return (await this.views([(await this.queries.byId(id))!], true))[0]!;
  }

  private async views(questions: Question[], withListing: boolean): Promise<QuestionView[]> {
    const people = await this.users.findByIds(
      questions.flatMap((q) => (q.answerUserId === null ? [q.userId] : [q.userId, q.answerUserId])),
    );
    const trocs = withListing ? await this.trocs.byIds(questions.map((q) => q.trocId)) : new Map<number, Troc>();
    const person = (id: number | null) => {
      const p = id === null ? undefined : people.get(id);
      return p ? { firstname: p.firstname, lastname: p.lastname } : null;
    };
    return questions.map((q) => {
      const troc = trocs.get(q.trocId);
      return {
        id: q.id,
        content: q.content,
        publicAnswer: q.publicAnswer,
        user: person(q.userId),
        userAnswer: person(q.answerUserId),
        displayDate: formatDateTime(q.createdAt),
        answerDisplayDate: q.answeredAt ? formatDateTime(q.answeredAt) : null,
        state: q.masked ? 'masked' : q.publicAnswer === null ? 'unanswered' : 'answered',
        masked: q.masked,
        ...(troc ? { troc: { slug: troc.slug, name: troc.name ?? '' } } : {}),
      };
    });
  }
}
