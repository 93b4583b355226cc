import {
  API,
  type InboxOpenedResponse,
  type ListResponse,
  type QuestionView,
  type TrocQuestionsResponse,
} from '@troc/shared';
import { api, shownByForm } from '@troc/ui';

/** Query keys of the public questions. */
export const questionKeys = {
  all: ['questions'] as const,
  ofListing: (slug: string) => ['questions', 'listing', slug] as const,
  mine: (page: number) => ['questions', 'mine', page] as const,
};

export const QUESTIONS_PAGE_SIZE = 20;

export function fetchListingQuestions(slug: string, signal?: AbortSignal): Promise<TrocQuestionsResponse> {
  return api.get<TrocQuestionsResponse>(API.trocQuestions(slug), { signal, handles: (e) => e.status === 404 });
}

export function fetchMyQuestions(page: number, signal?: AbortSignal): Promise<ListResponse<QuestionView>> {
  return api.post<ListResponse<QuestionView>>(API.myQuestions, { page, size: QUESTIONS_PAGE_SIZE }, { signal });
}

/** The question modal: 201 with the question (published once answered). */
export function askQuestion(slug: string, message: string): Promise<QuestionView> {
  return api.post<QuestionView>(API.trocInbox('question', slug), { message }, { handles: shownByForm });
}

/** The message modal: the conversation with the listing's managers it opened or continued. */
export function sendListingMessage(slug: string, message: string): Promise<InboxOpenedResponse> {
  return api.post<InboxOpenedResponse>(API.trocInbox('info', slug), { message }, { handles: shownByForm });
}

export function answerQuestion(id: number, answer: string): Promise<QuestionView> {
  return api.post<QuestionView>(API.inboxQuestion('answer', id), { answer }, { handles: shownByForm });
}

/** Masks the question from the public, or shows it again. */
export function maskQuestion(id: number): Promise<QuestionView> {
  return api.post<QuestionView>(API.inboxQuestion('mask', id), {});
}

export function deleteAnswer(id: number): Promise<QuestionView> {
  return api.post<QuestionView>(API.inboxQuestion('delete', id), {});
}
