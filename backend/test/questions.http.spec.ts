import { fr, t } from '@troc/shared';
import type { QuestionAnsweredEvent, QuestionAskedEvent } from '../src/core/events/catalogue.js';
import { DomainEvents } from '../src/core/events/domain-events.js';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const QUESTION = 'Le fauteuil est-il livré monté ?';
const ask = (slug: string) => `/fr/api/troc/inbox/question/${slug}/`;
const questions = (slug: string) => `/fr/api/troc/questions/${slug}/`;
const act = (action: 'answer' | 'mask' | 'delete', id: number) => `/fr/api/user/inbox/question/${action}/${id}/`;

describe.each(targets())('public questions on $name', (target) => {
  let t0: TestApp;
  let world: World;
  const events: (QuestionAskedEvent | QuestionAnsweredEvent)[] = [];
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    const bus = t0.app.get(DomainEvents);
    bus.on<QuestionAskedEvent>('question.asked', (e) => void events.push(e));
    bus.on<QuestionAnsweredEvent>('question.answered', (e) => void events.push(e));
  });
  afterAll(() => t0?.close());

  const listing = async (manage: Record<string, unknown> = {}) =>
    publishedListing(await world.as('owner'), world.users.owner, { manage });

  it('is asked by a member who sees the listing, answered by its manager and then shown to everyone', async () => {
    const troc = await listing({ visibility: ['Individual', 'External'] });
    const outsider = await world.as('outsider');
    const owner = await world.as('owner');
    events.length = 0;
    const asked = (await outsider.post(ask(troc), { message: QUESTION }).expect(201)).body;
    expect(asked).toMatchObject({
      id: expect.any(Number),
      content: QUESTION,
      publicAnswer: null,
      user: { firstname: 'outsider', lastname: 'Test' },
      userAnswer: null,
      state: 'unanswered',
      masked: false,
    });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'question.asked',
        questionId: asked.id,
        trocSlug: troc,
        askerId: world.users.outsider.id,
        recipientIds: [world.users.owner.id],
      }),
    ]);
    // Unanswered: only its managers see it.
    expect((await (await world.visitor()).get(questions(troc)).expect(200)).body).toEqual({
      data: [],
      canManage: false,
      canAsk: false,
    });
    expect((await outsider.get(questions(troc)).expect(200)).body).toMatchObject({ data: [], canAsk: true });
    const managed = (await owner.get(questions(troc)).expect(200)).body;
    expect(managed).toMatchObject({ canManage: true, canAsk: false, data: [{ id: asked.id, state: 'unanswered' }] });

    expect((await owner.post(act('answer', asked.id), { answer: 'ok' }).expect(422)).body.errors).toEqual({
      answer: [t(fr.inbox.questions.errors.answerTooShort, { min: 2 })],
    });
    await owner.post(act('answer', asked.id), {}).expect(422);
    events.length = 0;
    const answered = (await owner.post(act('answer', asked.id), { answer: 'Oui, livré monté.' }).expect(200)).body;
    expect(answered).toMatchObject({
      publicAnswer: 'Oui, livré monté.',
      userAnswer: { firstname: 'owner' },
      state: 'answered',
      answerDisplayDate: expect.any(String),
    });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'question.answered',
        askerId: world.users.outsider.id,
        answererId: world.users.owner.id,
        excerpt: 'Oui, livré monté.',
      }),
    ]);
    const seen = (await (await world.visitor()).get(questions(troc)).expect(200)).body.data;
    expect(seen).toEqual([
      expect.objectContaining({ id: asked.id, content: QUESTION, publicAnswer: 'Oui, livré monté.' }),
    ]);

    // The asker finds the answer in their conversation about the listing.
    const threads = (
      await outsider.post('/fr/api/user/inbox/', { inbox_filter_form: { threadType: 'InformationDemand' } }).expect(200)
    ).body;
    const thread = threads.data.find((d: { troc: string }) => d.troc === troc);
    expect(thread).toMatchObject({ nbMessagesUnread: 1, currentFromUser: true });
    const feed = (await outsider.post(`/fr/api/user/inbox/feed/${thread.slug}/`).expect(200)).body;
    expect(feed.messages).toEqual([
      expect.objectContaining({
        automatic: true,
        content: 'owner Test a répondu à votre question sur « Fauteuil de bureau ergonomique » : Oui, livré monté.',
      }),
    ]);
  });

  it('keeps a masked question from everyone but its managers, and unanswers a deleted answer', async () => {
    const troc = await listing({ visibility: ['Individual', 'External'] });
    const owner = await world.as('owner');
    const { id } = (await (await world.as('outsider')).post(ask(troc), { message: QUESTION }).expect(201)).body;
    await owner.post(act('answer', id), { answer: 'Oui, livré monté.' }).expect(200);
    expect((await owner.post(act('mask', id)).expect(200)).body).toMatchObject({ masked: true, state: 'masked' });
    for (const client of [await world.visitor(), await world.as('outsider'), await world.as('groupMember')]) {
      expect((await client.get(questions(troc)).expect(200)).body.data).toEqual([]);
    }
    await (await world.as('groupMember')).post(act('mask', id)).expect(404);
    // Masked: not even a hint that it exists for a non-manager.
    await (await world.as('outsider')).post(act('answer', id), { answer: 'Je réponds.' }).expect(404);
    expect((await owner.get(questions(troc)).expect(200)).body.data).toEqual([
      expect.objectContaining({ id, state: 'masked' }),
    ]);
    expect((await owner.post(act('mask', id)).expect(200)).body).toMatchObject({ masked: false, state: 'answered' });
    // Shown again, a member who does not manage it is refused with a reason.
    expect((await (await world.as('outsider')).post(act('delete', id)).expect(403)).body.message).toBe(
      fr.inbox.questions.errors.notManager,
    );
    expect((await owner.post(act('delete', id)).expect(200)).body).toMatchObject({
      publicAnswer: null,
      state: 'unanswered',
    });
    expect((await (await world.visitor()).get(questions(troc)).expect(200)).body.data).toEqual([]);
    await owner.post(act('delete', id)).expect(404);
    await owner.post(act('mask', 999999)).expect(404);
  });

  it('is refused to the listing’s managers, to visitors, on a listing one cannot see, and when too short', async () => {
    const troc = await listing();
    expect((await (await world.as('owner')).post(ask(troc), { message: QUESTION }).expect(403)).body.message).toBe(
      fr.inbox.questions.errors.ownListing,
    );
    await (await world.visitor()).post(ask(troc), { message: QUESTION }).expect(403);
    expect(
      (await (await world.as('outsider')).post(ask(troc), { message: 'Monté ?' }).expect(422)).body.errors,
    ).toEqual({
      message: [t(fr.validation.minLength, { min: 10 })],
    });
    const internal = await listing({ visibility: ['Internal'] });
    await (await world.as('outsider')).post(ask(internal), { message: QUESTION }).expect(404);
    await (await world.as('outsider')).get(questions(internal)).expect(404);
    expect((await (await world.as('colleague')).get(questions(internal)).expect(200)).body.canAsk).toBe(true);
  });

  it('lists the questions on my listings, unanswered first, for a delegate too', async () => {
    const w = await createWorld(t0);
    const troc = await publishedListing(await w.as('owner'), w.users.owner);
    const other = await publishedListing(await w.as('owner'), w.users.owner, { details: { name: 'Table pliante' } });
    const outsider = await w.as('outsider');
    const a = (await outsider.post(ask(troc), { message: 'Première question posée ?' }).expect(201)).body;
    const b = (await outsider.post(ask(other), { message: 'Deuxième question posée ?' }).expect(201)).body;
    const c = (await outsider.post(ask(troc), { message: 'Troisième question posée ?' }).expect(201)).body;
    const owner = await w.as('owner');
    await owner.post(act('answer', a.id), { answer: 'Réponse publique.' }).expect(200);
    const mine = (await owner.post('/fr/api/troc/questions/mine/', {}).expect(200)).body;
    expect(mine).toMatchObject({
      total: 3,
      total_results: 3,
      url: expect.stringContaining('/api/troc/questions/mine'),
    });
    expect(mine.data.map((q: { id: number }) => q.id)).toEqual([c.id, b.id, a.id]);
    expect(mine.data[1]).toMatchObject({ troc: { slug: other, name: 'Table pliante' }, state: 'unanswered' });
    const page = (await owner.post('/fr/api/troc/questions/mine/', { page: 2, size: 2 }).expect(200)).body;
    expect(page.data.map((q: { id: number }) => q.id)).toEqual([a.id]);
    expect((await outsider.post('/fr/api/troc/questions/mine/', {}).expect(200)).body).toMatchObject({
      total: 0,
      data: [],
    });

    await owner.post(`/fr/api/troc/delegation/add/${other}/`, { user: w.users.groupMember.id }).expect(200);
    const delegate = await w.as('groupMember');
    expect(
      (await delegate.post('/fr/api/troc/questions/mine/', {}).expect(200)).body.data.map((q: { id: number }) => q.id),
    ).toEqual([b.id]);
    expect((await delegate.post(act('answer', b.id), { answer: 'Le délégué répond.' }).expect(200)).body.state).toBe(
      'answered',
    );
  });
});
