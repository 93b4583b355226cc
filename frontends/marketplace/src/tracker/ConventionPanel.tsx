import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Card, Descriptions, Flex, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ConventionStatus, fr, t, type ConventionView, type TrackerView } from '@troc/shared';
import { ApiError, failureMessage, reportFailure, useModals } from '@troc/ui';
import { generateConvention, signConvention } from './api';
import { ConventionForm } from './ConventionForm';
import { useConvention, useStoreConvention } from './useConvention';
import { useReveal } from './useReveal';
import './ConventionModals';
import { conventionUi } from '@troc/shared/messages/ui-convention';

const c = conventionUi.panel;

/** Where the convention-required modal sends the manager. */
export const CONVENTION_PANEL_ID = 'tracker-convention';

const STATUS_COLORS: Record<ConventionStatus, string> = {
  [ConventionStatus.PendingSignature]: 'gold',
  [ConventionStatus.DocumentSigned]: 'green',
  [ConventionStatus.DocumentRejected]: 'red',
};

const SIGNED_TYPES = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

interface Notice {
  type: 'success' | 'error';
  text: string;
}

/**
 * The convention of an exchange (core §3, §4): its status, number and dates, the document to
 * download, and what the viewer may do now, exactly as `actions` allows it: generate (again),
 * upload the signed copy, reject with a reason. The manager fills its form below.
 */
export function ConventionPanel({ tracker }: { tracker: TrackerView }) {
  const { data, isError, refetch } = useConvention(tracker.slug);
  return (
    <Card id={CONVENTION_PANEL_ID} tabIndex={-1} title={<h2 className="troc-tracker-title">{c.title}</h2>}>
      {data ? (
        <ConventionBody tracker={tracker} convention={data} />
      ) : isError ? (
        <Flex vertical gap={8} align="start">
          <Typography.Text type="secondary">{c.loadFailed}</Typography.Text>
          <Button onClick={() => void refetch()}>{fr.ui.common.retry}</Button>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{fr.ui.common.loading}</Typography.Text>
      )}
    </Card>
  );
}

function ConventionBody({ tracker, convention }: { tracker: TrackerView; convention: ConventionView }) {
  const store = useStoreConvention(tracker.slug);
  const { open } = useModals();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useReveal<HTMLDivElement>(notice);
  const { actions, status } = convention;
  const idle = actions.length === 0 && status === null && !convention.signedUrl;
  const formShown = tracker.currentManager && !idle && status !== ConventionStatus.DocumentSigned;
  // The form's button saves and generates: no second button for the same step.
  const generateInForm = formShown && actions.includes('regenerate');

  const generate = async () => {
    setBusy(true);
    setNotice(null);
    try {
      store(await generateConvention(tracker.slug));
      setNotice({ type: 'success', text: c.generatedNotice });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setNotice({ type: 'error', text: error.message });
    } finally {
      setBusy(false);
    }
  };

  const upload = async (file: File) => {
    setNotice(null);
    setProgress(0);
    try {
      store(await signConvention(tracker.slug, file, { onProgress: setProgress }));
      setNotice({ type: 'success', text: c.signedNotice });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) reportFailure(error);
      setNotice({ type: 'error', text: failureMessage(error, 'file') });
    } finally {
      setProgress(null);
    }
  };

  const items = [
    {
      key: 'status',
      label: c.status,
      children: status ? <Tag color={STATUS_COLORS[status]}>{fr.convention.statuses[status]}</Tag> : c.none,
    },
    ...(convention.number ? [{ key: 'number', label: c.number, children: convention.number }] : []),
    ...(convention.generatedDisplayDate
      ? [{ key: 'generated', label: c.generated, children: convention.generatedDisplayDate }]
      : []),
    ...(convention.signedDisplayDate
      ? [{ key: 'signed', label: c.signed, children: convention.signedDisplayDate }]
      : []),
    ...(convention.rejectedReason
      ? [
          {
            key: 'rejected',
            label: c.rejected,
            children: <span className="troc-prewrap">{convention.rejectedReason}</span>,
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {idle ? c.notYet : c.intro}
      </Typography.Paragraph>
      <Descriptions column={1} size="small" items={items} />
      {convention.downloadUrl || convention.signedUrl ? (
        <Flex vertical gap={4}>
          {convention.downloadUrl ? (
            <a href={convention.downloadUrl} download>
              <DownloadOutlined aria-hidden /> {c.download}
            </a>
          ) : null}
          {convention.signedUrl ? (
            <a href={convention.signedUrl} download>
              <FileDoneOutlined aria-hidden /> {c.downloadSigned}
            </a>
          ) : null}
        </Flex>
      ) : null}
      {notice ? (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert type={notice.type} showIcon title={notice.text} role={notice.type === 'error' ? 'alert' : 'status'} />
        </div>
      ) : null}
      {actions.length ? (
        <Flex gap={8} wrap>
          {actions.includes('regenerate') && !generateInForm ? (
            <Button type={status === null ? 'primary' : 'default'} loading={busy} onClick={() => void generate()}>
              {status === null ? c.generate : c.regenerate}
            </Button>
          ) : null}
          {actions.includes('sign') ? (
            <Upload
              accept={SIGNED_TYPES}
              showUploadList={false}
              maxCount={1}
              disabled={progress !== null}
              customRequest={({ file }) => void upload(file as File)}
            >
              <Button icon={<UploadOutlined aria-hidden />} loading={progress !== null}>
                {convention.regularizedConvention && status === null ? c.signRegularized : c.sign}
              </Button>
            </Upload>
          ) : null}
          {actions.includes('reject') ? (
            <Button danger onClick={() => open('convention-reject', { slug: tracker.slug })}>
              {c.reject}
            </Button>
          ) : null}
        </Flex>
      ) : null}
      {actions.includes('sign') ? (
        <Typography.Text type="secondary">
          {progress !== null ? t(c.uploading, { percent: progress }) : c.signHelp}
        </Typography.Text>
      ) : null}
      {formShown ? (
        <ConventionForm
          slug={tracker.slug}
          convention={convention}
          generate={generateInForm ? { again: status !== null, run: generate } : undefined}
        />
      ) : null}
    </Flex>
  );
}
