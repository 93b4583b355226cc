import { PublicationStatus, fr, readPerimeterParams, writePerimeterParams } from '@troc/shared';
import { FilterBar, type FilterChoice } from '@troc/ui';
import type { OperationFilterForm } from './api';
import { o } from './labels';

const f = o.mine;

/** The statuses an operation goes through (no moderation, no stock). */
export const OPERATION_STATUSES: PublicationStatus[] = [
  PublicationStatus.Draft,
  PublicationStatus.ToPublish,
  PublicationStatus.Published,
  PublicationStatus.Expired,
  PublicationStatus.Archived,
];

const CHOICES: FilterChoice<OperationFilterForm>[] = [
  {
    name: 'publicationStatus',
    label: f.publicationStatus,
    placeholder: f.all,
    options: OPERATION_STATUSES.map((value) => ({ value, label: fr.listing.statuses[value] })),
  },
];

/** Filters and their address: ?publicationStatus=…&keyword=… */
export function readOperationFilters(params: URLSearchParams): OperationFilterForm {
  const status = params.get('publicationStatus');
  const keyword = params.get('keyword')?.trim();
  return {
    ...(status && (OPERATION_STATUSES as string[]).includes(status)
      ? { publicationStatus: status as PublicationStatus }
      : {}),
    ...(keyword ? { keyword } : {}),
    ...readPerimeterParams(params),
  };
}

export function writeOperationFilters(filters: OperationFilterForm): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.publicationStatus) search.set('publicationStatus', filters.publicationStatus);
  if (filters.keyword?.trim()) search.set('keyword', filters.keyword.trim());
  return writePerimeterParams(search, filters);
}

/** The filter bar of « Mes opérations »: the status applies at once, the keyword on search. */
export function OperationFilters({
  values,
  onChange,
}: {
  values: OperationFilterForm;
  onChange: (values: OperationFilterForm) => void;
}) {
  return (
    <FilterBar<OperationFilterForm>
      name="operation_filter_form"
      label={f.filters}
      choices={CHOICES}
      keyword={{ label: f.keyword, placeholder: f.keywordPlaceholder, search: f.search }}
      resetLabel={f.reset}
      values={values}
      onChange={onChange}
      services
    />
  );
}
