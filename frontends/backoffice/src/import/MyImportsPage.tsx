import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  importStatusLabel,
  LIMITS,
  ROUTES,
  t,
  withLocale,
  type ImportFilterForm,
  type ImportStatus,
  type ImportSummary,
} from '@troc/shared';
import { ButtonLink, ListState, usePageTitle } from '@troc/ui';
import { fetchMyImports, importKeys } from './api';
import { ImportFilters, readImportFilters } from './ImportFilters';
import { formatImportDate, i, STATUS_COLORS } from './labels';
import { canDeleteImport, useImportDelete } from './useImportDelete';

const c = i.columns;
const PAGE_SIZES = [10, 20, 50];

/** The page and its size, from the address. */
function readPage(params: URLSearchParams) {
  const page = Math.max(1, Math.min(LIMITS.page.maxPage, Number(params.get('page')) || 1));
  const asked = Number(params.get('size'));
  const size = PAGE_SIZES.includes(asked) ? asked : LIMITS.page.defaultSize;
  return { page, size };
}

function writeParams(filters: ImportFilterForm, page: number, size: number): URLSearchParams {
  const search = new URLSearchParams();
  Object.entries(filters).forEach(([key, value]) => {
    if (value) search.set(key, String(value));
  });
  if (page > 1) search.set('page', String(page));
  if (size !== LIMITS.page.defaultSize) search.set('size', String(size));
  return search;
}

/** « Mes imports » (supporting §7): my imports, filtered by status and date, page by page. */
export function MyImportsPage() {
  usePageTitle(i.mineTitle);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = useMemo(() => readImportFilters(params), [params]);
  const { page, size } = useMemo(() => readPage(params), [params]);
  const list = useQuery({
    queryKey: importKeys.mine(filters, page, size),
    queryFn: ({ signal }) => fetchMyImports(filters, page, size, signal),
    placeholderData: keepPreviousData,
  });
  // The hook reads the lists again once deleted.
  const { remove, holder } = useImportDelete(useCallback(() => undefined, []));
  /** What the import view said before coming back here (its deletion). */
  const notice = (location.state as { notice?: unknown } | null)?.notice;

  const rows = list.data?.data ?? [];
  const totalResults = list.data?.total_results ?? 0;
  const filtered = Object.keys(filters).length > 0;
  const newButton = (
    <ButtonLink to={withLocale(ROUTES.importNew)} type="primary" icon={<UploadOutlined aria-hidden />}>
      {i.newImport}
    </ButtonLink>
  );

  return (
    <Flex vertical gap={16}>
      {holder}
      <Flex justify="space-between" align="baseline" wrap gap={12}>
        <Typography.Title level={1}>{i.mineTitle}</Typography.Title>
        {newButton}
      </Flex>
      {typeof notice === 'string' ? <Alert type="success" showIcon role="status" title={notice} /> : null}
      <Card>
        <ImportFilters values={filters} onChange={(next) => setParams(writeParams(next, 1, size))} />
      </Card>
      <ListState
        status={list.data ? 'ready' : list.isError ? 'failed' : 'loading'}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0 && !filtered}
        emptyView={
          <Card>
            <Empty description={i.mineEmpty}>{newButton}</Empty>
          </Card>
        }
      >
        <Typography.Text type="secondary" role="status">
          {t(i.total, { count: totalResults })}
        </Typography.Text>
        <div role="region" aria-label={i.listCaption} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<ImportSummary>
            rowKey="id"
            size="middle"
            caption={<span className="troc-sr-only">{i.listCaption}</span>}
            dataSource={rows}
            loading={list.isFetching && list.isPlaceholderData}
            locale={{ emptyText: filtered ? i.mineEmptyFiltered : i.mineEmpty }}
            pagination={
              totalResults > 0
                ? {
                    current: page,
                    pageSize: size,
                    total: totalResults,
                    pageSizeOptions: PAGE_SIZES,
                    showSizeChanger: true,
                    onChange: (nextPage, nextSize) =>
                      setParams(writeParams(filters, nextSize === size ? nextPage : 1, nextSize)),
                  }
                : false
            }
            columns={[
              {
                title: c.name,
                key: 'name',
                render: (_, row) => <Link to={withLocale(ROUTES.importView(row.id))}>{row.name}</Link>,
              },
              { title: c.importDate, key: 'importDate', render: (_, row) => formatImportDate(row.importDate) },
              {
                title: c.importStatus,
                key: 'importStatus',
                render: (_, row) => (
                  <Tag color={STATUS_COLORS[row.importStatus.name as ImportStatus] ?? 'default'}>
                    {importStatusLabel(row.importStatus.name)}
                  </Tag>
                ),
              },
              { title: c.operation, key: 'operation', render: (_, row) => row.operation?.name ?? i.none },
              {
                title: c.lines,
                key: 'lines',
                render: (_, row) => t(i.linesValue, { processed: row.nbLinesProcessed, total: row.nbLines }),
              },
              { title: c.nbSuccessLines, dataIndex: 'nbSuccessLines', key: 'nbSuccessLines', align: 'end' },
              { title: c.nbToCompleteLines, dataIndex: 'nbToCompleteLines', key: 'nbToCompleteLines', align: 'end' },
              { title: c.nbErrorLines, dataIndex: 'nbErrorLines', key: 'nbErrorLines', align: 'end' },
              {
                title: i.actions,
                key: 'actions',
                render: (_, row) =>
                  canDeleteImport(row) ? (
                    <Button danger size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => remove(row)}>
                      {/* Seen « Supprimer », heard with the file's name: each row's button is told apart. */}
                      <span aria-hidden>{i.delete}</span>
                      <span className="troc-sr-only">{t(i.deleteNamed, { name: row.name })}</span>
                    </Button>
                  ) : null,
              },
            ]}
          />
        </div>
      </ListState>
    </Flex>
  );
}
