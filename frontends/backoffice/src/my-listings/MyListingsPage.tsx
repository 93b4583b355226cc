import PlusOutlined from '@ant-design/icons/PlusOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import TableOutlined from '@ant-design/icons/TableOutlined';
import { Alert, Card, Empty, Flex, Pagination, Segmented, Skeleton, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  API,
  LIMITS,
  MY_LISTINGS_DEFAULT_SORT,
  MY_LISTINGS_SORTS,
  PublicationStatus,
  RequestType,
  ROUTES,
  hasPerimeter,
  readPerimeterParams,
  Visibility,
  t,
  withLocale,
  type ListingManagerCard as CardData,
  type MyListingsSort,
} from '@troc/shared';
import { ButtonLink, ExportButton, ListState, usePageTitle } from '@troc/ui';
import { m } from '../common/labels';
import { useListingActions } from '../common/useListingActions';
import { useListingLoader } from '../common/useListingLoader';
import { ListingManagerCard } from '../listing-card/ListingManagerCard';
import { OwnerCardActions } from '../listing-card/OwnerCardActions';
import { ListingFilters, toFilterForm, type ListingFilterValues } from './ListingFilters';
import { MassActionBar } from './mass/MassActionBar';
import { SelectionBar } from './SelectionBar';
import { useSelection } from './useSelection';
import { MyListingsTable } from './MyListingsTable';
import { useListView } from './useListView';
import './my-listings.css';

const f = m.mine;
const PAGE_SIZES = [10, 20, 50];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Filters and page live in the address, so a reload or the back button finds the same list. */
function readParams(params: URLSearchParams) {
  const filters: ListingFilterValues = {
    requestType: oneOf(Object.values(RequestType), params.get('requestType')),
    publicationStatus: oneOf(Object.values(PublicationStatus), params.get('publicationStatus')),
    visibility: oneOf(Object.values(Visibility), params.get('visibility')),
    keyword: params.get('keyword') ?? undefined,
    ...readPerimeterParams(params),
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = oneOf(PAGE_SIZES.map(String), params.get('size')) ?? String(LIMITS.page.defaultSize);
  const sortBy = oneOf(MY_LISTINGS_SORTS, params.get('sortBy')) ?? MY_LISTINGS_DEFAULT_SORT;
  return { filters, page, size: Number(size), sortBy };
}

/** "Mes annonces": the listings I own or manage, with filters, selection and the owner's actions. */
export function MyListingsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { filters, page, size, sortBy } = useMemo(() => readParams(params), [params]);
  // With services chosen the list widens to the organisation's listings in them: the title says so.
  const ofServices = hasPerimeter(filters);
  usePageTitle(ofServices ? f.titleServices : f.title);
  const body = useMemo(
    () => ({
      page,
      size,
      troc_filter_form: {
        ...toFilterForm(filters),
        ...(sortBy === MY_LISTINGS_DEFAULT_SORT ? {} : { sortBy }),
      },
    }),
    [page, size, filters, sortBy],
  );
  const [view, setView] = useListView('troc-mine');
  const { answer, loading, failed, reload, replace } = useListingLoader(API.myListings, body);
  const totalResults = answer?.total_results ?? 0;
  const selection = useSelection(totalResults);
  const [blocked, setBlocked] = useState<Record<string, string[]>>({});

  const update = (next: ListingFilterValues, nextPage = 1, nextSize = size, nextSort: MyListingsSort = sortBy) => {
    const search = new URLSearchParams();
    Object.entries({ ...toFilterForm(next) }).forEach(([key, value]) => search.set(key, String(value)));
    if (nextPage > 1) search.set('page', String(nextPage));
    if (nextSize !== LIMITS.page.defaultSize) search.set('size', String(nextSize));
    if (nextSort !== MY_LISTINGS_DEFAULT_SORT) search.set('sortBy', nextSort);
    setParams(search);
  };

  const actions = useListingActions({
    onChanged: useCallback(
      (view: CardData) => {
        replace(view);
        setBlocked(({ [view.slug]: _, ...rest }) => rest);
      },
      [replace],
    ),
    onDeleted: reload,
    onNotPublishable: useCallback(
      (card: CardData, errors: Record<string, string[]>) =>
        setBlocked((previous) => ({ ...previous, [card.slug]: errors._form ?? Object.values(errors).flat() })),
      [],
    ),
    navigate,
  });

  const cards = answer?.data ?? [];
  const filtered = Object.keys(toFilterForm(filters)).length > 0;

  return (
    <Flex vertical gap={16}>
      {actions.holder}
      <Flex justify="space-between" align="baseline" wrap gap={12}>
        <Typography.Title level={1}>{ofServices ? f.titleServices : f.title}</Typography.Title>
        <ButtonLink to={withLocale(ROUTES.trocNew)} type="primary" icon={<PlusOutlined aria-hidden />}>
          {m.common.newListing}
        </ButtonLink>
      </Flex>
      <Typography.Paragraph type="secondary">{ofServices ? f.introServices : f.intro}</Typography.Paragraph>
      <Card>
        <Flex justify="space-between" align="flex-end" wrap gap={16}>
          <div style={{ flex: '1 1 480px' }}>
            <ListingFilters
              values={filters}
              onChange={(next) => {
                selection.clear();
                update(next);
              }}
            />
          </div>
          {/* The list as a file, with the filters the loader sends (troc_filter_form, without its prefix). */}
          <ExportButton kind="troc-mine" formats={['xlsx', 'csv']} filters={{ ...body.troc_filter_form }} />
        </Flex>
      </Card>
      {/* Kept in view while the list scrolls: the selection and its actions stay at hand. */}
      <Flex justify="space-between" align="center" wrap gap={12} className="troc-selection-sticky">
        <SelectionBar selection={selection} pageIds={cards.map((card) => card.id)} totalResults={totalResults} />
        <MassActionBar
          selection={selection}
          filterForm={{ ...body.troc_filter_form }}
          listings={cards}
          onDone={() => {
            selection.clear();
            reload();
          }}
        />
        <Flex gap={12} align="center" wrap>
          <Typography.Text type="secondary" role="status">
            {answer ? t(f.total, { count: totalResults }) : null}
          </Typography.Text>
          <Segmented<'cards' | 'table'>
            aria-label={f.view}
            value={view}
            onChange={setView}
            options={[
              { value: 'table', label: f.viewTable, icon: <TableOutlined aria-hidden /> },
              { value: 'cards', label: f.viewCards, icon: <AppstoreOutlined aria-hidden /> },
            ]}
          />
        </Flex>
      </Flex>
      <ListState
        status={answer ? 'ready' : failed ? 'failed' : 'loading'}
        loadingView={<Skeleton active />}
        onRetry={reload}
        empty={cards.length === 0}
        emptyView={
          <Card>
            <Empty description={filtered ? f.emptyFiltered : f.empty}>
              {!filtered ? (
                <ButtonLink to={withLocale(ROUTES.trocNew)} type="primary">
                  {m.common.newListing}
                </ButtonLink>
              ) : null}
            </Empty>
          </Card>
        }
      >
        {view === 'table' ? (
          <MyListingsTable
            cards={cards}
            loading={loading}
            selection={selection}
            sortBy={sortBy}
            onSort={(next) => update(filters, 1, size, next)}
            actions={(card) => <OwnerCardActions card={card} actions={actions} />}
            notice={(card) => blockedNotice(card.slug, blocked[card.slug])}
          />
        ) : (
          <Flex vertical gap={12} role="list" aria-label={f.listLabel} aria-busy={loading}>
            {cards.map((card) => (
              <div role="listitem" key={card.slug}>
                <ListingManagerCard
                  card={card}
                  selection={{
                    checked: selection.isSelected(card.id),
                    disabled: selection.all,
                    onChange: (checked) => selection.toggle(card.id, checked),
                  }}
                  actions={<OwnerCardActions card={card} actions={actions} />}
                  notice={blockedNotice(card.slug, blocked[card.slug])}
                />
              </div>
            ))}
          </Flex>
        )}
      </ListState>
      {totalResults > 0 ? (
        <Pagination
          align="center"
          current={page}
          pageSize={size}
          total={totalResults}
          pageSizeOptions={PAGE_SIZES}
          showSizeChanger
          onChange={(nextPage, nextSize) => update(filters, nextSize === size ? nextPage : 1, nextSize)}
        />
      ) : null}
    </Flex>
  );
}

/** Why a listing could not be published, with the way to complete it. */
function blockedNotice(slug: string, errors: string[] | undefined) {
  return errors ? (
    <Alert
      type="warning"
      showIcon
      title={errors.join(' ')}
      description={<Link to={withLocale(ROUTES.trocEdit(slug))}>{m.actions.completeLink}</Link>}
    />
  ) : null;
}
