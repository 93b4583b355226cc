import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Card, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  API,
  LIMITS,
  PublicationStatus,
  RequestType,
  ROUTES,
  readPerimeterParams,
  Visibility,
  t,
  withLocale,
  type ListingManagerCard as CardData,
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
  return { filters, page, size: Number(size) };
}

/** "Mes annonces": the listings I own or manage, with filters, selection and the owner's actions. */
export function MyListingsPage() {
  usePageTitle(f.title);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { filters, page, size } = useMemo(() => readParams(params), [params]);
  const body = useMemo(() => ({ page, size, troc_filter_form: toFilterForm(filters) }), [page, size, filters]);
  const { answer, loading, failed, reload, replace } = useListingLoader(API.myListings, body);
  const totalResults = answer?.total_results ?? 0;
  const selection = useSelection(totalResults);
  const [blocked, setBlocked] = useState<Record<string, string[]>>({});

  const update = (next: ListingFilterValues, nextPage = 1, nextSize = size) => {
    const search = new URLSearchParams();
    Object.entries({ ...toFilterForm(next) }).forEach(([key, value]) => search.set(key, String(value)));
    if (nextPage > 1) search.set('page', String(nextPage));
    if (nextSize !== LIMITS.page.defaultSize) search.set('size', String(nextSize));
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
        <Typography.Title level={1}>{f.title}</Typography.Title>
        <ButtonLink to={withLocale(ROUTES.trocNew)} type="primary" icon={<PlusOutlined aria-hidden />}>
          {m.common.newListing}
        </ButtonLink>
      </Flex>
      <Typography.Paragraph type="secondary">{f.intro}</Typography.Paragraph>
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
      <Flex justify="space-between" align="center" wrap gap={12}>
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
        <Typography.Text type="secondary" role="status">
          {answer ? t(f.total, { count: totalResults }) : null}
        </Typography.Text>
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
                notice={
                  blocked[card.slug] ? (
                    <Alert
                      type="warning"
                      showIcon
                      title={blocked[card.slug]!.join(' ')}
                      description={<Link to={withLocale(ROUTES.trocEdit(card.slug))}>{m.actions.completeLink}</Link>}
                    />
                  ) : null
                }
              />
            </div>
          ))}
        </Flex>
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
