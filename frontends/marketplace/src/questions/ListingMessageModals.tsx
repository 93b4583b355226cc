import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fr, LIMITS, t, validateListingMessage } from '@troc/shared';
import { FormErrors, registerModal, safeRedirect, useFormSubmit, type ModalBodyProps, DialogForm } from '@troc/ui';
import { askQuestion, questionKeys, sendListingMessage } from './api';
import { trackerUi } from '@troc/shared/messages/ui-tracker';

const m = fr.inbox.modals;
const FIELDS = ['message'] as const;
const { min, max } = LIMITS.message;

export interface ListingMessageProps {
  slug: string;
  name: string;
}

declare module '@troc/ui' {
  interface ModalPropsByKind {
    'inbox-question': ListingMessageProps;
    'inbox-message': ListingMessageProps;
  }
}

/**
 * The question and message modals of the listing view (core §5): a message of 10 to 500
 * characters. A question waits for its answer to be published; a message opens (or goes on
 * with) the conversation with the listing's managers, linked once sent.
 */
function MessageBody({ slug, kind, close }: ListingMessageProps & ModalBodyProps & { kind: 'question' | 'message' }) {
  const [form] = Form.useForm<{ message: string }>();
  const client = useQueryClient();
  const message = Form.useWatch('message', form) ?? '';
  const [done, setDone] = useState<{ text: string; thread?: string } | null>(null);
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: { message: string }) => {
    if (kind === 'question') {
      await askQuestion(slug, values.message.trim());
      void client.invalidateQueries({ queryKey: questionKeys.ofListing(slug) });
      setDone({ text: m.questionSent });
    } else {
      const opened = await sendListingMessage(slug, values.message.trim());
      setDone({ text: m.messageSent, thread: safeRedirect(opened.redirect) });
    }
  });

  if (done) {
    return (
      <Flex vertical gap={16}>
        <Alert type="success" showIcon title={done.text} role="status" />
        <Flex justify="flex-end" gap={8}>
          {done.thread ? (
            <Link to={done.thread} onClick={close}>
              {m.seeThread}
            </Link>
          ) : null}
          <Button onClick={close}>{fr.modal.close}</Button>
        </Flex>
      </Flex>
    );
  }
  return (
    <>
      <Typography.Paragraph type="secondary">
        {kind === 'question' ? m.questionHelp : m.messageHelp}
      </Typography.Paragraph>
      <DialogForm
        form={form}
        name={kind === 'question' ? 'question_form' : 'message_form'}
        layout="vertical"
        onFinish={submit}
        noValidate
      >
        <FormErrors messages={errors} />
        <Form.Item
          name="message"
          label={m.label}
          required
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const error = validateListingMessage({ message: value ?? '' }).message?.[0];
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            },
          ]}
          extra={t(trackerUi.reserve.messageCount, { count: [...message].length, max, min })}
        >
          <Input.TextArea rows={4} maxLength={max} />
        </Form.Item>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close} disabled={submitting}>
            {m.cancel}
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {m.send}
          </Button>
        </Flex>
      </DialogForm>
    </>
  );
}

registerModal('inbox-question', {
  title: ({ name }) => `${m.questionTitle} — ${name}`,
  Body: (props) => <MessageBody {...props} kind="question" />,
});
registerModal('inbox-message', {
  title: ({ name }) => `${m.messageTitle} — ${name}`,
  Body: (props) => <MessageBody {...props} kind="message" />,
});
