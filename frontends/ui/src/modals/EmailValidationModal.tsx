import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { LOGOUT_PATH, fr, t } from '@troc/shared';
import { resendValidation } from '../session/api';
import type { ModalBodyProps, ModalPropsByKind } from './registry';

type Notice = { type: 'success' | 'error'; text: string };

/** Shown while the address is not validated; confirming signs out (full navigation to /logout/). */
export function EmailValidationBody({ email }: ModalPropsByKind['email-validation'] & ModalBodyProps) {
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const resend = async () => {
    setSending(true);
    setNotice(null);
    try {
      const answer = await resendValidation();
      setNotice({ type: 'success', text: answer.message });
    } catch (error) {
      setNotice({ type: 'error', text: error instanceof Error ? error.message : fr.http.internal });
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {t(fr.modal.emailValidationBody, { email })}
      </Typography.Paragraph>
      {notice ? <Alert type={notice.type} title={notice.text} showIcon role="status" /> : null}
      <Flex justify="end" gap={8} wrap>
        <Button onClick={resend} loading={sending}>
          {fr.modal.emailValidationResend}
        </Button>
        <Button type="primary" href={LOGOUT_PATH}>
          {fr.modal.emailValidationConfirm}
        </Button>
      </Flex>
    </Flex>
  );
}
