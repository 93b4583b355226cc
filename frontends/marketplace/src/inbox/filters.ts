import {
  INBOX_ORIGINS,
  INBOX_SORTS,
  INBOX_STATUSES,
  ThreadType,
  type InboxFilterForm,
  type InboxOrigin,
  type InboxSort,
  type InboxStatus,
  isIsoDate,
} from '@troc/shared';

/** The inbox filters as the page holds them; « all » is an explicit status, open is the default. */
export interface InboxFilterValues {
  status: InboxStatus | 'all';
  threadType?: ThreadType;
  origin?: InboxOrigin;
  sort: InboxSort;
  keyword?: string;
  sentAfter?: string;
  sentBefore?: string;
}

export const DEFAULT_FILTERS: InboxFilterValues = { status: 'open', sort: 'recent' };

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  (allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
const date = (value: string | null) => (value && isIsoDate(value) ? value : undefined);

/** Filters live in the address: reload and back find the same list. */
export function readFilters(params: URLSearchParams): InboxFilterValues {
  const status = params.get('status');
  return {
    status: status === 'all' ? 'all' : (pick(INBOX_STATUSES, status) ?? 'open'),
    threadType: pick(Object.values(ThreadType), params.get('type')),
    origin: pick(INBOX_ORIGINS, params.get('origin')),
    sort: pick(INBOX_SORTS, params.get('sort')) ?? 'recent',
    keyword: params.get('keyword')?.trim() || undefined,
    sentAfter: date(params.get('after')),
    sentBefore: date(params.get('before')),
  };
}

export function writeFilters(values: InboxFilterValues): URLSearchParams {
  const search = new URLSearchParams();
  if (values.status !== 'open') search.set('status', values.status);
  if (values.threadType) search.set('type', values.threadType);
  if (values.origin) search.set('origin', values.origin);
  if (values.sort !== 'recent') search.set('sort', values.sort);
  if (values.keyword?.trim()) search.set('keyword', values.keyword.trim());
  if (values.sentAfter) search.set('after', values.sentAfter);
  if (values.sentBefore) search.set('before', values.sentBefore);
  return search;
}

/** inbox_filter_form as the list takes it; empty choices are left out. */
export function toFilterForm(values: InboxFilterValues): InboxFilterForm {
  const form: InboxFilterForm = {};
  if (values.status !== 'all') form.status = values.status;
  if (values.threadType) form.threadType = values.threadType;
  if (values.origin) form.origin = values.origin;
  if (values.sort !== 'recent') form.sort = values.sort;
  if (values.keyword?.trim()) form.keyword = values.keyword.trim();
  if (values.sentAfter) form.sentAfter = values.sentAfter;
  if (values.sentBefore) form.sentBefore = values.sentBefore;
  return form;
}

export const isFiltered = (values: InboxFilterValues): boolean => writeFilters(values).toString() !== '';

/** How many filters differ from the default list (the disclosure's count). */
export const activeFilterCount = (values: InboxFilterValues): number => [...writeFilters(values).keys()].length;
