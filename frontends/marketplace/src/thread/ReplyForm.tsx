import SendOutlined from '@ant-design/icons/SendOutlined';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { LIMITS, t, validateThreadMessage } from '@troc/shared';
import { FormErrors, useFormSubmit } from '@troc/ui';
import { trackerUi } from '@troc/shared/messages/ui-tracker';

const FIELDS = ['message'] as const;
const { min, max } = LIMITS.inboxMessage;
const ui = trackerUi;

/** The reply under the messages (4..500 characters, counted as one types); `send` posts it. */
export function ReplyForm({ send }: { send: (message: string) => Promise<void> }) {
  const [form] = Form.useForm<{ message: string }>();
  const [sent, setSent] = useState(false);
  const message = Form.useWatch('message', form) ?? '';
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: { message: string }) => {
    await send(values.message.trim());
    form.resetFields();
    setSent(true);
  });

  return (
    <Form
      form={form}
      name="thread_form"
      layout="vertical"
      onFinish={submit}
      onValuesChange={() => setSent(false)}
      noValidate
    >
      <FormErrors messages={errors} />
      <Form.Item
        name="message"
        label={ui.thread.reply}
        required
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const error = validateThreadMessage({ message: value ?? '' }).message?.[0];
              return error ? Promise.reject(new Error(error)) : Promise.resolve();
            },
          },
        ]}
        extra={t(ui.reserve.messageCount, { count: [...message].length, max, min })}
      >
        <Input.TextArea rows={3} maxLength={max} placeholder={ui.thread.replyPlaceholder} />
      </Form.Item>
      <Flex gap={16} align="center">
        <Button type="primary" htmlType="submit" loading={submitting} icon={<SendOutlined aria-hidden />}>
          {ui.thread.send}
        </Button>
        {sent ? <span role="status">{ui.thread.sent}</span> : null}
      </Flex>
    </Form>
  );
}
