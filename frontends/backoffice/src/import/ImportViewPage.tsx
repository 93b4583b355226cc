import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, message, Progress, Result, Tag, Typography } from 'antd';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  fr,
  importStatusLabel,
  ImportStatus,
  isImportRunning,
  progressPercent,
  ROUTES,
  t,
  withLocale,
  type ImportDetail,
} from '@troc/shared';
import { ApiError, NotFoundPage, PageSpinner, usePageTitle } from '@troc/ui';
import { fetchImport, fetchImportLines, importKeys } from './api';
import { ImportLinesTable } from './ImportLinesTable';
import { formatImportDate, i, STATUS_COLORS } from './labels';
import { MappingForm } from './MappingForm';
import { useImportCancel } from './useImportCancel';
import { canDeleteImport, useImportDelete } from './useImportDelete';
import { uiImportMessages } from '@troc/shared/messages/ui-import';

/** A queued or running import is asked again every 5 seconds (supporting §9). */
export const IMPORT_POLL_MS = 5_000;
const REPORT_PAGE_SIZES = [20, 50, 100];

/** /import/view/{id}/: one import, its columns while to complete, its progress, its report. */
export function ImportViewPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [messages, holder] = message.useMessage();
  const view = useQuery({
    queryKey: importKeys.view(id),
    queryFn: ({ signal }) => fetchImport(id, signal),
    refetchInterval: (query) =>
      query.state.status !== 'error' && isImportRunning(query.state.data?.importStatus.name ?? '')
        ? IMPORT_POLL_MS
        : false,
    refetchIntervalInBackground: true,
  });
  const detail = view.data;
  const status = detail?.importStatus.name;
  usePageTitle(detail ? t(i.viewTitle, { name: detail.name }) : i.mineTitle);

  // The status changed (started, then running, then over): the import and its report are read again.
  const seen = useRef(status);
  useEffect(() => {
    if (seen.current !== undefined && status !== undefined && seen.current !== status) {
      void client.invalidateQueries({ queryKey: importKeys.view(id) });
      void client.invalidateQueries({ queryKey: importKeys.linesOf(id) });
      void client.invalidateQueries({ queryKey: importKeys.lists() });
    }
    seen.current = status;
  }, [client, id, status]);

  const { remove, holder: deleteHolder } = useImportDelete(
    useCallback(
      (_deleted: unknown, notice: string) => navigate(withLocale(ROUTES.myImports), { state: { notice } }),
      [navigate],
    ),
  );

  const stop = useImportCancel(useCallback((notice: string) => void messages.success(notice), [messages]));

  const setDetail = useCallback((next: ImportDetail) => client.setQueryData(importKeys.view(next.id), next), [client]);
  const started = useCallback(
    (next: ImportDetail, said?: string) => {
      setDetail(next);
      void messages.success(said ?? fr.imports.started);
    },
    [setDetail, messages],
  );

  if (view.error instanceof ApiError && view.error.status === 404) return <NotFoundPage />;
  if (!detail) {
    if (view.isError) {
      return (
        <Result
          status="warning"
          title={fr.ui.common.loadFailed}
          extra={<Button onClick={() => void view.refetch()}>{fr.ui.common.retry}</Button>}
        />
      );
    }
    return <PageSpinner />;
  }

  const running = isImportRunning(detail.importStatus.name);
  const toComplete = detail.importStatus.name === ImportStatus.ToComplete;

  return (
    <Flex vertical gap={16}>
      {/* Two message holders, each antd's `message-holder` key: one fragment each. */}
      <Fragment>{holder}</Fragment>
      <Fragment>{deleteHolder}</Fragment>
      <Link to={withLocale(ROUTES.myImports)}>← {i.back}</Link>
      <Flex justify="space-between" align="baseline" wrap gap={12}>
        <Typography.Title level={1}>{t(i.viewTitle, { name: detail.name })}</Typography.Title>
        {canDeleteImport(detail) ? (
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(detail)}>
            {i.delete}
          </Button>
        ) : null}
        {isImportRunning(detail.importStatus.name) ? (
          <Button danger icon={<StopOutlined aria-hidden />} onClick={() => stop(detail)}>
            {i.stop}
          </Button>
        ) : null}
      </Flex>
      <ImportFacts detail={detail} />
      {detail.importStatus.name === ImportStatus.Error ? (
        <Alert type="error" showIcon role="alert" title={i.failedTitle} description={detail.message} />
      ) : null}
      {running ? <ImportProgress detail={detail} /> : null}
      {toComplete ? (
        <Card>
          <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
            {i.mappingTitle}
          </Typography.Title>
          <MappingForm key={detail.id} detail={detail} onSaved={setDetail} onStarted={started} />
        </Card>
      ) : (
        <ImportReport id={detail.id} running={running} />
      )}
    </Flex>
  );
}

/** The import at a glance: status, date, operation, lines and their outcomes. */
function ImportFacts({ detail }: { detail: ImportDetail }) {
  const c = i.columns;
  return (
    <Card>
      <Descriptions
        title={<span className="troc-sr-only">{i.details}</span>}
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          {
            key: 'status',
            label: c.importStatus,
            children: (
              <Tag color={STATUS_COLORS[detail.importStatus.name] ?? 'default'}>
                {importStatusLabel(detail.importStatus.name)}
              </Tag>
            ),
          },
          { key: 'date', label: i.importDate, children: formatImportDate(detail.importDate) },
          {
            key: 'operation',
            label: c.operation,
            children: detail.operation ? (
              <Link to={withLocale(ROUTES.operationView(detail.operation.slug))}>{detail.operation.name}</Link>
            ) : (
              i.none
            ),
          },
          {
            key: 'lines',
            label: i.lines,
            children: t(i.linesValue, { processed: detail.nbLinesProcessed, total: detail.nbLines }),
          },
          { key: 'success', label: c.nbSuccessLines, children: detail.nbSuccessLines },
          { key: 'toComplete', label: c.nbToCompleteLines, children: detail.nbToCompleteLines },
          { key: 'failed', label: c.nbErrorLines, children: detail.nbErrorLines },
          ...(detail.nbImages > 0
            ? [
                {
                  key: 'images',
                  label: uiImportMessages.images,
                  children: t(i.imagesCount, { count: detail.nbImages }),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/** A queued or running import: the bar (at least 10 %) and what it is doing. */
function ImportProgress({ detail }: { detail: ImportDetail }) {
  return (
    <Card>
      <div role="status" aria-live="polite">
        <Progress percent={progressPercent(detail)} aria-label={i.progressLabel} />
        <Typography.Paragraph style={{ marginBottom: 4 }}>
          {t(i.progress, { processed: detail.nbLinesProcessed, total: detail.nbLines })}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {i.running}
        </Typography.Paragraph>
      </div>
    </Card>
  );
}

/** The report line by line, page by page, growing while the import runs. */
function ImportReport({ id, running }: { id: string; running: boolean }) {
  const [{ page, size }, setPaging] = useState({ page: 1, size: REPORT_PAGE_SIZES[0]! });
  const lines = useQuery({
    queryKey: importKeys.lines(id, page, size),
    queryFn: ({ signal }) => fetchImportLines(id, page, size, signal),
    placeholderData: keepPreviousData,
    refetchInterval: running ? IMPORT_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  const total = lines.data?.total_results ?? 0;
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {i.reportTitle}
      </Typography.Title>
      {lines.isError && !lines.data ? (
        <Result
          status="warning"
          title={fr.ui.common.loadFailed}
          extra={<Button onClick={() => void lines.refetch()}>{fr.ui.common.retry}</Button>}
        />
      ) : (
        <ImportLinesTable
          lines={lines.data?.data ?? []}
          caption={i.reportCaption}
          withListings
          loading={lines.isLoading}
          emptyText={i.reportEmpty}
          pagination={
            total > size || page > 1
              ? {
                  current: page,
                  pageSize: size,
                  total,
                  pageSizeOptions: REPORT_PAGE_SIZES,
                  showSizeChanger: true,
                  onChange: (nextPage, nextSize) =>
                    setPaging({ page: nextSize === size ? nextPage : 1, size: nextSize }),
                }
              : false
          }
        />
      )}
    </Card>
  );
}
