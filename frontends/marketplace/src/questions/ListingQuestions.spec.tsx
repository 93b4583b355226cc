jest.setTimeout(60_000);

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, withLocale, type QuestionView, type TrocQuestionsResponse } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import { ListingQuestions } from './ListingQuestions';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

const SLUG = 'armoire-1';
const question = (over: Partial<QuestionView> = {}): QuestionView => ({
  id: 7,
  content: 'Est-elle livrée montée ?',
  publicAnswer: null,
  user: { firstname: 'Karim', lastname: 'Haddad' },
  userAnswer: null,
  displayDate: '24/11/2026 à 10:00',
  answerDisplayDate: null,
  state: 'unanswered',
  masked: false,
  ...over,
});

function server(answer: TrocQuestionsResponse) {
  return mockFetch((call: FakeCall) => {
    if (call.url === withLocale(API.trocQuestions(SLUG))) return { body: answer };
    if (call.url === withLocale(API.inboxQuestion('answer', 7))) {
      const text = (call.body as { answer: string }).answer;
      return {
        body: question({
          publicAnswer: text,
          state: 'answered',
          userAnswer: { firstname: 'Camille', lastname: 'Martin' },
        }),
      };
    }
    if (call.url === withLocale(API.inboxQuestion('mask', 7)))
      return { body: question({ masked: true, state: 'masked' }) };
    return signedOut;
  });
}

beforeEach(() => resetApi());

describe('public questions on the listing view', () => {
  it('shows the answered questions to a reader, without the managers’ actions', async () => {
    server({
      data: [
        question({
          publicAnswer: 'Oui, montée.',
          state: 'answered',
          userAnswer: { firstname: 'Camille', lastname: 'Martin' },
        }),
      ],
      canManage: false,
      canAsk: true,
    });
    renderApp(<ListingQuestions slug={SLUG} />);
    const item = await screen.findByRole('article', { name: 'Question de Karim Haddad, le 24/11/2026 à 10:00' });
    expect(within(item).getByText('Oui, montée.')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('lets a manager answer (beyond 2 characters) and mask', async () => {
    const { calls } = server({ data: [question()], canManage: true, canAsk: false });
    renderApp(<ListingQuestions slug={SLUG} />);
    const item = await screen.findByRole('article', { name: /Question de Karim Haddad/ });
    expect(within(item).getByText('Sans réponse')).toBeInTheDocument();
    await user.type(within(item).getByRole('textbox', { name: 'Votre réponse' }), 'ok');
    await user.click(within(item).getByRole('button', { name: 'Répondre' }));
    expect(await within(item).findByText('La réponse doit compter plus de 2 caractères.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/question/answer/'))).toBe(false);

    await user.clear(within(item).getByRole('textbox', { name: 'Votre réponse' }));
    await user.type(within(item).getByRole('textbox', { name: 'Votre réponse' }), 'Oui, livrée montée.');
    await user.click(within(item).getByRole('button', { name: 'Répondre' }));
    await waitFor(() => expect(within(item).getByText('Oui, livrée montée.')).toBeInTheDocument());
    expect(calls.find((c) => c.url.includes('/question/answer/'))?.body).toEqual({ answer: 'Oui, livrée montée.' });
    expect(within(item).getByText('La réponse est publiée.')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Masquer' }));
    expect(await within(item).findByText('Masquée')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Afficher de nouveau' })).toBeInTheDocument();
  });
});
