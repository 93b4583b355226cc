import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Radio, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { fr, progressPercent, t, type ExportFormat, type ExportKind, type ExportProgress } from '@troc/shared';
import { failureMessage } from '../api/formRequests';
import { cancelExport, exportKeys, fetchExportProgress, startExport } from './api';
import { downloadHref, EXPORT_POLL_MS } from './progress';

const m = fr.ui.exports;

export interface ExportModalProps {
  /** What is exported (registered by the module that owns the data). */
  kind: ExportKind;
  /** The list's current filters, as its loader sends them; '*' and empty values are dropped. */
  filters?: Record<string, unknown>;
  /** The formats offered, the first one chosen. */
  formats: readonly ExportFormat[];
  open: boolean;
  onClose: () => void;
}

/**
 * The export modal (supporting §4, §7, §9): a format, then the job's progress polled every 5 s,
 * then the file, downloaded once by itself and offered as a link. A failure (start or poll) closes
 * it and reaches the global error modals like any other action (a 403 signs out). « Annuler »
 * gives a running export up; a refusal of that is written in the modal.
 */
export function ExportModal({ open, onClose, ...panel }: ExportModalProps) {
  return (
    <Modal open={open} title={m.title} onCancel={onClose} footer={null} destroyOnHidden>
      {/* Unmounted once closed: the polling stops with it. */}
      {open ? <ExportPanel {...panel} onClose={onClose} /> : null}
    </Modal>
  );
}

function ExportPanel({ kind, filters, formats, onClose }: Omit<ExportModalProps, 'open'>) {
  const formatLabel = useId();
  const [format, setFormat] = useState<ExportFormat | undefined>(formats[0]);
  const [started, setStarted] = useState<ExportProgress | null>(null);

  const start = useMutation({
    mutationFn: (chosen: ExportFormat) => startExport(kind, { format: chosen, filters }),
    onSuccess: (response) => setStarted(response.data),
    // The client has already handed the failure to the global error modals.
    onError: () => onClose(),
  });

  const poll = useQuery({
    queryKey: exportKeys.progress(started?.id ?? ''),
    queryFn: started ? ({ signal }) => fetchExportProgress(started.id, signal) : skipToken,
    // The start's answer is the first progress: the first poll comes 5 s later.
    initialData: started ?? undefined,
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) =>
      query.state.status === 'error' || !query.state.data?.exportStatus ? false : EXPORT_POLL_MS,
    refetchIntervalInBackground: true,
  });

  useEffect(() => {
    if (poll.isError) onClose();
  }, [poll.isError, onClose]);

  const cancel = useMutation({
    mutationFn: (id: string) => cancelExport(id),
    onSuccess: () => onClose(),
  });

  const progress = poll.data ?? started;
  const done = progress !== null && !progress.exportStatus;
  const href = done ? downloadHref(progress) : null;

  const downloaded = useRef(false);
  useEffect(() => {
    if (!href || downloaded.current) return;
    downloaded.current = true;
    triggerDownload(href, progress?.fileName);
  }, [href, progress?.fileName]);

  if (!progress) {
    return (
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>{t(m.intro, { subject: m.subjects[kind] })}</Typography.Paragraph>
        <Flex vertical gap="small">
          <Typography.Text strong id={formatLabel}>
            {m.format}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={formatLabel}
            value={format}
            onChange={(event) => setFormat(event.target.value as ExportFormat)}
            options={formats.map((value) => ({ value, label: m.formats[value] }))}
          />
        </Flex>
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{m.cancel}</Button>
          <Button
            type="primary"
            loading={start.isPending}
            disabled={!format}
            onClick={() => format && start.mutate(format)}
          >
            {m.start}
          </Button>
        </Flex>
      </Flex>
    );
  }

  const fileName = progress.fileName;
  return (
    <Flex vertical gap="middle">
      {done ? null : <Progress percent={progressPercent(progress)} aria-label={m.progressLabel} />}
      <div role="status" aria-live="polite">
        {done ? (
          <>
            <Typography.Paragraph strong>{m.ready}</Typography.Paragraph>
            <Typography.Paragraph>{m.readyHelp}</Typography.Paragraph>
          </>
        ) : (
          <>
            <Typography.Paragraph>{m.progress}</Typography.Paragraph>
            {progress.nbLines > 0 ? (
              <Typography.Paragraph type="secondary">
                {t(m.lines, { processed: count(progress.nbLinesProcessed), total: count(progress.nbLines) })}
              </Typography.Paragraph>
            ) : null}
          </>
        )}
      </div>
      {cancel.isError ? (
        <Alert type="error" showIcon role="alert" title={failureMessage(cancel.error, '_form')} />
      ) : null}
      <Flex justify="end" gap="small">
        {done ? null : (
          <Button danger loading={cancel.isPending} onClick={() => cancel.mutate(progress.id)}>
            {m.cancel}
          </Button>
        )}
        {href ? (
          <Button type="primary" href={href} download={fileName ?? true} icon={<DownloadOutlined aria-hidden />}>
            {fileName ? t(m.download, { fileName }) : m.downloadFallback}
          </Button>
        ) : null}
        <Button onClick={onClose}>{m.close}</Button>
      </Flex>
    </Flex>
  );
}

const count = (value: number) => value.toLocaleString('fr-FR');

/** Downloads the file without leaving the page: a hidden link clicked once (the answer is an attachment). */
function triggerDownload(href: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName ?? '';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
