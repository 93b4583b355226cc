import {
  PublicationStatus,
  RequestType,
  VISIBILITY_ORDER,
  type MyListingsForm,
  type PerimeterFilterForm,
  perimeterOf,
} from '@troc/shared';
import { FilterBar, type FilterChoice } from '@troc/ui';
import { L, m } from '../common/labels';

const f = m.mine;

export interface ListingFilterValues extends PerimeterFilterForm {
  requestType?: RequestType;
  publicationStatus?: PublicationStatus;
  visibility?: (typeof VISIBILITY_ORDER)[number];
  keyword?: string;
}

const STATUS_ORDER: PublicationStatus[] = [
  PublicationStatus.Draft,
  PublicationStatus.ToModerate,
  PublicationStatus.ToPublish,
  PublicationStatus.Published,
  PublicationStatus.Unavailable,
  PublicationStatus.Expired,
  PublicationStatus.Archived,
];

const CHOICES: FilterChoice<ListingFilterValues>[] = [
  {
    name: 'requestType',
    label: f.requestType,
    placeholder: f.all,
    minWidth: 160,
    options: Object.values(RequestType).map((value) => ({ value, label: L.requestTypes[value] })),
  },
  {
    name: 'publicationStatus',
    label: f.publicationStatus,
    placeholder: f.all,
    options: STATUS_ORDER.map((value) => ({ value, label: L.statuses[value] })),
  },
  {
    name: 'visibility',
    label: f.visibility,
    placeholder: f.allFeminine,
    options: VISIBILITY_ORDER.map((value) => ({ value, label: L.visibilities[value] })),
  },
];

/** The troc_filter_form fields the loader sends (supporting §7: requestType, publicationStatus, visibility, keyword). */
export function toFilterForm(values: ListingFilterValues): MyListingsForm {
  const form: MyListingsForm = {};
  if (values.requestType) form.requestType = values.requestType;
  if (values.publicationStatus) form.publicationStatus = values.publicationStatus;
  if (values.visibility) form.visibility = values.visibility;
  if (values.keyword?.trim()) form.keyword = values.keyword.trim();
  return { ...form, ...perimeterOf(values) };
}

/** Filter bar of "Mes annonces"; a choice applies at once, the keyword on search. */
export function ListingFilters({
  values,
  onChange,
}: {
  values: ListingFilterValues;
  onChange: (values: ListingFilterValues) => void;
}) {
  return (
    <FilterBar<ListingFilterValues>
      name="troc_filter_form"
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
