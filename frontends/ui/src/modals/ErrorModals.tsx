import { Typography } from 'antd';
import { fr } from '@troc/shared';
import type { ModalBodyProps, ModalPropsByKind } from './registry';

export function DefaultErrorBody({ message }: ModalPropsByKind['default-error'] & ModalBodyProps) {
  return (
    <div role="alert">
      {message ? <Typography.Paragraph strong>{message}</Typography.Paragraph> : null}
      <Typography.Paragraph>{fr.modal.defaultErrorBody}</Typography.Paragraph>
    </div>
  );
}

export function DisconnectedBody() {
  return (
    <Typography.Paragraph role="alert" aria-live="assertive">
      {fr.modal.disconnectedBody}
    </Typography.Paragraph>
  );
}
