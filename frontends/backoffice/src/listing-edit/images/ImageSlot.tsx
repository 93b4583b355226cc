import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Flex, Form, Progress, Typography } from 'antd';
import { useCallback, useRef } from 'react';
import { API, LIMITS, t, type UploadedFile } from '@troc/shared';
import { useModals } from '@troc/ui';
import { m } from '../../common/labels';
import { useWriteSlug } from '../draft';
import { useFileUpload } from './useFileUpload';

const i = m.images;
const IMAGE_RULES = {
  types: LIMITS.upload.imageTypes,
  typeNames: 'JPEG, PNG, WebP',
  maxBytes: LIMITS.upload.imageMaxBytes,
};

export interface ImageSlotProps {
  slug: string;
  slot: number;
  disabled?: boolean;
  /** From Form.Item: the picture of the slot, saved on the server as soon as it is sent. */
  value?: UploadedFile | null;
  onChange?: (file: UploadedFile | null) => void;
  id?: string;
}

/** One picture of a listing (image0..2): upload, replace, retouch in the image-edit modal, delete. */
export function ImageSlot({ slug, slot, disabled, value, onChange = () => undefined, id }: ImageSlotProps) {
  const { open } = useModals();
  const input = useRef<HTMLInputElement>(null);
  const { status } = Form.Item.useStatus();
  const writeSlug = useWriteSlug(slug);
  const url = useCallback(async () => API.trocImageUpload(await writeSlug(), slot), [writeSlug, slot]);
  const { progress, upload, remove } = useFileUpload(`image${slot}`, url, IMAGE_RULES, onChange);
  const number = slot + 1;
  const busy = progress !== null;

  return (
    <div className="troc-image-slot" data-invalid={status === 'error'} id={id} data-slot={slot}>
      <span className="troc-image-slot__title">{slot === 0 ? i.mainSlot : t(i.slot, { number })}</span>
      <div className="troc-image-slot__preview">
        {value ? (
          <img src={value.thumbnail ?? value.path} alt={t(i.thumbnailAlt, { number })} />
        ) : (
          <PictureOutlined aria-hidden style={{ fontSize: 40, color: '#9aa5a0' }} />
        )}
      </div>
      {busy ? (
        <Flex vertical gap={2} role="status">
          <Progress percent={progress} size="small" showInfo={false} />
          <Typography.Text type="secondary">{t(i.uploading, { percent: progress })}</Typography.Text>
        </Flex>
      ) : null}
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        accept={LIMITS.upload.imageTypes.join(',')}
        data-testid={`image${slot}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Flex gap={4} wrap>
        <Button
          size="small"
          icon={<UploadOutlined aria-hidden />}
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
          aria-label={value ? t(i.replaceLabel, { number }) : undefined}
        >
          {value ? i.replace : i.add}
        </Button>
        {value ? (
          <>
            <Button
              size="small"
              icon={<EditOutlined aria-hidden />}
              disabled={disabled || busy}
              aria-label={t(i.editLabel, { number })}
              onClick={() => open('image-edit', { file: value, onSaved: onChange })}
            >
              {i.edit}
            </Button>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={disabled || busy}
              aria-label={t(i.deleteLabel, { number })}
              onClick={() =>
                remove(value, {
                  title: i.deleteTitle,
                  body: i.deleteBody,
                  confirm: i.deleteConfirm,
                  cancel: m.common.cancel,
                })
              }
            />
          </>
        ) : null}
      </Flex>
    </div>
  );
}
