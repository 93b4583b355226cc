import { ConfigProvider, Flex, Table, Tag, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  MY_LISTINGS_DEFAULT_SORT,
  ROUTES,
  t,
  truncateName,
  withLocale,
  type ListingManagerCard as CardData,
  type MyListingsSort,
  type MyListingsSortField,
} from '@troc/shared';
import { listingName, m, statusColor, statusLabel } from '../common/labels';
import { quantityText } from '../listing-card/ListingManagerCard';
import type { Selection } from './useSelection';

const f = m.mine;
const col = f.columns;

type SortableKey = Exclude<MyListingsSortField, 'updatedAt'>;

export interface MyListingsTableProps {
  cards: CardData[];
  loading: boolean;
  selection: Selection;
  sortBy: MyListingsSort;
  onSort: (sortBy: MyListingsSort) => void;
  /** The row's actions, as on the card. */
  actions: (card: CardData) => ReactNode;
  /** A line under a listing (why it cannot be published). */
  notice: (card: CardData) => ReactNode;
}

/**
 * « Mes annonces » as a dense table: sortable columns (sorted by the server, so every page
 * follows the order), compact rows, the same selection as the cards.
 */
export function MyListingsTable({ cards, loading, selection, sortBy, onSort, actions, notice }: MyListingsTableProps) {
  const [field, direction] = sortBy.split('.') as [MyListingsSortField, 'asc' | 'desc'];
  const order = (key: SortableKey): SortOrder => (field === key ? (direction === 'asc' ? 'ascend' : 'descend') : null);
  const sortable = (key: SortableKey) => ({
    key,
    sorter: true,
    sortOrder: order(key),
    sortDirections: ['ascend', 'descend', 'ascend'] as SortOrder[],
  });

  const columns: TableColumnsType<CardData> = [
    {
      title: col.name,
      ...sortable('name'),
      render: (_, card) => (
        <Flex vertical gap={2}>
          <Link to={withLocale(card.editable ? ROUTES.trocEdit(card.slug) : ROUTES.trocView(card.slug))}>
            {truncateName(listingName(card))}
          </Link>
          {notice(card)}
        </Flex>
      ),
    },
    {
      title: col.publicationStatus,
      ...sortable('publicationStatus'),
      render: (_, card) => (
        <Tag color={statusColor(card.publicationStatus, card.rejected)}>
          {statusLabel(card.publicationStatus, card.rejected)}
        </Tag>
      ),
    },
    { title: col.publishedAt, ...sortable('publishedAt'), render: (_, card) => card.publicationDisplayDate },
    { title: col.viewTotal, ...sortable('viewTotal'), align: 'end', render: (_, card) => card.viewTotal },
    {
      title: col.availabilityStartDate,
      ...sortable('availabilityStartDate'),
      render: (_, card) => card.availabilityDisplayDates,
    },
    { title: col.quantity, key: 'quantity', render: (_, card) => quantityText(card) },
    {
      title: col.actions,
      key: 'actions',
      render: (_, card) => (
        <Flex gap={4} wrap role="group" aria-label={t(m.common.actionsLabel, { name: listingName(card) })}>
          {actions(card)}
        </Flex>
      ),
    },
  ];

  const onChange: TableProps<CardData>['onChange'] = (_pagination, _filters, sorter) => {
    const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = chosen?.columnKey as SortableKey | undefined;
    if (!key || !chosen?.order) onSort(MY_LISTINGS_DEFAULT_SORT);
    else onSort(`${key}.${chosen.order === 'ascend' ? 'asc' : 'desc'}`);
  };

  return (
    <ConfigProvider componentSize="small">
      <Table<CardData>
        className="troc-listings-table"
        size="small"
        rowKey="id"
        aria-label={f.tableLabel}
        dataSource={cards}
        columns={columns}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        showSorterTooltip={false}
        onChange={onChange}
        rowSelection={{
          // The page and « all results » are chosen in the selection bar above.
          hideSelectAll: true,
          selectedRowKeys: cards.filter((card) => selection.isSelected(card.id)).map((card) => card.id),
          onSelect: (card, checked) => selection.toggle(card.id, checked),
          getCheckboxProps: (card) => ({
            disabled: selection.all,
            'aria-label': t(f.selectListing, { name: listingName(card) }),
          }),
        }}
      />
    </ConfigProvider>
  );
}
