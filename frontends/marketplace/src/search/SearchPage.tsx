import { Card, Col, Flex, Form, Grid, Row, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { API, fr, t, type CategoryNode, type ListingCard } from '@troc/shared';
import { ExportButton, NotFoundPage, useCategoryTree, usePageTitle, useSession } from '@troc/ui';
import { SaveAlertButton } from '../alert/SaveAlertButton';
import { useListLoader } from '../listing/useListLoader';
import { activeFilters, resetSearch } from './activeFilters';
import { FilterPanel } from './FilterPanel';
import { SearchBar } from './SearchBar';
import { fromFields, toFields, type SearchFields } from './searchFields';
import {
  ALL_SEGMENT,
  parseSearch,
  parseSearchUrl,
  sameSearch,
  searchPath,
  toSearchForm,
  type SearchValues,
} from './searchForm';
import { SearchResults } from './SearchResults';
import { useAreaName } from './useAreaName';
import './search.css';

const ui = fr.ui.listingBrowse.search;
const NO_CATEGORIES: CategoryNode[] = [];

/** Fields whose change runs the search at once; typed text waits for Enter or the button. */
const IMMEDIATE = new Set<keyof SearchFields>([
  'category',
  'area',
  'distance',
  'requestType',
  'swapType',
  'tama',
  'publishedAfter',
  'publishedBefore',
]);
/** Filters behind the panel's « Dates de publication et prix ». */
const MORE_KEYS = ['publishedAfter', 'publishedBefore', 'price'];
const PANEL_KEYS = [
  'requestType',
  'swapType',
  'fromClientName',
  'perimeter',
  'tama',
  'publishedAfter',
  'publishedBefore',
  'price',
];

// The filters' button and drawer of narrow screens: their code loads only where they show.
const FilterDrawer = lazy(() => import('./FilterDrawer').then((m) => ({ default: m.FilterDrawer })));

/** /{locale}/search/…: the address is the search; the page reads it and writes it back. */
export function SearchPage() {
  const { '*': path = '' } = useParams();
  const [query] = useSearchParams();
  const queryKey = query.toString();
  const values = useMemo(() => parseSearch(path, new URLSearchParams(queryKey)), [path, queryKey]);
  if (!values) return <NotFoundPage />;
  return <Search values={values} all={path.replace(/\/+$/, '') === ALL_SEGMENT} />;
}

function Search({ values, all }: { values: SearchValues; all: boolean }) {
  const navigate = useNavigate();
  // Without the tree the search still works: filters show their slugs.
  const { tree, nameOf } = useCategoryTree();
  const areaName = useAreaName(values.area);
  const [form] = Form.useForm<SearchFields>();
  const wide = Grid.useBreakpoint().lg !== false;
  const key = searchPath(values);
  const searchForm = toSearchForm(values);
  const list = useListLoader<ListingCard>(API.trocSearch, { search_form: searchForm });
  const { user } = useSession();

  const categoryName = (slug: string) => nameOf(slug) ?? slug;
  const title = all
    ? ui.titleAll
    : values.category.length === 1
      ? t(ui.titleCategory, { category: categoryName(values.category[0]!) })
      : ui.title;
  usePageTitle(title);

  // Back and forward change the address: the form follows.
  useEffect(() => form.setFieldsValue(toFields(values)), [key, form]); // values change with key

  // The server answers the address of what it searched: show it if ours differs.
  useEffect(() => {
    const answered = list.url ? parseSearchUrl(list.url) : null;
    if (list.url && answered && !sameSearch(answered, values)) navigate(list.url, { replace: true });
  }, [list.url]); // values are read as they are when the answer lands

  const go = (next: SearchValues) => {
    if (!sameSearch(next, values)) navigate(searchPath(next));
  };
  const apply = () => {
    go(fromFields(form.getFieldsValue(true) as SearchFields, values));
  };
  const filters = activeFilters(values, { category: categoryName, area: () => areaName ?? '' });
  // Filters in force among those of a group (a key may carry its value: `swapType:Don`).
  const inForce = (keys: string[]) => filters.filter((f) => keys.includes(f.key.split(':')[0]!)).length;
  const panelCount = inForce(PANEL_KEYS);
  const moreCount = inForce(MORE_KEYS);

  const panel = (
    <FilterPanel
      onApply={apply}
      perimeter={values.perimeter}
      onPerimeter={(perimeter) => go({ ...values, perimeter })}
      moreActive={moreCount}
    />
  );
  return (
    // No <form> element: the results sit inside the form's context; Enter is handled per field.
    <Form
      form={form}
      component={false}
      layout="vertical"
      initialValues={toFields(values)}
      onValuesChange={(changed: SearchFields) => {
        const keys = Object.keys(changed) as (keyof SearchFields)[];
        const cleared = changed.keyword === '' || changed.fromClientName === '';
        if (cleared || keys.some((k) => IMMEDIATE.has(k))) apply();
      }}
    >
      <Flex vertical gap={20}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Flex wrap gap={8}>
            <SaveAlertButton values={values} areaName={areaName ?? null} />
            {/* Members only: the results as a file, with the search's filters (search_form, without its prefix). */}
            {user ? <ExportButton kind="search" formats={['xlsx', 'csv']} filters={{ ...searchForm }} /> : null}
          </Flex>
        </Flex>
        <Card className="troc-search-bar" role="search" aria-label={ui.formLabel}>
          <SearchBar categories={tree ?? NO_CATEGORIES} onSubmit={apply} />
        </Card>
        <Row gutter={[24, 24]}>
          {wide ? (
            <Col lg={7} xl={6}>
              <Card
                title={<h2 className="troc-card-title">{ui.filtersTitle}</h2>}
                className="troc-filters troc-filters-panel"
                size="small"
              >
                {panel}
              </Card>
            </Col>
          ) : null}
          <Col xs={24} lg={17} xl={18}>
            {wide ? null : (
              <Suspense fallback={null}>
                <FilterDrawer count={panelCount}>{panel}</FilterDrawer>
              </Suspense>
            )}
            <SearchResults
              list={list}
              values={values}
              filters={filters}
              onSort={(sortBy) => go({ ...values, sortBy })}
              onRemove={(filter) => go(filter.without)}
              onReset={() => go(resetSearch(values))}
            />
          </Col>
        </Row>
      </Flex>
    </Form>
  );
}
