import {
  type PerimeterFilterForm,
  perimeterOf,
  readPerimeterParams,
  SwapType,
  TRACKER_FINAL,
  TRACKER_PENDING,
  type TrackerFilterForm,
  type TrackerStatus,
  type TransactionDirection,
  type UserPerimeterType,
  writePerimeterParams,
} from '@troc/shared';

export interface TrackerFilterValues extends PerimeterFilterForm {
  trackerStatus: TrackerStatus[];
  swapType: SwapType[];
  transactionDirection?: TransactionDirection;
  keyword?: string;
  /** Admins: my exchanges (absent) or those of my organisation's services. */
  userPerimeterType?: UserPerimeterType;
}

const DIRECTIONS: readonly TransactionDirection[] = ['given', 'received'];

/** The statuses a page lists: what is still going on, or what is over. */
export const pageStatuses = (terminated: boolean): readonly TrackerStatus[] =>
  terminated ? TRACKER_FINAL : TRACKER_PENDING;

const among = <T extends string>(allowed: readonly T[], values: string[]): T[] =>
  [...new Set(values)].filter((value): value is T => (allowed as readonly string[]).includes(value));

/** Filters live in the address (status, swapType repeated; direction; keyword): reload and back find the same list. */
export function readFilters(params: URLSearchParams, terminated: boolean): TrackerFilterValues {
  const direction = params.get('direction');
  const keyword = params.get('keyword')?.trim();
  return {
    trackerStatus: among(pageStatuses(terminated), params.getAll('status')),
    swapType: among(Object.values(SwapType), params.getAll('swapType')),
    transactionDirection: DIRECTIONS.find((d) => d === direction),
    keyword: keyword || undefined,
    ...(params.get('userPerimeterType') === 'perimeter' ? { userPerimeterType: 'perimeter' as const } : {}),
    ...readPerimeterParams(params),
  };
}

export function writeFilters(values: TrackerFilterValues): URLSearchParams {
  const search = new URLSearchParams();
  values.trackerStatus.forEach((status) => search.append('status', status));
  values.swapType.forEach((swapType) => search.append('swapType', swapType));
  if (values.transactionDirection) search.set('direction', values.transactionDirection);
  if (values.keyword?.trim()) search.set('keyword', values.keyword.trim());
  if (values.userPerimeterType === 'perimeter') search.set('userPerimeterType', 'perimeter');
  return writePerimeterParams(search, values);
}

/** tracker_filter_form as the lists take it; empty choices are left out. */
export function toFilterForm(values: TrackerFilterValues): TrackerFilterForm {
  const form: TrackerFilterForm = {};
  if (values.trackerStatus.length) form.trackerStatus = values.trackerStatus;
  if (values.swapType.length) form.swapType = values.swapType;
  if (values.transactionDirection) form.transactionDirection = [values.transactionDirection];
  if (values.keyword) form.keyword = values.keyword;
  if (values.userPerimeterType === 'perimeter') form.userPerimeterType = 'perimeter';
  return { ...form, ...perimeterOf(values) };
}

export const isFiltered = (values: TrackerFilterValues): boolean => Object.keys(toFilterForm(values)).length > 0;
