import { Alert, Button, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../api/errors';
import { registerModal, type ModalBodyProps } from './registry';

export interface ConfirmModalProps {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  /** Runs while the confirm button spins; the modal closes when it resolves, stays open with the message when it throws. */
  onConfirm: () => unknown;
}

declare module './registry' {
  interface ModalPropsByKind {
    confirm: ConfirmModalProps;
  }
}

/** A question before an action that cannot be undone (delete a listing, a picture...). */
export function ConfirmBody({
  body,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  close,
}: ConfirmModalProps & ModalBodyProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      // The action reports its own failures (global modals); only a message is kept here.
      setError(failure instanceof ApiError ? failure.message : null);
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      {typeof body === 'string' ? <Typography.Paragraph>{body}</Typography.Paragraph> : body}
      {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={close} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="primary" danger={danger} loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Flex>
    </Flex>
  );
}

registerModal('confirm', { title: (props) => props.title, Body: ConfirmBody });
