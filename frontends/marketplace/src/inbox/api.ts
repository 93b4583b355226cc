import {
  API,
  type InboxFeed,
  type InboxFilterForm,
  type InboxListResponse,
  type InboxOpenedResponse,
  type InboxPendingResponse,
  type InboxThread,
} from '@troc/shared';
import { api, sessionKeys, shownByForm } from '@troc/ui';

/** Query keys of the inbox: its list pages, a thread's feed, the poll. */
export const inboxKeys = {
  all: ['inbox'] as const,
  lists: () => ['inbox', 'list'] as const,
  list: (form: InboxFilterForm, page: number) => ['inbox', 'list', form, page] as const,
  feed: (slug: string) => ['inbox', 'feed', slug] as const,
  pending: (slug: string | null) => ['inbox', 'pending', slug] as const,
};

/** The header counters (total_messages) follow what is read. */
export const countersKey = sessionKeys.all;

export const INBOX_PAGE_SIZE = 20;

export function fetchInbox(form: InboxFilterForm, page: number, signal?: AbortSignal): Promise<InboxListResponse> {
  return api.post<InboxListResponse>(
    API.inboxThreads,
    { page, size: INBOX_PAGE_SIZE, inbox_filter_form: form },
    { signal, handles: (e) => e.status !== 403 },
  );
}

/** A thread's messages; reading them marks them read. A 404 is the page's own. */
export function fetchFeed(slug: string, signal?: AbortSignal): Promise<InboxFeed> {
  return api.post<InboxFeed>(API.inboxAction('feed', slug), {}, { signal, handles: (e) => e.status === 404 });
}

export function postReply(slug: string, message: string): Promise<InboxFeed> {
  return api.post<InboxFeed>(API.inboxAction('response', slug), { message }, { handles: shownByForm });
}

export function archiveThread(slug: string): Promise<InboxThread> {
  return api.post<InboxThread>(API.inboxAction('archive', slug), {});
}

export function deleteMessage(id: number): Promise<InboxFeed> {
  return api.post<InboxFeed>(API.inboxMessageDelete(id), {});
}

/** The 30 s poll: the last answer's date and the open thread. */
export function pollInbox(lastUpdateDate: string | null, thread: string | null, signal?: AbortSignal) {
  return api.post<InboxPendingResponse>(
    API.inboxPending,
    { ...(lastUpdateDate ? { lastUpdateDate } : {}), ...(thread ? { thread } : {}) },
    { signal, handles: () => true },
  );
}

/** Writes to a member (contact page): the thread to open next. */
export function sendContact(userSlug: string, message: string): Promise<InboxOpenedResponse> {
  return api.post<InboxOpenedResponse>(API.trocInbox('contact', userSlug), { message }, { handles: shownByForm });
}
