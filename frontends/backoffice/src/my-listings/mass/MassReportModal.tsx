import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Table, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { fr, massReportValue, progressPercent, t, type MassActionProgress, type MassReportEntry } from '@troc/shared';
import { failureMessage } from '@troc/ui';
import { cancelMassAction, fetchMassActionProgress, massActionKeys } from './api';
import { massActionUi } from '@troc/shared/messages/ui-mass-action';

const m = massActionUi;

/** Supporting §9: a running mass action is polled every 5 seconds. */
export const MASS_ACTION_POLL_MS = 5_000;

const STATUS_COLORS: Record<MassReportEntry['status'], string> = {
  updated: 'green',
  unchanged: 'default',
  error: 'red',
};

const ATTRIBUTE_LABELS: Record<string, string> = {
  ...m.fields,
  price: m.price,
  publicationStatus: m.publicationStatus,
};

export interface MassReportModalProps {
  /** The start's answer: the first progress; null when no action runs. */
  started: MassActionProgress | null;
  onClose: () => void;
}

/**
 * The mass report modal (supporting §2, §3, §8): the progress bar (at least 10 %) while the action
 * is pending, polled every 5 s, then its entries; « Aucune modification effectuée » when none. A
 * failed poll closes it (the client has shown the JSON error). « Annuler » gives a running action
 * up: the report then shows what was done; a refusal's message is written in the modal.
 */
export function MassReportModal({ started, onClose }: MassReportModalProps) {
  return (
    <Modal open={started !== null} title={m.reportTitle} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {started ? <MassReport started={started} onClose={onClose} /> : null}
    </Modal>
  );
}

function MassReport({ started, onClose }: { started: MassActionProgress; onClose: () => void }) {
  const poll = useQuery({
    queryKey: massActionKeys.progress(started.id),
    queryFn: ({ signal }) => fetchMassActionProgress(started.id, signal),
    initialData: started,
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) =>
      query.state.status === 'error' || query.state.data?.massActionStatus.name !== 'Pending'
        ? false
        : MASS_ACTION_POLL_MS,
    refetchIntervalInBackground: true,
  });
  useEffect(() => {
    if (poll.isError) onClose();
  }, [poll.isError, onClose]);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelMassAction(started.id),
    onSuccess: (ended) => queryClient.setQueryData(massActionKeys.progress(started.id), ended),
  });

  const progress = poll.data ?? started;
  const running = progress.massActionStatus.name === 'Pending';
  return (
    <Flex vertical gap="middle">
      {running ? (
        <div role="status" aria-live="polite">
          <Progress percent={progressPercent(progress)} aria-label={m.running} />
          <Typography.Paragraph>{m.running}</Typography.Paragraph>
        </div>
      ) : (
        <MassReportTable entries={progress.report} />
      )}
      {progress.massActionStatus.name === 'Error' && progress.message ? (
        <Alert type="warning" showIcon title={progress.message} />
      ) : null}
      {cancel.isError ? (
        <Alert type="error" showIcon role="alert" title={failureMessage(cancel.error, '_form')} />
      ) : null}
      <Flex justify="end" gap="small">
        {running ? (
          <Button danger loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {m.cancel}
          </Button>
        ) : null}
        <Button onClick={onClose}>{m.close}</Button>
      </Flex>
    </Flex>
  );
}

/** The report's entries: name, status and, for each changed attribute, old → new. */
export function MassReportTable({ entries }: { entries: readonly MassReportEntry[] }) {
  if (entries.length === 0) return <Typography.Paragraph role="status">{m.empty}</Typography.Paragraph>;
  return (
    <Table<MassReportEntry>
      size="small"
      rowKey="id"
      pagination={entries.length > 20 ? { pageSize: 20 } : false}
      dataSource={[...entries]}
      columns={[
        { title: m.columns.name, dataIndex: 'name', key: 'name' },
        {
          title: m.columns.status,
          key: 'status',
          render: (_, entry) => <Tag color={STATUS_COLORS[entry.status]}>{fr.massAction.lineStatus[entry.status]}</Tag>,
        },
        {
          title: m.columns.changes,
          key: 'changes',
          render: (_, entry) =>
            entry.status === 'error' && !entry.refused?.length ? (
              <Typography.Text type="danger">{entry.message}</Typography.Text>
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {Object.entries(entry.excerpt).map(([attribute, [before, after]]) => (
                  <li key={attribute}>
                    {ATTRIBUTE_LABELS[attribute] ?? attribute} : {massReportValue(attribute, before) ?? '—'} →{' '}
                    {massReportValue(attribute, after) ?? '—'}
                  </li>
                ))}
                {/* Each refused field by name: the line's other fields were applied. */}
                {(entry.refused ?? []).map(({ field, message }) => (
                  <li key={`refused-${field}`}>
                    <Typography.Text type="danger">
                      {t(m.refused, { field: ATTRIBUTE_LABELS[field] ?? field, message })}
                    </Typography.Text>
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}
