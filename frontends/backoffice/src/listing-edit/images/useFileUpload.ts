import { Form } from 'antd';
import { useCallback, useState } from 'react';
import { fr, t, type UploadedFile } from '@troc/shared';
import { ApiError, failureMessage, reportFailure, uploadFile, useModals } from '@troc/ui';
import { deleteFile } from '../api';

export interface FileRules {
  types: readonly string[];
  /** Shown in the refusal: "JPEG, PNG, WebP". */
  typeNames: string;
  maxBytes: number;
}

export interface FileUpload {
  /** 0..100 while sending, null otherwise. */
  progress: number | null;
  upload: (file: File) => Promise<void>;
  remove: (file: UploadedFile, texts: { title: string; body: string; confirm: string; cancel: string }) => void;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * Sends a file to a listing's upload URL (multipart form[file]) and puts the answer in the
 * form field `name`; a refusal — the server's error string or the same check made here
 * first — is shown under that field (supporting §5, §8).
 */
export function useFileUpload(
  name: string,
  /** The upload URL, or how to get it (the new-listing page creates its draft first). */
  url: string | (() => Promise<string>),
  rules: FileRules,
  onChange: (file: UploadedFile | null) => void,
): FileUpload {
  const form = Form.useFormInstance();
  const { open } = useModals();
  const [progress, setProgress] = useState<number | null>(null);

  const refuse = useCallback((message: string) => form.setFields([{ name, errors: [message] }]), [form, name]);

  const upload = useCallback(
    async (file: File) => {
      if (file.type && !rules.types.includes(file.type)) {
        refuse(t(fr.listing.upload.badType, { types: rules.typeNames }));
        return;
      }
      if (file.size > rules.maxBytes) {
        refuse(t(fr.listing.upload.tooLarge, { max: megabytes(rules.maxBytes) }));
        return;
      }
      setProgress(0);
      try {
        const target = typeof url === 'string' ? url : await url();
        const saved = await uploadFile<UploadedFile>(target, file, { onProgress: setProgress });
        onChange(saved);
        form.setFields([{ name, errors: [] }]);
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) reportFailure(error);
        refuse(failureMessage(error, 'file'));
      } finally {
        setProgress(null);
      }
    },
    [rules, url, onChange, form, name, refuse],
  );

  const remove = useCallback(
    (file: UploadedFile, texts: { title: string; body: string; confirm: string; cancel: string }) =>
      open('confirm', {
        title: texts.title,
        body: texts.body,
        confirmLabel: texts.confirm,
        cancelLabel: texts.cancel,
        danger: true,
        onConfirm: async () => {
          await deleteFile(file.id);
          onChange(null);
        },
      }),
    [open, onChange],
  );

  return { progress, upload, remove };
}
