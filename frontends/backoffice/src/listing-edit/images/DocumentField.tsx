import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Flex, Progress, Typography } from 'antd';
import { useRef } from 'react';
import { API, LIMITS, t, type UploadedFile } from '@troc/shared';
import { m } from '../../common/labels';
import { useFileUpload } from './useFileUpload';

const i = m.images;
const DOCUMENT_RULES = {
  types: LIMITS.upload.documentTypes,
  typeNames: 'PDF, JPEG, PNG',
  maxBytes: LIMITS.upload.documentMaxBytes,
};

export interface DocumentFieldProps {
  slug: string;
  disabled?: boolean;
  value?: UploadedFile | null;
  onChange?: (file: UploadedFile | null) => void;
  id?: string;
}

/** The document of listings of the medical category (core §9: category id 3 shows the field). */
export function DocumentField({ slug, disabled, value, onChange = () => undefined, id }: DocumentFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { progress, upload, remove } = useFileUpload(
    'document',
    API.trocDocumentUpload(slug),
    DOCUMENT_RULES,
    onChange,
  );
  const busy = progress !== null;

  return (
    <Flex vertical gap={8} id={id}>
      {value ? (
        <Typography.Link href={value.path} target="_blank" rel="noopener">
          <FileTextOutlined aria-hidden /> {value.name}
        </Typography.Link>
      ) : null}
      {busy ? <Progress percent={progress} size="small" aria-label={t(i.uploading, { percent: progress })} /> : null}
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        accept={LIMITS.upload.documentTypes.join(',')}
        data-testid="document-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Flex gap={8} wrap>
        <Button
          icon={<UploadOutlined aria-hidden />}
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
        >
          {value ? i.replaceDocument : i.addDocument}
        </Button>
        {value ? (
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            disabled={disabled || busy}
            onClick={() =>
              remove(value, {
                title: i.deleteDocumentTitle,
                body: i.deleteDocumentBody,
                confirm: i.deleteDocumentConfirm,
                cancel: m.common.cancel,
              })
            }
          >
            {i.deleteDocument}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
