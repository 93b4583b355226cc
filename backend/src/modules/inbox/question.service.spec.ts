import { jest } from '@jest/globals';
import { fr, t } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import type { Transactions } from '../../core/database/transactions.js';
import type { DomainEvents } from '../../core/events/domain-events.js';
import { ForbiddenError, FormError, NotFoundError } from '../../core/errors/index.js';
import type { UsersService } from '../identity/index.js';
import { type Troc, TrocReadService } from '../troc/index.js';
import type { Question } from './entities/question.entity.js';
import type { InboxService } from './inbox.service.js';
import type { QuestionQueries } from './question.queries.js';
import { QuestionService } from './question.service.js';

// The public questions' rules with their table, the listings, the users, the inbox and the events faked.
const MANAGER = 1;
const OWNER = 2;
const DELEGATE = 3;
const ASKER = 4;
const OTHER = 5;
const actor = (id: number): Actor => ({ id, roles: [], organisationId: 1 }) as unknown as Actor;

const listing = (over: Partial<Troc> = {}): Troc =>
  ({
    id: 10,
    slug: 'chaises',
    name: 'Chaises de bureau',
    managerId: MANAGER,
    ownerId: OWNER,
    delegates: `,${DELEGATE},`,
    ...over,
  }) as unknown as Troc;

const QUESTION = 'Sont-elles encore disponibles ?';

function world(trocList: Troc[] = [listing()]) {
  const trocs = new Map(trocList.map((troc) => [troc.id, troc]));
  const questions: Question[] = [];
  const updates: { manager: unknown; id: number; fields: Partial<Question> }[] = [];
  const queries = {
    byId: async (id: number) => {
      const q = questions.find((row) => row.id === id);
      return q ? { ...q } : null;
    },
    insert: jest.fn(async (row: Pick<Question, 'trocId' | 'userId' | 'content'>) => {
      const saved = {
        ...row,
        id: questions.length + 1,
        publicAnswer: null,
        answerUserId: null,
        answeredAt: null,
        masked: false,
        createdAt: new Date('2026-03-04T10:00:00Z'),
      } as Question;
      questions.push(saved);
      return { ...saved };
    }),
    update: async (manager: unknown, id: number, fields: Partial<Question>) => {
      updates.push({ manager, id, fields });
      Object.assign(
        questions.find((q) => q.id === id)!,
        fields,
      );
    },
    ofTroc: jest.fn(async (trocId: number, publicOnly: boolean) =>
      questions.filter((q) => q.trocId === trocId && (!publicOnly || (q.publicAnswer !== null && !q.masked))),
    ),
    onTrocs: jest.fn(async (ids: readonly number[], _page: number, _size: number) => {
      const rows = questions.filter((q) => ids.includes(q.trocId));
      return { rows, total: rows.length };
    }),
  };
  const listingRules = new TrocReadService(null as never);
  const reads = {
    visible: async (slug: string) => {
      const troc = [...trocs.values()].find((x) => x.slug === slug);
      if (!troc) throw new NotFoundError('TROC_NOT_FOUND');
      return troc;
    },
    byId: async (id: number) => trocs.get(id)!,
    byIds: async (ids: number[]) => new Map(ids.map((id) => [id, trocs.get(id)!] as const)),
    managedIds: jest.fn(async (_userId: number) => [...trocs.keys()]),
    canManage: (t: Troc, a: Actor | null) => listingRules.canManage(t, a),
  };
  const people = new Map(
    [MANAGER, OWNER, DELEGATE, ASKER, OTHER].map((id) => [id, { id, firstname: `Pré${id}`, lastname: `Nom${id}` }]),
  );
  const users = {
    findByIds: async (ids: readonly number[]) =>
      new Map(ids.flatMap((id) => (people.has(id) ? [[id, people.get(id)!] as const] : []))),
  };
  const tx = { tx: true };
  const inbox = {
    informationThread: jest.fn(async (_manager: unknown, _userId: number, _troc: Troc) => ({ id: 70 })),
    postAutomatic: jest.fn(
      async (_manager: unknown, _threadId: number, _key: string, _params: object, _authorId: number) => undefined,
    ),
  };
  const transactions = { run: jest.fn(<T>(work: (manager: unknown) => Promise<T>) => work(tx)) };
  const published: Record<string, unknown>[] = [];
  const events = { publish: async (event: Record<string, unknown>) => void published.push(event) };
  const service = new QuestionService(
    queries as unknown as QuestionQueries,
    reads as unknown as TrocReadService,
    users as unknown as UsersService,
    inbox as unknown as InboxService,
    transactions as unknown as Transactions,
    events as unknown as DomainEvents,
  );
  const asked = async () => (await service.ask('chaises', actor(ASKER), { message: QUESTION })).id;
  return { service, questions, updates, queries, reads, inbox, published, tx, people, asked };
}

describe('QuestionService', () => {
  it('records a question and tells the listing’s managers, owner and delegates', async () => {
    const { service, questions, published } = world();
    const view = await service.ask('chaises', actor(ASKER), { message: `  ${QUESTION}  ` });

    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({ trocId: 10, userId: ASKER, content: QUESTION });
    expect(view).toMatchObject({
      content: QUESTION,
      publicAnswer: null,
      user: { firstname: 'Pré4', lastname: 'Nom4' },
      userAnswer: null,
      state: 'unanswered',
      masked: false,
      answerDisplayDate: null,
      troc: { slug: 'chaises', name: 'Chaises de bureau' },
    });
    expect(published).toEqual([
      {
        type: 'question.asked',
        questionId: view.id,
        trocSlug: 'chaises',
        trocName: 'Chaises de bureau',
        askerId: ASKER,
        recipientIds: [MANAGER, OWNER, DELEGATE],
        excerpt: QUESTION,
      },
    ]);
  });

  it('tells the manager once when they also own the listing', async () => {
    const { service, published } = world([listing({ ownerId: MANAGER, delegates: null })]);
    await service.ask('chaises', actor(ASKER), { message: QUESTION });
    expect(published[0]!.recipientIds).toEqual([MANAGER]);
  });

  it('forbids those who manage the listing to ask on it', async () => {
    const { service, questions, published } = world();
    for (const id of [MANAGER, OWNER, DELEGATE]) {
      const own = service.ask('chaises', actor(id), { message: QUESTION });
      await expect(own).rejects.toBeInstanceOf(ForbiddenError);
      await expect(own).rejects.toMatchObject({
        code: 'QUESTION_OWN_LISTING',
        message: fr.inbox.questions.errors.ownListing,
      });
    }
    expect(questions).toEqual([]);
    expect(published).toEqual([]);
  });

  it('asks 10 characters at least, on the message field', async () => {
    const { service, questions } = world();
    const short = service.ask('chaises', actor(ASKER), { message: 'Dispo ?' });
    await expect(short).rejects.toBeInstanceOf(FormError);
    await expect(short).rejects.toMatchObject({
      code: 'FORM_INVALID',
      errors: { message: [t(fr.validation.minLength, { min: 10 })] },
    });
    await expect(service.ask('chaises', actor(ASKER), {})).rejects.toMatchObject({
      errors: { message: [fr.validation.required] },
    });
    expect(questions).toEqual([]);
  });

  it('lets the listing’s reads refuse a listing the member cannot see', async () => {
    const { service } = world();
    await expect(service.ask('cachee', actor(ASKER), { message: QUESTION })).rejects.toMatchObject({
      code: 'TROC_NOT_FOUND',
    });
  });

  it('publishes an answer and posts it in the asker’s conversation, in one transaction', async () => {
    const { service, updates, inbox, published, tx, asked } = world();
    const id = await asked();
    const view = await service.answer(id, actor(DELEGATE), { answer: ' Oui, six. ' });

    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      manager: tx,
      id,
      fields: { publicAnswer: 'Oui, six.', answerUserId: DELEGATE },
    });
    expect(updates[0]!.fields.answeredAt).toBeInstanceOf(Date);
    expect(inbox.informationThread).toHaveBeenCalledWith(tx, ASKER, expect.objectContaining({ id: 10 }));
    expect(inbox.postAutomatic).toHaveBeenCalledWith(
      tx,
      70,
      'question.answered',
      { user: 'Pré3 Nom3', troc: 'Chaises de bureau', answer: 'Oui, six.' },
      DELEGATE,
    );
    expect(published.at(-1)).toEqual({
      type: 'question.answered',
      questionId: id,
      trocSlug: 'chaises',
      trocName: 'Chaises de bureau',
      askerId: ASKER,
      answererId: DELEGATE,
      excerpt: 'Oui, six.',
    });
    expect(view).toMatchObject({
      publicAnswer: 'Oui, six.',
      userAnswer: { firstname: 'Pré3', lastname: 'Nom3' },
      state: 'answered',
    });
    expect(view.answerDisplayDate).not.toBeNull();
  });

  it('counts an answer only beyond 2 characters', async () => {
    const { service, updates, inbox, asked } = world();
    const id = await asked();
    await expect(service.answer(id, actor(MANAGER), { answer: 'ok' })).rejects.toMatchObject({
      errors: { answer: [t(fr.inbox.questions.errors.answerTooShort, { min: 2 })] },
    });
    await expect(service.answer(id, actor(MANAGER), { answer: '   ' })).rejects.toMatchObject({
      errors: { answer: [fr.validation.required] },
    });
    expect(updates).toEqual([]);
    expect(inbox.postAutomatic).not.toHaveBeenCalled();
  });

  it('hides an unanswered question from non-managers (404) and refuses them a public one (403)', async () => {
    const { service, updates, asked } = world();
    const id = await asked();
    for (const act of [
      () => service.answer(id, actor(ASKER), { answer: 'Réponse' }),
      () => service.mask(id, actor(OTHER)),
      () => service.deleteAnswer(id, actor(OTHER)),
    ]) {
      const refused = act();
      await expect(refused).rejects.toBeInstanceOf(NotFoundError);
      await expect(refused).rejects.toMatchObject({ code: 'QUESTION_NOT_FOUND' });
    }

    await service.answer(id, actor(MANAGER), { answer: 'Oui, six.' });
    const forbidden = service.mask(id, actor(ASKER));
    await expect(forbidden).rejects.toBeInstanceOf(ForbiddenError);
    await expect(forbidden).rejects.toMatchObject({
      code: 'QUESTION_MANAGER_ONLY',
      message: fr.inbox.questions.errors.notManager,
    });
    expect(updates).toHaveLength(1);

    await expect(service.mask(999, actor(MANAGER))).rejects.toMatchObject({ code: 'QUESTION_NOT_FOUND' });
  });

  it('masks and shows a question again; a masked one is hidden from non-managers', async () => {
    const { service, updates, asked } = world();
    const id = await asked();
    await service.answer(id, actor(MANAGER), { answer: 'Oui, six.' });

    expect(await service.mask(id, actor(OWNER))).toMatchObject({ state: 'masked', masked: true });
    expect(updates.at(-1)).toEqual({ manager: null, id, fields: { masked: true } });
    await expect(service.mask(id, actor(ASKER))).rejects.toMatchObject({ code: 'QUESTION_NOT_FOUND' });

    expect(await service.mask(id, actor(OWNER))).toMatchObject({ state: 'answered', masked: false });
    expect(updates.at(-1)!.fields).toEqual({ masked: false });
  });

  it('removes an answer, and says when there is none to remove', async () => {
    const { service, updates, asked } = world();
    const id = await asked();
    const none = service.deleteAnswer(id, actor(MANAGER));
    await expect(none).rejects.toBeInstanceOf(NotFoundError);
    await expect(none).rejects.toMatchObject({
      code: 'QUESTION_NOT_ANSWERED',
      message: fr.inbox.questions.errors.notAnswered,
    });

    await service.answer(id, actor(MANAGER), { answer: 'Oui, six.' });
    const view = await service.deleteAnswer(id, actor(MANAGER));
    expect(updates.at(-1)).toEqual({
      manager: null,
      id,
      fields: { publicAnswer: null, answerUserId: null, answeredAt: null },
    });
    expect(view).toMatchObject({ publicAnswer: null, userAnswer: null, state: 'unanswered' });
  });

  it('shows the public the answered questions and the managers all of them', async () => {
    const { service, queries, asked } = world();
    const first = await asked();
    await asked();
    await service.answer(first, actor(MANAGER), { answer: 'Oui, six.' });

    const seen = await service.ofListing('chaises', null);
    expect(queries.ofTroc).toHaveBeenLastCalledWith(10, true);
    expect(seen).toMatchObject({ canManage: false, canAsk: false });
    expect(seen.data.map((q) => q.id)).toEqual([first]);
    // The listing's own page does not repeat the listing on each question.
    expect(seen.data[0]!.troc).toBeUndefined();

    expect(await service.ofListing('chaises', actor(ASKER))).toMatchObject({ canManage: false, canAsk: true });

    const managed = await service.ofListing('chaises', actor(DELEGATE));
    expect(queries.ofTroc).toHaveBeenLastCalledWith(10, false);
    expect(managed).toMatchObject({ canManage: true, canAsk: false });
    expect(managed.data.map((q) => q.state)).toEqual(['answered', 'unanswered']);
  });

  it('lists the questions on the listings the member manages, as a page', async () => {
    const { service, reads, queries, asked } = world();
    await asked();
    const page = await service.mine(actor(MANAGER), 2, 5, '/mes-questions');
    expect(reads.managedIds).toHaveBeenCalledWith(MANAGER);
    expect(queries.onTrocs).toHaveBeenCalledWith([10], 2, 5);
    expect(page).toMatchObject({ total: 1, total_results: 1, url: '/mes-questions' });
    expect(page.data[0]).toMatchObject({ content: QUESTION, troc: { slug: 'chaises' } });
  });
});
